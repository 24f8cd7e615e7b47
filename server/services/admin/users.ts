import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { MANUAL_SUBSCRIPTION_PREFIX } from '../../../shared/constants';
import { ADMIN_PAGE_SIZE, type AdminPage } from '../../../shared/schemas/admin/list';
import { ADMIN_USER_MESSAGES as M, USER_PICKER_LIMIT, type AdminUserRow } from '../../../shared/schemas/admin/users';
import { UNNAMED_SUBSCRIPTIONS } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { admin_idempotent_requests } from '../../db/schema/balance';
import { subscription_packages, subscription_requests } from '../../db/schema/billing';
import { users } from '../../db/schema/users';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/errors';
import { changeBalance } from '../balance/change-balance';
import { cappedCount } from '../catalog/search';
import { cancelAtProvider } from '../subscriptions/cancel-at-provider';
import { audited, type Admin } from './audited';

// Users in the back office (docs/product-rules.md#admin-users): list, Bakiye by hand through the one money path,
// premium and admin flags (never one's own admin flag), subscriptions assigned or removed by hand.

const row = {
  id: users.id,
  email: users.email,
  created_at: users.created_at,
  token_balance: users.token_balance,
  is_premium: users.is_premium,
  is_super_admin: users.is_super_admin,
  premium_trial_ends_at: users.premium_trial_ends_at,
  subscription_reference_code: users.subscription_reference_code,
};
type UserRow = { [K in keyof typeof row]: (typeof users.$inferSelect)[K] };
const present = (r: UserRow): AdminUserRow => ({ ...r, created_at: r.created_at.toISOString(), premium_trial_ends_at: r.premium_trial_ends_at?.toISOString() ?? null });

/** E-mail contains the text (trigram index on e-mail), newest first; the balance is the stored one, kept equal to the ledger. */
export async function listAdminUsers(db: Db, query: { search: string; page: number }): Promise<AdminPage<AdminUserRow>> {
  const term = query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  const where = term ? sql`${users.email} LIKE ${`%${term}%`}` : undefined;
  const [rows, count] = await Promise.all([
    db.select(row).from(users).where(where).orderBy(desc(users.created_at), desc(users.id)).limit(ADMIN_PAGE_SIZE).offset((query.page - 1) * ADMIN_PAGE_SIZE),
    cappedCount(db, where ? sql`FROM ${users} WHERE ${where}` : sql`FROM ${users}`, where ? undefined : users),
  ]);
  return { items: rows.map(present), total: count.total, capped: count.capped, page: query.page, page_size: ADMIN_PAGE_SIZE };
}

/** The company form's linked-user search (docs/product-rules.md#admin-users): e-mail contains the text, 10 by e-mail. */
export function searchUserOptions(db: Db, search: string) {
  const term = search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
  return db
    .select({ id: users.id, email: users.email, is_premium: users.is_premium, is_super_admin: users.is_super_admin })
    .from(users)
    .where(sql`${users.email} LIKE ${`%${term}%`}`)
    .orderBy(asc(users.email))
    .limit(USER_PICKER_LIMIT);
}

async function lockedUser(tx: Db, id: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  if (!user) throw new AppError(404, 'NOT_FOUND', M.notFound);
  return user;
}

/** A credit or debit with its description, through changeBalance (row lock, ledger row), audited in the same transaction. */
type BalanceAdjustment = { direction: 'credit' | 'debit'; amount: number; description: string };
type BalanceAdjusted = { balance: number; message: string };

/**
 * An admin's credit or debit. With an Idempotency-Key (docs/decisions/049) the key is claimed first,
 * in the same transaction: INSERT … ON CONFLICT DO NOTHING waits for a parallel twin's transaction,
 * so the money moves once; the same request again gets the first answer, another request under the
 * same key a 409. A refusal rolls the claim back, and the key can be used again.
 */
export async function adjustBalance(db: Db, admin: Admin, userId: string, input: BalanceAdjustment, idempotencyKey?: string): Promise<BalanceAdjusted> {
  if (idempotencyKey === undefined) return adjustBalanceOnce(db, admin, userId, input);
  const requestHash = createHash('sha256')
    .update(JSON.stringify(['users.balance', userId, input.direction, input.amount, input.description]))
    .digest('hex');
  const claim = and(eq(admin_idempotent_requests.admin_id, admin.id), eq(admin_idempotent_requests.key, idempotencyKey));
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(admin_idempotent_requests)
      .values({ admin_id: admin.id, key: idempotencyKey, request_hash: requestHash })
      .onConflictDoNothing()
      .returning({ key: admin_idempotent_requests.key });
    if (claimed.length === 0) {
      const [first] = await tx.select().from(admin_idempotent_requests).where(claim);
      if (first?.request_hash !== requestHash || !first.response) throw new AppError(409, 'IDEMPOTENCY_KEY_REUSED', M.idempotencyKeyReused);
      return first.response as BalanceAdjusted;
    }
    const result = await adjustBalanceOnce(tx, admin, userId, input);
    await tx.update(admin_idempotent_requests).set({ response: result }).where(claim);
    return result;
  });
}

function adjustBalanceOnce(db: Db, admin: Admin, userId: string, input: BalanceAdjustment): Promise<BalanceAdjusted> {
  return audited(db, admin, 'users', input.direction === 'credit' ? 'credit' : 'debit', async (tx) => {
    const [before] = await tx.select({ token_balance: users.token_balance }).from(users).where(eq(users.id, userId));
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    try {
      const change = await changeBalance(tx, {
        userId,
        amount: input.direction === 'credit' ? input.amount : -input.amount,
        description: input.description,
        createdBy: admin.id,
      });
      return {
        entityId: userId,
        before,
        after: { token_balance: change.balance, description: input.description },
        result: { balance: change.balance, message: input.direction === 'credit' ? M.credited : M.debited },
      };
    } catch (error) {
      if (error instanceof AppError && error.code === 'INSUFFICIENT_BALANCE') throw new AppError(400, 'INSUFFICIENT_BALANCE', M.insufficient, { path: 'amount' });
      throw error;
    }
  });
}

/** The member's subscription if the provider charges for it (not one assigned by hand). */
const providerReference = (reference: string | null) => (reference && !reference.startsWith(MANUAL_SUBSCRIPTION_PREFIX) ? reference : null);

/** Premium and super-admin flags; an admin's own admin flag cannot be changed here (docs/product-rules.md#admin-users). */
export function setUserRoles(db: Db, admin: Admin, userId: string, roles: { is_premium?: boolean; is_super_admin?: boolean }) {
  if (roles.is_super_admin !== undefined && userId === admin.id) throw new AppError(403, 'OWN_ADMIN', M.ownAdmin);
  return audited(db, admin, 'users', 'roles', async (tx) => {
    const before = await lockedUser(tx, userId);
    // Premium off while the provider keeps charging would take money for nothing: a paid
    // subscription ends through its removal, which cancels it at the provider first.
    if (roles.is_premium === false && before.is_premium && providerReference(before.subscription_reference_code)) {
      throw new AppError(409, 'PAID_SUBSCRIPTION', M.paidPremiumOff);
    }
    const set: Partial<typeof users.$inferInsert> = { updated_at: new Date() };
    if (roles.is_super_admin !== undefined) set.is_super_admin = roles.is_super_admin;
    if (roles.is_premium !== undefined && roles.is_premium !== before.is_premium) {
      set.is_premium = roles.is_premium;
      set.premium_activated_at = roles.is_premium ? new Date() : null;
      if (!roles.is_premium) set.premium_trial_ends_at = null;
    }
    const [after] = await tx.update(users).set(set).where(eq(users.id, userId)).returning();
    return { entityId: userId, before: roleView(before), after: roleView(after!), result: { message: M.rolesSaved } };
  });
}

const roleView = (u: typeof users.$inferSelect) => ({
  is_premium: u.is_premium,
  is_super_admin: u.is_super_admin,
  premium_activated_at: u.premium_activated_at,
  premium_trial_ends_at: u.premium_trial_ends_at,
  subscription_reference_code: u.subscription_reference_code,
});

/**
 * docs/product-rules.md#admin-users: a SUCCESS request and premium on, with a "manual-" reference (nothing to charge at the
 * provider). A subscription the member pays at the provider is cancelled there first (decision 028),
 * or the card would keep being charged for a subscription the member no longer holds; its record
 * turns CANCELLED naming the admin, and the audit entry names it.
 */
export async function assignSubscription(deps: { db: Db; provider: PaymentProvider }, admin: Admin, userId: string, packageId: string) {
  const [current] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw new AppError(404, 'NOT_FOUND', M.notFound);
  const [pkg] = await deps.db.select().from(subscription_packages).where(and(eq(subscription_packages.id, packageId), eq(subscription_packages.is_active, true)));
  if (!pkg) throw new AppError(404, 'PACKAGE_NOT_FOUND', M.packageNotFound, { path: 'package_id' });
  const paid = providerReference(current.subscription_reference_code);
  if (paid && !(await cancelAtProvider(deps.provider, paid))) throw new AppError(502, 'ASSIGN_FAILED', M.paidNotCancelled);
  return audited(deps.db, admin, 'users', 'assign_subscription', async (tx) => {
    const before = await lockedUser(tx, userId);
    // A checkout paid between the cancel above and now: its subscription would stay charging.
    const held = providerReference(before.subscription_reference_code);
    if (held && held !== paid) throw new AppError(409, 'SUBSCRIPTION_CHANGED', M.subscriptionChanged);
    const now = new Date();
    if (paid) {
      await tx
        .update(subscription_requests)
        .set({ status: 'CANCELLED', error_message: `Yönetici (${admin.email}) elle abonelik atadı; iyzico aboneliği iptal edildi` })
        .where(and(eq(subscription_requests.subscription_reference_code, paid), eq(subscription_requests.status, 'SUCCESS')));
    }
    const reference = `${MANUAL_SUBSCRIPTION_PREFIX}${randomUUID()}`;
    await tx.insert(subscription_requests).values({
      user_id: userId,
      package_id: pkg.id,
      package_name: pkg.name,
      pricing_plan_reference_code: pkg.iyzico_pricing_plan_reference_code,
      amount: pkg.price,
      currency: pkg.currency,
      token_count: pkg.token_count,
      conversation_id: `manual-${randomUUID()}`,
      customer_data: { price: pkg.price, currency: pkg.currency, manual_assignment: true, assigned_by: admin.email },
      status: 'SUCCESS',
      subscription_reference_code: reference,
      processed_at: now,
    });
    const [after] = await tx
      .update(users)
      .set({ is_premium: true, premium_activated_at: now, subscription_reference_code: reference, premium_trial_ends_at: null, updated_at: now })
      .where(eq(users.id, userId))
      .returning();
    return {
      entityId: userId,
      before: roleView(before),
      after: { ...roleView(after!), package: pkg.name, ...(paid ? { cancelled_provider_subscription: paid } : {}) },
      result: { message: M.assigned },
    };
  });
}

/**
 * docs/product-rules.md#admin-users: premium off, activation and reference cleared, a CANCELLED record naming the admin.
 * A subscription paid at the provider is cancelled there first, so the card is not charged again.
 */
export async function removeSubscription(deps: { db: Db; provider: PaymentProvider }, admin: Admin, userId: string) {
  const [current] = await deps.db.select().from(users).where(eq(users.id, userId));
  if (!current) throw new AppError(404, 'NOT_FOUND', M.notFound);
  if (!current.is_premium && !current.subscription_reference_code) throw new AppError(409, 'NO_SUBSCRIPTION', M.noSubscription);
  const reference = current.subscription_reference_code;
  if (reference && !(await cancelAtProvider(deps.provider, reference))) throw new AppError(502, 'REMOVE_FAILED', M.removeFailed);
  return audited(deps.db, admin, 'users', 'remove_subscription', async (tx) => {
    const before = await lockedUser(tx, userId);
    if (reference) {
      await tx
        .update(subscription_requests)
        .set({ status: 'CANCELLED', error_message: 'Yönetici tarafından kaldırıldı' })
        .where(and(eq(subscription_requests.subscription_reference_code, reference), eq(subscription_requests.status, 'SUCCESS')));
    }
    // The record names what was removed, as the member's billing history lists it: the package of
    // the subscription the reference belongs to; premium without one (a trial, or switched on by
    // hand) by what it was.
    const [held] = reference
      ? await tx
          .select({ package_id: subscription_requests.package_id, package_name: subscription_requests.package_name })
          .from(subscription_requests)
          .where(and(eq(subscription_requests.subscription_reference_code, reference), sql`${subscription_requests.package_name} IS NOT NULL`))
          .orderBy(desc(subscription_requests.created_at))
          .limit(1)
      : [];
    await tx.insert(subscription_requests).values({
      user_id: userId,
      package_id: held?.package_id ?? null,
      package_name: held?.package_name ?? (before.premium_trial_ends_at ? UNNAMED_SUBSCRIPTIONS.trial : UNNAMED_SUBSCRIPTIONS.premium),
      conversation_id: `manual-cancel-${randomUUID()}`,
      customer_data: { manual_cancellation: true, cancelled_by: admin.email },
      status: 'CANCELLED',
      subscription_reference_code: reference,
      processed_at: new Date(),
    });
    const [after] = await tx
      .update(users)
      .set({ is_premium: false, premium_activated_at: null, subscription_reference_code: null, premium_trial_ends_at: null, updated_at: new Date() })
      .where(eq(users.id, userId))
      .returning();
    return { entityId: userId, before: roleView(before), after: roleView(after!), result: { message: M.removed } };
  });
}
