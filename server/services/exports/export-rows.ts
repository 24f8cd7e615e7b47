import { eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { EXPORT_MAX_ROWS } from '../../../shared/constants';
import { MAP_MESSAGES } from '../../../shared/map-constants';
import { PROVINCE_CENTRES } from '../../../shared/province-centres';
import { COMPANY_FIELD_LABELS, PROJECT_FIELD_LABELS } from '../../../shared/catalog-fields';
import { EXPORT_FILTER_KEYS, type ExportRequest } from '../../../shared/schemas/exports';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { companies, projects } from '../../db/schema/catalog';
import { user_companies, user_projects } from '../../db/schema/inventory';
import { company_sources, project_sources } from '../../db/schema/provenance';
import { cities, company_activity_types, company_product_types, districts, project_status_types, project_types } from '../../db/schema/reference';
import { sources } from '../../db/schema/sources';
import { companyPageSpec, type CompanyListParams } from '../catalog/list-companies';
import { pageSpec as projectPageSpec, type ProjectListParams } from '../catalog/list-projects';
import { whereOf, type PageSpec } from '../catalog/page-with-total';
import type { Tier } from '../../policies/tier';

// What an export holds (docs/product-rules.md#exports, decision 045): the rows of a list's filter set
// in the list's order, read a chunk at a time so 100 000 rows never sit in memory together; the
// filters in Turkish; the sources of the rows with their licences. Premium columns are filled only
// where the member could open the record's details in full (catalog-policy.ts `detailAccess`:
// premium, and the record unverified or opened); elsewhere they stay empty and the row says
// "Kilitli".

/**
 * Rows read per statement. Small on purpose: a chunk's rows live across the statement's await, and at
 * 1 000 rows V8 promoted them to the old generation, where 100 000 rows' garbage piled up until a
 * full collection (docs/benchmarks.md, "Exports at 100 000 rows"); at 100 they die young.
 */
export const EXPORT_CHUNK = 100;

/** The catalogue's lists: their rows are read here; the station list's and the statistics tables' in their own files. */
export type CatalogExportKind = 'projects' | 'companies';
export type CatalogExportRequest = ExportRequest & { kind: CatalogExportKind };
export type CellValue = string | number | Date | null;

export interface ExportColumn {
  header: string;
  /** Width in characters for the workbook. */
  width: number;
  type: 'text' | 'number' | 'date';
}

export interface ExportSource {
  name: string;
  publisher: string | null;
  url: string | null;
  licence: string;
  licence_url: string | null;
  attribution: string | null;
  retrieved_on: string | null;
  data_date: string | null;
  is_generated: boolean;
}

export const YES = 'Evet';
export const NO = 'Hayır';
export const LOCKED = 'Kilitli';
export const OPEN = 'Açık';
/** A generated row's mark, as the detail dialogs say it (shared/sources-display.ts). */
export const GENERATED_MARK = 'Örnek veri';

const DEFAULT_ORDER = { projects: { sort: 'updated_at', dir: 'desc' }, companies: { sort: 'company_name', dir: 'asc' } } as const;

/** The list's page spec of the export's filter set, in the list's order (its default when none is given). */
export function exportSpec(request: CatalogExportRequest): PageSpec {
  const sort = request.sort ?? DEFAULT_ORDER[request.kind].sort;
  const dir = request.dir ?? DEFAULT_ORDER[request.kind].dir;
  const common = { search: request.search, city_id: request.city_id, source_id: request.source_id, dir, page: 1 };
  return request.kind === 'projects'
    ? projectPageSpec({ ...common, type_id: request.type_id, status_type_id: request.status_type_id, sort: sort as ProjectListParams['sort'] })
    : companyPageSpec({ ...common, activity_type_id: request.activity_type_id, product_type_id: request.product_type_id, sort: sort as CompanyListParams['sort'] });
}

/** The filter set alone (no order): what makes two exports the same for charging. */
export function filterSet(request: ExportRequest): Record<string, string> {
  const set: Record<string, string> = {};
  for (const key of EXPORT_FILTER_KEYS) {
    const value = request[key];
    if (value === undefined || value === '') continue;
    set[key] = key === 'search' ? String(value).toLocaleLowerCase('tr-TR') : String(value).toLowerCase();
  }
  return set;
}

/** "projects:city_id=…&search=…": the same for CSV and XLSX, and for any order of the same rows. */
export function exportKey(request: ExportRequest): string {
  const set = filterSet(request);
  return `${request.kind}:${Object.keys(set)
    .sort()
    .map((k) => `${k}=${set[k]}`)
    .join('&')}`;
}

/** How many rows the export holds, counted up to one past the cap (a larger set is refused). */
export async function countExportRows(db: Db, request: CatalogExportRequest): Promise<number> {
  const spec = exportSpec(request);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${spec.table} WHERE ${whereOf(spec.filter) ?? sql`true`} LIMIT ${EXPORT_MAX_ROWS + 1}) AS capped`,
  );
  return row?.n ?? 0;
}

/** A uuid's length as text: the ids below are read as one string of them, each this long. */
const UUID_CHARS = 36;

/**
 * The ids of the export's rows in the list's order (at most the cap), as ONE string of uuids one after
 * another, where an array of row objects held several times the memory while it was read
 * (docs/benchmarks.md#exports-at-scale). The rows are then read by id a chunk at a time in that order: a
 * stable set, in the list's exact order (collation, NULLs last), however long the file takes to write.
 */
async function orderedIds(db: Db, spec: PageSpec, maxRows: number): Promise<string> {
  const dir = sql.raw(spec.dir === 'asc' ? 'ASC' : 'DESC');
  const nulls = sql.raw(spec.nullsLast ? ' NULLS LAST' : '');
  const [row] = await queryRows<{ ids: string | null }>(
    db,
    sql`SELECT string_agg(page_id::text, '' ORDER BY n) AS ids FROM (
      SELECT ${spec.id} AS page_id, row_number() OVER (ORDER BY ${spec.sortKey} ${dir}${nulls}, ${spec.id} ${dir}) AS n
      FROM ${spec.table} ${spec.joins ?? sql``} WHERE ${whereOf(spec.filter) ?? sql`true`}
      ORDER BY ${spec.sortKey} ${dir}${nulls}, ${spec.id} ${dir} LIMIT ${Math.min(maxRows, EXPORT_MAX_ROWS)}) AS ordered`,
  );
  return row?.ids ?? '';
}

const status = alias(project_status_types, 'status');
const type = alias(project_types, 'type');
const city = alias(cities, 'city');
const district = alias(districts, 'district');
const activity = alias(company_activity_types, 'activity');
const product = alias(company_product_types, 'product');

/** The names of a record's sources, generated ones marked, in one column. */
function sourceNames(link: typeof project_sources | typeof company_sources, record: SQL): SQL<string | null> {
  const linkRecord = 'project_id' in link ? link.project_id : link.company_id;
  return sql<string | null>`(SELECT string_agg(CASE WHEN ${sources.is_generated} THEN ${sources.name} || ' (${sql.raw(GENERATED_MARK)})' ELSE ${sources.name} END, '; ' ORDER BY ${sources.is_generated}, ${sources.name} COLLATE tr_icu)
    FROM ${link} JOIN ${sources} ON ${sources.id} = ${link.source_id} WHERE ${linkRecord} = ${record})`;
}

/**
 * A row's own "veri tarihi": the newest data date among its sources, each link's own date before its
 * source's (decision 054); never the day the row was seeded or last saved.
 */
function dataDateOf(link: typeof project_sources | typeof company_sources, record: SQL): SQL<string | null> {
  const linkRecord = 'project_id' in link ? link.project_id : link.company_id;
  return sql<string | null>`(SELECT max(coalesce(${link.data_date}, ${sources.data_date}))::text
    FROM ${link} JOIN ${sources} ON ${sources.id} = ${link.source_id} WHERE ${linkRecord} = ${record})`;
}

export const DATA_DATE_HEADER = 'Veri tarihi';

const PROJECT_PREMIUM = [
  'investor',
  'contractor',
  'pv_module',
  'inverter',
  'construction',
  'inspection_consulting',
  'maintenance_repair',
  'total_investment_cost',
  'investment_currency',
  'financial_institution',
  'permission_status',
] as const;

const COMPANY_PREMIUM = ['website', 'linkedin', 'relevant_person', 'title', 'email', 'phone', 'raw_address', 'district', 'num_employees', 'relevant_person_linkedin'] as const;

const text = (header: string, width = 18): ExportColumn => ({ header, width, type: 'text' });
const number = (header: string, width = 12): ExportColumn => ({ header, width, type: 'number' });
const date = (header: string): ExportColumn => ({ header, width: 14, type: 'date' });
/** A column of each type, for the other lists' files. */
export const column = { text, number, date };

const P = PROJECT_FIELD_LABELS;
const C = COMPANY_FIELD_LABELS;
const PREMIUM_LABELS: Record<(typeof PROJECT_PREMIUM)[number] | (typeof COMPANY_PREMIUM)[number], ExportColumn> = {
  investor: text(P.investor, 24),
  contractor: text(P.contractor, 24),
  pv_module: text(P.pv_module),
  inverter: text(P.inverter),
  construction: text(P.construction),
  inspection_consulting: text(P.inspection_consulting),
  maintenance_repair: text(P.maintenance_repair),
  total_investment_cost: number(P.total_investment_cost, 16),
  investment_currency: text(P.investment_currency, 10),
  financial_institution: text(P.financial_institution),
  permission_status: text(P.permission_status),
  website: text(C.website, 28),
  linkedin: text(C.linkedin, 28),
  relevant_person: text(C.relevant_person),
  title: text(C.title),
  email: text(C.email, 24),
  phone: text(C.phone, 16),
  raw_address: text('Adres', 32),
  district: text('İlçe', 14),
  num_employees: text('Çalışan sayısı', 12),
  relevant_person_linkedin: text('İlgili kişi LinkedIn', 28),
};

export const PREMIUM_HEADER = 'Premium alanlar';
export const LATITUDE_HEADER = 'Enlem';
export const LONGITUDE_HEADER = 'Boylam';
export const LOCATION_HEADER = 'Konum';
/** A project's own coordinates, as the map places it. */
export const EXACT_LOCATION = 'Kayıtlı koordinat';
export const GENERATED_HEADER = 'Örnek veri mi';
export const SOURCES_HEADER = 'Kaynaklar';

export const EXPORT_COLUMNS: Record<CatalogExportKind, ExportColumn[]> = {
  projects: [
    text(P.project_name, 36),
    text(P.status_type_id, 16),
    text(P.type_id, 16),
    text(P.city_id, 14),
    text(P.district_id, 14),
    number(LATITUDE_HEADER, 11),
    number(LONGITUDE_HEADER, 11),
    text(LOCATION_HEADER, 18),
    number(P.dc_power),
    text(P.dc_power_unit, 8),
    number(P.ac_power),
    text(P.ac_power_unit, 8),
    number(P.storage_capacity),
    text(P.storage_capacity_unit, 8),
    date(P.project_start_date),
    date(P.commissioning_date),
    text('Doğrulanmış', 10),
    date(DATA_DATE_HEADER),
    text(GENERATED_HEADER, 12),
    text(SOURCES_HEADER, 36),
    text(PREMIUM_HEADER, 12),
    ...PROJECT_PREMIUM.map((k) => PREMIUM_LABELS[k]),
  ],
  companies: [
    text(C.company_name, 36),
    text(C.activity_type_id, 20),
    text(C.product_type_id, 20),
    text(C.city_id, 14),
    number(C.establishment_year, 10),
    text('Doğrulanmış', 10),
    date(DATA_DATE_HEADER),
    text(GENERATED_HEADER, 12),
    text(SOURCES_HEADER, 36),
    text(PREMIUM_HEADER, 12),
    ...COMPANY_PREMIUM.map((k) => PREMIUM_LABELS[k]),
  ],
};

const monthNames = new Intl.DateTimeFormat('tr-TR', { month: 'long', timeZone: 'UTC' });
/** 3 -> "Mart": a month as the filters and periods of a file name it. */
export const monthName = (month: number) => monthNames.format(new Date(Date.UTC(2000, month - 1, 1)));

/** A date column's value as a calendar date (YYYY-MM-DD): a file is read in any time zone. */
const day = (value: string | Date | null): string | null => (value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10));

/** The project columns a file holds (not the whole row: its search key and geometry are not exported). */
const PROJECT_EXPORT_COLUMNS = {
  project_name: projects.project_name,
  latitude: projects.latitude,
  longitude: projects.longitude,
  dc_power: projects.dc_power,
  dc_power_unit: projects.dc_power_unit,
  ac_power: projects.ac_power,
  ac_power_unit: projects.ac_power_unit,
  storage_capacity: projects.storage_capacity,
  storage_capacity_unit: projects.storage_capacity_unit,
  project_start_date: projects.project_start_date,
  commissioning_date: projects.commissioning_date,
  is_verified: projects.is_verified,
  is_generated: projects.is_generated,
  investor: projects.investor,
  contractor: projects.contractor,
  pv_module: projects.pv_module,
  inverter: projects.inverter,
  construction: projects.construction,
  inspection_consulting: projects.inspection_consulting,
  maintenance_repair: projects.maintenance_repair,
  total_investment_cost: projects.total_investment_cost,
  investment_currency: projects.investment_currency,
  financial_institution: projects.financial_institution,
  permission_status: projects.permission_status,
};

/** Matches no member: the viewer of an export without one opened nothing. */
const NO_ONE = '00000000-0000-0000-0000-000000000000';
/** A chunk's ids as one PostgreSQL array parameter: one value, not one per id. */
export const idArray = (ids: string[]) => `{${ids.join(',')}}`;

// Each chunk's statement is prepared once per database handle: 1 000 chunks of 100 rows would
// otherwise build and plan the same statement 1 000 times (and leave its builder's objects behind).
const preparedProjectRows = new WeakMap<Db, ReturnType<typeof prepareProjectRows>>();
const prepareProjectRows = (db: Db) =>
  db
    .select({
      id: projects.id,
      p: PROJECT_EXPORT_COLUMNS,
      status: status.name,
      type: type.name,
      city: city.name,
      plate_code: city.plate_code,
      district: district.name,
      opened: sql<boolean>`EXISTS (SELECT 1 FROM ${user_projects} WHERE ${user_projects.user_id} = ${sql.placeholder('userId')}::uuid AND ${user_projects.project_id} = ${projects.id})`,
      sources: sourceNames(project_sources, sql`${projects.id}`),
      data_date: dataDateOf(project_sources, sql`${projects.id}`),
    })
    .from(projects)
    .leftJoin(status, eq(status.id, projects.status_type_id))
    .leftJoin(type, eq(type.id, projects.type_id))
    .leftJoin(city, eq(city.id, projects.city_id))
    .leftJoin(district, eq(district.id, projects.district_id))
    .where(sql`${projects.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('export_project_rows');

/**
 * A project's place as the map shows it (docs/decisions/037): its own coordinates, else its
 * province's centre marked "Yaklaşık konum", else nothing. Places are the premium map's, so another
 * tier's file says "Kilitli" there.
 */
function locationOf(p: { latitude: number | null; longitude: number | null }, plateCode: number | null, viewer: ExportViewer): CellValue[] {
  if (viewer.tier !== 'premium') return [null, null, LOCKED];
  if (p.latitude !== null && p.longitude !== null) return [p.latitude, p.longitude, EXACT_LOCATION];
  const centre = plateCode === null ? undefined : PROVINCE_CENTRES[plateCode];
  return centre ? [centre[0], centre[1], MAP_MESSAGES.approximate] : [null, null, null];
}

async function projectChunk(db: Db, ids: string[], viewer: ExportViewer): Promise<CellValue[][]> {
  let prepared = preparedProjectRows.get(db);
  if (!prepared) preparedProjectRows.set(db, (prepared = prepareProjectRows(db)));
  const rows = await prepared.execute({ ids: idArray(ids), userId: viewer.userId ?? NO_ONE });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return []; // deleted since the ids were read
    const p = r.p;
    const entitled = viewer.tier === 'premium' && (!p.is_verified || r.opened);
    return [
      [
        p.project_name,
        r.status,
        r.type,
        r.city,
        r.district,
        ...locationOf(p, r.plate_code, viewer),
        p.dc_power,
        p.dc_power_unit,
        p.ac_power,
        p.ac_power_unit,
        p.storage_capacity,
        p.storage_capacity_unit,
        day(p.project_start_date),
        day(p.commissioning_date),
        p.is_verified ? YES : NO,
        r.data_date,
        p.is_generated ? GENERATED_MARK : NO,
        r.sources,
        entitled ? OPEN : LOCKED,
        ...PROJECT_PREMIUM.map((k) => (entitled ? (p[k] ?? null) : null)),
      ],
    ];
  });
}

/** The company columns a file holds. */
const COMPANY_EXPORT_COLUMNS = {
  company_name: companies.company_name,
  establishment_year: companies.establishment_year,
  is_verified: companies.is_verified,
  is_generated: companies.is_generated,
  website: companies.website,
  linkedin: companies.linkedin,
  relevant_person: companies.relevant_person,
  title: companies.title,
  email: companies.email,
  phone: companies.phone,
  raw_address: companies.raw_address,
  district: companies.district,
  num_employees: companies.num_employees,
  relevant_person_linkedin: companies.relevant_person_linkedin,
};

const preparedCompanyRows = new WeakMap<Db, ReturnType<typeof prepareCompanyRows>>();
const prepareCompanyRows = (db: Db) =>
  db
    .select({
      id: companies.id,
      c: COMPANY_EXPORT_COLUMNS,
      activity: activity.name,
      product: product.name,
      city: city.name,
      opened: sql<boolean>`EXISTS (SELECT 1 FROM ${user_companies} WHERE ${user_companies.user_id} = ${sql.placeholder('userId')}::uuid AND ${user_companies.company_id} = ${companies.id})`,
      sources: sourceNames(company_sources, sql`${companies.id}`),
      data_date: dataDateOf(company_sources, sql`${companies.id}`),
    })
    .from(companies)
    .leftJoin(activity, eq(activity.id, companies.activity_type_id))
    .leftJoin(product, eq(product.id, companies.product_type_id))
    .leftJoin(city, eq(city.id, companies.city_id))
    .where(sql`${companies.id} = ANY(${sql.placeholder('ids')}::uuid[])`)
    .prepare('export_company_rows');

async function companyChunk(db: Db, ids: string[], viewer: ExportViewer): Promise<CellValue[][]> {
  let prepared = preparedCompanyRows.get(db);
  if (!prepared) preparedCompanyRows.set(db, (prepared = prepareCompanyRows(db)));
  const rows = await prepared.execute({ ids: idArray(ids), userId: viewer.userId ?? NO_ONE });
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    const c = r.c;
    const entitled = viewer.tier === 'premium' && (!c.is_verified || r.opened);
    return [
      [
        c.company_name,
        r.activity,
        r.product,
        r.city,
        c.establishment_year,
        c.is_verified ? YES : NO,
        r.data_date,
        c.is_generated ? GENERATED_MARK : NO,
        r.sources,
        entitled ? OPEN : LOCKED,
        ...COMPANY_PREMIUM.map((k) => (entitled ? (c[k] ?? null) : null)),
      ],
    ];
  });
}

export interface ExportViewer {
  tier: Tier;
  userId?: string;
}

/**
 * The export's rows in order, EXPORT_CHUNK at a time: one statement per chunk, nothing held after it
 * is written. At most `maxRows`: the rows that were paid for, even when more match by the download.
 */
export async function* exportRows(db: Db, request: CatalogExportRequest, viewer: ExportViewer, maxRows = EXPORT_MAX_ROWS): AsyncGenerator<CellValue[][]> {
  const ids = await orderedIds(db, exportSpec(request), maxRows);
  const read = request.kind === 'projects' ? projectChunk : companyChunk;
  for (const chunkIds of idChunks(ids)) yield await read(db, chunkIds, viewer);
}

/** The uuids of one string of them (orderedIds), EXPORT_CHUNK at a time. */
export function* idChunks(ids: string): Generator<string[]> {
  const step = EXPORT_CHUNK * UUID_CHARS;
  for (let at = 0; at < ids.length; at += step) {
    const chunk = ids.slice(at, at + step);
    yield Array.from({ length: chunk.length / UUID_CHARS }, (_, i) => chunk.slice(i * UUID_CHARS, (i + 1) * UUID_CHARS));
  }
}

/** The distinct sources of the export's rows, official first: the file's licence lines. */
export async function exportSources(db: Db, request: CatalogExportRequest): Promise<ExportSource[]> {
  const spec = exportSpec(request);
  const link = request.kind === 'projects' ? { table: project_sources, record: project_sources.project_id, source: project_sources.source_id } : { table: company_sources, record: company_sources.company_id, source: company_sources.source_id };
  return queryRows<ExportSource>(
    db,
    sql`SELECT s.name, s.publisher, s.url, s.licence, s.licence_url, s.attribution, s.retrieved_on::text AS retrieved_on, s.data_date::text AS data_date, s.is_generated
      FROM ${sources} AS s
      WHERE EXISTS (SELECT 1 FROM ${link.table} JOIN ${spec.table} ON ${spec.id} = ${link.record}
        WHERE ${link.source} = s.id AND ${whereOf(spec.filter) ?? sql`true`})
      ORDER BY s.is_generated, s.name COLLATE tr_icu`,
  );
}

/** The filters as a reader reads them: "Şehir: Ankara", each name looked up. */
export async function filterLabels(db: Db, request: CatalogExportRequest): Promise<string[]> {
  const nameOf = async (table: typeof cities | typeof project_types | typeof sources, id: string) => {
    const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
    return row?.name ?? id;
  };
  const labels: string[] = [];
  if (request.search) labels.push(`Arama: "${request.search}"`);
  const named: [string | undefined, string, typeof cities | typeof project_types | typeof sources][] = [
    [request.city_id, P.city_id, cities],
    [request.type_id, P.type_id, project_types],
    [request.status_type_id, P.status_type_id, project_status_types],
    [request.activity_type_id, C.activity_type_id, company_activity_types],
    [request.product_type_id, C.product_type_id, company_product_types],
    [request.source_id, 'Kaynak', sources],
  ];
  for (const [id, label, table] of named) if (id) labels.push(`${label}: ${await nameOf(table, id)}`);
  return labels;
}
