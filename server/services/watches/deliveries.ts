import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNull, lte, notExists, sql } from 'drizzle-orm';
import type { NotificationEmailMode } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { failed_jobs, mail_deliveries, notification_preferences, notifications } from '../../db/schema/watches';
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

/** The immediate mail of one notification, sent once: only while its row says the mail is "due". */
export async function deliverNotificationMail(deps: DeliveryDeps, notificationId: string, jobId: string): Promise<void> {
  const [found] = await deps.db
    .select({ n: notifications, email: users.email, verified: users.email_verified_at })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.user_id))
    .where(eq(notifications.id, notificationId));
  // Sent already (a job queued again by the sweep or another instance), or never owed.
  if (!found || found.n.mail_state !== 'due') return;
  const settle = (state: 'sent' | 'dropped') =>
    deps.db.update(notifications).set({ mail_state: state }).where(and(eq(notifications.id, notificationId), eq(notifications.mail_state, 'due')));
  // No longer owed: the address lost its verification or the member turned immediate mails off since.
  if (!found.verified || (await emailModeOf(deps.db, found.n.user_id)) !== 'immediate') return void (await settle('dropped'));
  const key = `n:${notificationId}`;
  if (!(await claimDelivery(deps.db, found.n.user_id, key, jobId))) {
    const [row] = await deps.db.select().from(mail_deliveries).where(and(eq(mail_deliveries.user_id, found.n.user_id), eq(mail_deliveries.key, key)));
    if (row?.sent_at) await settle('sent');
    return;
  }
  await deps.mailer.send({ ...immediateMail(found.email, found.n, await linksFor(deps, found.n.user_id)), messageId: messageIdOf(deps, `notification-${notificationId}`) });
  // The one point of at-least-once: a crash after the mail server's answer and before this commit
  // sends the mail again at the job's next try (decision 044).
  await deps.db.transaction(async (tx) => {
    await markSent(tx, found.n.user_id, key);
    await tx.update(notifications).set({ mail_state: 'sent' }).where(eq(notifications.id, notificationId));
  });
}

/** A Message-ID of its own per mail: a copy sent twice is the same message to the reader's mail service. */
const messageIdOf = (deps: DeliveryDeps, local: string) => `<${local}@${new URL(deps.publicUrl).hostname}>`;

/** How many owed mails one sweep queues (the next minute's takes the rest). */
export const MAIL_SWEEP_BATCH = 5000;

/**
 * Notifications whose immediate mail is still owed ("due"), oldest first: a queue that lost its
 * jobs with the process (the in-process queue), a crash between the fan-out's commit and its
 * queueing, a job still on its way (queued again under its own id, it stays one job). A mail whose
 * job failed its five tries is left to the admins' list (failed_jobs) instead of tried again here.
 */
export async function owedImmediateMails(db: Db, mailQueue: string): Promise<string[]> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.mail_state, 'due'),
        notExists(db.select({ one: sql`1` }).from(failed_jobs).where(and(eq(failed_jobs.queue, mailQueue), eq(failed_jobs.job_id, sql`${notifications.id}::text`)))),
      ),
    )
    .orderBy(asc(notifications.created_at))
    .limit(MAIL_SWEEP_BATCH);
  return rows.map((r) => r.id);
}

const PERIOD_DAYS = { daily: 1, weekly: 7 } as const;
export type DigestPeriod = keyof typeof PERIOD_DAYS;

const ISTANBUL = 'Europe/Istanbul';
/** The hour (Istanbul) digests fall due: daily every day, weekly on Mondays (notification-jobs.ts's schedules). */
export const DIGEST_HOUR = 8;
const DAY_MS = 86_400_000;

/** Turkey's date of an instant, a digest's key: one digest per member and day (or week's day). */
const istanbulDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: ISTANBUL });

/**
 * The last moment at or before `now` that a digest of this period fell due: DIGEST_HOUR in Istanbul,
 * on a Monday for the weekly one. A start after it sends a digest still owed for it
 * (docs/decisions/056-schedules-that-do-not-wait-for-a-visitor.md).
 */
export function lastDigestDue(period: DigestPeriod, now = new Date()): Date {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: ISTANBUL, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', weekday: 'short', hourCycle: 'h23', timeZoneName: 'longOffset' })
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  // "GMT+03:00": Istanbul's offset at `now` (Turkey keeps no summer time, so days back keep the hour).
  const [, sign = '+', hh = '0', mm = '0'] = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.timeZoneName ?? '') ?? [];
  const offsetMs = (sign === '-' ? -1 : 1) * (Number(hh) * 60 + Number(mm)) * 60_000;
  const todayDue = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), DIGEST_HOUR) - offsetMs;
  const passed = Number(parts.hour) >= DIGEST_HOUR;
  // Days back to the due day: the week's Monday for the weekly one, the previous one on a Monday before the hour.
  const sinceMonday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? 'Mon');
  const back = period === 'daily' ? (passed ? 0 : 1) : sinceMonday === 0 && !passed ? 7 : sinceMonday;
  return new Date(todayDue - back * DAY_MS);
}

/**
 * Members with this digest preference and something new in the period that ended at `dueAt` (the
 * schedule's run: now), with their digest's key, the day it fell due.
 */
export async function digestRecipients(db: Db, period: DigestPeriod, dueAt = new Date()): Promise<{ userId: string; key: string }[]> {
  const rows = await db
    .selectDistinct({ id: notifications.user_id })
    .from(notifications)
    .innerJoin(notification_preferences, eq(notification_preferences.user_id, notifications.user_id))
    .where(
      and(
        eq(notification_preferences.email_mode, period),
        isNull(notifications.digested_at),
        gt(notifications.created_at, new Date(dueAt.getTime() - PERIOD_DAYS[period] * DAY_MS)),
        lte(notifications.created_at, dueAt),
      ),
    );
  const key = `${period}:${istanbulDay(dueAt)}`;
  return rows.map((r) => ({ userId: r.id, key }));
}

/**
 * One member's digest, sent once per key; the notifications it carries (its period's, up to now:
 * a late digest carries what came since too) are marked so the next one skips them.
 */
export async function deliverDigest(deps: DeliveryDeps, userId: string, period: DigestPeriod, key: string, jobId: string, dueAt = new Date()): Promise<void> {
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!user?.email_verified_at || (await emailModeOf(deps.db, userId)) !== period) return;
  if (!(await claimDelivery(deps.db, userId, key, jobId))) return;
  const items = await deps.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), isNull(notifications.digested_at), gt(notifications.created_at, new Date(dueAt.getTime() - PERIOD_DAYS[period] * DAY_MS))))
    .orderBy(asc(notifications.created_at))
    .limit(200);
  if (items.length > 0) {
    await deps.mailer.send({ ...digestMail(user.email, period, items, await linksFor(deps, userId)), messageId: messageIdOf(deps, `digest-${jobId}`) });
    await deps.db.update(notifications).set({ digested_at: new Date() }).where(inArray(notifications.id, items.map((n) => n.id)));
  }
  await markSent(deps.db, userId, key);
}
