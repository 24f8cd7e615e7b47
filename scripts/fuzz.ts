import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/app';
import { testConfig } from '../server/config';
import { createVerifiedUser } from '../server/services/users/create-user';
import { fuzzApi } from '../server/test/api-fuzz';
import { databaseTargets } from '../server/test/databases';
import { TestClient } from '../server/test/http';
import { startTestSimulator } from '../server/test/iyzico-sim';

// `npm run fuzz`: the schema fuzz of every JSON operation (docs/reliability.md#schema-fuzzing) at volume, on
// PGlite and — with TEST_DATABASE_URL — on PostgreSQL; prints the figures docs/reliability.md records.
// Loopback only: requests go through app.inject(), no socket.

const runs = Number(process.env.FUZZ_RUNS ?? 6000);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2_147_483_647);
const SKIP = new Set(['POST /api/auth/logout', 'POST /api/subscriptions/cancel']);
const rows: string[][] = [];
let failed = false;

// Admin routes that ask the payment provider reach the local iyzico twin.
const sim = await startTestSimulator();
for (const target of databaseTargets()) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gv-fuzz-'));
  const database = await target.open();
  const app = await buildApp(
    testConfig({ DATA_DIR: dataDir, AUTH_RATE_LIMIT_PER_MINUTE: '10000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000', AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '100000', ...sim.config }),
    { database },
  );
  try {
    const roles: Record<string, string | undefined> = { visitor: undefined };
    for (const [role, options] of [
      ['member', { balance: 100 }],
      ['premium', { premium: true, balance: 100_000 }],
      ['admin', { superAdmin: true, premium: true, balance: 100_000 }],
    ] as const) {
      const email = `fuzz-${role}@example.com`;
      await createVerifiedUser(database.db, { email, password: 'gizli-sifre', ...options });
      const client = new TestClient(app);
      await client.signIn(email, 'gizli-sifre');
      roles[role] = client.session;
    }
    const started = performance.now();
    const tally = await fuzzApi(app, { runs, seed, roles, skip: (key) => SKIP.has(key) });
    const seconds = (performance.now() - started) / 1000;
    rows.push([
      target.name,
      String(tally.cases),
      String(tally.byClass['2xx'] ?? 0),
      String(tally.byClass['4xx'] ?? 0),
      String(tally.byClass['5xx'] ?? 0),
      String(tally.breaches.length),
      seconds.toFixed(1),
    ]);
    for (const b of tally.breaches.slice(0, 20)) console.error(`  ${b.request}\n    ${b.breach}`);
    if (tally.breaches.length > 0) failed = true;
  } finally {
    await app.close();
    await target.dispose(database);
    await rm(dataDir, { recursive: true, force: true });
  }
}

const header = ['database', 'cases', '2xx', '4xx', '5xx', 'contract breaches', 'seconds'];
console.log(`\nAPI schema fuzz — ${new Date().toISOString()}, seed ${seed}, ${os.cpus().length} CPUs, Node ${process.version}`);
console.log(`| ${header.join(' | ')} |\n|${header.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${row.join(' | ')} |`);
process.exit(failed ? 1 : 0);
