import { count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES } from '../../../shared/schemas/admin/catalog';
import { STATION_ADMIN_MESSAGES } from '../../../shared/schemas/admin/stations';
import { IMPORT_MESSAGES as M } from '../../../shared/schemas/imports';
import { STAT_ENTRY_MESSAGES } from '../../../shared/schemas/statistics-entry';
import { COMPANY_SUBMISSION_MESSAGES, PROJECT_SUBMISSION_MESSAGES } from '../../../shared/schemas/submissions';
import { companies, projects } from '../../db/schema/catalog';
import { company_activity_types, project_locations, project_status_types, project_types } from '../../db/schema/reference';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import type { TestClient } from '../../test/http';
import { csvFile, previewOf as readyPreview, uploadImport, type SheetCell } from '../../test/import-fixtures';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Every rule the forms enforce holds for imported rows too (decision 039): each bad row is listed with
// its row number, its column header and the form's Turkish message, and none of them is written.

const P = PROJECT_SUBMISSION_MESSAGES;
const long = (n: number) => 'a'.repeat(n);
const nextYear = new Date().getFullYear() + 1;

describeOnEachDatabase('admin imports: the forms rules on every row', (ctx) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'kural-admin', { superAdmin: true })).client;
  });
  const names = async (table: typeof project_types) => (await ctx.db.select({ name: table.name }).from(table)).map((r) => r.name).sort((a, b) => a.localeCompare(b, 'tr'));
  const previewOf = async (kind: string, rows: SheetCell[][], name = `${kind}.csv`) => {
    const res = await uploadImport(admin, { kind }, { name, data: csvFile(rows) });
    return readyPreview(res);
  };
  const commit = async (id: string) => expect((await admin.post(`/api/admin/imports/${id}/commit`)).statusCode).toBe(200);

  it('projects: required name, known province, district in it, known lists, amounts, coordinates, dates, lengths', async () => {
    const header = ['Tesis Adı', 'İl', 'İlçe', 'Durum', 'Proje Tipi', 'Konum', 'Kurulu Güç (MWp)', 'Kurulu Güç (MWe)', 'Depolama (MWh)', 'Enlem', 'Boylam', 'Yatırımcı', 'Devreye Alma Tarihi'];
    const row = (name: string, changes: Partial<Record<(typeof header)[number], string>> = {}): SheetCell[] =>
      header.map((h) => changes[h] ?? ({ 'Tesis Adı': name, İl: 'Konya', İlçe: 'Karapınar', Durum: 'Devreye Alınan', 'Proje Tipi': 'Arazi GES', Konum: 'Arazi' } as Record<string, string>)[h] ?? '');
    const body = await previewOf('projects', [
      header,
      row('Kural GES'),
      row('', {}),
      row('Kural 3', { İl: 'Atlantis', İlçe: '' }),
      row('Kural 4', { İlçe: 'Çankaya' }),
      row('Kural 5', { Durum: 'Belki' }),
      row('Kural 6', { 'Proje Tipi': 'Uzay GES' }),
      row('Kural 7', { Konum: 'Ay' }),
      row('Kural 8', { 'Kurulu Güç (MWp)': '-5' }),
      row('Kural 9', { 'Kurulu Güç (MWe)': 'çok' }),
      row('Kural 10', { 'Depolama (MWh)': '0,0000001' }),
      row('Kural 11', { 'Kurulu Güç (MWe)': '2000000000' }),
      row('Kural 12', { Enlem: '95', Boylam: '32' }),
      row('Kural 13', { Enlem: '39' }),
      row('Kural 14', { 'Devreye Alma Tarihi': '31.02.2024' }),
      row('Kural 15', { Yatırımcı: long(501) }),
      row(long(301)),
    ]);
    expect(body.counts).toEqual({ create: 1, update: 0, unchanged: 0, duplicate: 0, error: 15 });
    expect(body.errors).toEqual([
      { row: 3, column: 'Tesis Adı', message: P.projectName },
      { row: 4, column: 'İl', message: M.unknownCity('Atlantis') },
      { row: 5, column: 'İlçe', message: M.unknownDistrict('Çankaya', 'Konya') },
      { row: 6, column: 'Durum', message: M.unknownReference('Proje durumu', 'Belki', await names(project_status_types)) },
      { row: 7, column: 'Proje Tipi', message: M.unknownReference('Proje tipi', 'Uzay GES', await names(project_types)) },
      { row: 8, column: 'Konum', message: M.unknownReference('Uygulama yeri', 'Ay', await names(project_locations)) },
      { row: 9, column: 'Kurulu Güç (MWp)', message: P.notNegative },
      { row: 10, column: 'Kurulu Güç (MWe)', message: P.number },
      { row: 11, column: 'Depolama (MWh)', message: M.powerStep },
      { row: 12, column: 'Kurulu Güç (MWe)', message: P.tooLarge },
      { row: 13, column: 'Enlem', message: STATION_ADMIN_MESSAGES.latitude },
      { row: 14, column: 'Enlem', message: M.coordinatesPaired },
      { row: 15, column: 'Devreye Alma Tarihi', message: M.date },
      { row: 16, column: 'Yatırımcı', message: 'En fazla 500 karakter girilebilir' },
      { row: 17, column: 'Tesis Adı', message: 'En fazla 300 karakter girilebilir' },
    ]);
    expect(body.errors[3]!.message).toContain('(geçerli değerler: ');
    await commit(body.id);
    const written = await ctx.db.select({ name: projects.project_name }).from(projects).where(inArray(projects.project_name, ['Kural GES', ...Array.from({ length: 14 }, (_, i) => `Kural ${i + 3}`)]));
    expect(written).toEqual([{ name: 'Kural GES' }]);
  });

  it('companies: name, e-mail, web address, phone, founding year, known activity, a district needs its province', async () => {
    const header = ['Firma Adı', 'İl', 'İlçe', 'Faaliyet Alanı', 'Web Sitesi', 'E-posta', 'Telefon', 'Kuruluş Yılı'];
    const body = await previewOf('companies', [
      header,
      ['Doğru Enerji A.Ş.', 'Ankara', 'Çankaya', 'Proje Geliştirme', 'www.dogruenerji.com.tr', 'bilgi@dogruenerji.com.tr', '0312 123 45 67', '2010'],
      ['Eposta A.Ş.', '', '', '', '', 'bilgi@', '', ''],
      ['Web A.Ş.', '', '', '', 'javascript:alert(1)', '', '', ''],
      ['Telefon A.Ş.', '', '', '', '', '', '12345', ''],
      ['Eski A.Ş.', '', '', '', '', '', '', '1850'],
      ['Gelecek A.Ş.', '', '', '', '', '', '', String(nextYear)],
      ['Uzay A.Ş.', '', '', 'Uzay madenciliği', '', '', '', ''],
      ['İlçe A.Ş.', '', 'Çankaya', '', '', '', '', ''],
      ['', 'Ankara', '', '', '', '', '', ''],
    ]);
    expect(body.errors).toEqual([
      { row: 3, column: 'E-posta', message: COMPANY_SUBMISSION_MESSAGES.email },
      { row: 4, column: 'Web Sitesi', message: COMPANY_SUBMISSION_MESSAGES.url },
      { row: 5, column: 'Telefon', message: ADMIN_CATALOG_MESSAGES.phone },
      { row: 6, column: 'Kuruluş Yılı', message: COMPANY_SUBMISSION_MESSAGES.year },
      { row: 7, column: 'Kuruluş Yılı', message: COMPANY_SUBMISSION_MESSAGES.year },
      { row: 8, column: 'Faaliyet Alanı', message: M.unknownReference('Faaliyet alanı', 'Uzay madenciliği', await names(company_activity_types)) },
      { row: 9, column: 'İlçe', message: M.districtWithoutCity },
      { row: 10, column: 'Firma Adı', message: COMPANY_SUBMISSION_MESSAGES.companyName },
    ]);
    await commit(body.id);
    const [dogru] = await ctx.db.select().from(companies).where(eq(companies.company_name, 'Doğru Enerji A.Ş.'));
    // Stored the way the company form stores them.
    expect(dogru).toMatchObject({ website: 'https://www.dogruenerji.com.tr', phone: '+903121234567', establishment_year: 2010, district: 'Çankaya' });
    expect((await ctx.db.select({ n: count() }).from(companies))[0]!.n).toBe(1);
  });

  it('stations and their monthly capacities: names, provinces, coordinates, known station, year, month, capacity', async () => {
    const stations = await previewOf('stations', [
      ['TM Adı', 'İl', 'İşletmeci', 'Gerilim (kV)', 'Enlem', 'Boylam'],
      ['Kural TM', 'Konya', 'MEDAŞ', '154', '37,7', '33,5'],
      ['', 'Konya', '', '', '', ''],
      ['İlsiz TM', '', '', '', '', ''],
      ['Boylam TM', 'Konya', '', '', '37', '200'],
      ['Uzun TM', 'Konya', long(201), '', '', ''],
    ]);
    expect(stations.errors).toEqual([
      { row: 3, column: 'TM Adı', message: M.required('Trafo merkezi adı') },
      { row: 4, column: 'İl', message: M.required('İl') },
      { row: 5, column: 'Boylam', message: STATION_ADMIN_MESSAGES.longitude },
      { row: 6, column: 'İşletmeci', message: 'En fazla 200 karakter girilebilir' },
    ]);
    await commit(stations.id);
    expect(await ctx.db.select({ name: transformer_station_definitions.station_name, level: transformer_station_definitions.connection_level }).from(transformer_station_definitions)).toEqual([
      { name: 'Kural TM', level: '154' },
    ]);

    const capacities = await previewOf('station_capacities', [
      ['TM Adı', 'İl', 'Yıl', 'Ay', 'Kullanılabilir Kapasite (MW)'],
      ['KURAL TM', 'konya', '2025', '7', '12,5'],
      ['Yok TM', 'Konya', '2025', '7', '1'],
      ['Kural TM', 'Konya', '2025', '13', '1'],
      ['Kural TM', 'Konya', '1999', '1', '1'],
      ['Kural TM', 'Konya', '2025', '8', '-1'],
      ['Kural TM', 'Konya', '2025', '9', ''],
      ['Kural TM', 'Konya', '2025', '7', '3'],
    ]);
    expect(capacities.errors).toEqual([
      { row: 3, column: 'TM Adı', message: M.unknownStation('Yok TM', 'Konya') },
      { row: 4, column: 'Ay', message: STATION_ADMIN_MESSAGES.month },
      { row: 5, column: 'Yıl', message: STATION_ADMIN_MESSAGES.year },
      { row: 6, column: 'Kullanılabilir Kapasite (MW)', message: STATION_ADMIN_MESSAGES.capacity },
      { row: 7, column: 'Kullanılabilir Kapasite (MW)', message: M.required('Kullanılabilir kapasite (MWe)') },
      { row: 8, column: 'TM Adı', message: M.duplicateInFile(2) },
    ]);
    await commit(capacities.id);
    expect(await ctx.db.select({ year: transformer_station_capacities.year, month: transformer_station_capacities.month, mwe: transformer_station_capacities.available_capacity }).from(transformer_station_capacities)).toEqual([
      { year: 2025, month: 7, mwe: 12.5 },
    ]);
  });

  it('statistics: the order of the totals, the licensed/unlicensed split, the year; the form completes a half split and computes the percentages', async () => {
    const S = STAT_ENTRY_MESSAGES;
    const body = await previewOf('installed_power', [
      ['Yıl', 'Ay', 'Toplam Kurulu Güç (MW)', 'Yenilenebilir (MW)', 'Güneş (MW)', 'Lisanslı Güneş (MW)', 'Lisanssız Güneş (MW)', 'Kaynak'],
      ['2024', '6', '110.000', '60.000', '15.000', '1.000', '14.000', 'teias.gov.tr/aylik'],
      ['2024', '7', '100', '50', '60', '', '', ''],
      ['2024', '8', '100', '150', '10', '', '', ''],
      ['2024', '9', '100', '50', '20', '5', '5', ''],
      [String(nextYear), '1', '100', '50', '20', '', '', ''],
      ['2024', '10', '100', '50', '20', '5', '', ''],
      ['2024', '6', '1', '1', '1', '', '', ''],
    ]);
    expect(body.errors).toEqual([
      { row: 3, column: 'Güneş (MW)', message: S.powerSolarOverRenewable },
      { row: 4, column: 'Yenilenebilir (MW)', message: S.powerRenewableOverElectric },
      { row: 5, column: 'Lisanslı Güneş (MW)', message: S.powerSplit },
      { row: 6, column: 'Yıl', message: S.yearRange(nextYear - 1) },
      { row: 8, column: 'Ay', message: M.duplicateInFile(2) },
    ]);
    await commit(body.id);
    const stored = await ctx.db.select().from(installed_power_stats).orderBy(installed_power_stats.month);
    expect(stored.map((s) => [s.month, s.total_licensed_solar, s.total_unlicensed_solar, s.renewable_percentage, s.solar_percentage, s.source])).toEqual([
      [6, 1000, 14000, 54.55, 25, 'teias.gov.tr/aylik'],
      [10, 5, 15, 50, 40, null],
    ]);

    const production = await previewOf('production', [
      ['Yıl', 'Ay', 'Toplam Üretim (MWh)', 'Yenilenebilir Üretim (MWh)', 'Güneş Üretimi (MWh)', 'Tahmini'],
      ['2024', '1', '27.088.452', '9.890.395', '559.636', 'evet'],
      ['2024', '2', '100', '50', '60', ''],
      ['2024', '3', '100', '50', '20', 'belki'],
    ]);
    expect(production.errors).toEqual([
      { row: 3, column: 'Güneş Üretimi (MWh)', message: S.productionSolarOverRenewable },
      { row: 4, column: 'Tahmini', message: M.boolean },
    ]);
    await commit(production.id);
    expect(await ctx.db.select({ total: production_stats.total_electric_production, estimate: production_stats.is_estimate, pct: production_stats.renewable_percentage }).from(production_stats)).toEqual([
      { total: 27088452, estimate: true, pct: 36.51 },
    ]);
  });

  it('statistics: an empty total or renewable figure stays unknown, its share too; the known figures keep their order', async () => {
    const S = STAT_ENTRY_MESSAGES;
    const body = await previewOf('installed_power', [
      ['Yıl', 'Ay', 'Toplam Kurulu Güç (MW)', 'Yenilenebilir (MW)', 'Güneş (MW)', 'Lisanslı Güneş (MW)', 'Lisanssız Güneş (MW)', 'Tahmini'],
      ['2015', '12', '', '', '249', '', '', 'Hayır'],
      ['2016', '12', '78.000', '', '832', '', '', 'Hayır'],
      ['2017', '12', '', '', '3.420', '20', '3.400', 'Evet'],
      ['2019', '12', '', '100', '5.995', '', '', 'Hayır'],
    ]);
    expect(body.errors).toEqual([{ row: 5, column: 'Güneş (MW)', message: S.powerSolarOverRenewable }]);
    await commit(body.id);
    const stored = await ctx.db
      .select({ year: installed_power_stats.year, total: installed_power_stats.total_electric_power, renewable: installed_power_stats.total_renewable_power, solar: installed_power_stats.total_solar_power })
      .from(installed_power_stats)
      .where(sql`${installed_power_stats.year} < 2020`)
      .orderBy(installed_power_stats.year);
    expect(stored).toEqual([
      { year: 2015, total: null, renewable: null, solar: 249 },
      { year: 2016, total: 78000, renewable: null, solar: 832 },
      { year: 2017, total: null, renewable: null, solar: 3420 },
    ]);
    const percentages = await ctx.db
      .select({ renewable: installed_power_stats.renewable_percentage, solar: installed_power_stats.solar_percentage })
      .from(installed_power_stats)
      .where(sql`${installed_power_stats.year} < 2020`);
    expect(percentages.every((p) => p.renewable === null && p.solar === null)).toBe(true);
  });

  it('projects and companies: the forms’ "Doğrulanmış" mark is read as Evet / Hayır, anything else refused', async () => {
    const projectsBody = await previewOf('projects', [
      ['Tesis Adı', 'İl', 'Doğrulanmış'],
      ['Doğrulu GES', 'Konya', 'Evet'],
      ['Doğrusuz GES', 'Konya', 'Hayır'],
      ['Belki GES', 'Konya', 'belki'],
    ]);
    expect(projectsBody.counts).toEqual({ create: 2, update: 0, unchanged: 0, duplicate: 0, error: 1 });
    expect(projectsBody.errors).toEqual([{ row: 4, column: 'Doğrulanmış', message: M.boolean }]);
    await commit(projectsBody.id);
    const stored = await ctx.db.select({ name: projects.project_name, verified: projects.is_verified }).from(projects).where(inArray(projects.project_name, ['Doğrulu GES', 'Doğrusuz GES', 'Belki GES']));
    expect(stored.sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Doğrulu GES', verified: true },
      { name: 'Doğrusuz GES', verified: false },
    ]);
    const companiesBody = await previewOf('companies', [
      ['Firma Adı', 'is_verified'],
      ['Doğrulu Enerji A.Ş.', '1'],
    ]);
    expect(companiesBody.counts).toEqual({ create: 1, update: 0, unchanged: 0, duplicate: 0, error: 0 });
    await commit(companiesBody.id);
    const [company] = await ctx.db.select({ verified: companies.is_verified }).from(companies).where(eq(companies.company_name, 'Doğrulu Enerji A.Ş.'));
    expect(company).toEqual({ verified: true });
  });
});
