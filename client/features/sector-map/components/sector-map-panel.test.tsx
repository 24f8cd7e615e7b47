import '@testing-library/jest-dom/vitest';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import { queriesTo, routeFetch } from '../../../test/catalog-fixtures';
import { SectorMapPanel } from './sector-map-panel';

afterEach(cleanupAfterTest);

const slot = { filters: { year: null, month: null, city_id: null, source_id: null }, onOpenStation: vi.fn(), onSelectCity: vi.fn(), onShowList: vi.fn(), onOpenProject: vi.fn() };

describe('SectorMapPanel', () => {
  it.each([
    ['a visitor', null, 'Paketleri İncele', '/packages/public'],
    ['a member', testUser(), 'Premium Üye Ol', '/packages'],
  ] as const)('shows %s the premium prompt instead of the map, asking for none of its data', async (_who, viewer: CurrentUser | null, label, href) => {
    const fetchMock = vi.fn(routeFetch({ 'GET /api/auth/session': () => jsonResponse({ user: viewer }) }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<SectorMapPanel {...slot} />);
    expect(await screen.findByRole('heading', { name: 'Harita görünümü premium üyelere özeldir' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: label })).toHaveAttribute('href', href);
    expect(screen.queryByRole('region', { name: /Sektör haritası/ })).not.toBeInTheDocument();
    for (const path of ['/api/stations/map', '/api/map/projects', '/api/map/provinces']) expect(queriesTo(fetchMock, path)).toEqual([]);
  });
});
