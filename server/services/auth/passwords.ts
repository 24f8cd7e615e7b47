import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id's cost; the library's defaults unless a test fixture asks for less (server/test/members.ts). */
export type HashCost = Pick<Options, 'memoryCost' | 'timeCost'>;

/** Password hashing for every account: argon2id with the library's defaults. */
export function hashPassword(password: string, cost?: HashCost): Promise<string> {
  return hash(password, cost);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. With no stored hash (unknown e-mail) it still verifies against a dummy hash,
 * so the response time does not tell which e-mails exist.
 */
export async function checkPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hash('dummy-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
