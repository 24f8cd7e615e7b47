import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyDetail } from '../../../../shared/schemas/catalog';
import type { SessionInfo } from '../../../../shared/schemas/auth';
import { cleanupAfterTest, jsonResponse, renderWithApp, testUser } from '../../../test/render';
import { routeFetch } from '../../../test/catalog-fixtures';
import { queryKeys } from '../../../api/query-keys';
import { CompanyDetailModal } from './company-detail-modal';

afterEach(cleanupAfterTest);

const OSM = {
  id: '70000000-0000-4000-8000-000000000011',
  name: 'OpenStreetMap güç şebekesi verisi',
  licence: 'ODbL 1.0',
  url: null,
  is_generated: false,
  verified_on: '2017-01-01',
  retrieved_on: '2026-11-26',
  data_date: '2017-01-31',
  citations: [],
};

const BASIC: CompanyDetail = {
  id: '40000000-0000-4000-8000-000000000009',
  company_name: 'Kaynaklı Enerji',
  activity_type: null,
  product_type: null,
  city: null,
  establishment_year: 2015,
  is_verified: true,
  logo: null,
  organization_short_description: null,
  sources: [OSM],
};

function setup(viewer: ReturnType<typeof testUser> | null, company: CompanyDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(routeFetch({ [`GET /api/companies/${company.id}`]: () => jsonResponse({ company, access: 'locked', cost: null }), 'GET /api/auth/session': () => jsonResponse({ user: viewer }) })),
  );
  const view = renderWithApp(<CompanyDetailModal id={company.id} viewer={viewer} onClose={() => {}} onOpenProject={() => {}} />);
  view.queryClient.setQueryData<SessionInfo>(queryKeys.session, { user: viewer });
}

describe('CompanyDetailModal sources', () => {
  it('shows a member the company’s sources beside the locked premium fields, a source without its own page linked to its entry', async () => {
    setup(testUser(), BASIC);
    const dialog = await screen.findByRole('dialog', { name: 'Kaynaklı Enerji' });
    expect(within(dialog).getAllByTestId('premium-placeholder').length).toBeGreaterThan(0);
    const line = within(within(dialog).getByRole('list', { name: 'Kaynaklar' })).getByRole('link');
    expect(line).toHaveTextContent('Kaynak: OpenStreetMap güç şebekesi verisi · ODbL 1.0 · 2017');
    expect(line).toHaveAttribute('href', `/veri-kaynaklari#kaynak-${OSM.id}`);
  });

  it('says so to a visitor when the company has no source yet', async () => {
    setup(null, { ...BASIC, sources: [] });
    const dialog = await screen.findByRole('dialog', { name: 'Kaynaklı Enerji' });
    expect(within(dialog).getByText('Bu kayıt için henüz kaynak bağlanmadı.')).toBeInTheDocument();
  });
});
