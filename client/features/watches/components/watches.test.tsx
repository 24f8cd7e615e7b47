import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WATCH_LIMITS } from '../../../../shared/constants';
import { type Watch } from '../../../../shared/schemas/watches';
import { NOTIFICATION_MESSAGES as N, WATCH_MESSAGES as M } from '../../../../shared/watch-messages';
import { FollowButton } from '../../../components/watches/follow-button';
import { Toaster } from '../../../components/ui/toaster';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import { NotificationBell } from './notification-bell';
import { NotificationPreferencesTab } from './notification-preferences';

// Watchlists in the browser (docs/product-rules.md#watchlists): the follow toggle and its refusal,
// the bell's name with the unread count, the e-mail preference.

afterEach(cleanupAfterTest);

const STATION = '0f6b2a52-3c1d-4e5f-8a9b-0c1d2e3f4a5b';

function serveWatches(refuse = false) {
  let items: Watch[] = [];
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      fakeFetch({
        'GET /api/me/watches': () => jsonResponse({ items, limit: WATCH_LIMITS.member, limits: WATCH_LIMITS }),
        'POST /api/me/watches': () => {
          calls.push('POST');
          if (refuse) return jsonResponse({ statusCode: 409, code: 'WATCH_LIMIT', message: M.tooMany(5, false) }, 409);
          const watch: Watch = { id: '1a6b2a52-3c1d-4e5f-8a9b-0c1d2e3f4a5b', target: 'station', target_id: STATION, filter: null, label: 'Tosya TM', created_at: '2026-11-27T09:00:00.000Z' };
          items = [watch];
          return jsonResponse({ message: M.created, watch }, 201);
        },
        'DELETE /api/me/watches/1a6b2a52-3c1d-4e5f-8a9b-0c1d2e3f4a5b': () => {
          calls.push('DELETE');
          items = [];
          return jsonResponse({ message: M.deleted });
        },
      }),
    ),
  );
  return calls;
}

describe('FollowButton', () => {
  it('follows and unfollows, keeping the focus on the toggle', async () => {
    const calls = serveWatches();
    renderWithApp(
      <>
        <FollowButton signedIn subject={{ target: 'station', targetId: STATION }} name="Tosya TM" />
        <Toaster />
      </>,
    );
    const follow = await screen.findByRole('button', { name: 'Takip Et: Tosya TM' });
    await waitFor(() => expect(follow).not.toHaveAttribute('aria-disabled', 'true'));
    follow.focus();
    fireEvent.click(follow);
    const unfollow = await screen.findByRole('button', { name: 'Takibi Bırak: Tosya TM' });
    expect(unfollow).toHaveAttribute('aria-pressed', 'true');
    expect(unfollow).toHaveFocus();
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    fireEvent.click(unfollow);
    expect(await screen.findByRole('button', { name: 'Takip Et: Tosya TM' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls).toEqual(['POST', 'DELETE']);
  });

  it('shows the server\'s words when the cap refuses', async () => {
    serveWatches(true);
    renderWithApp(
      <>
        <FollowButton signedIn subject={{ target: 'station', targetId: STATION }} name="Tosya TM" />
        <Toaster />
      </>,
    );
    const follow = await screen.findByRole('button', { name: 'Takip Et: Tosya TM' });
    await waitFor(() => expect(follow).not.toHaveAttribute('aria-disabled', 'true'));
    fireEvent.click(follow);
    expect(await screen.findByText(M.tooMany(5, false))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Takip Et: Tosya TM' })).toBeInTheDocument();
  });

  it('sends a visitor to sign in first, without asking the server', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<FollowButton signedIn={false} subject={{ target: 'project', targetId: STATION }} name="Konya GES" />, { path: '/stations' });
    expect(screen.getByRole('link', { name: 'Takip Et: Konya GES' })).toHaveAttribute('href', '/login?redirect=/stations');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('NotificationBell', () => {
  it('is named "Bildirimler" and says the unread count', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/me/notifications/unread-count': () => jsonResponse({ unread: 3 }) })));
    renderWithApp(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Bildirimler (3 okunmamış)' })).toHaveAttribute('href', '/bildirimler');
    expect(screen.getByTestId('notification-count')).toHaveTextContent('3');
  });
});

describe('NotificationPreferencesTab', () => {
  it('shows the four choices and saves one', async () => {
    const saved: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/me/notification-preferences': () => jsonResponse({ email_mode: 'immediate' }),
          'PUT /api/me/notification-preferences': (_url, init) => {
            saved.push(JSON.parse(String(init?.body)));
            return jsonResponse({ message: N.preferencesSaved });
          },
        }),
      ),
    );
    renderWithApp(
      <>
        <NotificationPreferencesTab />
        <Toaster />
      </>,
    );
    expect(await screen.findByRole('radio', { name: /Anında/ })).toBeChecked();
    for (const label of ['Günlük özet', 'Haftalık özet', 'Kapalı']) expect(screen.getByRole('radio', { name: new RegExp(label) })).not.toBeChecked();
    fireEvent.click(screen.getByRole('radio', { name: /Haftalık özet/ }));
    expect(await screen.findByText(N.preferencesSaved)).toBeInTheDocument();
    expect(saved).toEqual([{ email_mode: 'weekly' }]);
    expect(screen.getByRole('radio', { name: /Haftalık özet/ })).toBeChecked();
  });
});
