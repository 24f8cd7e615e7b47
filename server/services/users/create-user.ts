import { randomUUID } from 'node:crypto';
import { MANUAL_SUBSCRIPTION_PREFIX } from '../../../shared/constants';
import { hashPassword, type HashCost } from '../auth/passwords';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { changeBalance } from '../balance/change-balance';

export interface NewUser {
  email: string;
  password: string;
  /** Permanent premium (a manual subscription reference, as an admin assignment makes). */
  premium?: boolean;
  /** Premium trial for this many days (no subscription reference). */
  trialDays?: number;
  superAdmin?: boolean;
  /** Initial Bakiye, credited through the ledger. */
  balance?: number;
  balanceDescription?: string;
  /** Only test fixtures set it: a member made for a test of something else need not cost a real hash. */
  hashCost?: HashCost;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface UserRecord {
  email: string;
  passwordHash: string;
  /** Set when the address needs no confirmation mail (operator CLI, verification turned off). */
  verifiedAt: Date | null;
  superAdmin?: boolean;
  premium?: boolean;
  trialDays?: number;
}

/**
 * The one INSERT of a user (sign-up, operator CLI, demo accounts): the address is normalised and
 * unique; undefined when it is already taken (a simultaneous sign-up of the same address included).
 */
export async function insertUser(db: Db, record: UserRecord) {
  const now = new Date();
  const premiumNow = Boolean(record.premium || record.trialDays);
  const [user] = await db
    .insert(users)
    .values({
      email: normalizeEmail(record.email),
      password_hash: record.passwordHash,
      email_verified_at: record.verifiedAt,
      is_super_admin: record.superAdmin ?? false,
      is_premium: premiumNow,
      premium_activated_at: premiumNow ? now : null,
      premium_trial_ends_at: !record.premium && record.trialDays ? new Date(now.getTime() + record.trialDays * DAY_MS) : null,
      subscription_reference_code: record.premium ? `${MANUAL_SUBSCRIPTION_PREFIX}${randomUUID()}` : null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return user;
}

/** Creates an already verified user (operator CLI, demo accounts). */
export async function createVerifiedUser(db: Db, input: NewUser) {
  const passwordHash = await hashPassword(input.password, input.hashCost);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email,
      passwordHash,
      verifiedAt: new Date(),
      superAdmin: input.superAdmin,
      premium: input.premium,
      trialDays: input.trialDays,
    });
    if (!user) throw new AppError(409, 'EMAIL_TAKEN', 'Bu e-posta adresi zaten kayıtlı');
    let balance = 0;
    if (input.balance && input.balance > 0) {
      ({ balance } = await changeBalance(tx, {
        userId: user.id,
        amount: input.balance,
        description: input.balanceDescription ?? 'Başlangıç bakiyesi',
        idempotencyKey: 'initial-balance',
      }));
    }
    return { ...user, token_balance: balance };
  });
}
