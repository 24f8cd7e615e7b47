import { asc, desc, eq, sql } from 'drizzle-orm';
import { ANNOUNCEMENT_MESSAGES as M } from '../../../shared/schemas/admin/announcements';
import type { Db } from '../../db/client';
import { announcements } from '../../db/schema/news';
import { AppError } from '../../lib/errors';
import { changedColumns, isEmpty, type SentFields } from './changed-columns';
import { audited, type Admin } from './audited';

// Announcements in the back office (docs/product-rules.md#announcements): by display order, moved one step at a time.

type Form = { title: string; content: string; background_color: string; text_color: string; animation_speed: number; is_active: boolean };

const shown = {
  id: announcements.id,
  title: announcements.title,
  content: announcements.content,
  background_color: announcements.background_color,
  text_color: announcements.text_color,
  animation_speed: announcements.animation_speed,
  is_active: announcements.is_active,
  display_order: announcements.display_order,
};

export async function listAnnouncementsForAdmin(db: Db) {
  const rows = await db.select(shown).from(announcements).orderBy(asc(announcements.display_order), desc(announcements.created_at), asc(announcements.id));
  return { items: rows, total: rows.length, capped: false, page: 1, page_size: Math.max(rows.length, 1) };
}

/** A new announcement goes last. */
export function createAnnouncement(db: Db, admin: Admin, form: Form) {
  return audited(db, admin, 'announcements', 'create', async (tx) => {
    const [last] = await tx.select({ max: sql<number>`coalesce(max(${announcements.display_order}), -1)::int` }).from(announcements);
    const [row] = await tx
      .insert(announcements)
      .values({ ...form, display_order: last!.max + 1, created_by: admin.id, updated_by: admin.id })
      .returning();
    return { entityId: row!.id, after: row, result: { id: row!.id } };
  });
}

export function updateAnnouncement(db: Db, admin: Admin, id: string, form: Form, sent?: SentFields) {
  return audited(db, admin, 'announcements', 'update', async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    const changed = changedColumns(before, { ...form }, sent);
    if (isEmpty(changed)) return { entityId: id, result: { id }, unchanged: true };
    const [after] = await tx.update(announcements).set({ ...changed, updated_by: admin.id, updated_at: new Date() }).where(eq(announcements.id, id)).returning();
    return { entityId: id, before, after, result: { id } };
  });
}

export function deleteAnnouncement(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'announcements', 'delete', async (tx) => {
    const [before] = await tx.delete(announcements).where(eq(announcements.id, id)).returning();
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    return { entityId: id, before, after: null, result: { id } };
  });
}

/** The active flag flips (clicking the status badge, docs/product-rules.md#announcements). */
export function toggleAnnouncement(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'announcements', 'toggle', async (tx) => {
    const [before] = await tx.select().from(announcements).where(eq(announcements.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    const [after] = await tx.update(announcements).set({ is_active: !before.is_active, updated_by: admin.id, updated_at: new Date() }).where(eq(announcements.id, id)).returning();
    return { entityId: id, before, after, result: { message: M.saved } };
  });
}

/** One step up or down: the announcement swaps places with its neighbour (nothing at either end). */
export function moveAnnouncement(db: Db, admin: Admin, id: string, direction: 'up' | 'down') {
  return audited(db, admin, 'announcements', 'move', async (tx) => {
    // Every row locked in order: two moves at once cannot interleave their swaps.
    const all = await tx.select({ id: announcements.id, display_order: announcements.display_order }).from(announcements).orderBy(asc(announcements.display_order), desc(announcements.created_at), asc(announcements.id)).for('update');
    const index = all.findIndex((a) => a.id === id);
    if (index < 0) throw new AppError(404, 'NOT_FOUND', M.notFound);
    const other = all[direction === 'up' ? index - 1 : index + 1];
    if (!other) return { entityId: id, before: { position: index }, after: { position: index }, result: { message: M.saved } };
    // Renumber 0..n-1 with the two swapped, so equal orders from old data cannot block a move.
    const order = all.map((a) => a.id);
    [order[index], order[direction === 'up' ? index - 1 : index + 1]] = [order[direction === 'up' ? index - 1 : index + 1]!, order[index]!];
    for (const [position, rowId] of order.entries()) await tx.update(announcements).set({ display_order: position }).where(eq(announcements.id, rowId));
    return { entityId: id, before: { position: index }, after: { position: order.indexOf(id) }, result: { message: M.saved } };
  });
}
