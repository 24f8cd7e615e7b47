import { and, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { BILLING_MESSAGES, type billingInfoInputSchema } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { billing_infos } from '../../db/schema/billing';
import { AppError } from '../../lib/errors';
import { lockMember } from '../users/lock-member';

// A member's saved billing infos (docs/product-rules.md#profile). Every call
// is scoped to the owner: another member's id is simply not found (404), and the row stays as it was.

type Input = z.output<typeof billingInfoInputSchema>;
export type BillingInfoRow = typeof billing_infos.$inferSelect;

const notFound = () => new AppError(404, 'BILLING_INFO_NOT_FOUND', BILLING_MESSAGES.notFound);

/** Shipping mirrors billing (docs/product-rules.md#payments). */
function columns(input: Input) {
  return {
    ...input,
    identity_number: input.identity_number,
    tax_number: input.is_company ? input.tax_number : null,
    tax_office: input.is_company ? input.tax_office : null,
    shipping_contact_name: input.billing_contact_name,
    shipping_city: input.billing_city,
    shipping_country: input.billing_country,
    shipping_address: input.billing_address,
    shipping_zip_code: input.billing_zip_code,
  };
}

/** Default first, then newest (docs/product-rules.md#payments). */
export function listBillingInfos(db: Db, userId: string): Promise<BillingInfoRow[]> {
  return db
    .select()
    .from(billing_infos)
    .where(eq(billing_infos.user_id, userId))
    .orderBy(desc(billing_infos.is_default), desc(billing_infos.created_at), desc(billing_infos.id));
}

export async function findOwnBillingInfo(db: Db, userId: string, id: string): Promise<BillingInfoRow> {
  const [row] = await db
    .select()
    .from(billing_infos)
    .where(and(eq(billing_infos.id, id), eq(billing_infos.user_id, userId)));
  if (!row) throw notFound();
  return row;
}

/** The first billing info a member saves becomes the default (docs/product-rules.md#payments). */
export async function createBillingInfo(db: Db, userId: string, input: Input): Promise<BillingInfoRow> {
  return db.transaction(async (tx) => {
    // Serialise a member's concurrent first saves so exactly one becomes the default.
    await lockMember(tx, 'billing_infos', userId);
    const [existing] = await tx.select({ id: billing_infos.id }).from(billing_infos).where(eq(billing_infos.user_id, userId)).limit(1);
    const [row] = await tx
      .insert(billing_infos)
      .values({ ...columns(input), user_id: userId, is_default: !existing })
      .returning();
    return row!;
  });
}

export async function updateBillingInfo(db: Db, userId: string, id: string, input: Input): Promise<BillingInfoRow> {
  const [row] = await db
    .update(billing_infos)
    .set({ ...columns(input), updated_at: new Date() })
    .where(and(eq(billing_infos.id, id), eq(billing_infos.user_id, userId)))
    .returning();
  if (!row) throw notFound();
  return row;
}

/**
 * Deleting the default makes the newest remaining one the default. Under the member's lock, like
 * choosing the default: a delete racing a "make default" ended in a 500
 * (docs/reliability.md#second-attack-pass, finding 8).
 */
export async function deleteBillingInfo(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockMember(tx, 'billing_infos', userId);
    const [deleted] = await tx
      .delete(billing_infos)
      .where(and(eq(billing_infos.id, id), eq(billing_infos.user_id, userId)))
      .returning({ is_default: billing_infos.is_default });
    if (!deleted) throw notFound();
    if (!deleted.is_default) return;
    const [next] = await tx
      .select({ id: billing_infos.id })
      .from(billing_infos)
      .where(eq(billing_infos.user_id, userId))
      .orderBy(desc(billing_infos.created_at), desc(billing_infos.id))
      .limit(1);
    if (next) await tx.update(billing_infos).set({ is_default: true }).where(eq(billing_infos.id, next.id));
  });
}

/**
 * One member's "make default" requests run one at a time: in parallel, each cleared the default it
 * had seen and set its own, and the one-default index refused all but one with a 500
 * (docs/reliability.md#second-attack-pass, finding 8).
 * A row deleted meanwhile is not found (404).
 */
export async function setDefaultBillingInfo(db: Db, userId: string, id: string): Promise<BillingInfoRow> {
  return db.transaction(async (tx) => {
    await lockMember(tx, 'billing_infos', userId);
    await findOwnBillingInfo(tx, userId, id);
    // Clear first: the partial unique index allows one default per member at any moment.
    await tx
      .update(billing_infos)
      .set({ is_default: false })
      .where(and(eq(billing_infos.user_id, userId), ne(billing_infos.id, id), eq(billing_infos.is_default, true)));
    const [row] = await tx.update(billing_infos).set({ is_default: true, updated_at: new Date() }).where(eq(billing_infos.id, id)).returning();
    return row!;
  });
}
