import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { transformer_station_definitions } from '../db/schema/stations';
import { watches } from '../db/schema/watches';
import { stationCapacityEvent, writeEvents } from '../services/history/record-events';
import { FAN_OUT_LOCK } from '../services/watches/fan-out';
import { createVerifiedUser } from '../services/users/create-user';
import { seedReferenceFixture } from '../test/catalog-fixtures';
import { databaseTargets } from '../test/databases';
import { MailSink } from '../test/mail-sink';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { FIXTURE_HASH_COST } from '../test/members';

// Notification mails survive a crash (docs/decisions/048-durable-notification-mails.md): the server
// process is killed with SIGKILL right after a large fan-out committed, while its mails are being
// queued and the first is on its way to the mail server; started again, it delivers every mail the
// fan-out owed, each exactly once. History events survive one too
// (docs/decisions/059-a-transactional-outbox-for-record-events.md): killed while it delivers events
// that a script wrote, and with more written while it is down, the server started again notifies
// every follower of each, once.

const target = databaseTargets().find((t) => t.name === 'postgres');
const MEMBERS = 10;
const STATIONS = 12;
/**
 * A mail job a dead instance held is tried again after this long (pg-boss's default would be 15
 * minutes). A live job that runs longer is tried again too, by design: at 3 s a busy machine's slow
 * sends were taken over while still sending, and mailed twice, which is not the crash this tests.
 */
const MAIL_JOB_TIMEOUT_SECONDS = 8;

type Server = ServerProcess;

async function startServer(databaseUrl: string, dataDir: string, smtpUrl: string): Promise<Server> {
  return startServerProcess({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Production's refusal of plain http answered on purpose: loopback only.
    ALLOW_INSECURE_HTTP: 'true',
    SMTP_URL: smtpUrl,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000',
    JOB_RETRY_DELAY_SECONDS: '1',
    MAIL_JOB_TIMEOUT_SECONDS: String(MAIL_JOB_TIMEOUT_SECONDS),
  });
}

function kill(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

describe.runIf(Boolean(target))('notification mails after a crash [postgres]', () => {
  let database: Database;
  let dataDir: string;
  const sink = new MailSink();
  let smtpUrl = '';
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await target!.open();
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-notify-crash-'));
    smtpUrl = await sink.start();
  });
  afterAll(async () => {
    for (const server of servers) await kill(server);
    await sink.stop();
    if (database) await target!.dispose(database);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const count = async (query: ReturnType<typeof sql>) => (await queryRows<{ n: number }>(database.db, query))[0]!.n;

  it('a SIGKILL just after a fan-out of 120 mails committed loses none of them and sends none twice', async () => {
    const databaseUrl = target!.urlOf!(database)!;
    const ref = await seedReferenceFixture(database.db, 'cokme');
    const stations = await database.db
      .insert(transformer_station_definitions)
      .values(Array.from({ length: STATIONS }, (_, i) => ({ city_id: ref.city, station_name: `Çökme TM ${i}` })))
      .returning({ id: transformer_station_definitions.id });
    const members = [];
    for (let i = 0; i < MEMBERS; i++) members.push(await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email: `bildirim-cokme-${i}@example.com`, password: 'gizli-sifre' }));
    // Every member follows every station, before the changes below.
    await database.db.insert(watches).values(members.flatMap((m) => stations.map((s) => ({ user_id: m.id, target: 'station', target_id: s.id }))));
    await new Promise((r) => setTimeout(r, 20));

    // The mail server takes the mails but does not answer yet: the first mail job stays on its mail.
    sink.hold();
    let server = await startServer(databaseUrl, dataDir, smtpUrl);
    servers.push(server);
    // An import's worth of history, written by this process as a script would: one capacity per
    // station, 10 followers each. The server hears the commit and fans it out.
    await writeEvents(
      database.db,
      stations.map((s) => stationCapacityEvent(s.id, { year: 2026, month: 1 }, null, 10, { origin: 'import' })),
    );

    // Killed as soon as the fan-out's notifications are visible, while its mails are being queued and sent.
    const deadline = Date.now() + 30_000;
    while ((await count(sql`SELECT count(*)::int AS n FROM notifications`)) === 0) {
      if (Date.now() > deadline) throw new Error('no fan-out');
      await new Promise((r) => setTimeout(r, 5));
    }
    await kill(server);
    const expected = await queryRows<{ id: string; email: string }>(database.db, sql`SELECT n.id, u.email FROM notifications n JOIN users u ON u.id = n.user_id`);
    expect(expected).toHaveLength(MEMBERS * STATIONS);
    // What the mail server had not answered was not accepted: the dead sender never got its 250.
    sink.dropHeld();
    expect(sink.messages).toHaveLength(0);

    server = await startServer(databaseUrl, dataDir, smtpUrl);
    servers.push(server);
    const waitUntil = Date.now() + 90_000;
    while (sink.messages.length < expected.length && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 200));
    // Room for a mail sent twice to show up.
    await new Promise((r) => setTimeout(r, (MAIL_JOB_TIMEOUT_SECONDS + 2) * 1000));

    const host = new URL(server.url).hostname;
    const received = new Map<string, number>();
    for (const m of sink.messages) received.set(m.messageId ?? '', (received.get(m.messageId ?? '') ?? 0) + 1);
    const missing = expected.filter((n) => !received.has(`<notification-${n.id}@${host}>`));
    expect(missing, 'mails never delivered').toEqual([]);
    expect([...received.entries()].filter(([, n]) => n > 1), 'mails delivered twice').toEqual([]);
    expect(sink.messages).toHaveLength(expected.length);
    // Each went to its own member.
    for (const n of expected.slice(0, 20)) {
      expect(sink.messages.find((m) => m.messageId === `<notification-${n.id}@${host}>`)!.to).toMatchObject({ text: n.email });
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM notifications WHERE mail_state IS DISTINCT FROM 'sent'`)).toBe(0);
    await kill(server);
  }, 180_000);

  it("a SIGKILL during the delivery of a script's events loses none, nor those written while no server ran; each follower is told once", async () => {
    const databaseUrl = target!.urlOf!(database)!;
    const ref = await seedReferenceFixture(database.db, 'teslim');
    const stations = await database.db
      .insert(transformer_station_definitions)
      .values(Array.from({ length: 3 }, (_, i) => ({ city_id: ref.city, station_name: `Teslim TM ${i}` })))
      .returning({ id: transformer_station_definitions.id });
    const members: Awaited<ReturnType<typeof createVerifiedUser>>[] = [];
    for (let i = 0; i < 4; i++) members.push(await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email: `bildirim-teslim-${i}@example.com`, password: 'gizli-sifre' }));
    await database.db.insert(watches).values(members.flatMap((m) => stations.map((s) => ({ user_id: m.id, target: 'station', target_id: s.id }))));
    await new Promise((r) => setTimeout(r, 20));
    const ours = sql`entity_id = ANY(${`{${stations.map((s) => s.id).join(',')}}`}::uuid[])`;
    const notified = () => count(sql`SELECT count(*)::int AS n FROM notifications WHERE ${ours}`);
    const queued = () => count(sql`SELECT count(*)::int AS n FROM record_event_outbox o JOIN record_events e ON e.id = o.event_id WHERE ${ours}`);

    let server = await startServer(databaseUrl, dataDir, smtpUrl);
    servers.push(server);
    // The fan-out is held where its transaction starts: this connection takes the lock each batch takes.
    const { driver } = database;
    if (driver.kind !== 'postgres') throw new Error('a PostgreSQL test');
    const holder = await driver.pool.connect();
    try {
      await holder.query('SELECT pg_advisory_lock(hashtext($1))', [FAN_OUT_LOCK]);
      // Written as a script writes, outside any request: the server hears the commit and starts delivering.
      await writeEvents(database.db, [stationCapacityEvent(stations[0]!.id, { year: 2026, month: 2 }, null, 3, { origin: 'import' })]);
      const deadline = Date.now() + 30_000;
      const delivering = () =>
        count(sql`SELECT count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
                  WHERE l.locktype = 'advisory' AND NOT l.granted AND a.datname = current_database() AND a.query LIKE '%pg_advisory_xact_lock%'`);
      while ((await delivering()) === 0) {
        if (Date.now() > deadline) throw new Error('the server never started delivering');
        await new Promise((r) => setTimeout(r, 20));
      }
      await kill(server);
      // Written while no server runs.
      await writeEvents(database.db, [
        stationCapacityEvent(stations[1]!.id, { year: 2026, month: 2 }, null, 4, { origin: 'import' }),
        stationCapacityEvent(stations[2]!.id, { year: 2026, month: 2 }, null, 5, { origin: 'admin' }),
      ]);
    } finally {
      await holder.query('SELECT pg_advisory_unlock_all()').catch(() => {});
      holder.release();
    }
    expect(await notified()).toBe(0);
    expect(await queued()).toBe(3);

    server = await startServer(databaseUrl, dataDir, smtpUrl);
    servers.push(server);
    const started = Date.now();
    const expected = members.length * stations.length;
    const mails = () => members.flatMap((m) => sink.to(m.email));
    while ((await notified()) < expected || mails().length < expected) {
      if (Date.now() - started > 30_000) throw new Error(`delivered ${await notified()} of ${expected}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Delivered by the start, not by a minute's sweep.
    expect(Date.now() - started).toBeLessThan(20_000);
    // Room for a second delivery to show up.
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await notified()).toBe(expected);
    expect(await queued()).toBe(0);
    const perMember = await queryRows<{ user_id: string; n: number }>(database.db, sql`SELECT user_id, count(*)::int AS n FROM notifications WHERE ${ours} GROUP BY user_id`);
    expect(perMember.map((r) => r.n)).toEqual(members.map(() => stations.length));
    const messageIds = mails().map((m) => m.messageId);
    expect(new Set(messageIds).size).toBe(expected);
    expect(messageIds).toHaveLength(expected);
    await kill(server);
  }, 180_000);
});
