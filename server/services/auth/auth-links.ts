import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auth_tokens } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { lockMember } from '../users/lock-member';
import { hashToken, newToken } from './secure-token';
import { clientOf } from './sign-in-throttle';

export type LinkPurpose = (typeof auth_tokens.$inferSelect)['purpose'];

const HOUR_MS = 3_600_000;
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  email_verification: 24 * HOUR_MS,
  password_reset: HOUR_MS,
};
/**
 * Verification or reset mails per address per hour, counted per requesting client: strangers who
 * use up their own client's share do not use up the owner's (docs/decisions/047).
 */
export const MAILS_PER_CLIENT_PER_HOUR = 3;
/** Mails per address per hour from every client together: the mailbox is not flooded from many clients. */
export const MAILS_PER_ADDRESS_PER_HOUR = 10;

export interface LinkOptions {
  /** The requesting client's IP address (counted as clientOf() counts it: IPv4, or IPv6 /64). */
  ip?: string;
  /** The sign-up cookie's hash of the browser that registered, for a verification link. */
  browserHash?: string | null;
}

/**
 * Creates a single-use link token, refusing when the requesting client already had its mails for
 * this address this hour, or the address had its mails from every client together. The counts and
 * the insert run under the member's lock on every instance: 20 parallel requests used to see the
 * same count and each send a mail.
 */
export async function issueLink(db: Db, userId: string, purpose: LinkPurpose, options: LinkOptions = {}): Promise<string> {
  return db.transaction(async (tx) => {
    await lockMember(tx, 'auth_links', userId);
    const since = new Date(Date.now() - HOUR_MS);
    const client = options.ip ? clientOf(options.ip) : null;
    const [{ sent, fromClient } = { sent: 0, fromClient: 0 }] = await tx
      .select({
        sent: count(),
        fromClient: client ? sql<number>`count(*) FILTER (WHERE ${auth_tokens.requested_by} = ${client})::int` : sql<number>`0`,
      })
      .from(auth_tokens)
      .where(and(eq(auth_tokens.user_id, userId), eq(auth_tokens.purpose, purpose), gt(auth_tokens.created_at, since)));
    if (fromClient >= MAILS_PER_CLIENT_PER_HOUR || sent >= MAILS_PER_ADDRESS_PER_HOUR) {
      throw new AppError(429, 'TOO_MANY_MAILS', AUTH_MESSAGES.tooManyMails, { retryAfterSeconds: 3600 });
    }
    const token = newToken();
    await tx.insert(auth_tokens).values({
      user_id: userId,
      purpose,
      token_hash: hashToken(token),
      expires_at: new Date(Date.now() + LINK_LIFETIME_MS[purpose]),
      requested_by: client,
      browser_hash: options.browserHash ?? null,
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
