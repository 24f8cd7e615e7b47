import { eq } from 'drizzle-orm';
import { HISTORY_MESSAGES } from '../../../shared/schemas/history';
import type { Db } from '../../db/client';
import { sources } from '../../db/schema/sources';
import { AppError } from '../../lib/errors';

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
