import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { PublicSource, SourceRef } from '../../../shared/schemas/sources';
import { citationsOf } from '../../../shared/sources-display';
import type { Db } from '../../db/client';
import { company_sources, project_sources, station_sources } from '../../db/schema/provenance';
import { sources } from '../../db/schema/sources';
import { ADMIN_ENTRY_SOURCE } from './admin-entry';

// What readers see of a record's sources (docs/product-rules.md#provenance, decision 041). Provenance
// is not premium data: every viewer who may open a record reads its sources. Each read is one
// statement for a whole detail or page, never one per record.

/** A source as a record's line shows it, without the record's date. */
const refColumns = {
  id: sources.id,
  name: sources.name,
  licence: sources.licence,
  url: sources.url,
  is_generated: sources.is_generated,
  retrieved_on: sources.retrieved_on,
};

/** Official sources first, then the newest verification, then by name. */
const refOrder = (verified: PgColumn | SQL) => [asc(sources.is_generated), sql`${verified} DESC NULLS LAST`, sql`${sources.name} COLLATE tr_icu`, asc(sources.id)];

export type LinkedKind = 'project' | 'company' | 'station';

/** A record kind's link table, its record column and its source column. */
export interface SourceLinkTable {
  table: PgTable;
  record: PgColumn;
  source: PgColumn;
  verified_on: PgColumn;
  data_date: PgColumn;
  citation: PgColumn;
}

export const SOURCE_LINKS: Record<LinkedKind, SourceLinkTable> = {
  project: {
    table: project_sources,
    record: project_sources.project_id,
    source: project_sources.source_id,
    verified_on: project_sources.verified_on,
    data_date: project_sources.data_date,
    citation: project_sources.citation,
  },
  company: {
    table: company_sources,
    record: company_sources.company_id,
    source: company_sources.source_id,
    verified_on: company_sources.verified_on,
    data_date: company_sources.data_date,
    citation: company_sources.citation,
  },
  station: {
    table: station_sources,
    record: station_sources.station_id,
    source: station_sources.source_id,
    verified_on: station_sources.verified_on,
    data_date: station_sources.data_date,
    citation: station_sources.citation,
  },
};

/** The sources of each record of `ids`, in one statement (the link table's primary key leads with the record). */
export async function linkedSources(db: Db, kind: LinkedKind, ids: readonly string[]): Promise<Map<string, SourceRef[]>> {
  const found = new Map<string, SourceRef[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return found;
  const link = SOURCE_LINKS[kind];
  const rows = await db
    .select({
      record_id: sql<string>`${link.record}`,
      verified_on: sql<string>`${link.verified_on}`,
      ...refColumns,
      // The row's own date within the source wins over the source's (a YEKA lot's tender date).
      data_date: sql<string | null>`coalesce(${link.data_date}, ${sources.data_date})::text`,
      citation: sql<string | null>`${link.citation}`,
    })
    .from(link.table)
    .innerJoin(sources, eq(sources.id, link.source))
    .where(inArray(link.record, [...ids]))
    .orderBy(...refOrder(link.verified_on));
  for (const { record_id, citation, ...ref } of rows) found.get(record_id)?.push({ ...ref, citations: citationsOf(citation) });
  return found;
}

/** One record's sources. */
export async function sourcesOf(db: Db, kind: LinkedKind, id: string): Promise<SourceRef[]> {
  return (await linkedSources(db, kind, [id])).get(id) ?? [];
}

/**
 * The sources single figures name (a station's monthly capacities, a month's statistics): each
 * source once, dated by the newest verification among the figures that name it. An admin entry
 * (decision 052) carries the publication the admin named for that newest figure.
 */
export async function figureSources(
  db: Db,
  figures: readonly { source_id: string | null; verified_on: string | null; entry_note?: string | null }[],
): Promise<SourceRef[]> {
  const newest = new Map<string, { verified_on: string | null; note: string | null }>();
  for (const f of figures) {
    if (!f.source_id) continue;
    const had = newest.get(f.source_id);
    if (!had || (f.verified_on && (!had.verified_on || f.verified_on > had.verified_on))) newest.set(f.source_id, { verified_on: f.verified_on, note: f.entry_note !== undefined ? f.entry_note : (had?.note ?? null) });
  }
  if (newest.size === 0) return [];
  const rows = await db
    .select({ ...refColumns, data_date: sources.data_date, key: sources.key })
    .from(sources)
    .where(inArray(sources.id, [...newest.keys()]))
    .orderBy(asc(sources.is_generated), sql`${sources.name} COLLATE tr_icu`, asc(sources.id));
  return rows.map(({ key, ...r }) => {
    const figure = newest.get(r.id);
    // An admin entry's figure is dated by the day it was entered (decision 052): its source has no date of its own.
    const dataDate = r.data_date ?? (key === ADMIN_ENTRY_SOURCE.key ? (figure?.verified_on ?? null) : null);
    return { ...r, data_date: dataDate, verified_on: figure?.verified_on ?? null, citations: [], ...(figure?.note ? { note: figure.note } : {}) };
  });
}

/**
 * True when the record links to a source published by OpenStreetMap's contributors: a map drawing
 * it must carry their notice and the ODbL link (docs/product-rules.md#provenance, decision 054).
 * An EXISTS on the link table's primary key, which leads with the record.
 */
export function osmDerived(kind: LinkedKind, record: PgColumn | SQL): SQL<boolean> {
  const link = SOURCE_LINKS[kind];
  return sql<boolean>`EXISTS (SELECT 1 FROM ${link.table} JOIN ${sources} ON ${sources.id} = ${link.source} WHERE ${link.record} = ${record} AND ${sources.publisher} ILIKE '%OpenStreetMap%')`;
}

/** Sources merged in order, each once (the first occurrence kept). */
export function mergeSources(...lists: readonly SourceRef[][]): SourceRef[] {
  const seen = new Set<string>();
  return lists.flat().filter((s) => (seen.has(s.id) ? false : (seen.add(s.id), true)));
}

/**
 * Every published source (the sources page and the lists' filter). Every source is published: a
 * source names where records came from, which readers may always know (decision 041).
 */
export async function publicSources(db: Db): Promise<PublicSource[]> {
  return db
    .select({
      id: sources.id,
      key: sources.key,
      name: sources.name,
      publisher: sources.publisher,
      url: sources.url,
      licence: sources.licence,
      licence_url: sources.licence_url,
      attribution: sources.attribution,
      retrieved_on: sources.retrieved_on,
      data_date: sources.data_date,
      is_generated: sources.is_generated,
      notes: sources.notes,
    })
    .from(sources)
    .orderBy(asc(sources.is_generated), sql`${sources.name} COLLATE tr_icu`, asc(sources.id));
}
