import type { RouteObject } from 'react-router';
import { AdvertisementRedirectPage } from '../pages/advertisement/AdvertisementRedirectPage.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { AboutEbmPage } from '../pages/mediaKit/AboutEbmPage.tsx';
import { AboutTbsPage } from '../pages/mediaKit/AboutTbsPage.tsx';
import { AdvertisingPage } from '../pages/mediaKit/AdvertisingPage.tsx';
import { MediaKitIndexPage } from '../pages/mediaKit/MediaKitIndexPage.tsx';
import { MediaKitLayout } from '../pages/mediaKit/MediaKitLayout.tsx';
import { SocialPage } from '../pages/mediaKit/SocialPage.tsx';
import { VideosPage } from '../pages/mediaKit/VideosPage.tsx';
import { TierMembersPage } from '../pages/members/TierMembersPage.tsx';
import { NewsDetailPage } from '../pages/news/NewsDetailPage.tsx';
import { NewsPage } from '../pages/news/NewsPage.tsx';
import { NotFoundPage } from '../pages/notFound/NotFoundPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { RssPage } from '../pages/rss/RssPage.tsx';
import { ServicesPage } from '../pages/services/ServicesPage.tsx';
import { AboutPage } from '../pages/static/AboutPage.tsx';
import { BroadcastRulesPage } from '../pages/static/BroadcastRulesPage.tsx';
import { ContactPage } from '../pages/static/ContactPage.tsx';
import { ContractTerms } from '../components/content/ContractTerms.tsx';
import { GradingGuidelinesPage } from '../pages/static/GradingGuidelinesPage.tsx';
import { HelpPage } from '../pages/static/HelpPage.tsx';
import { NewsletterPage } from '../pages/static/NewsletterPage.tsx';
import { PrivacyPage } from '../pages/static/PrivacyPage.tsx';
import { TestimonialsPage } from '../pages/static/TestimonialsPage.tsx';
import { Layout } from '../shell/Layout.tsx';
import { lazyPage } from './lazyPage.ts';

// Parts search (InstantSearch) and the members' and sign-up pages load on first visit, each in its own chunk.
const AnalyticsPage = lazyPage(() => import('../pages/analytics/AnalyticsPage.tsx'), 'AnalyticsPage');
const BroadcastDetailPage = lazyPage(
  () => import('../pages/broadcasts/BroadcastDetailPage.tsx'),
  'BroadcastDetailPage',
);
const BroadcastSettingsPage = lazyPage(
  () => import('../pages/broadcastSettings/BroadcastSettingsPage.tsx'),
  'BroadcastSettingsPage',
);
const BroadcastsPage = lazyPage(() => import('../pages/broadcasts/BroadcastsPage.tsx'), 'BroadcastsPage');
const CompaniesPage = lazyPage(() => import('../pages/companies/CompaniesPage.tsx'), 'CompaniesPage');
const CompanyDetailPage = lazyPage(
  () => import('../pages/companies/CompanyDetailPage.tsx'),
  'CompanyDetailPage',
);
const FavoritesPage = lazyPage(() => import('../pages/favorites/FavoritesPage.tsx'), 'FavoritesPage');
const InventoryHitsPage = lazyPage(
  () => import('../pages/inventory/InventoryHitsPage.tsx'),
  'InventoryHitsPage',
);
const InventoryPage = lazyPage(() => import('../pages/inventory/InventoryPage.tsx'), 'InventoryPage');
const InvoicesPage = lazyPage(() => import('../pages/invoices/InvoicesPage.tsx'), 'InvoicesPage');
const PartDetailPage = lazyPage(() => import('../pages/parts/PartDetailPage.tsx'), 'PartDetailPage');
const PartStatsPage = lazyPage(() => import('../pages/parts/PartStatsPage.tsx'), 'PartStatsPage');
const PartsPage = lazyPage(() => import('../pages/parts/PartsPage.tsx'), 'PartsPage');
const PaymentPage = lazyPage(() => import('../pages/payment/PaymentPage.tsx'), 'PaymentPage');
const ProfilePage = lazyPage(() => import('../pages/profile/ProfilePage.tsx'), 'ProfilePage');
const RegisterPage = lazyPage(() => import('../pages/register/RegisterPage.tsx'), 'RegisterPage');
const TwoFactorPage = lazyPage(() => import('../pages/twoFactor/TwoFactorPage.tsx'), 'TwoFactorPage');

/** The full route table of spec part 1, section 2; route ids carry the spec's route names. */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      { path: '/', id: 'home', element: <HomePage /> },
      { path: '/broadcasts', element: <BroadcastsPage /> },
      { path: '/broadcasts/:id', element: <BroadcastDetailPage /> },
      { path: '/parts', element: <PartsPage /> },
      { path: '/parts/:id', element: <PartDetailPage /> },
      { path: '/parts/stats/:partNumber', id: 'partStats', element: <PartStatsPage /> },
      { path: '/companies', element: <CompaniesPage /> },
      { path: '/companies/:id', id: 'companyDetail', element: <CompanyDetailPage /> },
      { path: '/inventory', element: <InventoryPage /> },
      { path: '/inventory-hits', element: <InventoryHitsPage /> },
      { path: '/profile', element: <ProfilePage /> },
      { path: '/invoices', id: 'invoice', element: <InvoicesPage /> },
      { path: '/testimonials', element: <TestimonialsPage /> },
      { path: '/register', id: 'freeTrial', element: <RegisterPage /> },
      { path: '/news', id: 'news', element: <NewsPage /> },
      { path: '/news/:categoryName', element: <NewsPage /> },
      { path: '/news/:category/:slug', id: 'newsDetail', element: <NewsDetailPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/help', element: <HelpPage /> },
      { path: '/rss', element: <RssPage /> },
      { path: '/payment', id: 'payment', element: <PaymentPage /> },
      { path: '/contract', element: <ContractTerms /> },
      {
        path: '/media-kit',
        element: <MediaKitLayout />,
        children: [
          { index: true, element: <MediaKitIndexPage /> },
          { path: 'about-tbs', element: <AboutTbsPage /> },
          { path: 'about-ebm', element: <AboutEbmPage /> },
          { path: 'advertising', element: <AdvertisingPage /> },
          { path: 'social', element: <SocialPage /> },
          { path: 'videos', element: <VideosPage /> },
        ],
      },
      { path: '/newsletter', element: <NewsletterPage /> },
      { path: '/services', element: <ServicesPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
      { path: '/broadcast-rules', element: <BroadcastRulesPage /> },
      { path: '/broadcastRules', element: <BroadcastRulesPage /> },
      { path: '/broadcast-settings', element: <BroadcastSettingsPage /> },
      { path: '/grading-guidelines', element: <GradingGuidelinesPage /> },
      { path: '/gradingGuidelines', element: <GradingGuidelinesPage /> },
      { path: '/diamond-members', element: <TierMembersPage tier="diamond" /> },
      { path: '/gold-members', element: <TierMembersPage tier="gold" /> },
      { path: '/trusted-members', element: <TierMembersPage tier="trusted" /> },
      { path: '/favorites', element: <FavoritesPage /> },
      { path: '/analytics', id: 'analytics', element: <AnalyticsPage /> },
      { path: '/2fa', element: <TwoFactorPage /> },
      { path: '/advertisement/:id', element: <AdvertisementRedirectPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
