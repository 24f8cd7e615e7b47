import type { ProjectList, ProjectListItem } from '../../shared/schemas/catalog';
import type { PublicSources } from '../../shared/schemas/sources';
import { jsonResponse } from './render';

// Test data and a fetch stand-in that routes by method and path and sees the query string.

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;

export function routeFetch(routes: Record<string, Route>) {
  return async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = routes[`${method} ${url.pathname}`];
    if (route) return route(url, init);
    return jsonResponse({ statusCode: 404, code: 'NOT_FOUND', message: 'Bulunamadı' }, 404);
  };
}

/** The JSON bodies posted to a path, in order. */
export function bodiesTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === path)
    .map(([, init]) => JSON.parse(String((init as RequestInit).body)));
}

/** The "?…" requests made to a path, in order (e.g. ['', 'page=2']). */
export function queriesTo(fetchMock: { mock: { calls: unknown[][] } }, path: string): string[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => url.search.replace(/^\?/, ''));
}

export function project(n: number, overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    project_name: `Proje ${n} GES`,
    status: { id: '10000000-0000-4000-8000-000000000001', name: 'Devreye Alınan' },
    type: { id: '20000000-0000-4000-8000-000000000001', name: 'Arazi GES' },
    city: { id: '30000000-0000-4000-8000-000000000001', name: 'Konya' },
    district: null,
    dc_power: 9.1,
    dc_power_unit: 'MWp',
    ac_power: 8,
    ac_power_unit: 'MWe',
    project_start_date: null,
    commissioning_date: null,
    updated_at: '2025-11-22T10:00:00.000Z',
    is_verified: n % 2 === 0,
    ...overrides,
  };
}

export function projectPage(page: number, total = 31, charges: ProjectList['charges'] = []): ProjectList {
  const first = (page - 1) * 10 + 1;
  const count = Math.max(0, Math.min(10, total - first + 1));
  return {
    items: Array.from({ length: count }, (_, i) => project(first + i)),
    page,
    page_size: 10,
    total,
    total_capped: false,
    total_approximate: false,
    charges,
  };
}

export const REFERENCE = {
  cities: [
    { id: '30000000-0000-4000-8000-000000000001', name: 'Konya' },
    { id: '30000000-0000-4000-8000-000000000002', name: 'İzmir' },
  ],
  project_types: [{ id: '20000000-0000-4000-8000-000000000001', name: 'Arazi GES' }],
  project_status_types: [{ id: '10000000-0000-4000-8000-000000000001', name: 'Devreye Alınan' }],
  project_locations: [],
  company_activity_types: [{ id: '40000000-0000-4000-8000-000000000001', name: 'EPC' }],
  company_product_types: [{ id: '50000000-0000-4000-8000-000000000001', name: 'Güneş Paneli' }],
};

/** The published sources (GET /api/sources): the lists' "Kaynak" filter and the sources page. */
export const PUBLIC_SOURCES: PublicSources = {
  items: [
    {
      id: '60000000-0000-4000-8000-000000000001',
      key: 'wri-gppd-1.3.0',
      name: 'WRI Global Power Plant Database v1.3.0',
      publisher: 'World Resources Institute',
      url: 'https://github.com/wri/global-power-plant-database',
      licence: 'CC BY 4.0',
      licence_url: 'https://creativecommons.org/licenses/by/4.0/',
      attribution: 'World Resources Institute et al., Global Power Plant Database v1.3.0 (CC BY 4.0)',
      retrieved_on: '2026-11-26',
      data_date: '2019-12-31',
      is_generated: false,
      notes: 'Veriler yaklaşık 2016–2019 dönemine aittir.',
    },
    {
      id: '60000000-0000-4000-8000-000000000002',
      key: 'osm-power-grids-2017',
      name: 'OpenStreetMap güç şebekesi verisi (Power_grids, Ocak 2017)',
      publisher: 'OpenStreetMap katkıda bulunanlar',
      url: 'https://doi.org/10.5281/zenodo.250427',
      licence: 'ODbL 1.0',
      licence_url: 'https://opendatacommons.org/licenses/odbl/1-0/',
      attribution: '© OpenStreetMap katkıda bulunanlar (openstreetmap.org/copyright). Veriler Open Database License (ODbL) 1.0 ile lisanslıdır.',
      retrieved_on: '2026-11-26',
      data_date: '2017-01-31',
      is_generated: false,
      notes: null,
    },
    {
      id: '60000000-0000-4000-8000-000000000003',
      key: 'gunesveri-ornek-veri',
      name: 'GüneşVeri örnek verisi',
      publisher: 'GüneşVeri',
      url: null,
      licence: 'Örnek veri — resmî değil',
      licence_url: null,
      attribution: 'Örnek veri: gerçek bir yayından okunmadı, resmî bir değer olarak kullanılamaz.',
      retrieved_on: null,
      data_date: null,
      is_generated: true,
      notes: null,
    },
  ],
};
