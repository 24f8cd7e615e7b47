import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sources } from '../../db/schema/sources';

// What a company representative's approved correction rests on (docs/decisions/070-field-corrections-and-change-log.md):
// the history event names this source, and each field's own source (a web page, a document, the
// company's word) is kept beside it in the event's `field_sources`.

export const REPRESENTATIVE_SOURCE = {
  key: 'gunesveri-firma-temsilcisi',
  name: 'Firma temsilcisi düzeltmesi',
  publisher: 'Kaydın bağlı olduğu firmanın doğrulanmış temsilcisi',
  licence: 'Firma beyanı, GüneşVeri editörü onayıyla',
  attribution: 'Firmanın doğrulanmış temsilcisinin düzelttiği ve bir GüneşVeri editörünün onayladığı değerler; her alanın kaynağı değişiklik geçmişinde belirtilir.',
  notes: 'Alan alan gönderilen düzeltmeler: kaynak bir web adresi, firmanın yüklediği bir belge ya da firma beyanıdır.',
} as const;

/** The representative source's id; added when missing (a database seeded before it existed). */
export async function representativeSourceId(db: Db): Promise<string> {
  await db.insert(sources).values(REPRESENTATIVE_SOURCE).onConflictDoNothing({ target: sources.key });
  const [row] = await db.select({ id: sources.id }).from(sources).where(eq(sources.key, REPRESENTATIVE_SOURCE.key));
  return row!.id;
}
