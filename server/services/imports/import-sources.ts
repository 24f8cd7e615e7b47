import { eq } from 'drizzle-orm';
import { IMPORT_MESSAGES } from '../../../shared/schemas/imports';
import type { Db } from '../../db/client';
import { sources } from '../../db/schema/sources';
import { AppError } from '../../lib/errors';
import type { ImportSource } from './kinds/kind';

const columns = { id: sources.id, key: sources.key, name: sources.name, is_generated: sources.is_generated };

/** The source an import names, by id (the upload form) or key (the seed); refused in Turkish when unknown. */
export async function findImportSource(db: Db, by: { id: string } | { key: string }): Promise<ImportSource> {
  const [row] = await db
    .select(columns)
    .from(sources)
    .where('id' in by ? eq(sources.id, by.id) : eq(sources.key, by.key));
  if (!row) throw new AppError(400, 'VALIDATION_ERROR', IMPORT_MESSAGES.source, { path: 'source_id' });
  return row;
}

/** Every source's name by id (a single figure's "before" source in a diff). */
export async function sourceNames(db: Db): Promise<Map<string, string>> {
  return new Map((await db.select({ id: sources.id, name: sources.name }).from(sources)).map((s) => [s.id, s.name]));
}
