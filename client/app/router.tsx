import { lazy } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { RootLayout } from './root-layout';
import { RouteError } from './routes/route-error';
import HomePage from './routes/public/home';

// The home page is in the entry chunk (first paint); other pages load on demand.
const AboutPage = lazy(() => import('./routes/public/about'));
const AboutPlatformPage = lazy(() => import('./routes/public/about-platform'));
const ComingSoonPage = lazy(() => import('./routes/coming-soon'));
const LoginPage = lazy(() => import('./routes/auth/login'));
const AuthCallbackPage = lazy(() => import('./routes/auth/auth-callback'));
const ForgotPasswordPage = lazy(() => import('./routes/auth/forgot-password'));
const ResetPasswordPage = lazy(() => import('./routes/auth/reset-password'));
const ProfilePage = lazy(() => import('./routes/account/profile'));
const AdminLoginPage = lazy(() => import('./routes/admin/admin-login'));
const AdminHomePage = lazy(() => import('./routes/admin/admin-home'));

/** Screens of later issues: a "being prepared" page so links do not bounce home. */
const COMING_SOON: { path: string; title: string }[] = [
  { path: 'packages', title: 'Paketler' },
  { path: 'packages/public', title: 'Fiyatlandırma' },
  { path: 'news', title: 'Haberler' },
  { path: 'dashboard', title: 'Analitik' },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'about', element: <AboutPage /> },
      { path: 'about-platform', element: <AboutPlatformPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'auth/callback', element: <AuthCallbackPage /> },
      { path: 'forgot-password', element: <ForgotPasswordPage /> },
      { path: 'reset-password', element: <ResetPasswordPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'admin/login', element: <AdminLoginPage /> },
      { path: 'admin-login', element: <Navigate to="/admin/login" replace /> },
      { path: 'admin', element: <AdminHomePage /> },
      ...COMING_SOON.map(({ path, title }) => ({ path, element: <ComingSoonPage title={title} /> })),
      { path: 'premium', element: <Navigate to="/packages" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
