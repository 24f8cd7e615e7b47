import { and, asc, eq, getTableColumns, inArray, isNotNull, lt, min, or, sql } from 'drizzle-orm';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { COMPANY_BASIC_FIELDS, PROJECT_BASIC_FIELDS } from '../../../shared/record-events';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { record_event_outbox, record_events } from '../../db/schema/history';
import { user_companies, user_projects } from '../../db/schema/inventory';
import { transformer_station_definitions } from '../../db/schema/stations';
import { users } from '../../db/schema/users';
import { notification_preferences, notifications, watches, type NotificationMailState, type WatchFilter } from '../../db/schema/watches';
import { isPremium } from '../../policies/tier';
import { filterLabel, labelWatches, type WatchRow } from './watches';

// From history to notifications (docs/decisions/044-watchlists-and-notifications.md): each event in
// the outbox (record_event_outbox, written with the event: docs/decisions/059-a-transactional-outbox-for-record-events.md)
// becomes one notification per member who followed its record (or a company of its project, or a
// saved filter a new project matches) before it happened. The (user, event) key makes it
// idempotent: two instances handling one event write one notification, and only the instance whose
// insert wrote it gets it back (and sends its mail).
//
// Each batch is one transaction (docs/decisions/048-durable-notification-mails.md): the
// notifications, whether each owes an immediate mail (`mail_state` "due") and the removal of the
// events' outbox rows commit together, so a crash before the commit leaves the events to the next
// run and one after it loses no mail; the mail jobs are queued after commit and the sweep queues any
// "due" mail a crash kept from its queue. A recipient is told only what they may read now: a saved
// filter's alert needs premium (the list's filters do), a company's link to a project needs the full
// detail of one of them, a project change needs a changed field they read.

const BATCH = 500;
/** The advisory lock one fan-out batch holds for its transaction, on every instance. */
export const FAN_OUT_LOCK = 'notifications-fan-out';
const COMPANY_COLUMNS = PROJECT_COMPANY_ROLES.map(({ role }) => role);

export interface NewNotification {
  id: string;
  user_id: string;
  mail_state: NotificationMailState | null;
}

type Event = typeof record_events.$inferSelect;

function matchesFilter(filter: WatchFilter, project: Record<string, unknown>): boolean {
  return (['city_id', 'status_type_id', 'type_id'] as const).every((k) => !filter[k] || project[k] === filter[k]);
}

/** Company ids a project event concerns: the project's companies now, and any a parties change moved away from or to. */
function companiesOf(event: Event, project: Record<string, unknown> | undefined): string[] {
  const ids = new Set<string>();
  for (const column of COMPANY_COLUMNS) {
    const now = project?.[column];
    if (typeof now === 'string') ids.add(now);
    const change = event.changes[column];
    for (const value of [change?.before, change?.after]) if (typeof value === 'string') ids.add(value);
  }
  return [...ids];
}

/** Handles up to BATCH events in one transaction; returns the notifications it wrote and whether events remain. */
function fanOutBatch(db: Db): Promise<{ created: NewNotification[]; more: boolean }> {
  return db.transaction(async (tx) => {
    // One batch at a time on every instance: a second waits, then finds the events handled (and
    // two transactions inserting the same notifications in different orders cannot deadlock).
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${FAN_OUT_LOCK}))`);
    return fanOutEvents(tx);
  });
}

async function fanOutEvents(db: Db): Promise<{ created: NewNotification[]; more: boolean }> {
  // A watch is told only what happens after it: the events older than every watch notify no one,
  // and leave the outbox at once (all of them while nobody follows anything).
  const [oldest] = await db.select({ at: min(watches.created_at) }).from(watches);
  await db.delete(record_event_outbox).where(oldest?.at ? lt(record_event_outbox.created_at, oldest.at) : undefined);
  if (!oldest?.at) return { created: [], more: false };
  const events = await db
    .select(getTableColumns(record_events))
    .from(record_event_outbox)
    .innerJoin(record_events, eq(record_events.id, record_event_outbox.event_id))
    .orderBy(asc(record_event_outbox.created_at), asc(record_event_outbox.event_id))
    .limit(BATCH);
  if (events.length === 0) return { created: [], more: false };

  const projectIds = [...new Set(events.filter((e) => e.entity === 'project').map((e) => e.entity_id))];
  const projectRows = projectIds.length
    ? ((await db.select().from(projects).where(inArray(projects.id, projectIds))) as unknown as Record<string, unknown>[])
    : [];
  const projectById = new Map(projectRows.map((p) => [p.id as string, p]));
  const companyIdsByEvent = new Map(events.filter((e) => e.entity === 'project').map((e) => [e.id, companiesOf(e, projectById.get(e.entity_id))]));
  const recordIds = [...new Set([...events.map((e) => e.entity_id), ...[...companyIdsByEvent.values()].flat()])];
  const hasCreated = events.some((e) => e.entity === 'project' && e.kind === 'created');

  const candidateWatches = await db
    .select()
    .from(watches)
    .where(or(inArray(watches.target_id, recordIds), hasCreated ? isNotNull(watches.filter_key) : sql`false`));
  const labelled = await labelWatches(db, candidateWatches);
  const labelOf = new Map(labelled.map(({ row, label }) => [row.id, label]));
  const names = await itemNames(db, events, projectById);
  const companyEventIds = events.filter((e) => e.entity === 'company').map((e) => e.entity_id);
  const may = await entitlements(db, candidateWatches, projectById, [...new Set([...[...companyIdsByEvent.values()].flat(), ...companyEventIds])]);

  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const event of events) {
    const itemName = names.get(event.entity_id);
    if (!itemName) continue;
    const before = (w: WatchRow) => w.created_at <= event.created_at;
    const byUser = new Map<string, string>();
    const add = (w: WatchRow, reason: string) => {
      if (before(w) && !byUser.has(w.user_id)) byUser.set(w.user_id, reason);
    };
    const isProject = event.entity === 'project';
    // A change the member reads in the record's dialog: its creation, a basic field, or any with the
    // full detail (a company's changed fields too since they are kept: decision 070).
    const basic = isProject ? PROJECT_BASIC_FIELDS : COMPANY_BASIC_FIELDS;
    const readsChange = (userId: string) =>
      event.entity === 'station' ||
      event.kind === 'created' ||
      event.kind === 'merged' ||
      Object.keys(event.changes).some((k) => basic.includes(k)) ||
      (isProject ? may.fullProject(userId, event.entity_id) : may.fullCompany(userId, event.entity_id));
    for (const w of candidateWatches) {
      if (w.target === event.entity && w.target_id === event.entity_id && readsChange(w.user_id)) add(w, REASONS[event.entity as keyof typeof REASONS]);
    }
    // The project's linked companies are premium: told only to a member who reads them (in the
    // project's full detail, or in the company's references).
    for (const companyId of companyIdsByEvent.get(event.id) ?? []) {
      for (const w of candidateWatches) {
        if (w.target === 'company' && w.target_id === companyId && (may.fullProject(w.user_id, event.entity_id) || may.fullCompany(w.user_id, companyId))) {
          add(w, `Takip ettiğiniz firma: ${labelOf.get(w.id)}`);
        }
      }
    }
    const project = projectById.get(event.entity_id);
    if (isProject && event.kind === 'created' && project) {
      // Filtering the list is premium; so is its alert, checked now: a lapsed premium stops it.
      for (const w of candidateWatches) {
        if (w.filter && may.premium(w.user_id) && matchesFilter(w.filter, project)) add(w, `Kayıtlı filtre: ${labelOf.get(w.id) ?? filterLabel(w.filter, new Map())}`);
      }
    }
    for (const [userId, reason] of byUser) {
      rows.push({
        user_id: userId,
        event_id: event.id,
        entity: event.entity,
        entity_id: event.entity_id,
        kind: event.kind,
        item_name: itemName,
        reason,
        mail_state: may.mailsAtOnce(userId) ? 'due' : null,
      });
    }
  }
  // Inserted in key order (with the lock above, belt and braces against a deadlock).
  rows.sort((a, b) => (a.event_id < b.event_id ? -1 : a.event_id > b.event_id ? 1 : a.user_id < b.user_id ? -1 : a.user_id > b.user_id ? 1 : 0));

  const created: NewNotification[] = [];
  for (let i = 0; i < rows.length; i += 1000) {
    created.push(
      ...((await db
        .insert(notifications)
        .values(rows.slice(i, i + 1000))
        .onConflictDoNothing({ target: [notifications.user_id, notifications.event_id] })
        .returning({ id: notifications.id, user_id: notifications.user_id, mail_state: notifications.mail_state })) as NewNotification[]),
    );
  }
  await db.delete(record_event_outbox).where(inArray(record_event_outbox.event_id, events.map((e) => e.id)));
  return { created, more: events.length === BATCH };
}

/**
 * What each follower may read now: premium (trial included), the full detail of a project or
 * company (premium, and opened if verified: docs/product-rules.md#balance), and whether their
 * notifications are mailed at once (a verified address and the "immediate" choice, the default).
 */
async function entitlements(db: Db, candidates: WatchRow[], projectById: Map<string, Record<string, unknown>>, companyIds: string[]) {
  const userIds = [...new Set(candidates.map((w) => w.user_id))];
  const projectIds = [...projectById.keys()];
  // One after another: this runs inside the batch's transaction, on one connection, which runs one
  // statement at a time (node-postgres deprecates queueing a second; its next major refuses it).
  const none = { members: [], modes: [], openedProjects: [], openedCompanies: [], companyRows: [] };
  const { members, modes, openedProjects, openedCompanies, companyRows } = userIds.length
    ? {
        members: await db.select().from(users).where(inArray(users.id, userIds)),
        modes: await db.select().from(notification_preferences).where(inArray(notification_preferences.user_id, userIds)),
        openedProjects: projectIds.length
          ? await db.select({ u: user_projects.user_id, id: user_projects.project_id }).from(user_projects).where(and(inArray(user_projects.user_id, userIds), inArray(user_projects.project_id, projectIds)))
          : [],
        openedCompanies: companyIds.length
          ? await db.select({ u: user_companies.user_id, id: user_companies.company_id }).from(user_companies).where(and(inArray(user_companies.user_id, userIds), inArray(user_companies.company_id, companyIds)))
          : [],
        companyRows: companyIds.length ? await db.select({ id: companies.id, verified: companies.is_verified }).from(companies).where(inArray(companies.id, companyIds)) : [],
      }
    : none;
  const premium = new Set(members.filter((u) => isPremium(u)).map((u) => u.id));
  const verified = new Set(members.filter((u) => u.email_verified_at).map((u) => u.id));
  const modeOf = new Map(modes.map((m) => [m.user_id, m.email_mode]));
  const opened = new Set([...openedProjects, ...openedCompanies].map((r) => `${r.u}:${r.id}`));
  const companyVerified = new Map(companyRows.map((c) => [c.id, c.verified]));
  const full = (userId: string, id: string, isVerified: boolean | undefined) => premium.has(userId) && (isVerified === false || opened.has(`${userId}:${id}`));
  return {
    premium: (userId: string) => premium.has(userId),
    fullProject: (userId: string, projectId: string) => full(userId, projectId, projectById.get(projectId)?.is_verified as boolean | undefined),
    fullCompany: (userId: string, companyId: string) => full(userId, companyId, companyVerified.get(companyId)),
    mailsAtOnce: (userId: string) => verified.has(userId) && (modeOf.get(userId) ?? 'immediate') === 'immediate',
  };
}

const REASONS = {
  project: 'Takip ettiğiniz proje',
  company: 'Takip ettiğiniz firma',
  station: 'Takip ettiğiniz trafo merkezi',
} as const;

async function itemNames(db: Db, events: Event[], projectById: Map<string, Record<string, unknown>>) {
  const names = new Map<string, string>();
  for (const [id, p] of projectById) names.set(id, String(p.project_name));
  const ids = (entity: string) => [...new Set(events.filter((e) => e.entity === entity).map((e) => e.entity_id))];
  const companyIds = ids('company');
  if (companyIds.length) {
    for (const c of await db.select({ id: companies.id, name: companies.company_name }).from(companies).where(inArray(companies.id, companyIds))) names.set(c.id, c.name);
  }
  const stationIds = ids('station');
  if (stationIds.length) {
    const rows = await db
      .select({ id: transformer_station_definitions.id, name: transformer_station_definitions.station_name })
      .from(transformer_station_definitions)
      .where(inArray(transformer_station_definitions.id, stationIds));
    for (const s of rows) names.set(s.id, s.name);
  }
  return names;
}

/** Whether some event waits in the outbox for its fan-out (the fan-out queue's `pending`). */
export async function eventsAwaitFanOut(db: Db): Promise<boolean> {
  return (await db.select({ id: record_event_outbox.event_id }).from(record_event_outbox).limit(1)).length > 0;
}

/** Handles every event waiting; returns the notifications this call wrote. */
export async function fanOut(db: Db): Promise<NewNotification[]> {
  const created: NewNotification[] = [];
  for (;;) {
    const batch = await fanOutBatch(db);
    created.push(...batch.created);
    if (!batch.more) return created;
  }
}
