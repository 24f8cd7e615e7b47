import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import type { Database } from '../../db/client';
import { createVerifiedUser } from '../../services/users/create-user';
import { databaseTargets } from '../../test/databases';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase } from '../../test/test-app';
import { RealtimeClient } from '../../test/ws-client';
import { freePort, SERVER_ARGS } from '../../test/server-process';
import { FIXTURE_HASH_COST } from '../../test/members';

// Presence and live token costs over the WebSocket (decision 005), with a 2-second timeout so a silent
// client is dropped quickly; live clients ping every 400 ms as the browser does every 25 s.
const LIVE = { heartbeatMs: 400 };

describeOnEachDatabase(
  'realtime',
  (ctx) => {
    let url = '';
    const open: RealtimeClient[] = [];
    const connect = async (options: { cookie?: string; heartbeatMs?: number; answersPings?: boolean } = LIVE) => {
      const client = await RealtimeClient.open(url, options);
      open.push(client);
      return client;
    };
    const cookieFor = async (email: string, options: { superAdmin?: boolean } = {}) => {
      await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email, password: 'gizli-sifre', superAdmin: options.superAdmin });
      const client = new TestClient(ctx.app);
      await client.signIn(email, 'gizli-sifre');
      return { cookie: `gv_session=${client.session}`, client };
    };

    beforeAll(async () => {
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      url = `${address.replace('http', 'ws')}/api/realtime`;
    });
    afterAll(() => {
      for (const client of open) client.close();
    });

    it('counts visitors, one key per connection, and lets them leave on close', async () => {
      const a = await connect();
      await a.waitFor((c) => c.lastCount() === 1);
      const b = await connect();
      await a.waitFor((c) => c.lastCount() === 2);
      await b.waitFor((c) => c.lastCount() === 2);
      b.close();
      await a.waitFor((c) => c.lastCount() === 1);
      a.close();
    });

    it('counts one signed-in user in three tabs once', async () => {
      const watcher = await connect();
      await watcher.waitFor((c) => c.lastCount() === 1);
      const { cookie } = await cookieFor(`sekme-${ctx.target}@example.com`);
      const tabs = [await connect({ cookie, ...LIVE }), await connect({ cookie, ...LIVE }), await connect({ cookie, ...LIVE })];
      await watcher.waitFor((c) => c.lastCount() === 2);
      await new Promise((r) => setTimeout(r, 300));
      expect(watcher.lastCount()).toBe(2);
      tabs[0]!.close();
      tabs[1]!.close();
      await new Promise((r) => setTimeout(r, 300));
      expect(watcher.lastCount()).toBe(2);
      tabs[2]!.close();
      await watcher.waitFor((c) => c.lastCount() === 1);
      watcher.close();
    });

    it('keeps a connection that only answers protocol pings (a background tab)', async () => {
      const background = await connect({ answersPings: true });
      await new Promise((r) => setTimeout(r, 3500));
      expect(background.isOpen).toBe(true);
      background.close();
    });

    it('drops a silent connection after the timeout', async () => {
      const watcher = await connect();
      const silent = await connect({});
      await watcher.waitFor((c) => c.lastCount() === 2);
      const closed = await silent.closed;
      expect(closed.code).toBe(1006);
      await watcher.waitFor((c) => c.lastCount() === 1);
      expect(watcher.isOpen).toBe(true);
      watcher.close();
    });

    // The hub's timing does not depend on the database: checked once.
    if (ctx.target === 'pglite') {
      it('keeps a live connection through a stall of the whole process longer than the timeout', async () => {
        const live = await connect();
        await live.waitFor((c) => c.lastCount() === 1);
        // Nothing in this process runs for 2.5 s (a long synchronous query, a starved core): the
        // client's pings and the server's sweep are all late together.
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2_500);
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(live.isOpen).toBe(true);
        live.close();
      });
    }

    it('closes a flooding, malformed or oversized client without harming the others', async () => {
      const bystander = await connect();
      const flood = await connect({});
      for (let i = 0; i < 15; i++) flood.send({ type: 'ping' });
      expect((await flood.closed).code).toBe(1008);

      const garbage = await connect({});
      garbage.sendRaw('{not json');
      expect((await garbage.closed).code).toBe(1007);

      const unknown = await connect({});
      unknown.send({ type: 'track', email: 'x@example.com' });
      expect((await unknown.closed).code).toBe(1007);

      const huge = await connect({});
      huge.sendRaw(JSON.stringify({ type: 'ping', pad: 'x'.repeat(4000) }));
      expect((await huge.closed).code).toBe(1009);

      await new Promise((r) => setTimeout(r, 300));
      expect(bystander.isOpen).toBe(true);
      bystander.send({ type: 'ping' });
      await bystander.waitFor((c) => c.messages.some((m) => m.type === 'pong'));
      bystander.close();
    });

    it('sends no personal data, only counts and costs', async () => {
      const { cookie } = await cookieFor(`gizli-kisi-${ctx.target}@example.com`);
      const me = await connect({ cookie, ...LIVE });
      const other = await connect();
      await other.waitFor((c) => c.lastCount() !== undefined);
      await me.waitFor((c) => c.messages.some((m) => m.type === 'token_costs'));
      for (const message of [...me.messages, ...other.messages]) {
        expect(['presence', 'token_costs', 'pong', 'notifications']).toContain(message.type);
        expect(JSON.stringify(message)).not.toMatch(/@|gizli|user_agent|user_id/);
      }
      me.close();
      other.close();
    });

    it("signals new notifications to that member's own tabs only, with nothing in the signal", async () => {
      const member = await cookieFor(`bildirim-sekme-${ctx.target}@example.com`);
      const other = await cookieFor(`bildirim-diger-${ctx.target}@example.com`);
      const memberId = (await member.client.get('/api/auth/session')).json().user.id as string;
      const tabs = [await connect({ cookie: member.cookie, ...LIVE }), await connect({ cookie: member.cookie, ...LIVE })];
      const bystanders = [await connect({ cookie: other.cookie, ...LIVE }), await connect()];
      for (const client of [...tabs, ...bystanders]) await client.waitFor((c) => c.messages.some((m) => m.type === 'token_costs'));
      await ctx.app.realtime.notifyUsers([memberId]);
      for (const tab of tabs) await tab.waitFor((c) => c.messages.some((m) => m.type === 'notifications'));
      await new Promise((r) => setTimeout(r, 300));
      for (const tab of tabs) expect(tab.messages.filter((m) => m.type === 'notifications')).toEqual([{ type: 'notifications' }]);
      for (const client of bystanders) expect(client.messages.some((m) => m.type === 'notifications')).toBe(false);
      for (const client of [...tabs, ...bystanders]) client.close();
    });

    it('pushes new token costs to every open client when an admin changes them', async () => {
      const viewer = await connect();
      await viewer.waitFor((c) => c.messages.some((m) => m.type === 'token_costs'));
      expect(viewer.messages.find((m) => m.type === 'token_costs')).toMatchObject({ costs: { filter: 15, company_detail: 25 } });

      const { client: admin } = await cookieFor(`maliyet-admin-${ctx.target}@example.com`, { superAdmin: true });
      const items = (await admin.get('/api/admin/token-costs')).json().items as { id: string; cost_key: string }[];
      const filter = items.find((i) => i.cost_key === 'filter')!;
      const negative = await admin.request('PUT', `/api/admin/token-costs/${filter.id}`, { cost_value: -1 });
      expect(negative.json()).toMatchObject({ statusCode: 400, message: 'Bakiye maliyeti negatif olamaz' });
      const updated = await admin.request('PUT', `/api/admin/token-costs/${filter.id}`, { cost_value: 22 });
      expect(updated.json()).toEqual({ message: 'Bakiye maliyeti başarıyla güncellendi' });
      await viewer.waitFor((c) => c.messages.some((m) => m.type === 'token_costs' && (m.costs as { filter: number }).filter === 22));
      await admin.request('PUT', `/api/admin/token-costs/${filter.id}`, { cost_value: 15 });
      viewer.close();
    });
  },
  { config: { REALTIME_TIMEOUT_SECONDS: '2', AUTH_RATE_LIMIT_PER_MINUTE: '1000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '1000' } },
);

// Several instances share presence through Redis (CI sets TEST_REDIS_URL; the machine runs Redis).
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(Boolean(redisUrl))('realtime across instances [redis]', () => {
  const prefix = `gv-test-${randomBytes(4).toString('hex')}:`;
  // Both instances on one PostgreSQL database when CI has one, as instances behind a balancer are.
  const target = databaseTargets().at(-1)!;
  let database: Database;
  let dataDir: string;
  let appA: Awaited<ReturnType<typeof buildApp>>;
  let urlA = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-rt-'));
    database = await target.open();
    appA = await buildApp(testConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix, REALTIME_TIMEOUT_SECONDS: '3' }), { database });
    urlA = `${(await appA.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/api/realtime`;
  });
  afterAll(async () => {
    await appA?.close();
    if (database) await target.dispose(database);
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows one count on two instances, and a killed instance drops its users within the timeout', async () => {
    // Instance B is a real second server process: on A's database, or on its own embedded one when
    // there is no PostgreSQL (presence is in Redis either way).
    const port = await freePort();
    const child = spawn(process.execPath, SERVER_ARGS, {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(dataDir, 'b'),
        DATABASE_URL: target.urlOf?.(database) ?? '',
        SEED_DEMO: 'false',
        LOG_LEVEL: 'silent',
        REDIS_URL: redisUrl!,
        REDIS_KEY_PREFIX: prefix,
        REALTIME_TIMEOUT_SECONDS: '3',
      },
      stdio: 'ignore',
    });
    try {
      const deadline = Date.now() + 90_000;
      while (Date.now() < deadline) {
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
        if (ok) break;
        await new Promise((r) => setTimeout(r, 250));
      }
      const onA = await RealtimeClient.open(urlA, LIVE);
      const onB = await RealtimeClient.open(`ws://127.0.0.1:${port}/api/realtime`, LIVE);
      await onA.waitFor((c) => c.lastCount() === 2);
      await onB.waitFor((c) => c.lastCount() === 2);

      child.kill('SIGKILL');
      const killedAt = Date.now();
      await onA.waitFor((c) => c.lastCount() === 1, 15_000);
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      onA.close();
    } finally {
      child.kill('SIGKILL');
    }
  });
});
