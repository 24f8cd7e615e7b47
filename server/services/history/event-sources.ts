import { asc, eq, sql } from 'drizzle-orm';
import { HISTORY_MESSAGES } from '../../../shared/schemas/history';
import type { Db } from '../../db/client';
import { sources } from '../../db/schema/sources';
import { AppError } from '../../lib/errors';

/** The sources an admin may name for a change, official ones first, then by name. */
export async function listSourceOptions(db: Db) {
  const items = await db
    .select({ id: sources.id, name: sources.name, licence: sources.licence, is_generated: sources.is_generated })
    .from(sources)
    .orderBy(asc(sources.is_generated), sql`${sources.name} COLLATE tr_icu`, asc(sources.id));
  return { items };
}

/** A named source must exist; 400 on the form's field otherwise. */
export async function requireSource(db: Db, id: string | null | undefined, path = 'history_source_id'): Promise<void> {
  if (!id) return;
  const [row] = await db.select({ id: sources.id }).from(sources).where(eq(sources.id, id));
  if (!row) throw new AppError(400, 'VALIDATION_ERROR', HISTORY_MESSAGES.source, { path });
}

/** The source row of a seed key ("gunesveri-derleme-2026"), or null when it is missing. */
export async function sourceIdOfKey(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ id: sources.id }).from(sources).where(eq(sources.key, key));
  return row?.id ?? null;
}
