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

/** Screens of later issues: a "being prepared" page so links do not bounce home. */
const COMING_SOON: { path: string; title: string }[] = [
  { path: 'login', title: 'Giriş Yap' },
  { path: 'packages', title: 'Paketler' },
  { path: 'packages/public', title: 'Fiyatlandırma' },
  { path: 'news', title: 'Haberler' },
  { path: 'dashboard', title: 'Analitik' },
  { path: 'profile', title: 'Profilim' },
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
