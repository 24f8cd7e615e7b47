import { and, eq } from 'drizzle-orm';
import { NEW_ACCOUNT_WINDOW_MS } from '../../../shared/constants';
import { AUTH_MESSAGES, type RegisterResult } from '../../../shared/schemas/auth';
import { contract_acceptances, contracts } from '../../db/schema/legal';
import { users } from '../../db/schema/users';
import { escapeTelegramHtml } from '../../integrations/notifier/notifier';
import { AppError } from '../../lib/errors';
import { creditWelcomeBalance } from '../balance/welcome-credit';
import { insertUser } from '../users/create-user';
import type { AuthDeps } from './auth-deps';
import { issueLink } from './auth-links';
import { verificationMail } from './auth-mails';
import { hashPassword } from './passwords';

export interface RegisterCommand {
  email: string;
  password: string;
  accepted_contract_ids: string[];
  ip?: string;
}

export type RegisterOutcome = RegisterResult & { userId?: string };

/**
 * Registration (docs/product-rules.md#accounts, the four sign-up outcomes). Refuses unless every active mandatory
 * contract was accepted, and records which contract version was accepted and when.
 */
export async function register(deps: AuthDeps, command: RegisterCommand): Promise<RegisterOutcome> {
  const { db, config } = deps;
  const existing = await findByEmail(deps, command.email);
  if (existing) return outcomeForExisting(existing);

  const mandatory = await db.select().from(contracts).where(and(eq(contracts.active, true), eq(contracts.must, true)));
  const accepted = new Set(command.accepted_contract_ids);
  if (mandatory.some((c) => !accepted.has(c.id))) {
    throw new AppError(400, 'CONTRACTS_REQUIRED', AUTH_MESSAGES.contractsRequired, {
      required: mandatory.map((c) => c.id),
    });
  }

  const verifyNow = config.EMAIL_VERIFICATION === 'off';
  const passwordHash = await hashPassword(command.password);
  const created = await db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: command.email, passwordHash, verifiedAt: verifyNow ? new Date() : null });
    if (!user) return undefined;
    if (mandatory.length > 0) {
      await tx.insert(contract_acceptances).values(
        mandatory.map((c) => ({
          user_id: user.id,
          contract_id: c.id,
          contract_title: c.title,
          contract_version: c.version_at,
          ip: command.ip ?? null,
        })),
      );
    }
    if (verifyNow) await creditWelcomeBalance(tx, user.id);
    return user;
  });
  // Lost a race with a simultaneous registration of the same address.
  if (!created) return outcomeForExisting((await findByEmail(deps, command.email))!);

  void deps.notifier.notify(
    `🆕 <b>Yeni üye kaydı</b>\nE-posta: ${escapeTelegramHtml(created.email)}\nTarih: ${created.created_at.toLocaleString('tr-TR', { timeZone: 'Europe/Istanbul' })}`,
  );

  if (verifyNow) return { outcome: 'signed_in', message: 'Hesabınız oluşturuldu.', userId: created.id };
  await sendVerificationMail(deps, created.id, created.email);
  return {
    outcome: 'verification_sent',
    message: 'Kaydınız alındı. E-posta adresinize gönderilen bağlantıya tıklayarak hesabınızı doğrulayın.',
  };
}

async function findByEmail({ db }: AuthDeps, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

function outcomeForExisting(user: typeof users.$inferSelect): RegisterOutcome {
  // A repeat within 30 s is the same sign-up (a double submit), not an "already registered" case.
  const isNew = Date.now() - user.created_at.getTime() < NEW_ACCOUNT_WINDOW_MS;
  if (isNew && !user.email_verified_at) {
    return { outcome: 'verification_sent', message: 'Kaydınız alındı. E-posta adresinize gönderilen bağlantıya tıklayarak hesabınızı doğrulayın.' };
  }
  if (user.email_verified_at) return { outcome: 'already_registered', message: AUTH_MESSAGES.alreadyRegistered };
  return { outcome: 'awaiting_confirmation', message: AUTH_MESSAGES.awaitingConfirmation };
}

/** Issues a verification link (at most 3 per hour) and mails it. A mail failure is logged, not fatal. */
export async function sendVerificationMail(deps: AuthDeps, userId: string, email: string) {
  const token = await issueLink(deps.db, userId, 'email_verification');
  const link = `${deps.config.PUBLIC_URL}/auth/callback?token=${token}&type=signup`;
  try {
    await deps.mailer.send(verificationMail(email, link));
  } catch (err) {
    deps.log.error({ err }, 'verification mail could not be sent');
  }
}

/** Resend for an unverified address. Answers the same whether or not the address exists. */
export async function resendVerification(deps: AuthDeps, email: string) {
  const user = await findByEmail(deps, email);
  if (user && !user.email_verified_at) await sendVerificationMail(deps, user.id, user.email);
  return { message: 'Hesabınız doğrulanmamışsa yeni bir doğrulama bağlantısı e-posta adresinize gönderildi.' };
}
