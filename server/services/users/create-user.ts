import { randomUUID } from 'node:crypto';
import { MANUAL_SUBSCRIPTION_PREFIX } from '../../../shared/constants';
import { hashPassword } from '../auth/passwords';
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
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}


/** Creates an already verified user (operator CLI, demo accounts). */
export async function createVerifiedUser(db: Db, input: NewUser) {
  const email = normalizeEmail(input.email);
  const now = new Date();
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values({
        email,
        password_hash: passwordHash,
        email_verified_at: now,
        is_super_admin: input.superAdmin ?? false,
        is_premium: Boolean(input.premium || input.trialDays),
        premium_activated_at: input.premium || input.trialDays ? now : null,
        premium_trial_ends_at: !input.premium && input.trialDays ? new Date(now.getTime() + input.trialDays * DAY_MS) : null,
        subscription_reference_code: input.premium ? `${MANUAL_SUBSCRIPTION_PREFIX}${randomUUID()}` : null,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    const user = inserted[0];
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
