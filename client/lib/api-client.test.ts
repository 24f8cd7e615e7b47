import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, FALLBACK_ERROR_MESSAGE } from './api-client';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  it('returns the parsed JSON and sends same-origin credentials', async () => {
    const fetchMock = vi.fn(async () => json({ contact_email: 'iletisim@gunesveri.com.tr' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('/api/site')).resolves.toEqual({ contact_email: 'iletisim@gunesveri.com.tr' });
    expect(fetchMock).toHaveBeenCalledWith('/api/site', expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('throws the server error with status, code and Turkish message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => json({ statusCode: 403, code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok' }, 403)));
    const error = await apiRequest('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ status: 403, code: 'FORBIDDEN', message: 'Bu işlem için yetkiniz yok' });
  });

  it('falls back to the generic Turkish message for a non-JSON failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('<html>Bad Gateway</html>', { status: 502 })));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 502, message: FALLBACK_ERROR_MESSAGE });
  });

  it('turns a network failure into a Turkish error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });

  it('sends a JSON body', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => json({ ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/api/x', { method: 'POST', json: { a: 1 } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});
