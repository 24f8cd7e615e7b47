import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { distinct_pairs, duplicate_candidates, duplicate_rescan_queue } from '../../db/schema/quality';
import { AppError } from '../../lib/errors';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin/list';
import { DUPLICATE_KINDS, type DuplicateCounts, type DuplicateKind, type DuplicateReasons } from '../../../shared/schemas/quality';
import { audited, type Admin } from '../admin/audited';
import { DUPLICATE_TABLES, matchQuery, type ProbeRow } from './duplicate-matching';

// Duplicate candidates (docs/decisions/065-duplicate-candidates.md): the full scan, the rescan of the
// records a change queued, the list, and "Farklı kayıtlar".

/** A queue longer than this for one kind is cheaper served by the kind's full scan. */
const FULL_SCAN_AFTER = 5000;
/** Queued records taken per transaction by the rescan job. */
const RESCAN_BATCH = 2000;

/**
 * Stores what `found` (pid, rid, score, reasons) holds for the pairs it owns, each pair once, the
 * smaller id first. A pair found again with the same score and reasons is left as it is (a full scan
 * mostly finds what it found before), and a stored pair it owns that was not found goes.
 */
function storeFound(kind: DuplicateKind, found: SQL, owned: SQL): SQL {
  return sql`
    WITH found AS MATERIALIZED (
      SELECT DISTINCT ON (least(pid, rid), greatest(pid, rid)) least(pid, rid) AS a, greatest(pid, rid) AS b, score, reasons
      FROM (${found}) AS f ORDER BY least(pid, rid), greatest(pid, rid), score DESC),
    stored AS (
      INSERT INTO ${duplicate_candidates} AS c (kind, record_a, record_b, score, reasons)
      SELECT ${kind}, a, b, score, reasons FROM found
      ON CONFLICT (kind, record_a, record_b) DO UPDATE SET score = EXCLUDED.score, reasons = EXCLUDED.reasons
        WHERE (c.score, c.reasons) IS DISTINCT FROM (EXCLUDED.score, EXCLUDED.reasons))
    DELETE FROM ${duplicate_candidates} c
    WHERE c.kind = ${kind} AND (${owned})
      AND NOT EXISTS (SELECT 1 FROM found f WHERE f.a = c.record_a AND f.b = c.record_b)`;
}

async function countOf(db: Db, kind: DuplicateKind): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${duplicate_candidates} WHERE kind = ${kind}`);
  return row?.n ?? 0;
}

/**
 * Scans every record of the kinds given (all by default) and replaces their candidates; the queue's
 * entries for them go, since the scan covers them. Returns the pairs found per kind.
 */
export async function scanAll(db: Db, kinds: readonly DuplicateKind[] = DUPLICATE_KINDS): Promise<Record<DuplicateKind, number>> {
  const pairs = { project: 0, company: 0, station: 0 };
  for (const kind of kinds) {
    await db.transaction(async (tx) => {
      // The scan's sorts and its materialised records fit in memory with this, not at the default
      // 4 MB (on the embedded database a third of its time went to spilling: docs/benchmarks.md).
      await tx.execute(sql`SET LOCAL work_mem = '64MB'`);
      await tx.execute(sql`DELETE FROM ${duplicate_rescan_queue} WHERE kind = ${kind}`);
      await tx.execute(storeFound(kind, matchQuery(kind, { all: true }), sql`true`));
      pairs[kind] = await countOf(tx, kind);
    });
  }
  return pairs;
}

/** Rescans these records of a kind (changed, added or deleted) and replaces the candidates they are part of. */
export async function rescanRecords(db: Db, kind: DuplicateKind, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const list = sql`${`{${ids.join(',')}}`}::uuid[]`;
  await db.execute(storeFound(kind, matchQuery(kind, { ids }), sql`c.record_a = ANY(${list}) OR c.record_b = ANY(${list})`));
}

/** True while some record waits for its rescan (the rescan job's outbox). */
export async function rescansPending(db: Db): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(db, sql`SELECT 1 AS one FROM ${duplicate_rescan_queue} LIMIT 1`);
  return rows.length > 0;
}

/**
 * The rescan job: takes the queued records batch by batch (each batch and its rescan in one
 * transaction, so a failure leaves them queued) until none waits. A kind with a long queue (an
 * import of thousands) gets its full scan instead. Returns how many records it rescanned.
 */
export async function rescanQueued(db: Db): Promise<number> {
  let done = 0;
  for (const kind of DUPLICATE_KINDS) {
    const [waiting] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ${duplicate_rescan_queue} WHERE kind = ${kind}`);
    if ((waiting?.n ?? 0) > FULL_SCAN_AFTER) {
      await scanAll(db, [kind]);
      done += waiting!.n;
    }
  }
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const rows = await queryRows<{ kind: DuplicateKind; record_id: string }>(
        tx,
        sql`DELETE FROM ${duplicate_rescan_queue} q
            WHERE (q.kind, q.record_id) IN (SELECT kind, record_id FROM ${duplicate_rescan_queue} ORDER BY queued_at LIMIT ${RESCAN_BATCH} FOR UPDATE SKIP LOCKED)
            RETURNING q.kind, q.record_id`,
      );
      for (const kind of DUPLICATE_KINDS) {
        await rescanRecords(
          tx,
          kind,
          rows.filter((r) => r.kind === kind).map((r) => r.record_id),
        );
      }
      return rows.length;
    });
    done += taken;
    if (taken < RESCAN_BATCH) return done;
  }
}

/** The stored records a probe row would be proposed beside, best first (the import preview's warning). */
export interface ProbeMatch {
  probeId: string;
  recordId: string;
  name: string;
  city: string | null;
  score: number;
  reasons: DuplicateReasons;
}

const NAME_COLUMN: Record<DuplicateKind, SQL> = {
  project: sql.raw('project_name'),
  company: sql.raw('company_name'),
  station: sql.raw('station_name'),
};

export async function matchRows(db: Db, kind: DuplicateKind, rows: readonly ProbeRow[]): Promise<ProbeMatch[]> {
  if (rows.length === 0) return [];
  const table = DUPLICATE_TABLES[kind];
  return queryRows<ProbeMatch>(
    db,
    sql`SELECT m.pid AS "probeId", m.rid AS "recordId", t.${NAME_COLUMN[kind]} AS name, ci.name AS city, m.score, m.reasons
        FROM (${matchQuery(kind, { rows })}) AS m
        JOIN ${table} t ON t.id = m.rid
        LEFT JOIN cities ci ON ci.id = t.city_id
        ORDER BY m.pid, m.score DESC, t.id`,
  );
}

const SOURCE_LINKS: Record<DuplicateKind, { table: SQL; column: SQL }> = {
  project: { table: sql.raw('project_sources'), column: sql.raw('project_id') },
  company: { table: sql.raw('company_sources'), column: sql.raw('company_id') },
  station: { table: sql.raw('station_sources'), column: sql.raw('station_id') },
};

export interface CandidateFilters {
  kind?: DuplicateKind;
  city_id?: string;
  source_id?: string;
  search?: string;
  page?: number;
}

export interface CandidateSideRow {
  id: string;
  name: string;
  city: string | null;
  sources: string[];
}

export interface CandidateRow {
  kind: DuplicateKind;
  a: CandidateSideRow;
  b: CandidateSideRow;
  score: number;
  reasons: DuplicateReasons;
  found_at: Date;
}

function sideOf(kind: DuplicateKind, alias: 'ra' | 'rb'): SQL {
  const link = SOURCE_LINKS[kind];
  const r = sql.raw(alias);
  return sql`json_build_object('id', ${r}.id, 'name', ${r}.${NAME_COLUMN[kind]}, 'city', (SELECT name FROM cities WHERE id = ${r}.city_id),
    'sources', coalesce((SELECT array_agg(s.name ORDER BY s.name) FROM ${link.table} l JOIN sources s ON s.id = l.source_id WHERE l.${link.column} = ${r}.id), '{}'))`;
}

function candidatesOf(kind: DuplicateKind, filters: CandidateFilters): SQL {
  const table = DUPLICATE_TABLES[kind];
  const link = SOURCE_LINKS[kind];
  const where: SQL[] = [sql`c.kind = ${kind}`];
  if (filters.city_id) where.push(sql`(ra.city_id = ${filters.city_id} OR rb.city_id = ${filters.city_id})`);
  if (filters.source_id) {
    where.push(
      sql`EXISTS (SELECT 1 FROM ${link.table} l WHERE l.source_id = ${filters.source_id} AND l.${link.column} IN (ra.id, rb.id))`,
    );
  }
  if (filters.search) {
    const needle = sql`'%' || gv_fold(${filters.search}) || '%'`;
    where.push(sql`(gv_fold(ra.${NAME_COLUMN[kind]}) LIKE ${needle} OR gv_fold(rb.${NAME_COLUMN[kind]}) LIKE ${needle})`);
  }
  return sql`SELECT c.kind, c.record_a, c.record_b, c.score, c.reasons, c.found_at, ra.id AS a_id, rb.id AS b_id
    FROM ${duplicate_candidates} c JOIN ${table} ra ON ra.id = c.record_a JOIN ${table} rb ON rb.id = c.record_b
    WHERE ${sql.join(where, sql` AND `)}`;
}

/** A page of candidates, best first, with both records' names, provinces and sources. */
export async function listCandidates(db: Db, filters: CandidateFilters): Promise<AdminPage<CandidateRow>> {
  const kinds = filters.kind ? [filters.kind] : DUPLICATE_KINDS;
  const page = filters.page ?? 1;
  const union = sql.join(
    kinds.map((kind) => sql`(${candidatesOf(kind, filters)})`),
    sql` UNION ALL `,
  );
  const [counted] = await queryRows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (${union}) AS u`);
  const sides = sql.join(
    kinds.map(
      (kind) => sql`WHEN ${kind} THEN (SELECT json_build_object('a', ${sideOf(kind, 'ra')}, 'b', ${sideOf(kind, 'rb')})
        FROM ${DUPLICATE_TABLES[kind]} ra, ${DUPLICATE_TABLES[kind]} rb WHERE ra.id = u.record_a AND rb.id = u.record_b)`,
    ),
    sql` `,
  );
  const rows = await queryRows<{ kind: DuplicateKind; score: number; reasons: DuplicateReasons; found_at: Date | string; sides: { a: CandidateSideRow; b: CandidateSideRow } }>(
    db,
    sql`SELECT u.kind, u.score, u.reasons, u.found_at, CASE u.kind ${sides} END AS sides
        FROM (${union}) AS u
        ORDER BY u.score DESC, u.kind, u.record_a, u.record_b
        LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${(page - 1) * ADMIN_PAGE_SIZE}`,
  );
  return {
    items: rows.map((r) => ({ kind: r.kind, a: r.sides.a, b: r.sides.b, score: r.score, reasons: r.reasons, found_at: new Date(r.found_at) })),
    total: counted?.n ?? 0,
    capped: false,
    page,
    page_size: ADMIN_PAGE_SIZE,
  };
}

/** Candidates per kind (the back office's counts). */
export async function countCandidates(db: Db): Promise<DuplicateCounts> {
  const rows = await queryRows<{ kind: DuplicateKind; n: number }>(
    db,
    sql`SELECT kind, count(*)::int AS n FROM ${duplicate_candidates} GROUP BY kind`,
  );
  const counts: DuplicateCounts = { project: 0, company: 0, station: 0 };
  for (const row of rows) counts[row.kind] = row.n;
  return counts;
}

/**
 * "Farklı kayıtlar": the pair is never proposed again (every scan leaves out the pairs of
 * distinct_pairs) and leaves the list now. 404 when a record is missing, 409 when already marked.
 */
export async function markDistinct(db: Db, admin: Admin, pair: { kind: DuplicateKind; a: string; b: string }): Promise<void> {
  const [a, b] = pair.a < pair.b ? [pair.a, pair.b] : [pair.b, pair.a];
  await audited(db, admin, 'duplicate_pair', 'distinct', async (tx) => {
    const found = await queryRows<{ id: string }>(tx, sql`SELECT id FROM ${DUPLICATE_TABLES[pair.kind]} WHERE id IN (${a}, ${b})`);
    if (found.length < 2) throw new AppError(404, 'RECORD_NOT_FOUND', 'Kayıtlardan biri bulunamadı.');
    const marked = await tx
      .insert(distinct_pairs)
      .values({ kind: pair.kind, record_a: a, record_b: b, marked_by: admin.id })
      .onConflictDoNothing()
      .returning({ a: distinct_pairs.record_a });
    if (marked.length === 0) throw new AppError(409, 'ALREADY_DISTINCT', 'Bu iki kayıt zaten farklı kayıtlar olarak işaretlenmiş.');
    await tx.execute(sql`DELETE FROM ${duplicate_candidates} WHERE kind = ${pair.kind} AND record_a = ${a} AND record_b = ${b}`);
    return { entityId: null, after: { kind: pair.kind, record_a: a, record_b: b }, result: undefined };
  });
}

/** The back office's "Baştan tara": every kind scanned again, with its audit row. */
export async function scanAllAudited(db: Db, admin: Admin): Promise<{ pairs: number; milliseconds: number }> {
  const started = performance.now();
  return audited(db, admin, 'duplicate_candidates', 'scan', async (tx) => {
    const found = await scanAll(tx);
    const pairs = found.project + found.company + found.station;
    return { entityId: null, after: found, result: { pairs, milliseconds: Math.round(performance.now() - started) } };
  });
}
