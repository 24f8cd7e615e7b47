import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auth_tokens } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { lockMember } from '../users/lock-member';
import { hashToken, newToken } from './secure-token';

export type LinkPurpose = (typeof auth_tokens.$inferSelect)['purpose'];

const HOUR_MS = 3_600_000;
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  email_verification: 24 * HOUR_MS,
  password_reset: HOUR_MS,
};
/** At most this many verification or reset mails per address per hour (issue 3). */
export const MAILS_PER_HOUR = 3;

/**
 * Creates a single-use link token, refusing when the address already had its mails this hour. The
 * count and the insert run under the member's lock: 20 parallel requests used to see the same count
 * and each send a mail (issue 41).
 */
export async function issueLink(db: Db, userId: string, purpose: LinkPurpose): Promise<string> {
  return db.transaction(async (tx) => {
    await lockMember(tx, 'auth_links', userId);
    const since = new Date(Date.now() - HOUR_MS);
    const [{ sent } = { sent: 0 }] = await tx
      .select({ sent: count() })
      .from(auth_tokens)
      .where(and(eq(auth_tokens.user_id, userId), eq(auth_tokens.purpose, purpose), gt(auth_tokens.created_at, since)));
    if (sent >= MAILS_PER_HOUR) throw new AppError(429, 'TOO_MANY_MAILS', AUTH_MESSAGES.tooManyMails, { retryAfterSeconds: 3600 });
    const token = newToken();
    await tx.insert(auth_tokens).values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
    });
    return token;
  });
}

export type LinkState = 'valid' | 'expired' | 'used' | 'unknown';

/** Looks a link up without using it. */
export async function inspectLink(db: Db, token: string, purpose: LinkPurpose) {
  const [row] = await db
    .select()
    .from(auth_tokens)
    .where(and(eq(auth_tokens.token_hash, hashToken(token)), eq(auth_tokens.purpose, purpose)));
  const state: LinkState = !row ? 'unknown' : row.used_at ? 'used' : row.expires_at <= new Date() ? 'expired' : 'valid';
  return { state, row };
}

/**
 * Uses a link exactly once: the conditional UPDATE lets one of two simultaneous requests win.
 * Returns the user id, or the reason the link cannot be used.
 */
export async function consumeLink(db: Db, token: string, purpose: LinkPurpose): Promise<{ userId: string } | { state: LinkState }> {
  const [used] = await db
    .update(auth_tokens)
    .set({ used_at: new Date() })
    .where(
      and(
        eq(auth_tokens.token_hash, hashToken(token)),
        eq(auth_tokens.purpose, purpose),
        isNull(auth_tokens.used_at),
        gt(auth_tokens.expires_at, new Date()),
      ),
    )
    .returning({ userId: auth_tokens.user_id });
  if (used) return { userId: used.userId };
  return { state: (await inspectLink(db, token, purpose)).state };
}

/** Ends every unused link of this purpose (a password set by one reset link or changed in the profile). */
export async function endOutstandingLinks(db: Db, userId: string, purpose: LinkPurpose): Promise<void> {
  await db
    .update(auth_tokens)
    .set({ used_at: new Date() })
    .where(and(eq(auth_tokens.user_id, userId), eq(auth_tokens.purpose, purpose), isNull(auth_tokens.used_at)));
}
