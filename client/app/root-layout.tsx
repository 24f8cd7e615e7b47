import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../components/layouts/site-footer';
import { SiteHeader } from '../components/layouts/site-header';
import { Toaster } from '../components/ui/toaster';
import { useSession } from '../api/session';
import { useSignOut } from '../features/auth/hooks/use-sign-out';
import { viewerTier } from '../lib/viewer';
import { CookieBanner } from '../features/legal/components/cookie-banner';
import { FooterContracts } from '../features/legal/components/footer-contracts';
import { PendingContracts } from '../features/legal/components/pending-contracts';
import { NewsBubble } from '../features/news/components/news-bubble';
import { useOnlineCount } from '../lib/realtime/use-online-count';
import { ContactEmailLink } from '../features/site/components/contact-email-link';
import { PageFallback } from './routes/page-fallback';
import { NotificationBell } from '../features/watches/components/notification-bell';

/** The app shell around every page: header, main content, footer, cookie banner. */
export function RootLayout() {
  const session = useSession();
  const { signOut } = useSignOut();
  const onlineCount = useOnlineCount();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-amber-500 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        İçeriğe geç
      </a>
      <SiteHeader
        onlineCount={onlineCount}
        user={session.user}
        accountPending={session.isPending}
        onSignOut={signOut}
        bell={session.user ? <NotificationBell /> : undefined}
      />
      <Toaster />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter
        legal={<FooterContracts />}
        contact={
          <ContactEmailLink
            className="font-medium text-amber-300 hover:text-amber-200"
            skeletonClassName="h-5 w-52"
            skeletonTone="inverse"
          />
        }
      />
      <CookieBanner />
      <PendingContracts userId={session.user?.id} onSignOut={signOut} />
      <NewsBubble viewer={viewerTier(session.user)} />
      {/* A freshly opened URL has the key "default" whatever its path: key it by path so it does not
          inherit the scroll position of another page opened fresh in this tab before. */}
      <ScrollRestoration getKey={(location) => (location.key === 'default' ? `${location.pathname}${location.search}` : location.key)} />
    </div>
  );
}
