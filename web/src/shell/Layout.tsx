import { Suspense } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useResetTokenCheck } from '../auth/useResetTokenCheck.ts';
import { useSessionCheck } from '../auth/useSessionCheck.ts';
import { useTwoFactorPrompts } from '../auth/useTwoFactorPrompts.ts';
import { GlobalModals } from '../modals/GlobalModals.tsx';
import { BlockingOverlays } from '../modals/overlays/BlockingOverlays.tsx';
import { useRouteHead } from '../seo/usePageHead.ts';
import { BannerStrip } from './BannerStrip.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { PageLoading } from './PageLoading.tsx';
import { useLiveChat } from './liveChat.ts';
import { SnackbarStack } from './SnackbarStack.tsx';
import { useNavigationEffects } from './useNavigationEffects.ts';

/** The application shell around every route, with the global modals rendered once. */
export function Layout() {
  const location = useLocation();
  useSessionCheck();
  useNavigationEffects(location);
  useRouteHead(location.pathname);
  useResetTokenCheck();
  useTwoFactorPrompts(location.pathname);
  useLiveChat();

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="content">
        {/* Lazily loaded pages (router/lazyPage.ts) suspend here; later navigations keep the old page until ready. */}
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <BannerStrip />
      <Footer />
      <CookieNotice />
      <SnackbarStack />
      <GlobalModals />
      <BlockingOverlays />
      <ScrollRestoration />
    </div>
  );
}
