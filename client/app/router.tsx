import type { ReactElement } from 'react';
import { createBrowserRouter, matchRoutes, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';
import { AdminGate } from './routes/admin/admin-gate';
import { REFERENCE_LISTS } from '../../shared/reference-lists';
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
const NewCompanyPage = lazyPage(() => import('./routes/account/new-company'));
const NewProjectPage = lazyPage(() => import('./routes/account/new-project'));
const AdminLoginPage = lazyPage(() => import('./routes/admin/admin-login'));
// The back office: each screen its own chunk, requested only behind AdminGate (super admins).
const AdminFormPage = lazyPage(() => import('./routes/admin/admin-form'));
const AdminDashboardPage = lazyPage(() => import('./routes/admin/admin-dashboard'));
const AdminUsersPage = lazyPage(() => import('./routes/admin/admin-users'));
const AdminReferenceListPage = lazyPage(() => import('./routes/admin/admin-reference-list'));
const AdminSubmissionsPage = lazyPage(() => import('./routes/admin/admin-submissions'));
const AdminSolarProjectsPage = lazyPage(() => import('./routes/admin/admin-solar-projects'));
const AdminAuditPage = lazyPage(() => import('./routes/admin/admin-audit'));
const AdminTokenCostsPage = lazyPage(() => import('./routes/admin/admin-token-costs'));
const AdminNewsTagsPage = lazyPage(() => import('./routes/admin/admin-news-tags'));
const AdminTrialsPage = lazyPage(() => import('./routes/admin/admin-trials'));
const AdminAnnouncementsPage = lazyPage(() => import('./routes/admin/admin-announcements'));
const AdminLegalDocumentsPage = lazyPage(() => import('./routes/admin/admin-legal-documents'));
const AdminNewsPage = lazyPage(() => import('./routes/admin/admin-news'));
const AdminPlatformDashboardPage = lazyPage(() => import('./routes/admin/admin-platform-dashboard'));
const AdminSubscriptionsPage = lazyPage(() => import('./routes/admin/admin-subscriptions'));
const AdminPackagesPage = lazyPage(() => import('./routes/admin/admin-packages'));
const AdminStationsPage = lazyPage(() => import('./routes/admin/admin-stations'));
const AdminSourcesPage = lazyPage(() => import('./routes/admin/admin-sources'));
const AdminImportsPage = lazyPage(() => import('./routes/admin/admin-imports'));
const AdminApiKeysPage = lazyPage(() => import('./routes/admin/admin-api-keys'));
const AdminFailedJobsPage = lazyPage(() => import('./routes/admin/admin-failed-jobs'));
const AdminImportWizardPage = lazyPage(() => import('./routes/admin/admin-import-wizard'));

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
      { path: routePatterns.profileNewCompany, element: <NewCompanyPage /> },
      { path: routePatterns.profileNewProject, element: <NewProjectPage /> },
      { path: routePatterns.adminLogin, element: <AdminLoginPage /> },
      { path: 'admin-login', element: <Navigate to={paths.adminLogin()} replace /> },
      {
        path: routePatterns.admin,
        element: <AdminGate />,
        children: [
          { index: true, element: <AdminDashboardPage /> },
          { path: 'users', element: <AdminUsersPage /> },
          { path: 'projects/new', element: <AdminFormPage form="project" /> },
          { path: 'projects/:id', element: <AdminFormPage form="project" /> },
          { path: 'companies/new', element: <AdminFormPage form="company" /> },
          { path: 'companies/:id', element: <AdminFormPage form="company" /> },
          { path: 'user-submissions', element: <AdminSubmissionsPage /> },
          { path: 'solar-projects', element: <AdminSolarProjectsPage /> },
          { path: 'audit', element: <AdminAuditPage /> },
          { path: 'installed-power/new', element: <AdminFormPage form="installed-power" /> },
          { path: 'production/new', element: <AdminFormPage form="production" /> },
          { path: 'token-costs', element: <AdminTokenCostsPage /> },
          { path: 'news-tags', element: <AdminNewsTagsPage /> },
          { path: 'trial-memberships', element: <AdminTrialsPage /> },
          { path: 'announcements', element: <AdminAnnouncementsPage /> },
          { path: 'transformer-stations', element: <AdminStationsPage /> },
          { path: 'transformer-stations/new', element: <AdminFormPage form="station-combined" /> },
          { path: 'transformer-stations/definition/new', element: <AdminFormPage key="definition-new" form="station-definition" /> },
          { path: 'transformer-stations/definition/:id', element: <AdminFormPage form="station-definition" /> },
          { path: 'transformer-stations/capacity/new', element: <AdminFormPage key="capacity-new" form="station-capacity" /> },
          { path: 'transformer-stations/capacity/:id', element: <AdminFormPage form="station-capacity" /> },
          { path: 'subscription-packages', element: <AdminPackagesPage /> },
          { path: 'subscription-packages/new', element: <AdminFormPage form="package" /> },
          { path: 'subscription-packages/:id', element: <AdminFormPage form="package" /> },
          { path: 'platform-dashboard', element: <AdminPlatformDashboardPage /> },
          { path: 'subscription-management', element: <AdminSubscriptionsPage /> },
          { path: 'news', element: <AdminNewsPage /> },
          { path: 'news/new', element: <AdminFormPage form="news" /> },
          { path: 'news/:id', element: <AdminFormPage form="news" /> },
          { path: 'contracts', element: <AdminLegalDocumentsPage key="contracts" kind="contracts" /> },
          { path: 'cookie-policies', element: <AdminLegalDocumentsPage key="cookie-policies" kind="cookie-policies" /> },
          { path: 'sources', element: <AdminSourcesPage /> },
          { path: 'sources/new', element: <AdminFormPage form="source" /> },
          { path: 'sources/:id', element: <AdminFormPage form="source" /> },
          { path: 'imports', element: <AdminImportsPage /> },
          { path: 'imports/new', element: <AdminImportWizardPage /> },
          { path: 'api-keys', element: <AdminApiKeysPage /> },
          { path: 'failed-jobs', element: <AdminFailedJobsPage /> },
          ...REFERENCE_LISTS.map((list) => ({ path: list.path.replace('/admin/', ''), element: <AdminReferenceListPage list={list.key} /> })),
        ],
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
