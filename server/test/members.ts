import { createVerifiedUser, type NewUser } from '../services/users/create-user';
import { TestClient } from './http';
import type { TestContext } from './test-app';

let signedIn = 0;

/**
 * argon2id at its smallest cost for members made to test something else (docs/benchmarks.md#code-figures); the
 * account routes' own tests hash at the product's cost (decision 051). Sign-in reads the cost from
 * the stored hash, so these members sign in as cheaply.
 */
export const FIXTURE_HASH_COST = { memoryCost: 256, timeCost: 1 };

/**
 * A verified member signed in through the API. Each signs in from an address of its own, so a test
 * file may make many without meeting the sign-in limits (tested in auth-routes.test.ts).
 */
export async function signedInMember(ctx: TestContext, label: string, options: Omit<NewUser, 'email' | 'password'> = {}) {
  const n = ++signedIn;
  const email = `${label}-${ctx.target}-${n}@example.com`;
  const user = await createVerifiedUser(ctx.db, { email, password: 'gizli-sifre', hashCost: FIXTURE_HASH_COST, ...options });
  const client = new TestClient(ctx.app, `10.${100 + ((n >> 16) % 100)}.${(n >> 8) & 255}.${n & 255}`);
  await client.signIn(email, 'gizli-sifre');
  return { client, user, email };
}
