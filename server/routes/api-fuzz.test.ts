import { afterAll, beforeAll, expect, it } from 'vitest';
import { createVerifiedUser } from '../services/users/create-user';
import { fuzzApi } from '../test/api-fuzz';
import { TestClient } from '../test/http';
import { startTestSimulator } from '../test/iyzico-sim';
import { describeOnEachDatabase } from '../test/test-app';
import { FIXTURE_HASH_COST } from '../test/members';

// A short schema fuzz on every `npm test` (docs/reliability.md#schema-fuzzing); `npm run fuzz` runs thousands
// of cases.
const RUNS = Number(process.env.FUZZ_RUNS ?? 300);

/** Operations that end the caller's own session or premium: they would change the roles mid-run. */
const SKIP = new Set(['POST /api/auth/logout', 'POST /api/subscriptions/cancel']);

// Admin routes that ask the payment provider reach the local iyzico twin.
let sim: Awaited<ReturnType<typeof startTestSimulator>>;
beforeAll(async () => {
  sim = await startTestSimulator();
});
afterAll(async () => sim?.close());

describeOnEachDatabase(
  'API schema fuzzing',
  (ctx) => {
    const roles: Record<string, string | undefined> = { visitor: undefined };
    beforeAll(async () => {
      for (const [role, options] of [
        ['premium', { premium: true, balance: 1000 }],
        ['admin', { superAdmin: true, premium: true, balance: 1000 }],
      ] as const) {
        const email = `fuzz-${role}-${ctx.target}@example.com`;
        await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email, password: 'gizli-sifre', ...options });
        const client = new TestClient(ctx.app);
        await client.signIn(email, 'gizli-sifre');
        roles[role] = client.session;
      }
    });

    it(`answers ${RUNS} generated requests without a 5xx, each refusal in Turkish and in the error shape`, async () => {
      const tally = await fuzzApi(ctx.app, { runs: RUNS, roles, skip: (key) => SKIP.has(key) });
      expect(tally.cases).toBe(RUNS);
      // The inputs reach the handlers: most are refused, and some are served.
      expect(tally.byClass['4xx']).toBeGreaterThan(RUNS / 4);
      expect(tally.byClass['2xx']).toBeGreaterThan(0);
      if (process.env.FUZZ_RUNS) console.log(`fuzz [${ctx.target}]`, tally.cases, tally.byClass);
      expect(tally.breaches.slice(0, 10)).toEqual([]);
    });
  },
  { config: () => ({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000', AUTH_ACCOUNT_RATE_LIMIT_PER_HOUR: '100000', ...sim.config }) },
);
