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
const NewCompanyPage = lazy(() => import('./routes/account/new-company'));
const NewProjectPage = lazy(() => import('./routes/account/new-project'));
const AdminLoginPage = lazy(() => import('./routes/admin/admin-login'));
// The back office: each screen its own chunk, requested only behind AdminGate (super admins).
const AdminDashboardPage = lazy(() => import('./routes/admin/admin-dashboard'));
const AdminUsersPage = lazy(() => import('./routes/admin/admin-users'));
const AdminReferenceListPage = lazy(() => import('./routes/admin/admin-reference-list'));
const AdminProjectFormPage = lazy(() => import('./routes/admin/admin-project-form'));
const AdminCompanyFormPage = lazy(() => import('./routes/admin/admin-company-form'));
const AdminSubmissionsPage = lazy(() => import('./routes/admin/admin-submissions'));
const AdminSolarProjectsPage = lazy(() => import('./routes/admin/admin-solar-projects'));
const AdminAuditPage = lazy(() => import('./routes/admin/admin-audit'));
const AdminStatisticsEntryPage = lazy(() => import('./routes/admin/admin-statistics-entry'));
const AdminTokenCostsPage = lazy(() => import('./routes/admin/admin-token-costs'));
const AdminNewsTagsPage = lazy(() => import('./routes/admin/admin-news-tags'));
const AdminTrialsPage = lazy(() => import('./routes/admin/admin-trials'));
const AdminAnnouncementsPage = lazy(() => import('./routes/admin/admin-announcements'));
const AdminLegalDocumentsPage = lazy(() => import('./routes/admin/admin-legal-documents'));
const AdminNewsPage = lazy(() => import('./routes/admin/admin-news'));
const AdminPlatformDashboardPage = lazy(() => import('./routes/admin/admin-platform-dashboard'));
const AdminSubscriptionsPage = lazy(() => import('./routes/admin/admin-subscriptions'));
const AdminPackagesPage = lazy(() => import('./routes/admin/admin-packages'));
const AdminPackageFormPage = lazy(() => import('./routes/admin/admin-package-form'));
const AdminStationsPage = lazy(() => import('./routes/admin/admin-stations'));
const AdminStationFormPage = lazy(() => import('./routes/admin/admin-station-forms'));
const AdminNewsFormPage = lazy(() => import('./routes/admin/admin-news-form'));
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
          { path: 'projects/new', element: <AdminProjectFormPage /> },
          { path: 'projects/:id', element: <AdminProjectFormPage /> },
          { path: 'companies/new', element: <AdminCompanyFormPage /> },
          { path: 'companies/:id', element: <AdminCompanyFormPage /> },
          { path: 'user-submissions', element: <AdminSubmissionsPage /> },
          { path: 'solar-projects', element: <AdminSolarProjectsPage /> },
          { path: 'audit', element: <AdminAuditPage /> },
          { path: 'installed-power/new', element: <AdminStatisticsEntryPage kind="installed-power" /> },
          { path: 'production/new', element: <AdminStatisticsEntryPage kind="production" /> },
          { path: 'token-costs', element: <AdminTokenCostsPage /> },
          { path: 'news-tags', element: <AdminNewsTagsPage /> },
          { path: 'trial-memberships', element: <AdminTrialsPage /> },
          { path: 'announcements', element: <AdminAnnouncementsPage /> },
          { path: 'transformer-stations', element: <AdminStationsPage /> },
          { path: 'transformer-stations/new', element: <AdminStationFormPage key="combined" kind="combined" /> },
          { path: 'transformer-stations/definition/new', element: <AdminStationFormPage key="definition-new" kind="definition" /> },
          { path: 'transformer-stations/definition/:id', element: <AdminStationFormPage key="definition" kind="definition" /> },
          { path: 'transformer-stations/capacity/new', element: <AdminStationFormPage key="capacity-new" kind="capacity" /> },
          { path: 'transformer-stations/capacity/:id', element: <AdminStationFormPage key="capacity" kind="capacity" /> },
          { path: 'subscription-packages', element: <AdminPackagesPage /> },
          { path: 'subscription-packages/new', element: <AdminPackageFormPage /> },
          { path: 'subscription-packages/:id', element: <AdminPackageFormPage /> },
          { path: 'platform-dashboard', element: <AdminPlatformDashboardPage /> },
          { path: 'subscription-management', element: <AdminSubscriptionsPage /> },
          { path: 'news', element: <AdminNewsPage /> },
          { path: 'news/new', element: <AdminNewsFormPage /> },
          { path: 'news/:id', element: <AdminNewsFormPage /> },
          { path: 'contracts', element: <AdminLegalDocumentsPage key="contracts" kind="contracts" /> },
          { path: 'cookie-policies', element: <AdminLegalDocumentsPage key="cookie-policies" kind="cookie-policies" /> },
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
