import { desc, sql, type SQL } from 'drizzle-orm';
import { EXPORT_MAX_ROWS } from '../../../shared/constants';
import type { ExportRequest } from '../../../shared/schemas/exports';
import { trendWindow, type TrendWindow } from '../../../shared/statistics-display';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sources } from '../../db/schema/sources';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { ADMIN_ENTRY_SOURCE } from '../sources/admin-entry';
import { column, DATA_DATE_HEADER, GENERATED_HEADER, GENERATED_MARK, monthName, NO, SOURCES_HEADER, type CellValue, type ExportColumn, type ExportSource } from './export-rows';

// A statistics table as a file (docs/product-rules.md#exports, docs/decisions/063): one export kind per
// table, as each table is shown on its own with its own year choice. The months of the table's year,
// of its trend window ("Son 24 ay", docs/decisions/042) or every month, newest first as the table
// shows them, in the table's units (installed power in MW, production in GWh). Each row names its
// source, the page it was read from and its data date, and says whether it is an estimate and
// whether it is generated.

export type StatisticsExportKind = 'installed-power' | 'production';
export type StatisticsExportRequest = ExportRequest & { kind: StatisticsExportKind };

const TABLES = { 'installed-power': installed_power_stats, production: production_stats } as const;

/** The figures of each table as the file names them, in the order they are written, with their stored columns. */
const FIGURES: Record<StatisticsExportKind, { column: string; header: string }[]> = {
  'installed-power': [
    { column: 'total_electric_power', header: 'Toplam Kurulu Güç (MW)' },
    { column: 'total_renewable_power', header: 'Yenilenebilir (MW)' },
    { column: 'total_solar_power', header: 'Güneş (MW)' },
    { column: 'total_licensed_solar', header: 'Lisanslı Güneş (MW)' },
    { column: 'total_unlicensed_solar', header: 'Lisanssız Güneş (MW)' },
  ],
  production: [
    { column: 'total_electric_production', header: 'Toplam Üretim (GWh)' },
    { column: 'total_renewable_production', header: 'Yenilenebilir Üretim (GWh)' },
    { column: 'total_solar_production', header: 'Güneş Üretimi (GWh)' },
    { column: 'total_licensed_solar_production', header: 'Lisanslı Güneş Üretimi (GWh)' },
    { column: 'total_unlicensed_solar_production', header: 'Lisanssız Güneş Üretimi (GWh)' },
  ],
};

export const ESTIMATE_HEADER = 'Tahmini mi';
export const ESTIMATE_MARK = 'Tahmini';

export const STATISTICS_COLUMNS: Record<StatisticsExportKind, ExportColumn[]> = Object.fromEntries(
  (Object.keys(FIGURES) as StatisticsExportKind[]).map((kind) => [
    kind,
    [
      column.number('Yıl', 8),
      column.number('Ay', 6),
      ...FIGURES[kind].map((f) => column.number(f.header, 16)),
      column.number('Yenilenebilir Payı (%)', 12),
      column.number('Güneş Payı (%)', 12),
      column.text(ESTIMATE_HEADER, 10),
      column.text(GENERATED_HEADER, 12),
      column.text(SOURCES_HEADER, 36),
      column.text('Kaynak sayfası', 36),
      column.date(DATA_DATE_HEADER),
    ],
  ]),
) as Record<StatisticsExportKind, ExportColumn[]>;

/** The trend window over every month of the table, as the table's answer gives it (statistics-queries.ts). */
async function windowOf(db: Db, kind: StatisticsExportKind): Promise<TrendWindow | null> {
  const table = TABLES[kind];
  const periods = await db.select({ year: table.year, month: table.month }).from(table).orderBy(desc(table.year), desc(table.month));
  return trendWindow(periods);
}

const monthIndex = (p: { year: number; month: number }) => p.year * 12 + p.month - 1;

/** The months the export holds: a year, the trend window (none when the table is empty) or every month. */
async function whereOf(db: Db, request: StatisticsExportRequest): Promise<SQL> {
  if (request.year !== undefined) return sql`t.year = ${request.year}`;
  if (!request.trend) return sql`true`;
  const window = await windowOf(db, request.kind);
  if (!window) return sql`false`;
  return sql`(t.year * 12 + t.month - 1) BETWEEN ${monthIndex(window.from)} AND ${monthIndex(window.to)}`;
}

export async function countStatisticsRows(db: Db, request: StatisticsExportRequest): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${TABLES[request.kind]} AS t WHERE ${await whereOf(db, request)}`);
  return row?.n ?? 0;
}

interface StatisticsRow {
  year: number;
  month: number;
  figures: (number | null)[];
  renewable_percentage: number | null;
  solar_percentage: number | null;
  is_estimate: boolean;
  is_generated: boolean | null;
  source_name: string | null;
  source_page: string | null;
  data_date: string | null;
}

/** Production is stored in MWh and shown in GWh; two decimals of MWh are five of GWh, written exactly. */
const gwh = (mwh: number | null) => (mwh === null ? null : Math.round(mwh * 100) / 100_000);

/**
 * The table's rows, newest first, at most `maxRows` (the rows paid for). A table holds a row a month
 * (a few hundred at most), read in one statement.
 */
export async function* statisticsRows(db: Db, request: StatisticsExportRequest, maxRows = EXPORT_MAX_ROWS): AsyncGenerator<CellValue[][]> {
  const figures = sql.join(
    FIGURES[request.kind].map((f) => sql`t.${sql.identifier(f.column)}::float8`),
    sql`, `,
  );
  const rows = await queryRows<StatisticsRow>(
    db,
    sql`SELECT t.year, t.month, ARRAY[${figures}] AS figures,
        t.renewable_percentage::float8 AS renewable_percentage, t.solar_percentage::float8 AS solar_percentage, t.is_estimate,
        so.is_generated, so.name AS source_name, t.source AS source_page,
        coalesce(so.data_date, CASE WHEN so.key = ${ADMIN_ENTRY_SOURCE.key} THEN t.verified_on END)::text AS data_date
      FROM ${TABLES[request.kind]} AS t LEFT JOIN ${sources} AS so ON so.id = t.source_id
      WHERE ${await whereOf(db, request)}
      ORDER BY t.year DESC, t.month DESC
      LIMIT ${Math.min(maxRows, EXPORT_MAX_ROWS)}`,
  );
  const unit = request.kind === 'production' ? gwh : (v: number | null) => v;
  yield rows.map((r) => [
    r.year,
    r.month,
    ...r.figures.map((v) => unit(v === null ? null : Number(v))),
    r.renewable_percentage,
    r.solar_percentage,
    r.is_estimate ? ESTIMATE_MARK : NO,
    r.is_generated ? GENERATED_MARK : NO,
    r.source_name === null ? null : r.is_generated ? `${r.source_name} (${GENERATED_MARK})` : r.source_name,
    r.source_page,
    r.data_date,
  ]);
}

/** The distinct sources of the export's months, official first. */
export async function statisticsSources(db: Db, request: StatisticsExportRequest): Promise<ExportSource[]> {
  return queryRows<ExportSource>(
    db,
    sql`SELECT so.name, so.publisher, so.url, so.licence, so.licence_url, so.attribution, so.retrieved_on::text AS retrieved_on, so.data_date::text AS data_date, so.is_generated
      FROM ${sources} AS so
      WHERE so.id IN (SELECT t.source_id FROM ${TABLES[request.kind]} AS t WHERE ${await whereOf(db, request)})
      ORDER BY so.is_generated, so.name COLLATE tr_icu`,
  );
}

/** "Yıl: 2025", or the trend window as its option reads with its months: "Dönem: Son 24 ay (Ocak 2025 – Aralık 2026)". */
export async function statisticsFilterLabels(db: Db, request: StatisticsExportRequest): Promise<string[]> {
  if (request.year !== undefined) return [`Yıl: ${request.year}`];
  if (!request.trend) return [];
  const window = await windowOf(db, request.kind);
  if (!window) return ['Dönem: Son aylar (veri yok)'];
  const period = (p: { year: number; month: number }) => `${monthName(p.month)} ${p.year}`;
  return [`Dönem: Son ${window.months} ay (${period(window.from)} – ${period(window.to)})`];
}
