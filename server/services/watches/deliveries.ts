import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { NotificationEmailMode } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { mail_deliveries, notification_preferences, notifications } from '../../db/schema/watches';
import type { Mailer } from '../../integrations/mail/mailer';
import { digestMail, immediateMail, type MailLinks } from './notification-mails';
import { unsubscribeToken } from './unsubscribe';

// Mail delivery (docs/decisions/044-watchlists-and-notifications.md). Each mail has a key per member
// ("n:<notification>", "daily:<day>", "weekly:<day>"); the job that inserts the key's row owns it, so
// another instance's job (or a second job for the same mail) sends nothing. A retry of the owning
// job, after a failed send, finds its own row unsent and sends.

export interface DeliveryDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

/** A UUID derived from a text: the same job sent twice (any instance) is one job. */
export function jobIdOf(text: string): string {
  const h = createHash('sha256').update(text).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export async function claimDelivery(db: Db, userId: string, key: string, jobId: string): Promise<boolean> {
  await db.insert(mail_deliveries).values({ user_id: userId, key, job_id: jobId }).onConflictDoNothing();
  const [row] = await db.select().from(mail_deliveries).where(and(eq(mail_deliveries.user_id, userId), eq(mail_deliveries.key, key)));
  return row?.job_id === jobId && !row.sent_at;
}

const markSent = (db: Db, userId: string, key: string) =>
  db.update(mail_deliveries).set({ sent_at: new Date() }).where(and(eq(mail_deliveries.user_id, userId), eq(mail_deliveries.key, key)));

async function linksFor(deps: DeliveryDeps, userId: string): Promise<MailLinks> {
  const token = encodeURIComponent(await unsubscribeToken(deps.db, userId));
  const base = deps.publicUrl.replace(/\/$/, '');
  return {
    notifications: `${base}/bildirimler`,
    unsubscribePage: `${base}/e-posta-aboneligi?token=${token}`,
    unsubscribePost: `${base}/api/notifications/unsubscribe?token=${token}`,
  };
}

export async function emailModeOf(db: Db, userId: string): Promise<NotificationEmailMode> {
  const [row] = await db.select({ mode: notification_preferences.email_mode }).from(notification_preferences).where(eq(notification_preferences.user_id, userId));
  return (row?.mode as NotificationEmailMode | undefined) ?? 'immediate';
}

/** Members (of these) who want each notification mailed at once: no preference row is "immediate". */
export async function immediateRecipients(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(notification_preferences, eq(notification_preferences.user_id, users.id))
    .where(and(inArray(users.id, userIds), or(isNull(notification_preferences.email_mode), eq(notification_preferences.email_mode, 'immediate'))));
  return new Set(rows.map((r) => r.id));
}

/** The immediate mail of one notification, sent once. */
export async function deliverNotificationMail(deps: DeliveryDeps, notificationId: string, jobId: string): Promise<void> {
  const [found] = await deps.db
    .select({ n: notifications, email: users.email, verified: users.email_verified_at })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .where(eq(notifications.id, notificationId));
  if (!found || !found.verified) return;
  if ((await emailModeOf(deps.db, found.n.user_id)) !== 'immediate') return;
  const key = `n:${notificationId}`;
  if (!(await claimDelivery(deps.db, found.n.user_id, key, jobId))) return;
  await deps.mailer.send(immediateMail(found.email, found.n, await linksFor(deps, found.n.user_id)));
  await markSent(deps.db, found.n.user_id, key);
}

/** How far back a start looks for immediate mails that were due but never sent. */
export const MAIL_CATCH_UP_HOURS = 24;

/**
 * Notifications of the last MAIL_CATCH_UP_HOURS whose immediate mail was never sent: a queue that
 * lost its waiting jobs with the process (the in-process queue on PGlite), or a send that died after
 * its claim. Re-sent under the notification's own job id, so a mail still queued is one mail.
 */
export async function unsentImmediateMails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .leftJoin(notification_preferences, eq(notification_preferences.user_id, notifications.user_id))
    .leftJoin(mail_deliveries, and(eq(mail_deliveries.user_id, notifications.user_id), eq(mail_deliveries.key, sql`'n:' || ${notifications.id}`)))
    .where(
      and(
        gt(notifications.created_at, sql`now() - make_interval(hours => ${MAIL_CATCH_UP_HOURS})`),
        isNotNull(users.email_verified_at),
        or(isNull(notification_preferences.email_mode), eq(notification_preferences.email_mode, 'immediate')),
        isNull(mail_deliveries.sent_at),
      ),
    );
  return rows.map((r) => r.id);
}

const PERIOD_DAYS = { daily: 1, weekly: 7 } as const;
export type DigestPeriod = keyof typeof PERIOD_DAYS;

/** Turkey's date, the digest's key: one digest per member and day (or week's day). */
const istanbulDay = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });

/** Members with this digest preference and something new in its period, with their digest's key. */
export async function digestRecipients(db: Db, period: DigestPeriod): Promise<{ userId: string; key: string }[]> {
  const rows = await db
    .selectDistinct({ id: notifications.user_id })
    .from(notifications)
    .innerJoin(notification_preferences, eq(notification_preferences.user_id, notifications.user_id))
    .where(
      and(
        eq(notification_preferences.email_mode, period),
        isNull(notifications.digested_at),
        gt(notifications.created_at, sql`now() - make_interval(days => ${PERIOD_DAYS[period]})`),
      ),
    );
  const key = `${period}:${istanbulDay()}`;
  return rows.map((r) => ({ userId: r.id, key }));
}

/** One member's digest, sent once per key; the notifications it carries are marked so the next one skips them. */
export async function deliverDigest(deps: DeliveryDeps, userId: string, period: DigestPeriod, key: string, jobId: string): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user?.email_verified_at || (await emailModeOf(deps.db, userId)) !== period) return;
  if (!(await claimDelivery(deps.db, userId, key, jobId))) return;
  const items = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.digested_at), gt(notifications.created_at, sql`now() - make_interval(days => ${PERIOD_DAYS[period]})`)))
    .orderBy(asc(notifications.created_at))
    .limit(200);
  if (items.length > 0) {
    await deps.mailer.send(digestMail(user.email, period, items, await linksFor(deps, userId)));
    await deps.db.update(notifications).set({ digested_at: new Date() }).where(inArray(notifications.id, items.map((n) => n.id)));
  }
  await markSent(deps.db, userId, key);
}
