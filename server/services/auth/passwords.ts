import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id's cost; the library's defaults unless a test asks for less (server/test/members.ts). */
export type HashCost = Pick<Options, 'memoryCost' | 'timeCost'>;

/** Password hashing for every account: argon2id with the library's defaults. */
export function hashPassword(password: string, cost?: HashCost): Promise<string> {
  return hash(password, cost);
}

/** An app's password hashing: the new hashes it stores and the checks it makes, at one cost. */
export interface Passwords {
  hash(password: string): Promise<string>;
  /**
   * Checks a password. With no stored hash (unknown e-mail) it still verifies against a dummy hash of
   * the same cost, so the response time does not tell which e-mails exist.
   */
  check(storedHash: string | null | undefined, password: string): Promise<boolean>;
}

/**
 * The library's defaults, or `cost` for an app a test builds to test something else (BuildOptions):
 * through the API, every new password and every unknown address's check would otherwise cost a full
 * argon2 hash in tests that count hundreds of sign-ins.
 */
export function createPasswords(cost?: HashCost): Passwords {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, cost),
    async check(storedHash, password) {
      if (!storedHash) {
        dummyHash ??= hash('dummy-password-for-timing', cost);
        await verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return verify(storedHash, password).catch(() => false);
    },
  };
}

const productionPasswords = createPasswords();

/** A check at the library's defaults, for code outside an app (the start's demo-account check). */
export function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  return productionPasswords.check(storedHash, password);
}
