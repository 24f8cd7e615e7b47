import type { ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';
import { AdminGate } from './routes/admin/admin-gate';
import { paths, routePatterns } from '../config/paths';
import HomePage from './routes/public/home';
import { lazyPage, type LazyPage } from './lazy-page';

// The home page is in the entry chunk (first paint); other pages load on demand.
const AboutPage = lazyPage(() => import('./routes/public/about'));
const AboutPlatformPage = lazyPage(() => import('./routes/public/about-platform'));
const DataSourcesPage = lazyPage(() => import('./routes/public/data-sources'));
const PackagesPage = lazyPage(() => import('./routes/packages/packages'));
const PublicPackagesPage = lazyPage(() => import('./routes/packages/packages-public'));
const SubscriptionCallbackPage = lazyPage(() => import('./routes/packages/subscription-callback'));
const NewsListPage = lazyPage(() => import('./routes/news/news-list'));
const NewsArticlePage = lazyPage(() => import('./routes/news/news-article'));
const NewsFeedPage = lazyPage(() => import('./routes/news/news-feed'));
const NewsFeedItemPage = lazyPage(() => import('./routes/news/news-feed-item'));
const LoginPage = lazyPage(() => import('./routes/auth/login'));
const AuthCallbackPage = lazyPage(() => import('./routes/auth/auth-callback'));
const ForgotPasswordPage = lazyPage(() => import('./routes/auth/forgot-password'));
const ResetPasswordPage = lazyPage(() => import('./routes/auth/reset-password'));
const ProfilePage = lazyPage(() => import('./routes/account/profile'));
const SubmissionsPage = lazyPage(() => import('./routes/account/submissions'));
const NotificationsPage = lazyPage(() => import('./routes/account/notifications'));
const MyCorrectionsPage = lazyPage(() => import('./routes/account/my-corrections'));
const NewCompanyPage = lazyPage(() => import('./routes/account/new-company'));
const NewProjectPage = lazyPage(() => import('./routes/account/new-project'));
const VerifyCompanyClaimPage = lazyPage(() => import('./routes/account/verify-company-claim'));
const AdminLoginPage = lazyPage(() => import('./routes/admin/admin-login'));
// The back office: its routes, generated from its resources (client/features/admin/resources/), one chunk
// requested only behind AdminGate (super admins); heavier screens load on demand inside it.
const AdminRoutes = lazyPage(() => import('../features/admin/ui/admin-routes'));

const DashboardPage = lazyPage(() => import('./routes/dashboard/dashboard'));
const StationsPage = lazyPage(() => import('./routes/public/stations'));

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: routePatterns.about, element: <AboutPage /> },
      { path: routePatterns.aboutPlatform, element: <AboutPlatformPage /> },
      { path: routePatterns.dataSources, element: <DataSourcesPage /> },
      { path: routePatterns.news, element: <NewsListPage /> },
      { path: routePatterns.newsArticle, element: <NewsArticlePage /> },
      { path: routePatterns.newsFeed, element: <NewsFeedPage /> },
      { path: routePatterns.newsFeedItem, element: <NewsFeedItemPage /> },
      { path: routePatterns.stations, element: <StationsPage /> },
      { path: routePatterns.dashboard, element: <DashboardPage /> },
      { path: routePatterns.login, element: <LoginPage /> },
      { path: routePatterns.authCallback, element: <AuthCallbackPage /> },
      { path: routePatterns.forgotPassword, element: <ForgotPasswordPage /> },
      { path: routePatterns.resetPassword, element: <ResetPasswordPage /> },
      { path: routePatterns.profile, element: <ProfilePage /> },
      { path: routePatterns.profileSubmissions, element: <SubmissionsPage /> },
      { path: routePatterns.notifications, element: <NotificationsPage /> },
      { path: routePatterns.myCorrections, element: <MyCorrectionsPage /> },
      { path: routePatterns.profileNewCompany, element: <NewCompanyPage /> },
      { path: routePatterns.profileNewProject, element: <NewProjectPage /> },
      { path: routePatterns.verifyCompanyClaim, element: <VerifyCompanyClaimPage /> },
      { path: routePatterns.adminLogin, element: <AdminLoginPage /> },
      { path: 'admin-login', element: <Navigate to={paths.adminLogin()} replace /> },
      {
        path: `${routePatterns.admin}/*`,
        element: (
          <AdminGate>
            <AdminRoutes />
          </AdminGate>
        ),
      },
      { path: routePatterns.packages, element: <PackagesPage /> },
      { path: routePatterns.packagesPublic, element: <PublicPackagesPage /> },
      { path: routePatterns.subscriptionCallback, element: <SubscriptionCallbackPage /> },
      { path: 'premium', element: <Navigate to={paths.packages()} replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/** How long the first render waits for its page's code: no longer than the fallback's own pause would cost. */
const FIRST_PAGE_WAIT_MS = 300;

/**
 * Loads the code of the page the visit opens on, so the first render draws it (lazy-page.tsx). Not
 * behind the back office's gate: that code is asked for only once a super admin is known.
 */
export function preloadFirstPage(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  const elements = matches.map((match) => match.route.element as ReactElement | undefined);
  if (elements.some((element) => element?.type === AdminGate)) return Promise.resolve();
  const pages = elements.map((element) => element?.type as Partial<LazyPage<never>> | undefined).filter((type) => typeof type?.preload === 'function');
  const loaded = Promise.all(pages.map((page) => page!.preload!())).then(
    () => undefined,
    // A page whose code fails to load says so when it renders (RouteError).
    () => undefined,
  );
  return Promise.race([loaded, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
