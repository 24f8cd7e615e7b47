import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { queryRows } from '../db/query-rows';
import { projects } from '../db/schema/catalog';
import { subscription_packages } from '../db/schema/billing';
import { startIyzicoSimulator, TEST_CARDS, type RunningSimulator } from '../integrations/payments/iyzico-simulator';
import { createVerifiedUser } from '../services/users/create-user';
import { DEFAULT_TOKEN_COSTS } from '../../shared/constants';
import { databaseTargets } from '../test/databases';
import { startServerProcess, type ServerProcess } from '../test/server-process';
import { FIXTURE_HASH_COST } from '../test/members';

// Crash durability on PostgreSQL (docs/reliability.md#crash-durability): the server process is killed with
// SIGKILL in the middle of concurrent paid actions (and of payment callbacks), then started again. Every
// balance must still equal its ledger, nothing paid twice, and nothing that was acknowledged lost.

const target = databaseTargets().find((t) => t.name === 'postgres');
const KEYS = { apiKey: 'crash-api-key', secretKey: 'crash-secret-key', merchantId: '424242' };

type Server = ServerProcess;

async function startServer(databaseUrl: string, dataDir: string, simulatorUrl: string): Promise<Server> {
  return startServerProcess({
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    // Production's refusals answered on purpose: plain http on loopback, no mail server.
    ALLOW_INSECURE_HTTP: 'true',
    MAIL_LOG: 'true',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000',
    IYZICO_BASE_URL: simulatorUrl,
    IYZICO_API_KEY: KEYS.apiKey,
    IYZICO_SECRET_KEY: KEYS.secretKey,
    IYZICO_MERCHANT_ID: KEYS.merchantId,
  });
}

function kill(server: Server): Promise<void> {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGKILL');
  });
}

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'gizli-sifre' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

// An open carries the cost its confirmation showed (decision 034): the default project_detail cost.
const shownCost = JSON.stringify({ expected_cost: DEFAULT_TOKEN_COSTS.project_detail });

describe.runIf(Boolean(target))('crash durability [postgres]', () => {
  let database: Database;
  let dataDir: string;
  let sim: RunningSimulator;
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await target!.open();
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-crash-'));
    sim = await startIyzicoSimulator(KEYS);
  });
  afterAll(async () => {
    for (const server of servers) await kill(server);
    await sim?.close();
    if (database) await target!.dispose(database);
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  /** Every user's balance against their ledger, and ledger debits against opened items. */
  async function invariants() {
    const rows = await queryRows<{ id: string; balance: number; ledger: number; opened: number; open_debits: number }>(
      database.db,
      sql`SELECT u.id, u.token_balance AS balance,
                 coalesce((SELECT sum(amount) FROM token_transactions t WHERE t.user_id = u.id), 0)::int AS ledger,
                 (SELECT count(*) FROM user_projects p WHERE p.user_id = u.id)::int AS opened,
                 (SELECT count(*) FROM token_transactions t WHERE t.user_id = u.id AND t.idempotency_key LIKE 'open:%')::int AS open_debits
          FROM users u`,
    );
    return rows;
  }

  it('keeps every balance equal to its ledger after a SIGKILL during 200 concurrent paid opens', async () => {
    const databaseUrl = target!.urlOf!(database)!;
    const items = await database.db
      .insert(projects)
      .values(Array.from({ length: 40 }, (_, i) => ({ project_name: `Çökme Testi GES ${i}`, is_verified: true })))
      .returning({ id: projects.id });
    const emails = Array.from({ length: 10 }, (_, i) => `cokme-${i}@example.com`);
    for (const email of emails) await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email, password: 'gizli-sifre', premium: true, balance: 10_000 });

    let server = await startServer(databaseUrl, dataDir, sim.url);
    servers.push(server);
    const cookies = await Promise.all(emails.map((email) => signIn(server.url, email)));

    const acknowledged: { user: number; item: string }[] = [];
    let killAt: () => void;
    const twentyAcknowledged = new Promise<void>((resolve) => (killAt = resolve));
    const burst = Array.from({ length: 200 }, (_, i) => {
      const user = i % cookies.length;
      const item = items[(i * 7) % items.length]!.id;
      return fetch(`${server.url}/api/projects/${item}/open`, { method: 'POST', headers: { cookie: cookies[user]!, 'content-type': 'application/json' }, body: shownCost })
        .then((res) => {
          if (!res.ok) return;
          acknowledged.push({ user, item });
          if (acknowledged.length === 20) killAt();
        })
        .catch(() => undefined);
    });
    // Kill the server while the burst is in flight: after 20 of the 200 were answered.
    await twentyAcknowledged;
    await kill(server);
    await Promise.all(burst);
    expect(acknowledged.length).toBeLessThan(200);

    server = await startServer(databaseUrl, dataDir, sim.url);
    servers.push(server);
    for (const row of await invariants()) {
      expect(row.balance, `balance of ${row.id}`).toBe(row.ledger);
      expect(row.open_debits, `debits of ${row.id}`).toBe(row.opened);
      expect(row.balance).toBeGreaterThanOrEqual(0);
    }
    // Every open the server acknowledged before it died is stored.
    const stored = await queryRows<{ email: string; project_id: string }>(
      database.db,
      sql`SELECT u.email, p.project_id FROM user_projects p JOIN users u ON u.id = p.user_id`,
    );
    const storedKeys = new Set(stored.map((r) => `${r.email}|${r.project_id}`));
    for (const a of acknowledged) expect(storedKeys.has(`${emails[a.user]}|${a.item}`)).toBe(true);
    // The restarted server serves the same people.
    const again = await fetch(`${server.url}/api/projects/${items[0]!.id}/open`, { method: 'POST', headers: { cookie: cookies[0]!, 'content-type': 'application/json' }, body: shownCost });
    expect(again.status).toBe(200);
    await kill(server);
  });

  it('grants each paid checkout exactly once after a SIGKILL during concurrent callbacks', async () => {
    const databaseUrl = target!.urlOf!(database)!;
    const [pkg] = await database.db
      .insert(subscription_packages)
      .values({ name: 'Çökme Paketi', price: 774.5, token_count: 1500, iyzico_pricing_plan_reference_code: 'demo-pro-monthly' })
      .returning();
    const emails = Array.from({ length: 12 }, (_, i) => `odeme-${i}@example.com`);
    for (const email of emails) await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email, password: 'gizli-sifre' });

    let server = await startServer(databaseUrl, dataDir, sim.url);
    servers.push(server);
    const tokens: string[] = [];
    for (const email of emails) {
      const cookie = await signIn(server.url, email);
      const headers = { cookie, 'content-type': 'application/json' };
      const info = await (
        await fetch(`${server.url}/api/me/billing-infos`, {
          method: 'POST',
          headers,
          body: JSON.stringify({
            billing_name: 'Ev', name: 'Ayşe', surname: 'Yılmaz', email, gsm_number: '5321234567', identity_number: '10000000146',
            billing_contact_name: 'Ayşe Yılmaz', billing_city: 'Ankara', billing_address: 'Kızılay 1', billing_zip_code: '06420',
          }),
        })
      ).json();
      const checkout = await (await fetch(`${server.url}/api/subscriptions/checkout`, { method: 'POST', headers, body: JSON.stringify({ package_id: pkg!.id, billing_info_id: info.id }) })).json();
      const [row] = await queryRows<{ checkout_token: string }>(database.db, sql`SELECT checkout_token FROM subscription_requests WHERE id = ${checkout.checkout_url.split('/').at(-1)}`);
      await sim.pay(row!.checkout_token, TEST_CARDS.success[0]!);
      tokens.push(row!.checkout_token);
    }

    // Each provider callback three times at once, and the server killed in the middle.
    let answered = 0;
    let killAt: () => void;
    const firstAnswered = new Promise<void>((resolve) => (killAt = resolve));
    const callback = (token: string) =>
      fetch(`${server.url}/api/payments/iyzico/callback`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: `token=${token}`, redirect: 'manual' }).then(
        () => {
          if (++answered === 3) killAt();
        },
        () => undefined,
      );
    const burst = tokens.flatMap((token) => [callback(token), callback(token), callback(token)]);
    await firstAnswered;
    await kill(server);
    await Promise.all(burst);
    expect(answered).toBeLessThan(tokens.length * 3);

    // iyzico calls again; the restarted server settles what was left.
    server = await startServer(databaseUrl, dataDir, sim.url);
    servers.push(server);
    await Promise.all(tokens.map((token) => callback(token)));

    const users = await queryRows<{ email: string; is_premium: boolean; balance: number; ledger: number; credits: number }>(
      database.db,
      sql`SELECT u.email, u.is_premium, u.token_balance AS balance,
                 coalesce((SELECT sum(amount) FROM token_transactions t WHERE t.user_id = u.id), 0)::int AS ledger,
                 (SELECT count(*) FROM token_transactions t WHERE t.user_id = u.id AND t.idempotency_key LIKE 'subscription:%')::int AS credits
          FROM users u WHERE u.email LIKE 'odeme-%'`,
    );
    expect(users).toHaveLength(emails.length);
    for (const u of users) {
      expect(u, u.email).toMatchObject({ is_premium: true, credits: 1, balance: 1500 });
      expect(u.balance).toBe(u.ledger);
    }
    const statuses = await queryRows<{ status: string; n: number }>(database.db, sql`SELECT status, count(*)::int AS n FROM subscription_requests GROUP BY status`);
    expect(statuses).toEqual([{ status: 'SUCCESS', n: emails.length }]);
    // Each charge recorded once, in the transaction that granted it.
    const charges = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM payments WHERE kind = 'initial'`);
    expect(charges).toEqual([{ n: emails.length }]);
    await kill(server);
  });
});
