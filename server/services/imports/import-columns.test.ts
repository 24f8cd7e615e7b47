import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M, type ImportSummary } from '../../../shared/schemas/imports';
import { projects } from '../../db/schema/catalog';
import { cities } from '../../db/schema/reference';
import type { TestClient } from '../../test/http';
import { csvFile, previewOf, uploadImport, xlsxFile, type SheetCell } from '../../test/import-fixtures';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Nothing in a file is dropped without a word (docs/decisions/053-importer-never-drops-a-column.md):
// the preview names every column and what it is read into, the commit waits until each unmapped
// column holding data is mapped or confirmed as not imported; commissioning and licence dates are
// recognised (a year alone too); a row the file holds twice is a repeat, not an error; commit and
// revert take a POST without a body.

describeOnEachDatabase('admin imports: every column decided, dates, repeated rows, bodiless steps', (ctx) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'sutun-admin', { superAdmin: true })).client;
  });
  const preview = async (rows: SheetCell[][], fields: Record<string, string> = {}, data?: Buffer) =>
    previewOf(await uploadImport(admin, { kind: 'projects', ...fields }, { name: data ? 'sutunlar.xlsx' : 'sutunlar.csv', data: data ?? csvFile(rows) }));
  const projectNamed = async (name: string) => (await ctx.db.select().from(projects).where(eq(projects.project_name, name)))[0];

  it('lists every column as mapped or not imported, and refuses the commit, naming them, until each unmapped column with data is decided', async () => {
    const body = await preview([
      ['Tesis Adı', 'İl', 'Notlar', 'Kurulu Güç (MWe)', 'Saha Sorumlusu', 'Boş Sütun'],
      ['Kararlı Sütun GES', 'Konya', 'ilk not', '3', 'Ayşe', ''],
      ['Kararlı Sütun GES 2', 'Konya', '', '4', '', ''],
    ]);
    expect(body.columns).toEqual([
      { header: 'Tesis Adı', field: 'project_name', empty: false },
      { header: 'İl', field: 'city', empty: false },
      { header: 'Notlar', field: null, empty: false },
      { header: 'Kurulu Güç (MWe)', field: 'ac_power_mwe', empty: false },
      { header: 'Saha Sorumlusu', field: null, empty: false },
      // No row fills it: nothing is lost, so no decision is asked.
      { header: 'Boş Sütun', field: null, empty: true },
    ]);
    expect(body.unmapped).toEqual(['Notlar', 'Saha Sorumlusu']);

    // No decision: refused, naming both; one decided: refused, naming the other; nothing written.
    const none = await admin.post(`/api/admin/imports/${body.id}/commit`);
    expect(none.statusCode, none.body).toBe(400);
    expect(none.json().message).toBe(M.undecidedColumns(['Notlar', 'Saha Sorumlusu']));
    const one = await admin.post(`/api/admin/imports/${body.id}/commit`, { ignore_columns: ['Notlar'] });
    expect(one.statusCode, one.body).toBe(400);
    expect(one.json().message).toBe(M.undecidedColumns(['Saha Sorumlusu']));
    // A mapped column cannot be "ignored": it would be imported all the same.
    const mapped = await admin.post(`/api/admin/imports/${body.id}/commit`, { ignore_columns: ['Notlar', 'Saha Sorumlusu', 'İl'] });
    expect(mapped.statusCode, mapped.body).toBe(400);
    expect(mapped.json().message).toBe(M.ignoreUnknown('İl'));
    expect(await projectNamed('Kararlı Sütun GES')).toBeUndefined();

    const done = await admin.post(`/api/admin/imports/${body.id}/commit`, { ignore_columns: ['Saha Sorumlusu', 'Notlar'] });
    expect(done.statusCode, done.body).toBe(200);
    expect((done.json() as ImportSummary).ignored_columns).toEqual(['Notlar', 'Saha Sorumlusu']);
    expect((await projectNamed('Kararlı Sütun GES'))?.ac_power).toBe(3);

    // Mapped on a new upload instead, a column needs no decision: "Saha Sorumlusu" read as the EPC.
    const again = await preview(
      [
        ['Tesis Adı', 'İl', 'Saha Sorumlusu'],
        ['Eşleşen Sütun GES', 'Konya', 'Ayşe Mühendislik'],
      ],
      { mapping: JSON.stringify({ contractor: 'Saha Sorumlusu' }) },
    );
    expect(again.unmapped).toEqual([]);
    expect(again.columns.find((c) => c.header === 'Saha Sorumlusu')?.field).toBe('contractor');
    expect((await admin.post(`/api/admin/imports/${again.id}/commit`)).statusCode).toBe(200);
    expect((await projectNamed('Eşleşen Sütun GES'))?.contractor).toBe('Ayşe Mühendislik');
  });

  it('recognises commissioning and licence dates; a year alone is that year, and never overwrites a finer date of the same year', async () => {
    const body = await preview([
      ['Tesis Adı', 'İl', 'Devreye Alma Yılı', 'Lisans Tarihi'],
      ['Yıllı GES', 'Konya', '2019', '14.03.2017'],
    ]);
    expect(body.unmapped).toEqual([]);
    expect(body.mapping).toMatchObject({ commissioning_date: 'Devreye Alma Yılı', project_start_date: 'Lisans Tarihi' });
    expect(body.rows[0]!.diff).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'commissioning_date', after: '2019' }),
        expect.objectContaining({ field: 'project_start_date', after: '2017-03-14' }),
      ]),
    );
    expect((await admin.post(`/api/admin/imports/${body.id}/commit`)).statusCode).toBe(200);
    expect(await projectNamed('Yıllı GES')).toMatchObject({ commissioning_date: '2019-01-01', project_start_date: '2017-03-14' });

    // An XLSX number 2019 is the year, not Excel's day 2019 (1905); "İşletmeye Giriş Tarihi" is the commissioning date.
    const konya = (await ctx.db.select({ id: cities.id }).from(cities).where(eq(cities.name, 'Konya')))[0]!.id;
    await ctx.db.insert(projects).values({ project_name: 'Günlü GES', city_id: konya, commissioning_date: '2019-06-14' });
    const xlsx = await preview([], {}, await xlsxFile([
      ['Tesis Adı', 'İl', 'İşletmeye Giriş Tarihi'],
      ['Günlü GES', 'Konya', 2019],
      ['Excel Yıllı GES', 'Konya', 2021],
    ]));
    expect(xlsx.mapping.commissioning_date).toBe('İşletmeye Giriş Tarihi');
    expect(xlsx.rows.map((r) => r.action)).toEqual(['unchanged', 'create']);
    expect((await admin.post(`/api/admin/imports/${xlsx.id}/commit`)).statusCode).toBe(200);
    expect((await projectNamed('Günlü GES'))?.commissioning_date).toBe('2019-06-14');
    expect((await projectNamed('Excel Yıllı GES'))?.commissioning_date).toBe('2021-01-01');
  });

  it('counts a row the file holds twice as a repeat of the earlier one, skipped, not as an error; a different row naming the same plant still is one', async () => {
    const body = await preview([
      ['Tesis Adı', 'İl', 'Kurulu Güç (MWe)'],
      ['İki Kez GES', 'Konya', '5'],
      ['İki Kez GES', 'Konya', '5'],
      ['İki Kez GES', 'Konya', '6'],
      ['İki Kez GES', 'Konya', '5'],
    ]);
    expect(body.counts).toEqual({ create: 1, update: 0, unchanged: 0, duplicate: 2, error: 1 });
    expect(body.rows.map((r) => [r.row, r.action, r.duplicate_of])).toEqual([
      [2, 'create', null],
      [3, 'duplicate', 2],
      [4, 'error', null],
      [5, 'duplicate', 2],
    ]);
    expect(body.rows[1]).toMatchObject({ label: 'İki Kez GES', errors: [] });
    expect(body.errors_total).toBe(1);
    const repeats = (await admin.get(`/api/admin/imports/${body.id}/rows?action=duplicate`)).json();
    expect(repeats.items.map((r: { row: number }) => r.row)).toEqual([3, 5]);
    const summary = (await admin.get(`/api/admin/imports/${body.id}`)).json() as ImportSummary;
    expect(summary.counts.duplicate).toBe(2);
  });

  it('commits and reverts on a POST with no body, or an empty one under a JSON content type', async () => {
    const rows: SheetCell[][] = [
      ['Tesis Adı', 'İl'],
      ['Gövdesiz GES', 'Konya'],
    ];
    const first = await preview(rows);
    const commit = await admin.postRaw(`/api/admin/imports/${first.id}/commit`, { contentType: 'application/json', body: '' });
    expect(commit.statusCode, commit.body).toBe(200);
    const revert = await admin.postRaw(`/api/admin/imports/${first.id}/revert`, { contentType: 'application/json', body: '' });
    expect(revert.statusCode, revert.body).toBe(200);
    expect(await projectNamed('Gövdesiz GES')).toBeUndefined();

    const second = await preview(rows);
    const bare = await admin.postRaw(`/api/admin/imports/${second.id}/commit`);
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await admin.postRaw(`/api/admin/imports/${second.id}/revert`)).statusCode).toBe(200);
    // A body that is not JSON is still refused.
    const third = await preview(rows);
    expect((await admin.postRaw(`/api/admin/imports/${third.id}/commit`, { contentType: 'application/json', body: '{' })).statusCode).toBe(400);
  });
});
