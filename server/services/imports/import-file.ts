import path from 'node:path';
import type { ImportKind, ImportMapping, ImportPreview } from '../../../shared/schemas/imports';
import type { Db } from '../../db/client';
import type { Admin } from '../admin/audited';
import { commitImport } from './commit-import';
import { findImportSource } from './import-sources';
import { previewImport } from './preview-import';

// The importer without HTTP (decisions 039, 040): the seed loads the real datasets through it, so seeded rows
// carry the same rules, matching, provenance and history as an admin's upload — and can be reverted
// the same way from the import history.

export interface ImportFileOptions {
  kind: ImportKind;
  /** The file (CSV or XLSX, by its extension). */
  filePath: string;
  /** The source's stable key (server/seeds/sources.ts), e.g. "wri-gppd-1.3.0"; none: no provenance links. */
  sourceKey?: string;
  /** Canonical field → header; by default the headers are read (canonical field names work as headers). */
  mapping?: ImportMapping;
  /** Null for the seed (no audit row); an admin for a script acting for one. */
  actor?: Admin | null;
  /** verified_on for rows that give none (default: today). */
  importDate?: string;
  /** False: preview only (nothing of the catalogue written). */
  commit?: boolean;
  /** Headers of columns the file has but no field reads, left out knowingly; any other unmapped column refuses the commit. */
  ignoreColumns?: readonly string[];
}

export interface ImportFileResult {
  preview: ImportPreview;
  committed: boolean;
}

/**
 * Previews `filePath` and, unless told not to, commits it: rows with errors are skipped (listed in
 * `preview.errors` with their row and column); a second run of the same file changes nothing.
 */
export async function importFile(db: Db, options: ImportFileOptions): Promise<ImportFileResult> {
  const source = options.sourceKey ? await findImportSource(db, { key: options.sourceKey }) : null;
  const actor = options.actor ?? null;
  const preview = await previewImport(db, {
    kind: options.kind,
    filePath: options.filePath,
    fileName: path.basename(options.filePath),
    sourceId: source?.id ?? null,
    mapping: options.mapping,
    actor,
    importDate: options.importDate,
  });
  if (options.commit === false) return { preview, committed: false };
  await commitImport(db, preview.id, actor, { ignoreColumns: options.ignoreColumns });
  return { preview, committed: true };
}
