import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { COMMISSIONED_STATUS } from '../../../shared/map-constants';
import type { ProvinceFigures } from '../../../shared/schemas/sector-map';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { parseCsv } from '../../lib/csv';
import { SEED_DATA_DIR } from '../../project-root';

// The figures the map shades provinces by (docs/decisions/037): the catalogue's projects summed per
// province (one aggregate statement), and the installed solar power the Energy Ministry published
// for the provinces it ranked (a committed copy of the research CSV, with its source column).

interface OfficialFigure {
  mw: number;
  as_of: string;
}

interface OfficialFigures {
  byProvince: Map<string, OfficialFigure>;
  sources: ProvinceFigures['official_sources'];
}

let official: Promise<OfficialFigures> | undefined;

/** The newest published figure of each province; rows marked uncertain are left out (data README). */
export function readOfficialFigures(text: string): OfficialFigures {
  const byProvince = new Map<string, OfficialFigure>();
  const sources = new Map<string, ProvinceFigures['official_sources'][number]>();
  for (const row of parseCsv(text)) {
    const mw = Number(row.solar_mw);
    if (row.verification === 'uncertain' || !row.province || !row.as_of || !Number.isFinite(mw)) continue;
    const known = byProvince.get(row.province);
    if (!known || known.as_of < row.as_of) byProvince.set(row.province, { mw, as_of: row.as_of });
    sources.set(row.as_of, { as_of: row.as_of, publisher: row.original_publisher ?? '', source: row.source ?? '' });
  }
  return { byProvince, sources: [...sources.values()].sort((a, b) => b.as_of.localeCompare(a.as_of)) };
}

const officialFigures = () =>
  (official ??= readFile(path.join(SEED_DATA_DIR, 'solar_capacity_by_province.csv'), 'utf8').then(readOfficialFigures, (error: unknown) => {
    official = undefined;
    throw error;
  }));

interface ProvinceRow {
  city_id: string;
  plate_code: number;
  name: string;
  projects: number;
  ac_mw: number;
  commissioned_projects: number;
  commissioned_ac_mw: number;
  unknown_power_projects: number;
  commissioned_unknown_power_projects: number;
  includes_generated: boolean;
}

/** Every province (a city with a plate code) with its catalogue sums and its published figure. */
export async function provinceFigures(db: Db): Promise<ProvinceFigures> {
  const [rows, published] = await Promise.all([
    queryRows<ProvinceRow>(
      db,
      sql`
        WITH sums AS (
          SELECT p.city_id,
                 count(*)::int AS projects,
                 coalesce(sum(p.ac_power_kw), 0) AS ac_kw,
                 (count(*) FILTER (WHERE s.name = ${COMMISSIONED_STATUS}))::int AS commissioned_projects,
                 coalesce(sum(p.ac_power_kw) FILTER (WHERE s.name = ${COMMISSIONED_STATUS}), 0) AS commissioned_ac_kw,
                 (count(*) FILTER (WHERE p.ac_power_kw IS NULL))::int AS unknown_power_projects,
                 (count(*) FILTER (WHERE p.ac_power_kw IS NULL AND s.name = ${COMMISSIONED_STATUS}))::int AS commissioned_unknown_power_projects,
                 bool_or(p.is_generated) AS includes_generated
          FROM projects p LEFT JOIN project_status_types s ON s.id = p.status_type_id
          WHERE p.city_id IS NOT NULL
          GROUP BY p.city_id)
        SELECT c.id AS city_id, c.plate_code::int AS plate_code, c.name,
               coalesce(sums.projects, 0) AS projects,
               round(coalesce(sums.ac_kw, 0) / 1000, 3)::float8 AS ac_mw,
               coalesce(sums.commissioned_projects, 0) AS commissioned_projects,
               round(coalesce(sums.commissioned_ac_kw, 0) / 1000, 3)::float8 AS commissioned_ac_mw,
               coalesce(sums.unknown_power_projects, 0) AS unknown_power_projects,
               coalesce(sums.commissioned_unknown_power_projects, 0) AS commissioned_unknown_power_projects,
               coalesce(sums.includes_generated, false) AS includes_generated
        FROM cities c LEFT JOIN sums ON sums.city_id = c.id
        WHERE c.plate_code IS NOT NULL
        ORDER BY c.plate_code`,
    ),
    officialFigures(),
  ]);
  return {
    provinces: rows.map((row) => {
      const figure = published.byProvince.get(row.name);
      return { ...row, official_mw: figure?.mw ?? null, official_as_of: figure?.as_of ?? null };
    }),
    official_sources: published.sources,
  };
}
