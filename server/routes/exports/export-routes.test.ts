import { and, eq, like, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '../../../shared/export-messages';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { paid_exports, token_transactions } from '../../db/schema/balance';
import { companies, projects } from '../../db/schema/catalog';
import { user_companies } from '../../db/schema/inventory';
import { company_sources, project_sources } from '../../db/schema/provenance';
import { sources } from '../../db/schema/sources';
import { users } from '../../db/schema/users';
import { seedScale } from '../../seeds/scale';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';
import { EXACT_LOCATION, GENERATED_MARK, LOCKED, OPEN } from '../../services/exports/export-rows';
import { MAP_MESSAGES } from '../../../shared/map-constants';
import { PROVINCE_CENTRES } from '../../../shared/province-centres';
import { cities } from '../../db/schema/reference';
import { csvField } from '../../services/exports/write-export';

// Paid exports (docs/product-rules.md#exports; docs/decisions/045-paid-exports.md): quoted, confirmed
// at the quoted total, charged once per user and filter set within 24 hours (also under parallel
// confirmations), streamed as CSV or XLSX carrying filters, date, sources and licences, with
// premium fields only where the member is entitled to them.

const download = (client: TestClient, id: string, format: 'csv' | 'xlsx') => client.get(`/api/exports/${id}/download?format=${format}`);

async function exportDebits(ctx: TestContext, userId: string) {
  return ctx.db
    .select()
    .from(token_transactions)
    .where(and(eq(token_transactions.user_id, userId), like(token_transactions.description, 'Dışa aktarma%')));
}

async function balanceOf(ctx: TestContext, userId: string) {
  const [row] = await ctx.db.select({ balance: users.token_balance }).from(users).where(eq(users.id, userId));
  return row!.balance;
}

/** Quote, then confirm at the quoted total. */
async function quoteAndConfirm(client: TestClient, body: object) {
  const quote = await client.post('/api/exports/quote', body);
  expect(quote.statusCode, quote.body).toBe(200);
  const confirmed = await client.post('/api/exports', { ...body, quoted_total: quote.json().total });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { quote: quote.json(), confirmed: confirmed.json() };
}

function csvRows(body: string) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return parse(body, { bom: true, comment: '#', columns: true, skip_empty_lines: true }) as Record<string, string>[];
}

describeOnEachDatabase('paid exports', (ctx) => {
  let ref: ReferenceFixture;
  let licensed: string;

  beforeAll(async () => {
    ref = await seedReferenceFixture(ctx.db, 'aktarma');
    const [osm] = await ctx.db
      .insert(sources)
      .values({ key: 'osm-test', name: 'OpenStreetMap', licence: 'ODbL 1.0', attribution: '© OpenStreetMap katkıda bulunanlar', url: 'https://www.openstreetmap.org', retrieved_on: '2026-05-01', data_date: '2017-01-31' })
      .returning();
    licensed = osm!.id;
    const [sample] = await ctx.db.insert(sources).values({ key: 'ornek-test', name: 'Örnek üretici', licence: 'CC BY 4.0', is_generated: true }).returning();

    // Projects in the fixture's city: one with a name that needs quoting, one that reads as a formula.
    const made = await ctx.db
      .insert(projects)
      .values([
        { project_name: 'Şile "Kıyı", Güneş GES', city_id: ref.city, status_type_id: ref.status, type_id: ref.type, dc_power: 12.5, dc_power_unit: 'MWp', investor: 'Çağ Yatırım', is_verified: false },
        { project_name: '=HYPERLINK("x") GES', city_id: ref.city, dc_power: 3, dc_power_unit: 'MWp', investor: 'Gizli Yatırımcı', is_verified: true },
        { project_name: 'Örnek Ova GES', city_id: ref.city, is_generated: true, investor: 'Örnek Yatırımcı', is_verified: false },
      ])
      .returning();
    await ctx.db.insert(project_sources).values([
      { project_id: made[0]!.id, source_id: licensed, verified_on: '2026-06-01' },
      // A row with its own data date within the source (a tender's day).
      { project_id: made[1]!.id, source_id: licensed, verified_on: '2026-06-01', data_date: '2021-04-26' },
      { project_id: made[2]!.id, source_id: sample!.id, verified_on: '2026-06-01' },
    ]);
  });

  it('writes CSV in UTF-8 with a BOM, the filters in Turkish, quoted fields and no formula', async () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "merhaba"')).toBe('"say ""merhaba"""');
    expect(csvField('satır\nsonu')).toBe('"satır\nsonu"');
    expect(csvField(' boşluk')).toBe('" boşluk"');
    expect(csvField('=1+1')).toBe("'=1+1");
    expect(csvField('-5 MW')).toBe("'-5 MW");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');

    const { client } = await signedInMember(ctx, 'aktarma-csv', { premium: true, balance: 100 });
    const { confirmed } = await quoteAndConfirm(client, { kind: 'projects', city_id: ref.city });
    expect(confirmed.row_count).toBe(3);
    const file = await download(client, confirmed.id, 'csv');
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.body).toContain('#,Filtreler: Şehir: Test İli aktarma\r\n');
    // The data's own year, and both dates below it (not the day the rows were seeded).
    expect(file.body).toContain('#,Kaynak: OpenStreetMap · ODbL 1.0 · 2017\r\n');
    expect(file.body).toContain('#,"  Veri tarihi: 2017-01-31 · Alındığı tarih: 2026-05-01"\r\n');
    expect(file.body).toContain('#,"Örnek veri: gerçek bir yayından okunmadı, resmî bir değer değildir."\r\n');
    const rows = csvRows(file.body);
    expect(rows.map((r) => r['Proje adı']).sort()).toEqual(['\'=HYPERLINK("x") GES', 'Örnek Ova GES', 'Şile "Kıyı", Güneş GES'].sort());
    const sile = rows.find((r) => r['Proje adı']!.startsWith('Şile'))!;
    expect(sile).toMatchObject({ Şehir: 'Test İli aktarma', 'DC güç': '12.5', Kaynaklar: 'OpenStreetMap', 'Veri tarihi': '2017-01-31' });
    expect(sile).not.toHaveProperty('Güncelleme tarihi');
    // Each row its own date: the link's own before its source's; none known, none written.
    expect(rows.find((r) => r['Proje adı']!.includes('HYPERLINK'))).toMatchObject({ 'Veri tarihi': '2021-04-26' });
    const sample = rows.find((r) => r['Proje adı'] === 'Örnek Ova GES')!;
    expect(sample).toMatchObject({ 'Örnek veri mi': GENERATED_MARK, Kaynaklar: `Örnek üretici (${GENERATED_MARK})`, 'Veri tarihi': '' });
  });

  it('gives a premium member each project\'s place as the map has it (its coordinates, or its province\'s centre marked approximate), and another tier none', async () => {
    const [ankara] = await ctx.db.select().from(cities).where(eq(cities.plate_code, 6));
    await ctx.db.insert(projects).values([
      { project_name: 'Konumlu Yer GES', city_id: ankara!.id, latitude: 39.9, longitude: 32.85 },
      { project_name: 'Konumsuz Yer GES', city_id: ankara!.id },
    ]);
    const premium = await signedInMember(ctx, 'aktarma-konum', { premium: true, balance: 100 });
    const { confirmed } = await quoteAndConfirm(premium.client, { kind: 'projects', city_id: ankara!.id, search: 'Yer GES' });
    const rows = Object.fromEntries(csvRows((await download(premium.client, confirmed.id, 'csv')).body).map((r) => [r['Proje adı'], r]));
    expect(rows['Konumlu Yer GES']).toMatchObject({ Enlem: '39.9', Boylam: '32.85', Konum: EXACT_LOCATION });
    const [lat, lon] = PROVINCE_CENTRES[6]!;
    expect(rows['Konumsuz Yer GES']).toMatchObject({ Enlem: String(lat), Boylam: String(lon), Konum: MAP_MESSAGES.approximate });
    // The workbook carries the same, as numbers.
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download(premium.client, confirmed.id, 'xlsx')).rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Projeler')!;
    const header = (sheet.getRow(1).values as unknown[]).indexOf('Enlem');
    const values = [] as unknown[];
    sheet.eachRow((row, n) => n > 1 && values.push(row.getCell(header).value));
    expect(values).toContain(39.9);

    // The map is premium: a free member's whole-list file holds no place.
    const free = await signedInMember(ctx, 'aktarma-konum-ucretsiz', { balance: 1_000 });
    const whole = await quoteAndConfirm(free.client, { kind: 'projects', search: 'Yer GES' });
    const freeRows = csvRows((await download(free.client, whole.confirmed.id, 'csv')).body);
    expect(freeRows.length).toBeGreaterThan(0);
    expect(freeRows.every((r) => r.Enlem === '' && r.Boylam === '' && r.Konum === LOCKED)).toBe(true);
  });

  it('writes the lines on the file as escaped one-line records: a source name or filter cannot start a line or a cell of its own', async () => {
    const evil = '=HYPERLINK("http://kotu.example","tıkla")\n+1, @SUM(1)';
    const [source] = await ctx.db
      .insert(sources)
      .values({ key: 'kotu-kaynak', name: evil, licence: '-2+3\r\n=1', attribution: 'Atıf\r\n@komut', url: 'https://kotu.example' })
      .returning();
    const [project] = await ctx.db.insert(projects).values({ project_name: 'Kötü Kaynaklı GES', city_id: ref.city }).returning();
    await ctx.db.insert(project_sources).values({ project_id: project!.id, source_id: source!.id, verified_on: '2026-06-01' });

    const { client } = await signedInMember(ctx, 'aktarma-baslik', { premium: true, balance: 100 });
    const { confirmed } = await quoteAndConfirm(client, { kind: 'projects', source_id: source!.id });
    const body = (await download(client, confirmed.id, 'csv')).body.replace(/^\uFEFF/, '');
    const lines = body.split('\r\n');
    const headerAt = lines.findIndex((line) => line.startsWith('Proje adı,'));
    expect(headerAt).toBeGreaterThan(0);
    // Every line above the column headers is a comment line: a "#" cell first, and no bare line break inside.
    for (const line of lines.slice(0, headerAt)) {
      expect(line).toMatch(/^#(,|$)/);
      expect(line).not.toMatch(/[\r\n]/);
    }
    const records = parse(body, { bom: true, relax_column_count: true }) as string[][];
    const about = records.slice(0, headerAt);
    expect(about.every((cells) => cells[0] === '#' && cells.length <= 2)).toBe(true);
    const texts = about.map((cells) => cells[1] ?? '');
    expect(texts).toContain(`Filtreler: Kaynak: =HYPERLINK("http://kotu.example","tıkla") +1, @SUM(1)`);
    expect(texts).toContain(`Kaynak: =HYPERLINK("http://kotu.example","tıkla") +1, @SUM(1) · -2+3 =1`);
    expect(texts).toContain('  Atıf: Atıf @komut');
    // No cell of the file starts as a formula.
    for (const cells of records) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
    expect(records[headerAt]![0]).toBe('Proje adı');
    expect(records.slice(headerAt + 1).map((cells) => cells[0])).toEqual(['Kötü Kaynaklı GES']);
  });

  it('a download holds the rows that were paid for, even when more match it later', async () => {
    const { client } = await signedInMember(ctx, 'aktarma-sabit', { premium: true, balance: 100 });
    const body = { kind: 'projects', search: 'Sabit Satır' };
    await ctx.db.insert(projects).values([{ project_name: 'Sabit Satır Bir GES', city_id: ref.city }, { project_name: 'Sabit Satır İki GES', city_id: ref.city }]);
    const { confirmed } = await quoteAndConfirm(client, body);
    expect(confirmed.row_count).toBe(2);
    await ctx.db.insert(projects).values({ project_name: 'Sabit Satır Üç GES', city_id: ref.city });
    const rows = csvRows((await download(client, confirmed.id, 'csv')).body);
    expect(rows).toHaveLength(2);
  });

  it('fills premium fields only where the member may read the record in full', async () => {
    const [unverified, verified, opened] = await ctx.db
      .insert(companies)
      .values([
        { company_name: 'Açık Firma A.Ş.', city_id: ref.otherCity, email: 'acik@example.com', is_verified: false },
        { company_name: 'Kilitli Firma A.Ş.', city_id: ref.otherCity, email: 'kilitli@example.com', is_verified: true },
        { company_name: 'Açılmış Firma A.Ş.', city_id: ref.otherCity, email: 'acilmis@example.com', is_verified: true },
      ])
      .returning();
    await ctx.db.insert(company_sources).values({ company_id: unverified!.id, source_id: licensed, verified_on: '2026-06-01' });
    const premium = await signedInMember(ctx, 'aktarma-hak', { premium: true, balance: 100 });
    await ctx.db.insert(user_companies).values({ user_id: premium.user.id, company_id: opened!.id });
    const { confirmed } = await quoteAndConfirm(premium.client, { kind: 'companies', city_id: ref.otherCity });
    const rows = csvRows((await download(premium.client, confirmed.id, 'csv')).body);
    const byName = Object.fromEntries(rows.map((r) => [r['Firma adı'], r]));
    expect(byName[unverified!.company_name]).toMatchObject({ 'Premium alanlar': OPEN, 'E-posta': 'acik@example.com' });
    expect(byName[verified!.company_name]).toMatchObject({ 'Premium alanlar': LOCKED, 'E-posta': '' });
    expect(byName[opened!.company_name]).toMatchObject({ 'Premium alanlar': OPEN, 'E-posta': 'acilmis@example.com' });

    // A free member: filters are premium (the list's rule), and the whole list carries no paid field.
    const free = await signedInMember(ctx, 'aktarma-ucretsiz', { balance: 1_000 });
    const filtered = await free.client.post('/api/exports/quote', { kind: 'companies', city_id: ref.otherCity });
    expect(filtered.statusCode).toBe(403);
    expect(filtered.json().message).toBe(CATALOG_MESSAGES.premiumRequired);
    const whole = await quoteAndConfirm(free.client, { kind: 'companies' });
    const freeRows = csvRows((await download(free.client, whole.confirmed.id, 'csv')).body);
    expect(freeRows.length).toBe(whole.confirmed.row_count);
    expect(freeRows.every((r) => r['Premium alanlar'] === LOCKED && r['E-posta'] === '' && r['Web sitesi'] === '')).toBe(true);
  });

  it('never charges the same export twice within 24 hours, in either format or order, and charges again after', async () => {
    const { client, user } = await signedInMember(ctx, 'aktarma-tekrar', { premium: true, balance: 100 });
    const body = { kind: 'projects', city_id: ref.city, status_type_id: ref.status };
    const first = await quoteAndConfirm(client, body);
    expect(first.confirmed.charged).toBe(1);

    const again = await client.post('/api/exports/quote', { ...body, sort: 'project_name', dir: 'asc' });
    expect(again.json()).toMatchObject({ total: 0, paid_export_id: first.confirmed.id });
    const second = await client.post('/api/exports', { ...body, sort: 'project_name', dir: 'asc', quoted_total: 0 });
    expect(second.json()).toMatchObject({ id: first.confirmed.id, charged: 0, balance: 99 });
    expect((await download(client, first.confirmed.id, 'xlsx')).statusCode).toBe(200);
    expect((await download(client, first.confirmed.id, 'csv')).statusCode).toBe(200);
    expect(await exportDebits(ctx, user.id)).toHaveLength(1);

    // Another member cannot read it; once lapsed it is gone and costs again.
    const other = await signedInMember(ctx, 'aktarma-baska', { premium: true });
    expect((await download(other.client, first.confirmed.id, 'csv')).json()).toMatchObject({ statusCode: 404, message: EXPORT_MESSAGES.notFound });
    await ctx.db.update(paid_exports).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(paid_exports.id, first.confirmed.id));
    expect((await download(client, first.confirmed.id, 'csv')).json()).toMatchObject({ statusCode: 410, message: EXPORT_MESSAGES.expired });
    const renewed = await quoteAndConfirm(client, body);
    expect(renewed.confirmed).toMatchObject({ id: first.confirmed.id, charged: 1, balance: 98 });
    expect(await exportDebits(ctx, user.id)).toHaveLength(2);
  });

  it('debits once when twenty confirmations arrive together', async () => {
    const { client, user } = await signedInMember(ctx, 'aktarma-yaris', { premium: true, balance: 100 });
    const body = { kind: 'projects', city_id: ref.city, type_id: ref.type };
    const quote = (await client.post('/api/exports/quote', body)).json();
    expect(quote.total).toBeGreaterThan(0);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/exports', { ...body, quoted_total: quote.total })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(answers.map((a) => a.json().charged).sort((a, b) => a - b)).toEqual([...Array(19).fill(0), quote.total]);
    expect(await exportDebits(ctx, user.id)).toHaveLength(1);
    expect(await balanceOf(ctx, user.id)).toBe(100 - quote.total);
  });

  it('refuses bad input and a balance that cannot pay in Turkish, charging nothing', async () => {
    const { client, user } = await signedInMember(ctx, 'aktarma-hata', { premium: true, balance: 0 });
    const kind = await client.post('/api/exports/quote', { kind: 'istasyonlar' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toContain(EXPORT_MESSAGES.invalidKind);
    const foreign = await client.post('/api/exports/quote', { kind: 'companies', type_id: ref.type });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toContain(EXPORT_MESSAGES.invalidFilter);
    const sort = await client.post('/api/exports/quote', { kind: 'companies', sort: 'dc_power' });
    expect(sort.json().message).toContain(EXPORT_MESSAGES.invalidSort);
    const city = await client.post('/api/exports/quote', { kind: 'projects', city_id: 'ankara' });
    expect(city.json().message).toContain(EXPORT_MESSAGES.invalidFilter);
    const short = await client.post('/api/exports/quote', { kind: 'projects', search: 'ge' });
    expect(short.json().message).toContain(CATALOG_MESSAGES.searchTooShort);
    const format = await client.get(`/api/exports/${crypto.randomUUID()}/download?format=pdf`);
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toContain(EXPORT_MESSAGES.invalidFormat);

    const body = { kind: 'projects', city_id: ref.city };
    const quote = (await client.post('/api/exports/quote', body)).json();
    const poor = await client.post('/api/exports', { ...body, quoted_total: quote.total });
    expect(poor.statusCode).toBe(402);
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Yetersiz bakiye' });
    // The claim went with the refused debit: the export is still due.
    expect((await client.post('/api/exports/quote', body)).json()).toMatchObject({ total: quote.total, paid_export_id: null });
    expect(await ctx.db.select().from(paid_exports).where(eq(paid_exports.user_id, user.id))).toHaveLength(0);
  });

  // Last: the 10 000 generated projects land in the fixture's cities too.
  it('quotes by rows, refuses an unconfirmed or changed total with the quote, then charges once and streams a valid 10 000-row workbook', async () => {
    await seedScale(ctx.db, 10_000, { seed: 0.25 });
    const total = ((await ctx.db.execute(sql`SELECT count(*)::int AS n FROM projects`)) as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(total).toBeGreaterThanOrEqual(10_000);
    const { client, user } = await signedInMember(ctx, 'aktarma-buyuk', { premium: true, balance: 500 });

    const quote = (await client.post('/api/exports/quote', { kind: 'projects' })).json();
    expect(quote).toMatchObject({ kind: 'projects', row_count: total, unit_cost: 1, rows_per_unit: 100, total: Math.ceil(total / 100), balance: 500, paid_export_id: null });

    const missing = await client.post('/api/exports', { kind: 'projects' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain(CATALOG_MESSAGES.quoteRequired);
    const stale = await client.post('/api/exports', { kind: 'projects', quoted_total: 1 });
    expect(stale.statusCode).toBe(402);
    expect(stale.json()).toMatchObject({ code: 'COST_CONFIRMATION_REQUIRED', details: { total: quote.total, balance: 500, row_count: total } });
    expect(await exportDebits(ctx, user.id)).toHaveLength(0);

    const confirmed = await client.post('/api/exports', { kind: 'projects', quoted_total: quote.total });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ row_count: total, charged: quote.total, balance: 500 - quote.total });

    const file = await download(client, confirmed.json().id, 'xlsx');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="gunesveri-projeler-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Projeler')!;
    expect(sheet.actualRowCount).toBe(total + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('Proje adı');
    const about = workbook.getWorksheet('Kaynaklar ve lisans')!;
    const lines = about.getColumn(1).values.filter((v): v is string => typeof v === 'string');
    expect(lines).toContain('Filtreler: yok (tüm liste)');
    expect(lines.some((l) => l.startsWith('Dışa aktarma tarihi: '))).toBe(true);
    expect(lines).toContain('Kaynak: OpenStreetMap · ODbL 1.0 · 2017');
    expect(lines).toContain('  Atıf: © OpenStreetMap katkıda bulunanlar');

    // One debit, whatever was downloaded.
    expect(await exportDebits(ctx, user.id)).toHaveLength(1);
    expect(await balanceOf(ctx, user.id)).toBe(500 - quote.total);
  }, 120_000);
});
