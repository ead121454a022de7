import type { RouteObject } from 'react-router';
import { AdvertisementRedirectPage } from '../pages/advertisement/AdvertisementRedirectPage.tsx';
import { HomePage } from '../pages/home/HomePage.tsx';
import { NotFoundPage } from '../pages/notFound/NotFoundPage.tsx';
import { RouteErrorPage } from '../pages/RouteErrorPage.tsx';
import { Layout } from '../shell/Layout.tsx';
import { lazyPage } from './lazyPage.ts';

// Every page but the home page loads on first visit, each in its own chunk: the first load of any route
// fetches the shell, the home page (the usual entry) and that route's page, nothing else.
const AboutEbmPage = lazyPage(() => import('../pages/mediaKit/AboutEbmPage.tsx'), 'AboutEbmPage');
const AboutTbsPage = lazyPage(() => import('../pages/mediaKit/AboutTbsPage.tsx'), 'AboutTbsPage');
const AdvertisingPage = lazyPage(() => import('../pages/mediaKit/AdvertisingPage.tsx'), 'AdvertisingPage');
const MediaKitIndexPage = lazyPage(
  () => import('../pages/mediaKit/MediaKitIndexPage.tsx'),
  'MediaKitIndexPage',
);
const MediaKitLayout = lazyPage(() => import('../pages/mediaKit/MediaKitLayout.tsx'), 'MediaKitLayout');
const SocialPage = lazyPage(() => import('../pages/mediaKit/SocialPage.tsx'), 'SocialPage');
const VideosPage = lazyPage(() => import('../pages/mediaKit/VideosPage.tsx'), 'VideosPage');
const TierMembersPage = lazyPage(() => import('../pages/members/TierMembersPage.tsx'), 'TierMembersPage');
const NewsDetailPage = lazyPage(() => import('../pages/news/NewsDetailPage.tsx'), 'NewsDetailPage');
const NewsPage = lazyPage(() => import('../pages/news/NewsPage.tsx'), 'NewsPage');
const RssPage = lazyPage(() => import('../pages/rss/RssPage.tsx'), 'RssPage');
const ServicesPage = lazyPage(() => import('../pages/services/ServicesPage.tsx'), 'ServicesPage');
const AboutPage = lazyPage(() => import('../pages/static/AboutPage.tsx'), 'AboutPage');
const BroadcastRulesPage = lazyPage(
  () => import('../pages/static/BroadcastRulesPage.tsx'),
  'BroadcastRulesPage',
);
const ContactPage = lazyPage(() => import('../pages/static/ContactPage.tsx'), 'ContactPage');
const ContractTerms = lazyPage(() => import('../components/content/ContractTerms.tsx'), 'ContractTerms');
const GradingGuidelinesPage = lazyPage(
  () => import('../pages/static/GradingGuidelinesPage.tsx'),
  'GradingGuidelinesPage',
);
const HelpPage = lazyPage(() => import('../pages/static/HelpPage.tsx'), 'HelpPage');
const NewsletterPage = lazyPage(() => import('../pages/static/NewsletterPage.tsx'), 'NewsletterPage');
const PrivacyPage = lazyPage(() => import('../pages/static/PrivacyPage.tsx'), 'PrivacyPage');
const TestimonialsPage = lazyPage(() => import('../pages/static/TestimonialsPage.tsx'), 'TestimonialsPage');
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
