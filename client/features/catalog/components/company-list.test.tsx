import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CompanyList as CompanyListData, CompanyListItem } from '../../../../shared/schemas/catalog';
import { COMPANY_CLAIM_MESSAGES } from '../../../../shared/company-claim-messages';
import { cleanupAfterTest, jsonResponse, renderWithApp } from '../../../test/render';
import { PUBLIC_SOURCES, REFERENCE, routeFetch } from '../../../test/catalog-fixtures';
import { BELOW_MD } from '../../../lib/use-media-query';
import { CompanyList } from './company-list';

// The company list's rows carry both marks apart (docs/decisions/069, 074): the data's own
// "Doğrulanmış" (is_verified) and the representative's "Doğrulanmış firma".

afterEach(cleanupAfterTest);

const company = (n: number, overrides: Partial<CompanyListItem>): CompanyListItem => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  company_name: `Firma ${n} Enerji`,
  activity_type: null,
  product_type: null,
  city: null,
  establishment_year: null,
  website: null,
  linkedin: null,
  is_verified: false,
  represented: false,
  is_locked: true,
  ...overrides,
});

const PAGE: CompanyListData = {
  items: [company(1, { represented: true }), company(2, { is_verified: true }), company(3, { is_verified: true, represented: true })],
  page: 1,
  page_size: 10,
  total: 3,
  total_capped: false,
  total_approximate: false,
  charges: [],
};

function setup() {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      routeFetch({
        'GET /api/companies': () => jsonResponse(PAGE),
        'GET /api/reference': () => jsonResponse(REFERENCE),
        'GET /api/sources': () => jsonResponse(PUBLIC_SOURCES),
      }),
    ),
  );
  renderWithApp(<CompanyList tier="visitor" onOpen={() => {}} />);
}

/** Each row's name and whether it shows the representative's mark and the data's own. */
const marks = (rows: HTMLElement[]) =>
  rows.map((row) => ({
    name: within(row).getAllByRole('button')[0]!.textContent,
    represented: within(row).queryByText(COMPANY_CLAIM_MESSAGES.verifiedMark) !== null,
    verified: within(row).queryByTitle('Doğrulanmış') !== null,
  }));

const EXPECTED = [
  { name: 'Firma 1 Enerji', represented: true, verified: false },
  { name: 'Firma 2 Enerji', represented: false, verified: true },
  { name: 'Firma 3 Enerji', represented: true, verified: true },
];

describe('CompanyList', () => {
  it('shows "Doğrulanmış firma" on the rows of represented companies, apart from "Doğrulanmış", in the table and in the cards', async () => {
    setup();
    const table = await screen.findByRole('table');
    expect(marks(within(table).getAllByRole('row').slice(1))).toEqual(EXPECTED);
    cleanupAfterTest();

    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === BELOW_MD, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
    setup();
    expect(marks(await screen.findAllByRole('article'))).toEqual(EXPECTED);
  });
});
