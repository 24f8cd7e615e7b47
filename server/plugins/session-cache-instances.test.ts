import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { createVerifiedUser } from '../services/users/create-user';
import { databaseTargets } from '../test/databases';
import { TestClient } from '../test/http';
import { FIXTURE_HASH_COST } from '../test/members';

// Two instances on one database and one Redis, each keeping sessions a whole minute (decision 068): a
// write on one instance drops what it made old on the other before the next read there, through the
// cache bus. Without it the other instance would answer from its cache for that minute.

const redisUrl = process.env.TEST_REDIS_URL;
const target = databaseTargets().find((t) => t.name === 'postgres') ?? databaseTargets()[0]!;
const PASSWORD = 'gizli-sifre-123';

describe.runIf(Boolean(redisUrl))(`session cache across instances [redis, ${target.name}]`, () => {
  let database: Database;
  let dataDir: string;
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-sessions-'));
    database = await target.open();
    const config = testConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `gv-test-${randomBytes(4).toString('hex')}:`, SESSION_CACHE_MS: '60000' });
    apps = [await buildApp(config, { database, jobs: 'in-process' }), await buildApp(config, { database, jobs: 'in-process' })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (database) await target.dispose(database);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The same browser (cookie) on instance B, after signing in on A. */
  async function memberOnBoth(name: string, options: { superAdmin?: boolean } = {}) {
    const email = `${name}@example.com`;
    const user = await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email, password: PASSWORD, superAdmin: options.superAdmin });
    const onA = new TestClient(apps[0]!, '10.7.0.1');
    expect((await onA.signIn(email, PASSWORD)).statusCode).toBe(200);
    const onB = new TestClient(apps[1]!, '10.7.0.1');
    onB.session = onA.session;
    // B reads once: its cache now holds the session.
    expect((await onB.currentUser())?.email).toBe(email);
    return { user, onA, onB };
  }

  const within = { timeout: 1_000, interval: 20 };

  it('ends a session on every instance when it is signed out on one', async () => {
    const { onA, onB } = await memberOnBoth('cikis-her-yerde');
    expect((await onA.post('/api/auth/logout')).statusCode).toBe(200);
    await expect.poll(async () => await onB.currentUser(), within).toBeNull();
  });

  it("ends a member's other sessions on every instance when they change their password", async () => {
    const { user, onA, onB } = await memberOnBoth('sifre-her-yerde');
    // A second browser of the same member, read on B.
    const other = new TestClient(apps[1]!, '10.7.0.2');
    expect((await other.signIn(user.email, PASSWORD)).statusCode).toBe(200);
    expect((await other.currentUser())?.email).toBe(user.email);
    const changed = await onA.post('/api/auth/change-password', { current_password: PASSWORD, new_password: 'yeni-gizli-sifre-456', new_password_confirmation: 'yeni-gizli-sifre-456' });
    expect(changed.statusCode).toBe(200);
    await expect.poll(async () => await other.currentUser(), within).toBeNull();
    // The browser that changed it stays signed in (decision 009).
    expect((await onB.currentUser())?.email).toBe(user.email);
  });

  it("shows an admin's premium grant on every instance at once", async () => {
    const { user, onB } = await memberOnBoth('premium-her-yerde');
    expect(((await onB.get('/api/auth/session')).json() as { user: { is_premium: boolean } }).user.is_premium).toBe(false);
    const { onA: admin } = await memberOnBoth('yonetici-her-yerde', { superAdmin: true });
    expect((await admin.request('PUT', `/api/admin/users/${user.id}/roles`, { is_premium: true })).statusCode).toBe(200);
    await expect.poll(async () => ((await onB.get('/api/auth/session')).json() as { user: { is_premium: boolean } }).user.is_premium, within).toBe(true);
  });

  it("closes the back office on every instance at once when an admin takes a super admin's role away", async () => {
    const { user, onB } = await memberOnBoth('eski-yonetici-her-yerde', { superAdmin: true });
    // B reads the back office as a super admin: its cache now holds the session with the role.
    expect((await onB.get('/api/admin/users')).statusCode).toBe(200);
    const { onA: admin } = await memberOnBoth('yonetici-rol-alan', { superAdmin: true });
    expect((await admin.request('PUT', `/api/admin/users/${user.id}/roles`, { is_super_admin: false })).statusCode).toBe(200);
    await expect.poll(async () => (await onB.get('/api/admin/users')).statusCode, within).toBe(403);
  });
});
