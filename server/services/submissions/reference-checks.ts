import { eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/catalog';
import { AppError } from '../../lib/errors';

type ReferenceTable = PgTable & { id: PgColumn };

/** 400 with the field's own message unless `value` is an id in `table` (the schema only checked its shape). */
export async function requireReference(db: Db, table: ReferenceTable, value: string, path: string, message: string) {
  const [match] = await db.select({ id: table.id }).from(table as PgTable).where(eq(table.id, value));
  if (!match) throw new AppError(400, 'VALIDATION_ERROR', message, { path });
}

/** 400 naming the first field whose company id is not in the catalogue (one query for all of them). */
export async function requireCompanies(db: Db, links: [path: string, id: string | undefined][], message: string) {
  const wanted = links.filter((link): link is [string, string] => link[1] !== undefined);
  if (wanted.length === 0) return;
  const found = new Set(
    (await db.select({ id: companies.id }).from(companies).where(inArray(companies.id, [...new Set(wanted.map(([, id]) => id))]))).map((r) => r.id),
  );
  const missing = wanted.find(([, id]) => !found.has(id));
  if (missing) throw new AppError(400, 'VALIDATION_ERROR', message, { path: missing[0] });
}
