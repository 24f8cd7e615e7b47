import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../test/render';
import { RootLayout } from './root-layout';
import ProfilePage from './routes/account/profile';
import { queryKeys } from '../api/query-keys';

const USER = testUser();

// The login page loads lazily, as in the app.
const LazyLogin = lazy(async () => {
  await new Promise((resolve) => setTimeout(resolve, 30));
  return { default: () => <p>Giriş sayfası</p> };
});

afterEach(cleanupAfterTest);

describe('RootLayout session', () => {
  it('shows the signed-in header and Çıkış Yap ends at /login signed out', async () => {
    let signedIn = true;
    const fetchMock = vi.fn(
      fakeFetch({
        'GET /api/auth/session': () => jsonResponse({ user: signedIn ? USER : null }),
        'POST /api/auth/logout': () => {
          signedIn = false;
          return jsonResponse({ message: 'Çıkış yapıldı' });
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { router, queryClient } = renderWithApp(<p />, {
      path: '/profile',
      routes: [
        {
          path: '/',
          element: <RootLayout />,
          children: [
            { path: 'profile', element: <ProfilePage /> },
            { path: 'login', element: <LazyLogin /> },
          ],
        },
      ],
    });

    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('link', { name: 'Bakiye: 50' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Giriş Yap' })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Profilim' })).toBeInTheDocument();

    fireEvent.click(within(header).getAllByRole('button', { name: 'Çıkış Yap' })[0]!);
    expect(await screen.findByText('Giriş sayfası')).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/login');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.session)).toEqual({ user: null }));
    expect(within(header).queryByTestId('balance-badge')).not.toBeInTheDocument();
    expect(within(header).getAllByRole('link', { name: 'Giriş Yap' })[0]).toHaveAttribute('href', '/login');
  });
});
