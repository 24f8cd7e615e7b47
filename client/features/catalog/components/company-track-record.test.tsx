import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest } from '../../../test/render';
import { CompanyTrackRecord, TRACK_RECORD_TEXTS } from './company-track-record';

afterEach(cleanupAfterTest);

const DONE = { id: '50000000-0000-4000-8000-000000000004', name: 'Devreye Alınan' };
const BUILDING = { id: '50000000-0000-4000-8000-000000000003', name: 'Kurulum Aşamasında' };

describe('CompanyTrackRecord', () => {
  it('shows the total, the share commissioned, the median months and the projects by status', () => {
    render(
      <CompanyTrackRecord
        record={{
          total: 6,
          by_status: [
            { status: DONE, count: 3 },
            { status: BUILDING, count: 2 },
            { status: null, count: 1 },
          ],
          commissioned: 3,
          commissioned_share: 0.5,
          median_months_to_commissioning: 12.5,
          measured: 2,
        }}
      />,
    );
    const figure = (label: string) => screen.getByText(label).parentElement!;
    expect(figure(TRACK_RECORD_TEXTS.total)).toHaveTextContent('6');
    expect(figure(TRACK_RECORD_TEXTS.commissioned)).toHaveTextContent('%503 / 6 proje');
    expect(figure(TRACK_RECORD_TEXTS.median)).toHaveTextContent('12,5 ay2 projenin geçmişinden');
    const rows = within(screen.getByRole('list', { name: 'Durumlarına göre projeler' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Devreye Alınan3 proje', 'Kurulum Aşamasında2 proje', `${TRACK_RECORD_TEXTS.noStatus}1 proje`]);
  });

  it('says why there is no median, and when the company has no projects', () => {
    const { unmount } = render(
      <CompanyTrackRecord record={{ total: 1, by_status: [{ status: DONE, count: 1 }], commissioned: 1, commissioned_share: 1, median_months_to_commissioning: null, measured: 0 }} />,
    );
    expect(screen.getByText(TRACK_RECORD_TEXTS.median).parentElement).toHaveTextContent(`–${TRACK_RECORD_TEXTS.noMedian}`);
    unmount();
    render(<CompanyTrackRecord record={{ total: 0, by_status: [], commissioned: 0, commissioned_share: null, median_months_to_commissioning: null, measured: 0 }} />);
    expect(screen.getByText(TRACK_RECORD_TEXTS.empty)).toBeInTheDocument();
  });
});
