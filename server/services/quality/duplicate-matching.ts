import { sql, type SQL } from 'drizzle-orm';
import type { DuplicateKind } from '../../../shared/schemas/quality';

// The matching rules of duplicate candidates, one SQL statement for every use: the full scan, the
// rescan of some records and the import preview's probe rows
// (docs/decisions/065-duplicate-candidates.md). Candidates are found only through three cheap
// blocks, each served by an index, and scored only there:
//   grid      — positions in the same or a neighbouring grid cell (gv_grid_y / gv_grid_x);
//   stem      — the same province and the same name stem (gv_dupe_stem);
//   capacity  — the same province and capacities within one 10 % bucket of each other.
// A pair the blocks meet is kept when one rule holds:
//   within 1 km, and names alike (≥ 0.3), capacities within 10 % or closer than 100 m;
//   the same province and stem, names alike (≥ 0.4), not known to be more than 10 km apart;
//   the same province, capacities within 10 %, names alike (≥ 0.5), not known to be more than 10 km apart.

export const MATCH_RULES = {
  nearMetres: 1000,
  veryNearMetres: 100,
  farMetres: 10_000,
  nearSimilarity: 0.3,
  stemSimilarity: 0.4,
  capacitySimilarity: 0.5,
  capacityDifference: 0.1,
} as const;

export const DUPLICATE_TABLES: Record<DuplicateKind, SQL> = {
  project: sql.raw('projects'),
  company: sql.raw('companies'),
  station: sql.raw('transformer_station_definitions'),
};

/** A bucket is 10 % wide (ln 1/0.9), so capacities within 10 % are in the same or a neighbouring one. */
const bucket = (capacity: SQL) => sql`CASE WHEN ${capacity} > 0 THEN floor(ln(${capacity}) / ln(1 / 0.9))::int END`;

/**
 * The matched columns of every record of a kind: id, city_id, key (folded name), stem, lat, lng,
 * gy, gx (grid cell), dc, ac (kW) and bucket. The expressions are those the indexes hold.
 */
export function recordColumns(kind: DuplicateKind): SQL {
  switch (kind) {
    case 'project':
      return sql`SELECT id, city_id, search_key AS key, gv_dupe_stem(search_key) AS stem,
        latitude::float8 AS lat, longitude::float8 AS lng, gv_grid_y(latitude) AS gy, gv_grid_x(longitude) AS gx,
        dc_power_kw::float8 AS dc, ac_power_kw::float8 AS ac, ${bucket(sql`coalesce(dc_power_kw, ac_power_kw)`)} AS bucket
        FROM projects`;
    case 'company':
      return sql`SELECT id, city_id, search_key AS key, gv_dupe_stem(search_key) AS stem,
        NULL::float8 AS lat, NULL::float8 AS lng, NULL::int AS gy, NULL::int AS gx, NULL::float8 AS dc, NULL::float8 AS ac, NULL::int AS bucket
        FROM companies`;
    case 'station':
      return sql`SELECT id, city_id, gv_fold(station_name) AS key, gv_dupe_stem(gv_fold(station_name)) AS stem,
        latitude::float8 AS lat, longitude::float8 AS lng, gv_grid_y(latitude) AS gy, gv_grid_x(longitude) AS gx,
        NULL::float8 AS dc, NULL::float8 AS ac, NULL::int AS bucket
        FROM transformer_station_definitions`;
  }
}

/** A row not yet stored (an import preview's): its own id (a fresh one for a new row), name, province, position, powers. */
export interface ProbeRow {
  id: string;
  name: string;
  cityId: string | null;
  latitude: number | null;
  longitude: number | null;
  dcKw: number | null;
  acKw: number | null;
}

export function probeValues(rows: readonly ProbeRow[]): SQL {
  const values = sql.join(
    rows.map(
      (r) =>
        sql`(${r.id}::uuid, ${r.cityId}::uuid, gv_fold(${r.name}::text), ${r.latitude}::numeric, ${r.longitude}::numeric, ${r.dcKw}::float8, ${r.acKw}::float8)`,
    ),
    sql`, `,
  );
  return sql`SELECT v.id, v.city_id, v.key, gv_dupe_stem(v.key) AS stem, v.lat::float8 AS lat, v.lng::float8 AS lng,
    gv_grid_y(v.lat) AS gy, gv_grid_x(v.lng) AS gx, v.dc, v.ac, ${bucket(sql`coalesce(v.dc, v.ac)`)} AS bucket
    FROM (VALUES ${values}) AS v(id, city_id, key, lat, lng, dc, ac)`;
}

export type Probe = { all: true } | { ids: readonly string[] } | { rows: readonly ProbeRow[] };

/**
 * The pairs (probe record, stored record) that the rules keep, with their score and reasons, the
 * pairs marked distinct left out. For `all`, each pair once (pid < rid).
 */
export function matchQuery(kind: DuplicateKind, probe: Probe): SQL {
  const records = recordColumns(kind);
  const probeRows =
    'all' in probe
      ? records
      : 'ids' in probe
        ? sql`SELECT * FROM (${records}) AS r WHERE r.id = ANY(${`{${probe.ids.join(',')}}`}::uuid[])`
        : probeValues(probe.rows);
  const positioned = kind !== 'company';
  const blocks: SQL[] = [
    sql`SELECT p.id AS pid, r.id AS rid FROM probe p JOIN recs r ON r.city_id = p.city_id AND r.stem = p.stem WHERE length(p.stem) >= 3`,
  ];
  if (positioned) {
    blocks.push(sql`SELECT p.id, r.id FROM probe p CROSS JOIN offs dy CROSS JOIN offs dx JOIN recs r ON r.gy = p.gy + dy.d AND r.gx = p.gx + dx.d`);
  }
  if (kind === 'project') {
    blocks.push(sql`SELECT p.id, r.id FROM probe p CROSS JOIN offs b JOIN recs r ON r.city_id = p.city_id AND r.bucket = p.bucket + b.d`);
  }
  const m = MATCH_RULES;
  return sql`
    WITH probe AS MATERIALIZED (${probeRows}),
    recs AS NOT MATERIALIZED (${records}),
    offs(d) AS (VALUES (-1), (0), (1)),
    pairs AS (${sql.join(blocks, sql` UNION `)}),
    measured AS (
      SELECT p.id AS pid, r.id AS rid,
        coalesce(p.city_id = r.city_id, false) AS same_province,
        similarity(p.key, r.key)::float8 AS sim,
        p.stem = r.stem AND length(p.stem) >= 3 AS same_stem,
        CASE WHEN p.lat IS NOT NULL AND r.lat IS NOT NULL THEN
          12742000 * asin(least(1, sqrt(power(sin(radians(r.lat - p.lat) / 2), 2)
            + cos(radians(p.lat)) * cos(radians(r.lat)) * power(sin(radians(r.lng - p.lng) / 2), 2)))) END AS dist,
        CASE WHEN p.dc > 0 AND r.dc > 0 THEN abs(p.dc - r.dc) / greatest(p.dc, r.dc)
             WHEN p.ac > 0 AND r.ac > 0 THEN abs(p.ac - r.ac) / greatest(p.ac, r.ac) END AS capdiff
      FROM pairs JOIN probe p ON p.id = pairs.pid JOIN recs r ON r.id = pairs.rid
      WHERE p.id <> r.id ${'all' in probe ? sql`AND p.id < r.id` : sql``}
    ),
    kept AS (
      SELECT * FROM measured
      WHERE (dist <= ${m.nearMetres} AND (sim >= ${m.nearSimilarity} OR capdiff <= ${m.capacityDifference} OR dist <= ${m.veryNearMetres}))
         OR (coalesce(dist, 0) <= ${m.farMetres} AND same_province AND same_stem AND sim >= ${m.stemSimilarity})
         OR (coalesce(dist, 0) <= ${m.farMetres} AND same_province AND capdiff <= ${m.capacityDifference} AND sim >= ${m.capacitySimilarity})
    )
    SELECT pid, rid,
      round(100 * (0.5 * sim
        + CASE WHEN dist IS NOT NULL THEN 0.3 * greatest(0, 1 - dist / ${m.nearMetres}) ELSE 0 END
        + CASE WHEN capdiff <= ${m.capacityDifference} THEN 0.1 ELSE 0 END
        + CASE WHEN same_province THEN 0.1 ELSE 0 END))::int AS score,
      jsonb_build_object(
        'distance_m', round(dist::numeric)::float8,
        'name_similarity', round(sim::numeric, 2)::float8,
        'capacity_difference', round(capdiff::numeric, 3)::float8,
        'same_province', same_province) AS reasons
    FROM kept
    WHERE NOT EXISTS (SELECT 1 FROM distinct_pairs d
      WHERE d.kind = ${kind} AND d.record_a = least(kept.pid, kept.rid) AND d.record_b = greatest(kept.pid, kept.rid))`;
}
