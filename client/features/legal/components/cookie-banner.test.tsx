import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import { CookieBanner } from './cookie-banner';

const FILE = '/files/cookie-policies/cerez-politikasi.pdf';
const policy = {
  id: '0b5e7b0c-8f35-4a57-9c3e-2f7d6c1a9b10',
  title: 'Çerez Politikası',
  file_url: FILE,
  created_at: '2025-02-01T08:00:00.000Z',
};

function stubApi({ fileStatus = 200, withPolicy = true } = {}) {
  const fetchMock = vi.fn(
    fakeFetch({
      'GET /api/legal/cookie-policy': () => jsonResponse({ policy: withPolicy ? policy : null }),
      [`HEAD ${FILE}`]: () => new Response(null, { status: fileStatus }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(cleanupAfterTest);

describe('CookieBanner', () => {
  it('is shown when a policy exists, its file is reachable and no consent is stored; Kabul Et stores consent', async () => {
    const fetchMock = stubApi();
    renderWithApp(<CookieBanner />);
    const banner = await screen.findByRole('region', { name: 'Çerez bildirimi' });
    const link = screen.getByRole('link', { name: /Çerez Politikası/ });
    expect(link).toHaveAttribute('href', FILE);
    expect(link).toHaveAttribute('target', '_blank');
    expect(fetchMock).toHaveBeenCalledWith(FILE, expect.objectContaining({ method: 'HEAD' }));

    fireEvent.click(screen.getByRole('button', { name: 'Kabul Et' }));
    expect(banner).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBe('true');
  });

  it('Kapat hides it for this visit only (nothing stored)', async () => {
    stubApi();
    renderWithApp(<CookieBanner />);
    fireEvent.click(await screen.findByRole('button', { name: 'Kapat' }));
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).not.toBeInTheDocument();
    expect(localStorage.getItem('cookieConsent')).toBeNull();

    // A new visit (fresh mount) shows it again.
    cleanup();
    renderWithApp(<CookieBanner />);
    expect(await screen.findByRole('region', { name: 'Çerez bildirimi' })).toBeInTheDocument();
  });

  it('stays hidden when the policy file is not reachable', async () => {
    const fetchMock = stubApi({ fileStatus: 404 });
    renderWithApp(<CookieBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith(FILE, expect.anything()));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region', { name: 'Çerez bildirimi' })).not.toBeInTheDocument();
  });

  it('stays hidden when there is no active policy or consent was given', async () => {
    const fetchMock = stubApi({ withPolicy: false });
    renderWithApp(<CookieBanner />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    cleanup();

    localStorage.setItem('cookieConsent', 'true');
    stubApi();
    renderWithApp(<CookieBanner />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
