import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';
import { AdminGate } from './routes/admin/admin-gate';
import { REFERENCE_LISTS } from '../../shared/reference-lists';
import { paths, routePatterns } from '../config/paths';
import HomePage from './routes/public/home';

// The home page is in the entry chunk (first paint); other pages load on demand.
const AboutPage = lazy(() => import('./routes/public/about'));
const AboutPlatformPage = lazy(() => import('./routes/public/about-platform'));
const DataSourcesPage = lazy(() => import('./routes/public/data-sources'));
const PackagesPage = lazy(() => import('./routes/packages/packages'));
const PublicPackagesPage = lazy(() => import('./routes/packages/packages-public'));
const SubscriptionCallbackPage = lazy(() => import('./routes/packages/subscription-callback'));
const NewsListPage = lazy(() => import('./routes/news/news-list'));
const NewsArticlePage = lazy(() => import('./routes/news/news-article'));
const NewsFeedPage = lazy(() => import('./routes/news/news-feed'));
const NewsFeedItemPage = lazy(() => import('./routes/news/news-feed-item'));
const LoginPage = lazy(() => import('./routes/auth/login'));
const AuthCallbackPage = lazy(() => import('./routes/auth/auth-callback'));
const ForgotPasswordPage = lazy(() => import('./routes/auth/forgot-password'));
const ResetPasswordPage = lazy(() => import('./routes/auth/reset-password'));
const ProfilePage = lazy(() => import('./routes/account/profile'));
const SubmissionsPage = lazy(() => import('./routes/account/submissions'));
const NotificationsPage = lazy(() => import('./routes/account/notifications'));
const NewCompanyPage = lazy(() => import('./routes/account/new-company'));
const NewProjectPage = lazy(() => import('./routes/account/new-project'));
const AdminLoginPage = lazy(() => import('./routes/admin/admin-login'));
// The back office: each screen its own chunk, requested only behind AdminGate (super admins).
const AdminFormPage = lazy(() => import('./routes/admin/admin-form'));
const AdminDashboardPage = lazy(() => import('./routes/admin/admin-dashboard'));
const AdminUsersPage = lazy(() => import('./routes/admin/admin-users'));
const AdminReferenceListPage = lazy(() => import('./routes/admin/admin-reference-list'));
const AdminSubmissionsPage = lazy(() => import('./routes/admin/admin-submissions'));
const AdminSolarProjectsPage = lazy(() => import('./routes/admin/admin-solar-projects'));
const AdminAuditPage = lazy(() => import('./routes/admin/admin-audit'));
const AdminTokenCostsPage = lazy(() => import('./routes/admin/admin-token-costs'));
const AdminNewsTagsPage = lazy(() => import('./routes/admin/admin-news-tags'));
const AdminTrialsPage = lazy(() => import('./routes/admin/admin-trials'));
const AdminAnnouncementsPage = lazy(() => import('./routes/admin/admin-announcements'));
const AdminLegalDocumentsPage = lazy(() => import('./routes/admin/admin-legal-documents'));
const AdminNewsPage = lazy(() => import('./routes/admin/admin-news'));
const AdminPlatformDashboardPage = lazy(() => import('./routes/admin/admin-platform-dashboard'));
const AdminSubscriptionsPage = lazy(() => import('./routes/admin/admin-subscriptions'));
const AdminPackagesPage = lazy(() => import('./routes/admin/admin-packages'));
const AdminStationsPage = lazy(() => import('./routes/admin/admin-stations'));
const AdminSourcesPage = lazy(() => import('./routes/admin/admin-sources'));
const AdminImportsPage = lazy(() => import('./routes/admin/admin-imports'));
const AdminApiKeysPage = lazy(() => import('./routes/admin/admin-api-keys'));
const AdminFailedJobsPage = lazy(() => import('./routes/admin/admin-failed-jobs'));
const AdminImportWizardPage = lazy(() => import('./routes/admin/admin-import-wizard'));

const DashboardPage = lazy(() => import('./routes/dashboard/dashboard'));
const StationsPage = lazy(() => import('./routes/public/stations'));

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

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
