import '@testing-library/jest-dom/vitest';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanupAfterTest } from '../../../test/render';
import { HISTORY, WRI } from '../test-fixtures';
import { ProjectTimeline, TIMELINE_TEXTS } from './project-timeline';

afterEach(cleanupAfterTest);

describe('ProjectTimeline', () => {
  it('reads each event as "status — month, kaynak: source", newest first, with what changed and who wrote it', () => {
    render(<ProjectTimeline events={HISTORY} />);
    const items = within(screen.getByRole('list', { name: 'Proje geçmişi' })).getAllByRole('listitem').filter((li) => li.parentElement?.tagName === 'OL');
    expect(items).toHaveLength(3);

    const [status, capacity, created] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(status.querySelector('p')).toHaveTextContent('ÇED Olumlu — 2024-03, kaynak: WRI Global Power Plant Database v1.3.0');
    expect(within(status).getByRole('link', { name: /WRI Global Power Plant Database/ })).toHaveAttribute('href', WRI.url);
    expect(within(status).getByText('2024-03')).toHaveAttribute('dateTime', '2024-03-15');
    expect(status).toHaveTextContent('Devreye alma tarihi: 1 Haziran 2025');
    expect(status).toHaveTextContent('Editör düzenlemesi · CC BY 4.0');

    expect(capacity.querySelector('p')).toHaveTextContent(`Kapasite değişti — 2023-11, kaynak: ${TIMELINE_TEXTS.noSource}`);
    expect(capacity).toHaveTextContent('AC güç: 10 →, yeni değer: 12,5');
    expect(capacity).toHaveTextContent('Onaylanan üye önerisi');

    // A new record's first line names its status; units and empty powers are left out; sample data says so.
    expect(created.querySelector('p')).toHaveTextContent('Kayıt eklendi: ÇED Süreci Başlayan — 2023-05, kaynak: GüneşVeri örnek verisi');
    expect(within(created).getByText(TIMELINE_TEXTS.sample)).toBeInTheDocument();
    // It lists the capacity it started with (with its unit); its parties are the detail's own sections.
    expect(created).toHaveTextContent('AC güç: 1.000 MWe');
    expect(created).not.toHaveTextContent('DC güç');
    expect(created).not.toHaveTextContent('Kalyon Enerji');
    expect(created).toHaveTextContent('Başlangıç verisi');
  });

  it('says so when there is no history yet', () => {
    render(<ProjectTimeline events={[]} />);
    expect(screen.getByText(TIMELINE_TEXTS.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
