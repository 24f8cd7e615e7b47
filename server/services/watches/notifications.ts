import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_PAGE_SIZE, type NotificationEmailMode } from '../../../shared/constants';
import { NOTIFICATION_MESSAGES as M } from '../../../shared/watch-messages';
import type { Db } from '../../db/client';
import { notification_preferences, notifications } from '../../db/schema/watches';
import { AppError } from '../../lib/errors';

// A member's in-app notifications (docs/product-rules.md#watchlists).

export async function listOwnNotifications(db: Db, userId: string, page: number, unreadOnly: boolean) {
  const mine = eq(notifications.user_id, userId);
  const where = unreadOnly ? and(mine, isNull(notifications.read_at)) : mine;
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(desc(notifications.created_at), desc(notifications.id))
      .limit(NOTIFICATION_PAGE_SIZE)
      .offset((page - 1) * NOTIFICATION_PAGE_SIZE),
    db.select({ n: count() }).from(notifications).where(where),
    db.select({ n: count() }).from(notifications).where(and(mine, isNull(notifications.read_at))),
  ]);
  return { rows, total: total?.n ?? 0, unread: unread?.n ?? 0, page, page_size: NOTIFICATION_PAGE_SIZE };
}

export async function unreadCount(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(notifications).where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
  return row?.n ?? 0;
}

export async function markRead(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db.select({ id: notifications.id }).from(notifications).where(and(eq(notifications.id, id), eq(notifications.user_id, userId)));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.notFound);
  await db
    .update(notifications)
    .set({ read_at: sql`coalesce(${notifications.read_at}, now())` })
    .where(eq(notifications.id, id));
}

export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db.update(notifications).set({ read_at: new Date() }).where(and(eq(notifications.user_id, userId), isNull(notifications.read_at)));
}

export async function setEmailMode(db: Db, userId: string, mode: NotificationEmailMode): Promise<void> {
  await db
    .insert(notification_preferences)
    .values({ user_id: userId, email_mode: mode })
    .onConflictDoUpdate({ target: notification_preferences.user_id, set: { email_mode: mode, updated_at: sql`now()` } });
}
