import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sources } from '../../db/schema/sources';

// A figure an admin enters or changes is an admin entry, never left under the dataset (or the
// sample data) it replaced (docs/decisions/052-unknown-stays-unknown.md): it names this source,
// dated the day of the entry, and the row keeps who entered it and the publication the form asked for.

export const ADMIN_ENTRY_SOURCE = {
  key: 'gunesveri-editor-girisi',
  name: 'GüneşVeri editör girişi',
  publisher: 'GüneşVeri editörleri',
  licence: 'GüneşVeri yönetim paneli',
  attribution: 'Yönetim panelinde bir GüneşVeri editörü tarafından girildi; okunduğu yayın, verildiyse satırda belirtilir.',
  notes: 'Bir editörün girdiği ya da düzelttiği değerler: tarih girişin günüdür, kaynak editörün belirttiği yayındır.',
} as const;

/** The day an entry is made (the history's default day too). */
export const entryDay = () => new Date().toISOString().slice(0, 10);

/** The admin-entry source's id; added when missing (a database seeded before it existed). */
export async function adminEntrySourceId(db: Db): Promise<string> {
  await db.insert(sources).values(ADMIN_ENTRY_SOURCE).onConflictDoNothing({ target: sources.key });
  const [row] = await db.select({ id: sources.id }).from(sources).where(eq(sources.key, ADMIN_ENTRY_SOURCE.key));
  return row!.id;
}
