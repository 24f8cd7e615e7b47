import { sql } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '../../../../shared/schemas/imports';
import type { Db } from '../../../db/client';
import { queryRows } from '../../../db/query-rows';
import type { Matcher, MatchResult, ParsedRow } from './kind';

// How a row finds its record (decision 039): by its key in the chosen source (the link table's
// external_key), else by its folded name within a scope (a district's projects, a province's
// stations, all companies). A row that would create a record an earlier row of the same file
// already creates, or claim a record an earlier row claimed, is refused: a file never makes a
// duplicate, and a record is written once per import.

export interface Candidate {
  /** The stored record, or null for a record an earlier row of this file creates. */
  id: string | null;
  row: number | null;
  /** Projects: the district, which narrows a name match. */
  district?: string | null;
  /** An earlier row's key in the source (a stored record's is looked up). */
  key?: string | null;
}

/** External key → record id for one source (records linked to it with a key). */
export async function loadSourceKeys(db: Db, linkTable: string, recordColumn: string, sourceId: string | null): Promise<Map<string, string>> {
  if (!sourceId) return new Map();
  const rows = await queryRows<{ key: string; id: string }>(
    db,
    sql`SELECT external_key AS key, ${sql.identifier(recordColumn)} AS id FROM ${sql.identifier(linkTable)} WHERE source_id = ${sourceId} AND external_key IS NOT NULL`,
  );
  return new Map(rows.map((r) => [r.key, r.id]));
}

export interface RecordMatcherOptions {
  /** The field an ambiguous name is reported on. */
  nameField: string;
  keys: Map<string, string>;
  names: Map<string, Candidate[]>;
  /** The name-matching scope of a row ("<city>|<name>"), or null when it has none. */
  scopeOf(parsed: ParsedRow): string | null;
  /** The row's district (projects): a candidate in another district is another record. */
  districtOf?(parsed: ParsedRow): string | null;
}

export function recordMatcher(options: RecordMatcherOptions): Matcher {
  const { keys, names } = options;
  /** Records (and earlier rows) the source knows under another key are other records of it. */
  const keyOf = new Map([...keys].map(([key, id]) => [id, key]));
  const pendingKeys = new Map<string, number>();
  const claimed = new Map<string, number>();

  function candidatesOf(parsed: ParsedRow): Candidate[] {
    const scope = options.scopeOf(parsed);
    if (scope === null) return [];
    let candidates = names.get(scope) ?? [];
    if (parsed.key) {
      candidates = candidates.filter((c) => {
        const key = c.id === null ? c.key : keyOf.get(c.id);
        return !key || key === parsed.key;
      });
    }
    const district = options.districtOf?.(parsed) ?? null;
    if (district) {
      candidates = candidates.filter((c) => !c.district || c.district === district);
      const exact = candidates.filter((c) => c.district === district);
      if (candidates.length > 1 && exact.length === 1) candidates = exact;
    }
    return candidates;
  }

  function claim(id: string, by: 'key' | 'name', row: number): MatchResult {
    const earlier = claimed.get(id);
    if (earlier !== undefined) return { kind: 'row', row: earlier };
    claimed.set(id, row);
    return { kind: 'record', id, by };
  }

  return {
    match(parsed) {
      if (parsed.key) {
        const pending = pendingKeys.get(parsed.key);
        if (pending !== undefined) return { kind: 'row', row: pending };
        const id = keys.get(parsed.key);
        if (id) return claim(id, 'key', parsed.row);
      }
      const candidates = candidatesOf(parsed);
      const earlierRow = candidates.find((c) => c.row !== null);
      if (earlierRow) return { kind: 'row', row: earlierRow.row! };
      if (candidates.length === 0) return { kind: 'none' };
      if (candidates.length > 1) return { kind: 'error', field: options.nameField, message: IMPORT_MESSAGES.ambiguous(candidates.length) };
      return claim(candidates[0]!.id!, 'name', parsed.row);
    },
    remember(parsed) {
      if (parsed.key) pendingKeys.set(parsed.key, parsed.row);
      const scope = options.scopeOf(parsed);
      if (scope !== null) indexName(names, scope, { id: null, row: parsed.row, district: options.districtOf?.(parsed) ?? null, key: parsed.key });
    },
  };
}

/** Adds a stored record to a name index. */
export function indexName(names: Map<string, Candidate[]>, scope: string, candidate: Candidate) {
  const list = names.get(scope);
  if (list) list.push(candidate);
  else names.set(scope, [candidate]);
}
