import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { beforeAll, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '../../../shared/export-messages';
import { paid_exports, token_transactions } from '../../db/schema/balance';
import { station_sources } from '../../db/schema/provenance';
import { sources } from '../../db/schema/sources';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import { users } from '../../db/schema/users';
import { EXACT_LOCATION, GENERATED_MARK, LOCKED } from '../../services/exports/export-rows';
import { ESTIMATE_MARK } from '../../services/exports/statistics-rows';
import { adminEntrySourceId } from '../../services/sources/admin-entry';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// Paid exports of the station capacity list and of the statistics tables (docs/product-rules.md#exports,
// docs/decisions/063): the same quote → confirm → download path as the catalogue's (decision 045),
// charged once per member and filter set in 24 hours, also under parallel confirmations; the list's
// rows, filters and order; every row marked when generated or estimated and naming its sources; the
// station's place for premium members only; the sources sheet and "#" lines.

const download = (client: TestClient, id: string, format: 'csv' | 'xlsx') => client.get(`/api/exports/${id}/download?format=${format}`);

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

/** The text of the "#" lines above the header row. */
function aboutLines(body: string) {
  const records = parse(body, { bom: true, relax_column_count: true }) as string[][];
  return records.filter((cells) => cells[0] === '#').map((cells) => cells[1] ?? '');
}

async function workbook(client: TestClient, id: string) {
  const file = await download(client, id, 'xlsx');
  expect(file.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return { book, file };
}

/** A sheet's rows as objects keyed by its header row. */
function sheetRows(book: ExcelJS.Workbook, name: string) {
  const sheet = book.getWorksheet(name)!;
  expect(sheet).toBeDefined();
  const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, n) => {
    if (n === 1) return;
    rows.push(Object.fromEntries(header.map((h, i) => [h, row.getCell(i + 1).value ?? null])));
  });
  return rows;
}

const sheetLines = (book: ExcelJS.Workbook) =>
  book
    .getWorksheet('Kaynaklar ve lisans')!
    .getColumn(1)
    .values.filter((v): v is string => typeof v === 'string');

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

describeOnEachDatabase('paid exports of stations and statistics', (ctx) => {
  let ref: ReferenceFixture;
  const src = {} as Record<'osm' | 'medas' | 'sample' | 'teias' | 'sampleStats' | 'admin', string>;
  const station = {} as Record<'eregli' | 'aksehir' | 'bos', string>;

  beforeAll(async () => {
    ref = await seedReferenceFixture(ctx.db, 'trafo-aktarma');
    const made = await ctx.db
      .insert(sources)
      .values([
        { key: 'osm-trafo-test', name: 'OpenStreetMap trafo', publisher: 'OpenStreetMap katkıda bulunanlar', licence: 'ODbL 1.0', attribution: '© OpenStreetMap katkıda bulunanlar', url: 'https://www.openstreetmap.org', retrieved_on: '2026-05-01', data_date: '2017-01-31' },
        { key: 'medas-test', name: 'MEDAŞ kapasite tablosu', licence: 'Kamu malı', retrieved_on: '2026-04-02', data_date: '2026-03-31' },
        { key: 'ornek-kapasite-test', name: 'Örnek kapasite üreticisi', licence: 'Örnek veri — resmî değil', is_generated: true },
        { key: 'teias-test', name: 'TEİAŞ kurulu güç', licence: 'Kamu malı', url: 'https://www.teias.gov.tr', data_date: '2026-03-31', retrieved_on: '2026-04-10' },
        { key: 'ornek-istatistik-test', name: 'Örnek istatistik', licence: 'Örnek veri — resmî değil', is_generated: true },
      ])
      .returning();
    [src.osm, src.medas, src.sample, src.teias, src.sampleStats] = made.map((s) => s.id) as [string, string, string, string, string];
    src.admin = await adminEntrySourceId(ctx.db);

    const defs = await ctx.db
      .insert(transformer_station_definitions)
      .values([
        { city_id: ref.city, station_name: 'Ereğli TM', busbar: '34,5 kV A', operator: 'MEDAŞ', connection_level: 'OG', latitude: 37.5, longitude: 34.05 },
        { city_id: ref.city, station_name: 'Akşehir TM', operator: 'MEDAŞ', connection_level: 'YG', latitude: 38.35, longitude: 31.42 },
        { city_id: ref.city, station_name: 'Boş TM', operator: '=SUM(1)' },
      ])
      .returning();
    [station.eregli, station.aksehir, station.bos] = defs.map((d) => d.id) as [string, string, string];
    await ctx.db.insert(station_sources).values([
      { station_id: station.eregli, source_id: src.osm, verified_on: '2026-05-01' },
      { station_id: station.aksehir, source_id: src.osm, verified_on: '2026-05-01' },
      // A link with its own data date (decision 054).
      { station_id: station.bos, source_id: src.osm, verified_on: '2026-05-01', data_date: '2020-05-01' },
    ]);
    await ctx.db.insert(transformer_station_capacities).values([
      // Generated figures, as the seed makes them today: marked, never official.
      { station_id: station.eregli, year: 2026, month: 3, available_capacity: 12.5, is_generated: true, source_id: src.sample },
      { station_id: station.eregli, year: 2026, month: 2, available_capacity: 10, is_generated: true, source_id: src.sample },
      { station_id: station.aksehir, year: 2026, month: 3, available_capacity: 7.25, source_id: src.medas, verified_on: '2026-04-02' },
    ]);

    // Enough rows in the other city for several chunks: 25 stations × 10 months, ties on capacity, 3 stations without a figure.
    const many = await ctx.db
      .insert(transformer_station_definitions)
      .values(Array.from({ length: 28 }, (_, i) => ({ city_id: ref.otherCity, station_name: `Uzak ${String(i).padStart(2, '0')} TM`, is_generated: i % 7 === 0 })))
      .returning();
    await ctx.db.insert(transformer_station_capacities).values(
      many.slice(0, 25).flatMap((s, i) =>
        Array.from({ length: 10 }, (_, m) => ({ station_id: s.id, year: 2025, month: m + 1, available_capacity: ((i * 7 + m * 3) % 40) / 2, is_generated: true, source_id: src.sample })),
      ),
    );

    // The statistics tables hold only what this file writes.
    await ctx.db.delete(installed_power_stats);
    await ctx.db.delete(production_stats);
    // 27 months, January 2024 to March 2026: the trend window is the last 24.
    await ctx.db.insert(installed_power_stats).values(
      Array.from({ length: 27 }, (_, i) => {
        const year = 2024 + Math.floor(i / 12);
        const month = (i % 12) + 1;
        const sample = year === 2025 && month === 12;
        return {
          year,
          month,
          total_electric_power: 100_000 + i,
          total_renewable_power: 50_000 + i,
          total_solar_power: 10_000 + i * 10.25,
          total_licensed_solar: i === 26 ? 1_234.56 : null,
          renewable_percentage: 50,
          solar_percentage: 20.5,
          is_estimate: year === 2026 && month === 3,
          source: sample ? null : 'teias.gov.tr/kurulu-guc',
          source_id: sample ? src.sampleStats : src.teias,
          verified_on: '2026-04-10',
        };
      }),
    );
    await ctx.db.insert(production_stats).values([
      { year: 2025, month: 1, total_electric_production: 30_000_000.55, total_renewable_production: 12_000_000.1, total_solar_production: 1_234_567.89, source_id: src.teias, source: 'teias.gov.tr/uretim' },
      // An admin's entry: its data date is the day it was entered (decision 052).
      { year: 2025, month: 2, total_electric_production: null, total_renewable_production: null, total_solar_production: 1_000_000, source_id: src.admin, verified_on: '2026-02-10' },
    ]);
  });

  it('exports the station list with its filters in its default order, each row marked and sourced, with its place for a premium member', async () => {
    const { client, user } = await signedInMember(ctx, 'trafo-premium', { premium: true, balance: 100 });
    const { quote, confirmed } = await quoteAndConfirm(client, { kind: 'stations', city_id: ref.city });
    expect(quote).toMatchObject({ kind: 'stations', row_count: 4, total: 1, paid_export_id: null });
    expect(confirmed).toMatchObject({ kind: 'stations', row_count: 4, charged: 1, balance: 99 });
    const [debit] = await exportDebits(ctx, user.id);
    expect(debit!.description).toBe('Dışa aktarma (100 satır başına): Trafo Merkezleri, 4 satır, 1 filtre');

    const file = await download(client, confirmed.id, 'csv');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/attachment; filename="gunesveri-trafo-merkezleri-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = aboutLines(file.body);
    expect(lines).toContain('GüneşVeri · Trafo merkezi kapasite listesi');
    expect(lines).toContain('Filtreler: İl: Test İli trafo-aktarma');
    expect(lines).toContain('Onaylanan satır sayısı: 4');
    // The sources sheet's lines: every source of the rows, official first, the generated one marked.
    expect(lines).toContain('Kaynak: MEDAŞ kapasite tablosu · Kamu malı · 2026');
    expect(lines).toContain('Kaynak: OpenStreetMap trafo · ODbL 1.0 · 2017');
    expect(lines).toContain('  Atıf: © OpenStreetMap katkıda bulunanlar');
    expect(lines).toContain(`Kaynak: Örnek kapasite üreticisi · Örnek veri — resmî değil · ${GENERATED_MARK}`);
    expect(lines).toContain('Örnek veri: gerçek bir yayından okunmadı, resmî bir değer değildir.');
    expect(lines.indexOf('Kaynak: MEDAŞ kapasite tablosu · Kamu malı · 2026')).toBeLessThan(lines.indexOf(`Kaynak: Örnek kapasite üreticisi · Örnek veri — resmî değil · ${GENERATED_MARK}`));

    const rows = csvRows(file.body);
    // The list's order: newest period first, then the station's name; a station without a figure last.
    expect(rows.map((r) => [r['Trafo merkezi'], r.Yıl, r.Ay])).toEqual([
      ['Akşehir TM', '2026', '3'],
      ['Ereğli TM', '2026', '3'],
      ['Ereğli TM', '2026', '2'],
      ['Boş TM', '', ''],
    ]);
    expect(rows[0]).toMatchObject({
      İl: 'Test İli trafo-aktarma',
      İşletmeci: 'MEDAŞ',
      'Bağlantı seviyesi': 'YG',
      'Kapasite (MWe)': '7.25',
      Enlem: '38.35',
      Boylam: '31.42',
      Konum: EXACT_LOCATION,
      'Veri tarihi': '2026-03-31',
      'Örnek veri mi': 'Hayır',
      Kaynaklar: 'MEDAŞ kapasite tablosu; OpenStreetMap trafo',
    });
    // A generated capacity says so, names its generator beside the station's source and has no data date.
    expect(rows[1]).toMatchObject({
      Bara: '34,5 kV A',
      'Kapasite (MWe)': '12.5',
      Enlem: '37.5',
      Boylam: '34.05',
      'Örnek veri mi': GENERATED_MARK,
      Kaynaklar: `OpenStreetMap trafo; Örnek kapasite üreticisi (${GENERATED_MARK})`,
      'Veri tarihi': '',
    });
    // No figure, no coordinates: empty, never 0; the link's own data date; a formula is not run.
    expect(rows[3]).toMatchObject({ 'Kapasite (MWe)': '', Enlem: '', Boylam: '', Konum: '', İşletmeci: "'=SUM(1)", 'Veri tarihi': '2020-05-01', 'Örnek veri mi': 'Hayır', Kaynaklar: 'OpenStreetMap trafo' });

    // Another order of the same filter set is the same export: free, in the order asked, as a workbook.
    const again = await quoteAndConfirm(client, { kind: 'stations', city_id: ref.city, sort: 'available_capacity', dir: 'asc' });
    expect(again.quote).toMatchObject({ total: 0, paid_export_id: confirmed.id });
    expect(again.confirmed).toMatchObject({ id: confirmed.id, charged: 0, balance: 99 });
    const { book } = await workbook(client, confirmed.id);
    const sheet = sheetRows(book, 'Trafo Merkezleri');
    // The download is the export's stored parameters (the first order); numbers are numbers.
    expect(sheet.map((r) => r['Kapasite (MWe)'])).toEqual([7.25, 12.5, 10, null]);
    expect(sheet[0]).toMatchObject({ Enlem: 38.35, Yıl: 2026, Ay: 3, 'Örnek veri mi': 'Hayır' });
    expect(sheetLines(book)).toEqual(expect.arrayContaining(['Filtreler: İl: Test İli trafo-aktarma', 'Kaynak: OpenStreetMap trafo · ODbL 1.0 · 2017', '  Atıf: © OpenStreetMap katkıda bulunanlar']));
    expect(await exportDebits(ctx, user.id)).toHaveLength(1);
  });

  it('holds the station list\'s exact order across chunks, for any sort', async () => {
    for (const order of [{}, { sort: 'available_capacity', dir: 'desc' }, { sort: 'station_name', dir: 'asc' }, { sort: 'month', dir: 'asc' }] as Record<string, string>[]) {
      // A member each: another order of the same filter set would be the first export again.
      const { client } = await signedInMember(ctx, 'trafo-sira', { premium: true, balance: 100 });
      const { confirmed } = await quoteAndConfirm(client, { kind: 'stations', city_id: ref.otherCity, ...order });
      expect(confirmed.row_count).toBe(253);
      const query = new URLSearchParams({ city_id: ref.otherCity, ...order });
      const listed: string[] = [];
      for (let page = 1; listed.length < 253; page++) {
        query.set('page', String(page));
        const res = await client.get(`/api/stations?${query}`);
        expect(res.statusCode).toBe(200);
        listed.push(...res.json().items.map((i: { station_name: string; year: number | null; month: number | null }) => `${i.station_name} ${i.year ?? '-'}/${i.month ?? '-'}`));
      }
      const rows = csvRows((await download(client, confirmed.id, 'csv')).body);
      expect(rows.map((r) => `${r['Trafo merkezi']} ${r.Yıl || '-'}/${r.Ay || '-'}`)).toEqual(listed);
      // Every generated figure is marked; the stations without one here are not generated.
      expect(rows.filter((r) => r['Örnek veri mi'] === GENERATED_MARK)).toHaveLength(250);
    }
  }, 60_000);

  it('lets a free member export the station list with any filter (the list is open to every tier), without the premium places', async () => {
    const { client } = await signedInMember(ctx, 'trafo-ucretsiz', { balance: 10 });
    const body = { kind: 'stations', year: 2026, month: 3, city_id: ref.city, source_id: src.osm };
    const { confirmed } = await quoteAndConfirm(client, body);
    expect(confirmed).toMatchObject({ row_count: 2, charged: 1, balance: 9 });
    const file = await download(client, confirmed.id, 'csv');
    expect(aboutLines(file.body)).toContain('Filtreler: Yıl: 2026; Ay: Mart; İl: Test İli trafo-aktarma; Kaynak: OpenStreetMap trafo');
    const rows = csvRows(file.body);
    expect(rows.map((r) => r['Trafo merkezi'])).toEqual(['Akşehir TM', 'Ereğli TM']);
    expect(rows.every((r) => r.Enlem === '' && r.Boylam === '' && r.Konum === LOCKED)).toBe(true);
    const { book } = await workbook(client, confirmed.id);
    expect(sheetRows(book, 'Trafo Merkezleri').every((r) => r.Enlem === null && r.Konum === LOCKED)).toBe(true);

    // A visitor is sent to sign in; the catalogue's premium-filter rule is not the station list's.
    const visitor = await new TestClient(ctx.app).post('/api/exports/quote', body);
    expect(visitor.statusCode).toBe(401);
    const figures = await client.post('/api/exports/quote', { kind: 'stations', source_id: src.medas });
    expect(figures.json()).toMatchObject({ row_count: 1 });
  });

  it('debits once when twenty confirmations of a station export or a statistics table arrive together', async () => {
    for (const body of [{ kind: 'stations', city_id: ref.otherCity, year: 2025 }, { kind: 'installed-power', year: 2025 }]) {
      const { client, user } = await signedInMember(ctx, 'trafo-yaris', { balance: 100 });
      const quote = (await client.post('/api/exports/quote', body)).json();
      expect(quote.total).toBeGreaterThan(0);
      const answers = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/exports', { ...body, quoted_total: quote.total })));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
      expect(answers.map((a) => a.json().charged).sort((a, b) => a - b)).toEqual([...Array(19).fill(0), quote.total]);
      expect(await exportDebits(ctx, user.id)).toHaveLength(1);
      expect(await balanceOf(ctx, user.id)).toBe(100 - quote.total);
    }
  });

  it('exports an installed-power year newest first in MW, each month with its source, page and data date, estimates and generated months marked', async () => {
    const { client, user } = await signedInMember(ctx, 'istatistik-yil', { balance: 10 });
    const { confirmed } = await quoteAndConfirm(client, { kind: 'installed-power', year: 2025 });
    expect(confirmed).toMatchObject({ kind: 'installed-power', row_count: 12, charged: 1 });
    const [debit] = await exportDebits(ctx, user.id);
    expect(debit!.description).toBe('Dışa aktarma (100 satır başına): Kurulu Güç, 12 satır, 1 filtre');

    const file = await download(client, confirmed.id, 'csv');
    expect(file.headers['content-disposition']).toMatch(/filename="gunesveri-kurulu-guc-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = aboutLines(file.body);
    expect(lines).toContain('GüneşVeri · Kurulu güç istatistikleri (MW)');
    expect(lines).toContain('Filtreler: Yıl: 2025');
    expect(lines).toContain('Kaynak: TEİAŞ kurulu güç · Kamu malı · 2026');
    expect(lines).toContain('  Veri tarihi: 2026-03-31 · Alındığı tarih: 2026-04-10');
    expect(lines).toContain(`Kaynak: Örnek istatistik · Örnek veri — resmî değil · ${GENERATED_MARK}`);
    const rows = csvRows(file.body);
    expect(rows.map((r) => r.Ay)).toEqual(['12', '11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(rows[0]).toMatchObject({ Yıl: '2025', 'Örnek veri mi': GENERATED_MARK, Kaynaklar: `Örnek istatistik (${GENERATED_MARK})`, 'Kaynak sayfası': '', 'Veri tarihi': '' });
    expect(rows[1]).toMatchObject({
      'Toplam Kurulu Güç (MW)': '100022',
      'Yenilenebilir (MW)': '50022',
      'Güneş (MW)': '10225.5',
      'Lisanslı Güneş (MW)': '',
      'Yenilenebilir Payı (%)': '50',
      'Güneş Payı (%)': '20.5',
      'Tahmini mi': 'Hayır',
      'Örnek veri mi': 'Hayır',
      Kaynaklar: 'TEİAŞ kurulu güç',
      'Kaynak sayfası': 'teias.gov.tr/kurulu-guc',
      'Veri tarihi': '2026-03-31',
    });

    // Every tier reads the statistics: the whole table, and its trend window as the table opens on it.
    const all = await quoteAndConfirm(client, { kind: 'installed-power' });
    expect(all.confirmed.row_count).toBe(27);
    const { confirmed: trend } = await quoteAndConfirm(client, { kind: 'installed-power', trend: true });
    expect(trend.row_count).toBe(24);
    const { book } = await workbook(client, trend.id);
    const sheet = sheetRows(book, 'Kurulu Güç');
    expect(sheet).toHaveLength(24);
    expect(sheet[0]).toMatchObject({ Yıl: 2026, Ay: 3, 'Lisanslı Güneş (MW)': 1234.56, 'Tahmini mi': ESTIMATE_MARK });
    expect(sheet.at(-1)).toMatchObject({ Yıl: 2024, Ay: 4 });
    expect(sheetLines(book)).toEqual(expect.arrayContaining(['Filtreler: Dönem: Son 24 ay (Nisan 2024 – Mart 2026)', 'Onaylanan satır sayısı: 24']));
    expect(sheetLines(book).some((l) => l.startsWith('"Tahmini mi" sütununda "Tahmini" yazan aylar'))).toBe(true);
  });

  it('exports production in GWh as the table shows it, an admin\'s entry dated the day it was entered, unknown figures left empty', async () => {
    const { client } = await signedInMember(ctx, 'istatistik-uretim', { premium: true, balance: 10 });
    const { confirmed } = await quoteAndConfirm(client, { kind: 'production' });
    expect(confirmed.row_count).toBe(2);
    const rows = csvRows((await download(client, confirmed.id, 'csv')).body);
    expect(rows.map((r) => r.Ay)).toEqual(['2', '1']);
    expect(rows[1]).toMatchObject({ 'Toplam Üretim (GWh)': '30000.00055', 'Yenilenebilir Üretim (GWh)': '12000.0001', 'Güneş Üretimi (GWh)': '1234.56789', 'Kaynak sayfası': 'teias.gov.tr/uretim' });
    expect(rows[0]).toMatchObject({ 'Toplam Üretim (GWh)': '', 'Güneş Üretimi (GWh)': '1000', Kaynaklar: 'GüneşVeri editör girişi', 'Veri tarihi': '2026-02-10', 'Örnek veri mi': 'Hayır' });
    const { book, file } = await workbook(client, confirmed.id);
    expect(file.headers['content-disposition']).toMatch(/filename="gunesveri-elektrik-uretimi-/);
    expect(sheetRows(book, 'Elektrik Üretimi')[1]).toMatchObject({ 'Güneş Üretimi (GWh)': 1234.56789 });
    expect(sheetLines(book)).toContain('Filtreler: yok (tüm tablo)');
  });

  it('refuses a filter or an order the list does not take, in Turkish, charging nothing', async () => {
    const { client, user } = await signedInMember(ctx, 'trafo-hata', { premium: true, balance: 10 });
    const refusals: [object, string][] = [
      [{ kind: 'stations', search: 'Ereğli' }, EXPORT_MESSAGES.invalidFilter],
      [{ kind: 'stations', type_id: ref.type }, EXPORT_MESSAGES.invalidFilter],
      [{ kind: 'stations', year: 1999 }, EXPORT_MESSAGES.invalidFilter],
      [{ kind: 'stations', month: 13 }, EXPORT_MESSAGES.invalidFilter],
      [{ kind: 'stations', city_id: 'konya' }, EXPORT_MESSAGES.invalidFilter],
      [{ kind: 'stations', sort: 'dc_power' }, EXPORT_MESSAGES.invalidSort],
      [{ kind: 'stations', trend: true }, EXPORT_MESSAGES.invalidFilter],
      [{ kind: 'production', month: 1 }, EXPORT_MESSAGES.invalidFilter],
      [{ kind: 'production', year: 2025, trend: true }, EXPORT_MESSAGES.invalidFilter],
      [{ kind: 'installed-power', sort: 'year' }, EXPORT_MESSAGES.invalidSort],
      [{ kind: 'installed-power', dir: 'asc' }, EXPORT_MESSAGES.invalidSort],
      [{ kind: 'projects', year: 2025 }, EXPORT_MESSAGES.invalidFilter],
    ];
    for (const [body, message] of refusals) {
      const res = await client.post('/api/exports/quote', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    expect(await exportDebits(ctx, user.id)).toHaveLength(0);
    expect(await ctx.db.select().from(paid_exports).where(eq(paid_exports.user_id, user.id))).toHaveLength(0);
  });
});
