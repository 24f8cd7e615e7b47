import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import { FooterContracts } from './footer-contracts';

const contract = (id: string, title: string, file: string) => ({
  id,
  title,
  must: true,
  file_url: `/files/contracts/${file}`,
  created_at: '2025-01-10T09:00:00.000Z',
});

afterEach(cleanupAfterTest);

describe('FooterContracts', () => {
  it('shows a loading skeleton while the lists load', () => {
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    renderWithApp(<FooterContracts />);
    expect(screen.getByText('Sözleşmeler yükleniyor…')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the error text when the contracts cannot be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/legal/contracts': () =>
            jsonResponse({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Sunucu hatası' }, 500),
          'GET /api/legal/cookie-policy': () => jsonResponse({ policy: null }),
        }),
      ),
    );
    renderWithApp(<FooterContracts />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Sözleşmeler yüklenirken bir hata oluştu');
  });

  it('shows the empty text when there are no contracts and no cookie policy', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        fakeFetch({
          'GET /api/legal/contracts': () => jsonResponse({ items: [] }),
          'GET /api/legal/cookie-policy': () => jsonResponse({ policy: null }),
        }),
      ),
    );
    renderWithApp(<FooterContracts />);
    expect(await screen.findByText('Henüz sözleşme eklenmemiş')).toBeInTheDocument();
  });

  it('lists the contracts and the cookie policy, each opening its PDF in a new tab', async () => {
    const fetchMock = vi.fn(
      fakeFetch({
        'GET /api/legal/contracts': () =>
          jsonResponse({
            items: [
              contract('7d7a4a8e-5d0c-4c2b-9a51-1f1f3c2b0a01', 'Üyelik Sözleşmesi', 'uyelik-sozlesmesi.pdf'),
              contract('7d7a4a8e-5d0c-4c2b-9a51-1f1f3c2b0a02', 'KVKK Aydınlatma Metni', 'kvkk.pdf'),
            ],
          }),
        'GET /api/legal/cookie-policy': () =>
          jsonResponse({
            policy: {
              id: '7d7a4a8e-5d0c-4c2b-9a51-1f1f3c2b0a03',
              title: 'Çerez Politikası',
              file_url: '/files/cookie-policies/cerez-politikasi.pdf',
              created_at: '2025-01-10T09:00:00.000Z',
            },
          }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<FooterContracts />);

    const membership = await screen.findByRole('link', { name: /Üyelik Sözleşmesi/ });
    expect(membership).toHaveAttribute('href', '/files/contracts/uyelik-sozlesmesi.pdf');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.textContent?.replace(' (PDF, yeni sekmede açılır)', ''))).toEqual([
      'Üyelik Sözleşmesi',
      'KVKK Aydınlatma Metni',
      'Çerez Politikası',
    ]);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: /Çerez Politikası/ })).toHaveAttribute(
      'href',
      '/files/cookie-policies/cerez-politikasi.pdf',
    );
    // Same-origin calls that send the session cookie.
    expect(fetchMock).toHaveBeenCalledWith('/api/legal/contracts', expect.objectContaining({ credentials: 'same-origin' }));
  });
});
