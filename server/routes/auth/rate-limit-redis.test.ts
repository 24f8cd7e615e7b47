import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';

// With REDIS_URL set (decision 008), two instances share one rate limit (CI sets TEST_REDIS_URL).
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(Boolean(redisUrl))('rate limits across instances [redis]', () => {
  const prefix = `gv-test-${randomBytes(4).toString('hex')}:`;
  let database: Database;
  let dataDir: string;
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-rl-'));
    database = await openDatabase({});
    await runMigrations(database);
    const config = testConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: prefix, AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '2' });
    apps = [await buildApp(config, { database }), await buildApp(config, { database })];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('counts sign-in attempts made on either instance against one limit', async () => {
    const [a, b] = apps;
    const email = 'paylasilan@example.com';
    expect((await new TestClient(a!, '10.9.0.1').post('/api/auth/login', { email, password: 'x' })).statusCode).toBe(401);
    expect((await new TestClient(b!, '10.9.0.1').post('/api/auth/login', { email, password: 'x' })).statusCode).toBe(401);
    // Third attempt from the same client, on instance A: over the shared limit of 2.
    expect((await new TestClient(a!, '10.9.0.1').post('/api/auth/login', { email, password: 'x' })).statusCode).toBe(429);
    expect((await new TestClient(b!, '10.9.0.1').post('/api/auth/login', { email, password: 'x' })).statusCode).toBe(429);
    // The owner, from a client that has not failed, is let in on either instance (decision 027).
    await createVerifiedUser(database.db, { email, password: 'dogru-sifre' });
    expect((await new TestClient(b!, '10.9.0.2').post('/api/auth/login', { email, password: 'dogru-sifre' })).statusCode).toBe(200);
  });
});
