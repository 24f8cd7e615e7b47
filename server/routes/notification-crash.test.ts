import { spawn, type ChildProcess } from 'node:child_process';
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
import { createVerifiedUser } from '../services/users/create-user';
import { seedReferenceFixture } from '../test/catalog-fixtures';
import { databaseTargets } from '../test/databases';
import { MailSink } from '../test/mail-sink';
import { SERVER_ARGS } from '../test/server-process';
import { FIXTURE_HASH_COST } from '../test/members';

// Notification mails survive a crash (docs/decisions/048-durable-notification-mails.md): the server
// process is killed with SIGKILL right after a large fan-out committed, while its mails are being
// queued and the first is on its way to the mail server; started again, it delivers every mail the
// fan-out owed, each exactly once.

const target = databaseTargets().find((t) => t.name === 'postgres');
const MEMBERS = 10;
const STATIONS = 12;
/** A mail job a dead instance held is tried again after this long (pg-boss's default would be 15 minutes). */
const MAIL_JOB_TIMEOUT_SECONDS = 3;

interface Server {
  url: string;
  child: ChildProcess;
}

async function startServer(databaseUrl: string, dataDir: string, smtpUrl: string): Promise<Server> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const child = spawn(process.execPath, SERVER_ARGS, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
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
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (await fetch(`${url}/api/health`).then((r) => r.ok, () => false)) return { url, child };
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
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
    await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email: 'bildirim-cokme-admin@example.com', password: 'gizli-sifre', superAdmin: true });
    await new Promise((r) => setTimeout(r, 20));

    // The mail server takes the mails but does not answer yet: the first mail job stays on its mail.
    sink.hold();
    let server = await startServer(databaseUrl, dataDir, smtpUrl);
    servers.push(server);
    // An import's worth of history: one capacity per station, 10 followers each.
    await writeEvents(
      database.db,
      stations.map((s) => stationCapacityEvent(s.id, { year: 2026, month: 1 }, null, 10, { origin: 'import' })),
    );
    const login = await fetch(`${server.url}/api/auth/admin-login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'bildirim-cokme-admin@example.com', password: 'gizli-sifre' }),
    });
    expect(login.status).toBe(200);
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    // Any back-office write queues the fan-out, which picks up the events above.
    const write = await fetch(`${server.url}/api/admin/news-tags`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Çökme Etiketi', color: '#123abc' }),
    });
    expect(write.status).toBe(201);

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
});
