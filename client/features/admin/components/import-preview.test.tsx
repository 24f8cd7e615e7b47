import '@testing-library/jest-dom/vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ImportCounts, ImportPreviewRow, ImportRowsPage } from '../../../../shared/schemas/imports';
import { cleanupAfterTest, fakeFetch, jsonResponse, renderWithApp } from '../../../test/render';
import { ImportPreviewRows, ROWS_LOAD_FAILED } from './import-preview';

// The importer's preview (decision 039): the counts as chips that filter the rows, each row with its
// number and action, an update's changes field by field, an error's column and Turkish message,
// pages of rows from the server, and a failed page that can be asked again.

afterEach(cleanupAfterTest);

const ID = '20000000-0000-4000-8000-000000000001';
const COUNTS: ImportCounts = { create: 1, update: 1, unchanged: 1, duplicate: 0, error: 1 };
const base = { record_id: null, matched_by: null, diff: [], errors: [], duplicate_of: null, warnings: [] };

const CREATE: ImportPreviewRow = {
  ...base,
  row: 2,
  action: 'create',
  label: 'Yeni Güneş GES',
  diff: [
    { field: 'project_name', label: 'Proje adı', before: null, after: 'Yeni Güneş GES' },
    { field: 'ac_power_mwe', label: 'AC güç (MWe)', before: null, after: 12.5 },
  ],
};
const UPDATE: ImportPreviewRow = {
  ...base,
  row: 3,
  action: 'update',
  label: 'Kalyon Karapınar YEKA-1',
  record_id: '20000000-0000-4000-8000-000000000003',
  matched_by: 'key',
  diff: [{ field: 'ac_power_mwe', label: 'AC güç (MWe)', before: 1000, after: 1350.75 }],
};
const UNCHANGED: ImportPreviewRow = { ...base, row: 4, action: 'unchanged', label: 'Ereğli GES', record_id: '20000000-0000-4000-8000-000000000004', matched_by: 'name' };
const ERROR: ImportPreviewRow = {
  ...base,
  row: 5,
  action: 'error',
  label: 'Bozuk Satır',
  errors: [
    { row: 5, column: 'Kurulu Güç (MWe)', message: 'Sayı girilmelidir' },
    { row: 5, column: 'İl', message: '"Atlantis" adında bir il bulunamadı' },
  ],
};

const page = (items: ImportPreviewRow[], total = items.length, n = 1): Response => jsonResponse({ items, total, page: n, page_size: 200 } satisfies ImportRowsPage);
const rowsUrl = (query: string) => `GET /api/admin/imports/${ID}/rows?${query}`;

function serve(handlers: Parameters<typeof fakeFetch>[0]) {
  const fetchMock = vi.fn(fakeFetch(handlers));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('ImportPreviewRows', () => {
  it('shows every row with its number and what it does: an update field by field, an error by column and message', async () => {
    serve({ [rowsUrl('page=1')]: () => page([CREATE, UPDATE, UNCHANGED, ERROR]) });
    renderWithApp(<ImportPreviewRows importId={ID} counts={COUNTS} />);

    const table = await screen.findByRole('table', { name: 'Önizleme satırları' });
    const rowOf = (label: string) => within(table).getByRole('row', { name: new RegExp(label) });

    const update = rowOf('Kalyon Karapınar YEKA-1');
    expect(within(update).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(update).toHaveTextContent('Güncelleme');
    expect(update).toHaveTextContent('kaynak kimliğiyle eşleşti');
    // Before and after, read in words as well as shown struck through and new.
    expect(within(update).getByRole('listitem')).toHaveTextContent('AC güç (MWe): önce 1.000 → , sonra 1.350,75');
    expect(within(update).getByRole('deletion')).toHaveTextContent('1.000');

    const error = rowOf('Bozuk Satır');
    expect(within(error).getByRole('cell', { name: '5' })).toBeInTheDocument();
    expect(within(error).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['“Kurulu Güç (MWe)” sütunu: Sayı girilmelidir', '“İl” sütunu: "Atlantis" adında bir il bulunamadı']);

    const created = rowOf('Yeni Güneş GES');
    fireEvent.click(within(created).getByText('2 değer yazılacak'));
    expect(within(created).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Proje adı: Yeni Güneş GES', 'AC güç (MWe): 12,5']);

    expect(rowOf('Ereğli GES')).toHaveTextContent('adıyla eşleşti');
    expect(rowOf('Ereğli GES')).toHaveTextContent('Kayıtla aynı; bir şey yazılmaz.');
  });

  it('filters the rows by a chip, asking the server for that action from page 1, and shows them all again', async () => {
    const fetchMock = serve({
      [rowsUrl('page=1')]: () => page([CREATE, UPDATE, UNCHANGED, ERROR]),
      [rowsUrl('page=1&action=error')]: () => page([ERROR]),
      [rowsUrl('page=1&action=create')]: () => page([]),
    });
    renderWithApp(<ImportPreviewRows importId={ID} counts={{ ...COUNTS, create: 0 }} />);
    await screen.findByRole('table', { name: 'Önizleme satırları' });

    const chips = screen.getByRole('group', { name: 'Satırları süz' });
    expect(within(chips).getAllByRole('button').map((b) => b.textContent)).toEqual(['Tümü 3', 'Yeni 0', 'Güncelleme 1', 'Değişiklik yok 1', 'Hata 1']);
    expect(within(chips).getByRole('button', { name: 'Tümü 3' })).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(chips).getByRole('button', { name: 'Hata 1' }));
    const errors = await screen.findByRole('table', { name: 'Önizleme: Hata satırları' });
    // The header row and the one error row, once the page has come (the previous rows stand meanwhile, busy).
    await waitFor(() => expect(within(errors).getAllByRole('row')).toHaveLength(2));
    expect(errors).toHaveTextContent('Sayı girilmelidir');
    expect(within(chips).getByRole('button', { name: 'Hata 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(fetchMock).toHaveBeenCalledWith(`/api/admin/imports/${ID}/rows?page=1&action=error`, expect.anything());

    fireEvent.click(within(chips).getByRole('button', { name: 'Yeni 0' }));
    expect(await screen.findByText('Yeni satırı yok.')).toBeInTheDocument();

    // Pressing the pressed chip again shows every row.
    fireEvent.click(within(chips).getByRole('button', { name: 'Yeni 0' }));
    expect(await screen.findByRole('table', { name: 'Önizleme satırları' })).toHaveTextContent('Kalyon Karapınar YEKA-1');
  });

  it('shows a repeated row as the repeat of its earlier row, skipped, under its own chip', async () => {
    const repeat: ImportPreviewRow = { ...base, row: 6, action: 'duplicate', label: 'Yeni Güneş GES', duplicate_of: 2 };
    serve({ [rowsUrl('page=1')]: () => page([CREATE, repeat], 2) });
    renderWithApp(<ImportPreviewRows importId={ID} counts={{ create: 1, update: 0, unchanged: 0, duplicate: 1, error: 0 }} />);
    expect(await screen.findByText('2. satırın tekrarı, atlandı.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Satırları süz' })).getByRole('button', { name: 'Tekrar 1' })).toBeInTheDocument();
  });

  it('pages through many rows with the pager', async () => {
    const many = (from: number) => Array.from({ length: 3 }, (_, i) => ({ ...UNCHANGED, row: from + i, label: `Santral ${from + i}` }));
    serve({
      [rowsUrl('page=1')]: () => page(many(2), 450),
      [rowsUrl('page=2')]: () => page(many(202), 450, 2),
    });
    renderWithApp(<ImportPreviewRows importId={ID} counts={{ create: 0, update: 0, unchanged: 450, duplicate: 0, error: 0 }} />);
    expect(await screen.findByText('Santral 2')).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Önizleme sayfaları' });
    expect(within(pager).getByRole('button', { name: /3/ })).toBeInTheDocument();
    fireEvent.click(within(pager).getByRole('button', { name: /Sonraki/ }));
    expect(await screen.findByText('Santral 202')).toBeInTheDocument();
    expect(screen.queryByText('Santral 2')).not.toBeInTheDocument();
  });

  it('says so when a page of rows cannot be loaded, and asks again on retry', async () => {
    let fail = true;
    serve({
      [rowsUrl('page=1')]: () => (fail ? jsonResponse({ statusCode: 500, code: 'INTERNAL', message: 'Sunucu hatası' }, 500) : page([UPDATE])),
    });
    renderWithApp(<ImportPreviewRows importId={ID} counts={COUNTS} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(ROWS_LOAD_FAILED);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Yeniden Dene' }));
    await waitFor(() => expect(screen.getByRole('table', { name: 'Önizleme satırları' })).toHaveTextContent('Kalyon Karapınar YEKA-1'));
  });
});
