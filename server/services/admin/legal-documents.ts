import { desc, eq } from 'drizzle-orm';
import { LEGAL_DOCUMENT_MESSAGES, type LegalDocumentFields, type LegalDocumentKind, type LegalDocumentRow } from '../../../shared/schemas/admin/legal-documents';
import type { Db } from '../../db/client';
import { contracts, cookie_policies } from '../../db/schema/legal';
import { publicFileUrl, type Storage } from '../../integrations/storage/storage';
import { AppError } from '../../lib/errors';
import { checkPdf, storedFileName } from '../uploads/check-upload';
import { audited, type Admin } from './audited';
import { changedColumns, isEmpty, type SentFields } from './changed-columns';

// Contracts and cookie policies (docs/product-rules.md#legal-documents): the PDF is checked by content, stored
// under a random name in the public bucket (contracts/…, cookie-policies/…), and the old file goes
// when it is replaced or its record deleted. The row and its audit entry commit together; the file
// is written before and removed after, so a failed write leaves no orphan and no dangling link.

export interface UploadedPdf {
  name: string;
  data: Uint8Array;
}

const tables = { contracts, 'cookie-policies': cookie_policies } as const;
type Row = { id: string; title: string; file_path: string; active: boolean; must?: boolean; created_at: Date };

function present(row: Row): LegalDocumentRow {
  return {
    id: row.id,
    title: row.title,
    active: row.active,
    must: row.must ?? false,
    file_url: publicFileUrl(row.file_path),
    created_at: row.created_at.toISOString(),
  };
}

/** Every document of the kind, newest first (docs/product-rules.md#legal-documents). */
export async function listLegalDocuments(db: Db, kind: LegalDocumentKind) {
  const table = tables[kind];
  const rows: Row[] = await db.select().from(table).orderBy(desc(table.created_at), desc(table.id));
  return { items: rows.map(present) };
}

/** Checks and stores the PDF; returns its stored path. */
async function storePdf(storage: Storage, kind: LegalDocumentKind, file: UploadedPdf): Promise<string> {
  checkPdf(file.data, file.name);
  const path = storedFileName(kind, 'pdf');
  await storage.put(path, file.data);
  return path;
}

/** Runs a write that may have stored a new file: the file goes again if the write fails. */
async function withStoredFile<T>(storage: Storage, path: string | null, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (path) await storage.remove(path).catch(() => undefined);
    throw error;
  }
}

const notFound = (kind: LegalDocumentKind) => new AppError(404, 'NOT_FOUND', LEGAL_DOCUMENT_MESSAGES[kind].notFound);

/** New documents start active (docs/product-rules.md#legal-documents). */
export async function createLegalDocument(db: Db, storage: Storage, admin: Admin, kind: LegalDocumentKind, fields: LegalDocumentFields, file: UploadedPdf | undefined) {
  if (!file) throw new AppError(400, 'VALIDATION_ERROR', LEGAL_DOCUMENT_MESSAGES[kind].fileRequired);
  const path = await storePdf(storage, kind, file);
  return withStoredFile(storage, path, () =>
    audited(db, admin, kind, 'create', async (tx) => {
      const values = kind === 'contracts' ? { title: fields.title, file_path: path, must: fields.must } : { title: fields.title, file_path: path };
      const [row] = await tx.insert(tables[kind]).values(values).returning();
      return { entityId: row!.id, after: row, result: { id: row!.id } };
    }),
  );
}

/**
 * Title and required flag, and the PDF when a new one comes. A replaced contract PDF is a new
 * version: members who accepted the old one are asked again (version_at).
 */
/** Writes the fields the form sent that changed (a contract edit that leaves out `must` keeps it), and a new PDF if one came. */
export async function updateLegalDocument(db: Db, storage: Storage, admin: Admin, kind: LegalDocumentKind, id: string, fields: LegalDocumentFields, file: UploadedPdf | undefined, sent?: SentFields) {
  const table = tables[kind];
  const path = file ? await storePdf(storage, kind, file) : null;
  const replaced = await withStoredFile(storage, path, () =>
    audited(db, admin, kind, 'update', async (tx) => {
      const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
      if (!before) throw notFound(kind);
      const changes: Record<string, unknown> = changedColumns(before, kind === 'contracts' ? { title: fields.title, must: fields.must } : { title: fields.title }, sent);
      if (isEmpty(changes) && !path) return { entityId: id, result: null, unchanged: true };
      if (path) {
        changes.file_path = path;
        if (kind === 'contracts') changes.version_at = new Date();
      }
      const [after] = await tx.update(table).set(changes).where(eq(table.id, id)).returning();
      return { entityId: id, before, after, result: path ? before.file_path : null };
    }),
  );
  if (replaced) await storage.remove(replaced).catch(() => undefined);
}

/** Clicking the status badge (docs/product-rules.md#legal-documents). */
export function toggleLegalDocument(db: Db, admin: Admin, kind: LegalDocumentKind, id: string) {
  const table = tables[kind];
  return audited(db, admin, kind, 'toggle', async (tx) => {
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) throw notFound(kind);
    const [after] = await tx.update(table).set({ active: !before.active }).where(eq(table.id, id)).returning();
    return { entityId: id, before, after, result: { active: after!.active } };
  });
}

/** Deletes the record, then its file (a member's acceptance keeps the copied title). */
export async function deleteLegalDocument(db: Db, storage: Storage, admin: Admin, kind: LegalDocumentKind, id: string) {
  const table = tables[kind];
  const removed = await audited(db, admin, kind, 'delete', async (tx) => {
    const [before] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!before) throw notFound(kind);
    return { entityId: id, before, after: null, result: before.file_path };
  });
  await storage.remove(removed).catch(() => undefined);
}
