import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { NEW_ACCOUNT_WINDOW_MS } from '../../../shared/constants';
import { AUTH_MESSAGES, type RegisterResult } from '../../../shared/schemas/auth';
import type { Db } from '../../db/client';
import { contract_acceptances, contracts } from '../../db/schema/legal';
import { auth_tokens, users } from '../../db/schema/users';
import { escapeTelegramHtml } from '../../integrations/notifier/notifier';
import { AppError } from '../../lib/errors';
import { creditWelcomeBalance } from '../balance/welcome-credit';
import { insertUser } from '../users/create-user';
import type { AuthDeps } from './auth-deps';
import { endOutstandingLinks, issueLink } from './auth-links';
import { verificationMail } from './auth-mails';
import { hashToken, newToken } from './secure-token';
import { endUserSessions } from './sessions';

export interface RegisterCommand {
  email: string;
  password: string;
  accepted_contract_ids: string[];
  ip?: string;
}

export type RegisterOutcome = RegisterResult & {
  userId?: string;
  /** The sign-up cookie's value for this browser: its verification link signs it in (decision 047). */
  signupSecret?: string;
};

const VERIFICATION_SENT = 'Kaydınız alındı. E-posta adresinize gönderilen bağlantıya tıklayarak hesabınızı doğrulayın.';

/**
 * Registration (docs/product-rules.md#accounts). Refuses unless every active mandatory contract was
 * accepted, and records which contract version was accepted and when.
 *
 * An address nobody has confirmed belongs to nobody yet (docs/decisions/047): registering it again
 * replaces the password, ends its sessions and its earlier verification links, and mails a new link
 * bound to this browser. The answer is the same as for a new address, so it tells nobody whether
 * someone registered it before. Only a confirmed address answers "already registered".
 */
export async function register(deps: AuthDeps, command: RegisterCommand): Promise<RegisterOutcome> {
  const { db, config } = deps;
  const existing = await findByEmail(db, command.email);
  if (existing?.email_verified_at) return { outcome: 'already_registered', message: AUTH_MESSAGES.alreadyRegistered };

  const mandatory = await db.select().from(contracts).where(and(eq(contracts.active, true), eq(contracts.must, true)));
  const accepted = new Set(command.accepted_contract_ids);
  if (mandatory.some((c) => !accepted.has(c.id))) {
    throw new AppError(400, 'CONTRACTS_REQUIRED', AUTH_MESSAGES.contractsRequired, {
      required: mandatory.map((c) => c.id),
    });
  }

  const verifyNow = config.EMAIL_VERIFICATION === 'off';
  // A repeat within 30 s with the same password is the same sign-up (a double submit): no second
  // mail, and the browser keeps the sign-up cookie the first answer gave it.
  if (existing && !verifyNow && Date.now() - existing.created_at.getTime() < NEW_ACCOUNT_WINDOW_MS) {
    if (await deps.passwords.check(existing.password_hash, command.password)) return { outcome: 'verification_sent', message: VERIFICATION_SENT };
  }

  const passwordHash = await deps.passwords.hash(command.password);
  const signupSecret = verifyNow ? undefined : newToken();
  const result = await db.transaction(async (tx) => {
    const inserted = existing ? undefined : await insertUser(tx, { email: command.email, passwordHash, verifiedAt: verifyNow ? new Date() : null });
    const user = inserted ?? (await claimUnconfirmed(tx, command.email, passwordHash, verifyNow));
    if (!user) return undefined;
    if (mandatory.length > 0) {
      await tx
        .insert(contract_acceptances)
        .values(
          mandatory.map((c) => ({
            user_id: user.id,
            contract_id: c.id,
            contract_title: c.title,
            contract_version: c.version_at,
            ip: command.ip ?? null,
          })),
        )
        .onConflictDoNothing();
    }
    if (verifyNow) {
      await creditWelcomeBalance(tx, user.id);
      return { user, isNew: Boolean(inserted) };
    }
    // Under the member's lock with the caps: a refused mail leaves the account as it was.
    const token = await issueLink(tx, user.id, 'email_verification', { ip: command.ip, browserHash: hashToken(signupSecret!) });
    return { user, isNew: Boolean(inserted), token };
  });
  // Confirmed by someone else while this request ran.
  if (!result) return { outcome: 'already_registered', message: AUTH_MESSAGES.alreadyRegistered };

  if (result.isNew) {
    void deps.notifier.notify(
      `🆕 <b>Yeni üye kaydı</b>\nE-posta: ${escapeTelegramHtml(result.user.email)}\nTarih: ${result.user.created_at.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })}`,
    );
  }

  if (verifyNow) return { outcome: 'signed_in', message: 'Hesabınız oluşturuldu.', userId: result.user.id };
  await mailVerificationLink(deps, result.user.email, result.token!);
  return { outcome: 'verification_sent', message: VERIFICATION_SENT, signupSecret };
}

/**
 * Takes over an address nobody has confirmed: the new password replaces the old, every session and
 * verification link of the earlier registration ends. Undefined when the address was confirmed
 * meanwhile (or is gone).
 */
async function claimUnconfirmed(tx: Db, email: string, passwordHash: string, verifyNow: boolean) {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).for('update');
  if (!row || row.email_verified_at) return undefined;
  const [claimed] = await tx
    .update(users)
    .set({ password_hash: passwordHash, ...(verifyNow ? { email_verified_at: new Date() } : {}) })
    .where(eq(users.id, row.id))
    .returning();
  await endUserSessions(tx, row.id);
  await endOutstandingLinks(tx, row.id, 'email_verification');
  return claimed;
}

async function findByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

async function mailVerificationLink(deps: AuthDeps, email: string, token: string) {
  const link = `${deps.config.PUBLIC_URL}/auth/callback?token=${token}&type=signup`;
  try {
    await deps.mailer.send(verificationMail(email, link));
  } catch (err) {
    deps.log.error({ err }, 'verification mail could not be sent');
  }
}

/**
 * Resend for an unverified address. Answers the same whether or not the address exists. The new
 * link stays bound to the browser that registered (the last registration's binding).
 */
export async function resendVerification(deps: AuthDeps, email: string, ip?: string) {
  const user = await findByEmail(deps.db, email);
  if (user && !user.email_verified_at) {
    const [last] = await deps.db
      .select({ browserHash: auth_tokens.browser_hash })
      .from(auth_tokens)
      .where(and(eq(auth_tokens.user_id, user.id), eq(auth_tokens.purpose, 'email_verification'), isNotNull(auth_tokens.browser_hash)))
      .orderBy(desc(auth_tokens.created_at))
      .limit(1);
    const token = await issueLink(deps.db, user.id, 'email_verification', { ip, browserHash: last?.browserHash });
    await mailVerificationLink(deps, user.email, token);
  }
  return { message: 'Hesabınız doğrulanmamışsa yeni bir doğrulama bağlantısı e-posta adresinize gönderildi.' };
}
