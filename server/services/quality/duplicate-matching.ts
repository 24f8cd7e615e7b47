import { sql, type SQL } from 'drizzle-orm';
import type { DuplicateKind } from '../../../shared/schemas/quality';

// The matching rules of duplicate candidates, one SQL statement for every use: the full scan, the
// rescan of some records and the import preview's probe rows
// (docs/decisions/065-duplicate-candidates.md). Candidates are found only through three cheap
// blocks, each served by an index, and scored only there:
//   grid      — positions in the same or a neighbouring grid cell (gv_grid_y / gv_grid_x);
//   stem      — the same province and the same name stem (gv_dupe_stem, stored as `dupe_stem`).
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

/** The mean earth radius the haversine distance uses. */
const EARTH_RADIUS_METRES = 6_371_000;

export const DUPLICATE_TABLES: Record<DuplicateKind, SQL> = {
  project: sql.raw('projects'),
  company: sql.raw('companies'),
  station: sql.raw('transformer_station_definitions'),
};

/**
 * The matched columns of every record of a kind: id, city_id, key (folded name), stem (stored), lat,
 * lng, gy, gx (grid cell), dc and ac (kW). The grid expressions are those the indexes hold.
 */
export function recordColumns(kind: DuplicateKind): SQL {
  switch (kind) {
    case 'project':
      return sql`SELECT id, city_id, search_key AS key, dupe_stem AS stem,
        latitude::float8 AS lat, longitude::float8 AS lng, gv_grid_y(latitude) AS gy, gv_grid_x(longitude) AS gx,
        dc_power_kw::float8 AS dc, ac_power_kw::float8 AS ac
        FROM projects`;
    case 'company':
      return sql`SELECT id, city_id, search_key AS key, dupe_stem AS stem,
        NULL::float8 AS lat, NULL::float8 AS lng, NULL::int AS gy, NULL::int AS gx, NULL::float8 AS dc, NULL::float8 AS ac
        FROM companies`;
    case 'station':
      return sql`SELECT id, city_id, gv_fold(station_name) AS key, dupe_stem AS stem,
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
 * pairs marked distinct left out. For `all`, each pair once, its sides in no particular order.
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
  const m = MATCH_RULES;
  // Each block carries both records' columns, so the pairs are measured without joining back to the
  // records (the planner cannot misjudge that join's size, as it did on a full scan). The distance and
  // the capacities' difference are computed here, once a pair (the blocks are materialised).
  const both = sql`p.id AS pid, r.id AS rid, p.city_id AS pcity, r.city_id AS rcity, p.key AS pkey, r.key AS rkey,
    p.stem AS pstem, r.stem AS rstem,
    CASE WHEN p.lat IS NOT NULL AND r.lat IS NOT NULL THEN
      ${2 * EARTH_RADIUS_METRES} * asin(least(1, sqrt(power(sin(radians(r.lat - p.lat) / 2), 2)
        + cos(radians(p.lat)) * cos(radians(r.lat)) * power(sin(radians(r.lng - p.lng) / 2), 2)))) END AS dist,
    CASE WHEN p.dc > 0 AND r.dc > 0 THEN abs(p.dc - r.dc) / greatest(p.dc, r.dc)
         WHEN p.ac > 0 AND r.ac > 0 THEN abs(p.ac - r.ac) / greatest(p.ac, r.ac) END AS capdiff`;
  const distinctSides = 'all' in probe ? sql`p.id < r.id` : sql`p.id <> r.id`;
  // A stem pair known to be farther apart in latitude alone than the stem rule's distance can meet no
  // rule (the haversine distance is at least the earth's radius times the latitudes' difference), so
  // it is left out before its names are compared.
  const farDegrees = Math.ceil((m.farMetres / EARTH_RADIUS_METRES) * (180 / Math.PI) * 1000) / 1000;
  const blocks: SQL[] = [
    sql`SELECT ${both} FROM probe p JOIN recs r ON r.city_id = p.city_id AND r.stem = p.stem
        WHERE length(p.stem) >= 3 AND ${distinctSides} AND NOT coalesce(abs(p.lat - r.lat) > ${farDegrees}, false)`,
  ];
  if (positioned) {
    // The grid leaves out the pairs the stem block holds (two neighbouring cells are less than 0.02°
    // of latitude apart), so the blocks are disjoint and their union needs no sort to remove twins.
    // A full scan looks from each cell to its own and the four after it (right, and the three above),
    // so a pair in two cells is met once, from the lower one, and no pair needs its sides in id order:
    // half the rows of the nine-cell neighbourhood a probe needs.
    const cellPair = 'all' in probe ? sql`(o.dy <> 0 OR o.dx <> 0 OR p.id < r.id)` : sql`p.id <> r.id`;
    blocks.push(
      sql`SELECT ${both} FROM probe p CROSS JOIN offs o JOIN recs r ON r.gy = p.gy + o.dy AND r.gx = p.gx + o.dx
          WHERE ${cellPair} AND NOT coalesce(r.city_id = p.city_id AND r.stem = p.stem AND length(p.stem) >= 3, false)`,
    );
  }
  // A full scan reads every record once; a rescan or a probe reaches the
  // stored records through their indexes, so they are not materialised then.
  const ctes =
    'all' in probe
      ? sql`recs AS MATERIALIZED (${records}), probe AS (SELECT * FROM recs)`
      : sql`probe AS MATERIALIZED (${probeRows}), recs AS NOT MATERIALIZED (${records})`;
  return sql`
    WITH ${ctes},
    offs(dy, dx) AS (VALUES ${'all' in probe ? sql.raw('(0, 0), (0, 1), (1, -1), (1, 0), (1, 1)') : sql.raw('(-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 0), (0, 1), (1, -1), (1, 0), (1, 1)')}),
    pairs AS MATERIALIZED (${sql.join(blocks, sql` UNION ALL `)}),
    located AS (
      SELECT pid, rid, pkey, rkey, dist, capdiff,
        coalesce(pcity = rcity, false) AS same_province,
        pstem = rstem AND length(pstem) >= 3 AS same_stem
      FROM pairs
    ),
    -- The names are compared once a pair (a trigram similarity is the scan's dearest step), and only
    -- for a pair a rule could still keep.
    measured AS MATERIALIZED (
      SELECT pid, rid, dist, capdiff, same_province, same_stem,
        CASE WHEN dist <= ${m.nearMetres} OR (coalesce(dist, 0) <= ${m.farMetres} AND same_province AND same_stem)
          THEN similarity(pkey, rkey)::float8 END AS sim
      FROM located
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
