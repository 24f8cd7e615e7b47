import { sql, type SQL } from 'drizzle-orm';
import type { DuplicateKind } from '../../../shared/schemas/quality';

// The matching rules of duplicate candidates, one SQL statement for every use: the full scan, the
// rescan of some records and the import preview's probe rows
// (docs/decisions/065-duplicate-candidates.md). Candidates are found only through three cheap
// blocks, each served by an index, and scored only there:
//   grid      — positions in the same or a neighbouring grid cell (gv_grid_y / gv_grid_x);
//   stem      — the same province and the same name stem (gv_dupe_stem).
// (A third block, the same province and capacities within 10 %, was measured and left out: at 35 000
// plants it met 1.5 million pairs. Capacity still counts in the rules and the score.)
// A pair the blocks meet is kept when one rule holds:
//   within 1 km, and names alike (≥ 0.3), capacities within 10 % or closer than 100 m;
//   the same province and stem, names alike (≥ 0.4), not known to be more than 10 km apart.

export const MATCH_RULES = {
  nearMetres: 1000,
  veryNearMetres: 100,
  farMetres: 10_000,
  nearSimilarity: 0.3,
  stemSimilarity: 0.4,
  capacityDifference: 0.1,
} as const;

export const DUPLICATE_TABLES: Record<DuplicateKind, SQL> = {
  project: sql.raw('projects'),
  company: sql.raw('companies'),
  station: sql.raw('transformer_station_definitions'),
};

/**
 * The matched columns of every record of a kind: id, city_id, key (folded name), stem, lat, lng,
 * gy, gx (grid cell), dc and ac (kW). The expressions are those the indexes hold.
 */
export function recordColumns(kind: DuplicateKind): SQL {
  switch (kind) {
    case 'project':
      return sql`SELECT id, city_id, search_key AS key, gv_dupe_stem(search_key) AS stem,
        latitude::float8 AS lat, longitude::float8 AS lng, gv_grid_y(latitude) AS gy, gv_grid_x(longitude) AS gx,
        dc_power_kw::float8 AS dc, ac_power_kw::float8 AS ac
        FROM projects`;
    case 'company':
      return sql`SELECT id, city_id, search_key AS key, gv_dupe_stem(search_key) AS stem,
        NULL::float8 AS lat, NULL::float8 AS lng, NULL::int AS gy, NULL::int AS gx, NULL::float8 AS dc, NULL::float8 AS ac
        FROM companies`;
    case 'station':
      return sql`SELECT id, city_id, gv_fold(station_name) AS key, gv_dupe_stem(gv_fold(station_name)) AS stem,
        latitude::float8 AS lat, longitude::float8 AS lng, gv_grid_y(latitude) AS gy, gv_grid_x(longitude) AS gx,
        NULL::float8 AS dc, NULL::float8 AS ac
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
    gv_grid_y(v.lat) AS gy, gv_grid_x(v.lng) AS gx, v.dc, v.ac
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
      ? sql``
      : 'ids' in probe
        ? sql`SELECT * FROM (${records}) AS r WHERE r.id = ANY(${`{${probe.ids.join(',')}}`}::uuid[])`
        : probeValues(probe.rows);
  const positioned = kind !== 'company';
  // Each block carries both records' columns, so the pairs are measured without joining back to the
  // records (the planner cannot misjudge that join's size, as it did on a full scan).
  const both = sql`p.id AS pid, r.id AS rid, p.city_id AS pcity, r.city_id AS rcity, p.key AS pkey, r.key AS rkey,
    p.stem AS pstem, r.stem AS rstem, p.lat AS plat, p.lng AS plng, r.lat AS rlat, r.lng AS rlng, p.dc AS pdc, r.dc AS rdc, p.ac AS pac, r.ac AS rac`;
  const distinctSides = 'all' in probe ? sql`p.id < r.id` : sql`p.id <> r.id`;
  const blocks: SQL[] = [
    sql`SELECT ${both} FROM probe p JOIN recs r ON r.city_id = p.city_id AND r.stem = p.stem WHERE length(p.stem) >= 3 AND ${distinctSides}`,
  ];
  if (positioned) {
    blocks.push(
      sql`SELECT ${both} FROM probe p CROSS JOIN offs dy CROSS JOIN offs dx JOIN recs r ON r.gy = p.gy + dy.d AND r.gx = p.gx + dx.d WHERE ${distinctSides}`,
    );
  }
  const m = MATCH_RULES;
  // A full scan reads every record once (each stem computed once); a rescan or a probe reaches the
  // stored records through their indexes, so they are not materialised then.
  const ctes =
    'all' in probe
      ? sql`recs AS MATERIALIZED (${records}), probe AS (SELECT * FROM recs)`
      : sql`probe AS MATERIALIZED (${probeRows}), recs AS NOT MATERIALIZED (${records})`;
  return sql`
    WITH ${ctes},
    offs(d) AS (VALUES (-1), (0), (1)),
    pairs AS MATERIALIZED (${sql.join(blocks, sql` UNION `)}),
    measured AS (
      SELECT pid, rid,
        coalesce(pcity = rcity, false) AS same_province,
        similarity(pkey, rkey)::float8 AS sim,
        pstem = rstem AND length(pstem) >= 3 AS same_stem,
        CASE WHEN plat IS NOT NULL AND rlat IS NOT NULL THEN
          12742000 * asin(least(1, sqrt(power(sin(radians(rlat - plat) / 2), 2)
            + cos(radians(plat)) * cos(radians(rlat)) * power(sin(radians(rlng - plng) / 2), 2)))) END AS dist,
        CASE WHEN pdc > 0 AND rdc > 0 THEN abs(pdc - rdc) / greatest(pdc, rdc)
             WHEN pac > 0 AND rac > 0 THEN abs(pac - rac) / greatest(pac, rac) END AS capdiff
      FROM pairs
    ),
    kept AS (
      SELECT * FROM measured
      WHERE (dist <= ${m.nearMetres} AND (sim >= ${m.nearSimilarity} OR capdiff <= ${m.capacityDifference} OR dist <= ${m.veryNearMetres}))
         OR (coalesce(dist, 0) <= ${m.farMetres} AND same_province AND same_stem AND sim >= ${m.stemSimilarity})
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
