import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PACKAGE_DEFAULTS } from '../../../../shared/constants';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import AdminRoutes from '../../../features/admin/ui/admin-routes';

// The new package form (docs/product-rules.md#admin-payments) starts from the spec's package defaults, the price 0 too.

afterEach(cleanupAfterTest);

describe('/admin/subscription-packages/new', () => {
  it('starts with the price 0 and the other package defaults', async () => {
    vi.stubGlobal('fetch', vi.fn(fakeFetch({ 'GET /api/admin/packages/provider-plans': () => jsonResponse({ items: [] }) })));
    renderWithApp(<p />, { path: '/admin/subscription-packages/new', routes: [{ path: '/admin/*', element: <AdminRoutes /> }] });
    expect(PACKAGE_DEFAULTS.price).toBe(0);
    expect(await screen.findByLabelText(/^Fiyat/)).toHaveValue('0');
    expect(screen.getByLabelText(/^Bakiye sayısı/)).toHaveValue(String(PACKAGE_DEFAULTS.token_count));
    expect(screen.getByLabelText(/^Sıra/)).toHaveValue(String(PACKAGE_DEFAULTS.sort_order));
    expect(screen.getByLabelText(/^Para birimi/)).toHaveValue(PACKAGE_DEFAULTS.currency);
  });
});
