import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_KEY_LIMITS, API_KEY_MESSAGES as M, type ApiKey } from '../../../../shared/schemas/api-keys';
import { Toaster } from '../../../components/ui/toaster';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import { ApiKeysTab } from './api-keys-tab';

// Profile › API Anahtarları (docs/product-rules.md#api-keys): a new key is shown once with a copy
// button, the list never has it, revoking asks first.

afterEach(cleanupAfterTest);

const SECRET = 'gv_live_ab12cdEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopq';

const key = (overrides: Partial<ApiKey> = {}): ApiKey => ({
  id: '0f6b2a52-3c1d-4e5f-8a9b-0c1d2e3f4a5b',
  name: 'Excel raporu',
  prefix: 'gv_live_ab12cd',
  created_at: '2026-11-20T09:00:00.000Z',
  last_used_at: null,
  revoked_at: null,
  usage: [],
  total_requests: 0,
  ...overrides,
});

function serve(initial: ApiKey[]) {
  let items = initial;
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/me/api-keys': () => jsonResponse({ items, limits: API_KEY_LIMITS }),
      'POST /api/me/api-keys': (url, init) => {
        const body = JSON.parse(String(init?.body)) as { name: string };
        calls.push({ method: 'POST', url, body });
        const created = key({ name: body.name });
        items = [created, ...items];
        return jsonResponse({ message: M.created, key: SECRET, api_key: created }, 201);
      },
      [`DELETE /api/me/api-keys/${key().id}`]: (url) => {
        calls.push({ method: 'DELETE', url });
        items = items.map((k) => ({ ...k, revoked_at: '2026-11-27T10:00:00.000Z' }));
        return jsonResponse({ message: M.revoked });
      },
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

describe('ApiKeysTab', () => {
  it('creates a key and shows it once, with a copy button; the list shows only its prefix', async () => {
    const calls = serve([]);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...window.navigator, clipboard: { writeText } });
    renderWithApp(<ApiKeysTab user={testUser({ is_premium: true })} />);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Anahtar Oluştur' }));
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(calls).toEqual([]);

    fireEvent.change(screen.getByLabelText('Anahtar adı'), { target: { value: 'Excel raporu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Anahtar Oluştur' }));
    expect(await screen.findByLabelText('Yeni API anahtarı')).toHaveValue(SECRET);
    expect(screen.getByText(M.created)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', url: '/api/me/api-keys', body: { name: 'Excel raporu' } }]);

    fireEvent.click(screen.getByRole('button', { name: 'Kopyala' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(SECRET));
    expect(await screen.findByRole('button', { name: 'Kopyalandı' })).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'API anahtarlarınız' });
    expect(within(list).getByText('gv_live_ab12cd…')).toBeInTheDocument();
    expect(list.textContent).not.toContain(SECRET);

    // Once put away, the key is gone from the page for good.
    fireEvent.click(screen.getByRole('button', { name: 'Anahtarı kaydettim' }));
    expect(screen.queryByLabelText('Yeni API anahtarı')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it('revokes a key only after the confirmation', async () => {
    const calls = serve([key({ last_used_at: '2026-11-27T08:00:00.000Z', usage: [{ day: '2026-11-27', requests: 12 }], total_requests: 12 })]);
    renderWithApp(
      <>
        <ApiKeysTab user={testUser({ is_premium: true })} />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'İptal Et: Excel raporu' }));
    const dialog = await screen.findByRole('dialog', { name: 'API anahtarı iptal edilsin mi?' });
    expect(within(dialog).getByText(M.revokeConfirm)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'İptal Et: Excel raporu' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Anahtarı İptal Et' }));
    expect(await screen.findByText(M.revoked)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'DELETE', url: `/api/me/api-keys/${key().id}` }]);
    expect(await screen.findByText('İptal edildi')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'İptal Et: Excel raporu' })).not.toBeInTheDocument();
  });

  it('offers no form to a member who is not premium, but lists and revokes their keys', async () => {
    serve([key()]);
    renderWithApp(<ApiKeysTab user={testUser()} />);
    expect(await screen.findByText(/API anahtarları premium üyelere özeldir/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Anahtar Oluştur' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'İptal Et: Excel raporu' })).toBeInTheDocument();
  });
});
