import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../components/layouts/site-footer';
import { SiteHeader } from '../components/layouts/site-header';
import { CookieBanner } from '../features/legal/components/cookie-banner';
import { FooterContracts } from '../features/legal/components/footer-contracts';
import { ContactEmailLink } from '../features/site/components/contact-email-link';
import { PageFallback } from './routes/page-fallback';

/** The app shell around every page: header, main content, footer, cookie banner. */
export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-amber-500 px-4 py-2 font-semibold text-slate-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        İçeriğe geç
      </a>
      {/* Presence and sign-in arrive in later issues: no user, count 0 for now. */}
      <SiteHeader onlineCount={0} />
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
      <ScrollRestoration />
    </div>
  );
}
