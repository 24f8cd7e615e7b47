import { inArray } from 'drizzle-orm';
import type { CorrectionSource, ShownCorrectionSource } from '../../../shared/schemas/corrections';
import { CORRECTION_SOURCE_LABELS } from '../../../shared/schemas/corrections';
import type { Db } from '../../db/client';
import { correction_documents } from '../../db/schema/contributions';
import { publicFileUrl } from '../../integrations/storage/storage';

// A corrected field's source as it is told (docs/decisions/070-field-corrections-and-change-log.md):
// a web page by its address, a document by its file name (its file only to the admin who reviews
// it), the company's word as "Firma beyanı".

export type CorrectionDocuments = ReadonlyMap<string, { name: string; path: string }>;

/** The documents the given sources name, in one read. */
export async function documentsOf(db: Db, rows: readonly { field_sources: Record<string, CorrectionSource> | null }[]): Promise<CorrectionDocuments> {
  const ids = [...new Set(rows.flatMap((r) => Object.values(r.field_sources ?? {}).flatMap((s) => (s.kind === 'document' ? [s.document_id] : []))))];
  if (ids.length === 0) return new Map();
  const found = await db
    .select({ id: correction_documents.id, name: correction_documents.file_name, path: correction_documents.file_path })
    .from(correction_documents)
    .where(inArray(correction_documents.id, ids));
  return new Map(found.map((d) => [d.id, { name: d.name, path: d.path }]));
}

export function shownSource(source: CorrectionSource | undefined, documents: CorrectionDocuments, { forAdmin = false } = {}): ShownCorrectionSource | null {
  if (!source) return null;
  if (source.kind === 'url') return { kind: 'url', label: source.url, url: source.url };
  if (source.kind === 'statement') return { kind: 'statement', label: CORRECTION_SOURCE_LABELS.statement, url: null };
  const document = documents.get(source.document_id);
  return {
    kind: 'document',
    label: forAdmin && document ? `${CORRECTION_SOURCE_LABELS.document}: ${document.name}` : CORRECTION_SOURCE_LABELS.document,
    url: forAdmin && document ? publicFileUrl(document.path) : null,
  };
}
