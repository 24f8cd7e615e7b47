import { asc, eq } from 'drizzle-orm';
import { PACKAGE_MESSAGES as M, type PackageForm, type ProviderPlan } from '../../../shared/schemas/admin/packages';
import type { Db } from '../../db/client';
import { subscription_packages } from '../../db/schema/billing';
import type { PaymentProvider } from '../../integrations/payments/payment-provider';
import { AppError } from '../../lib/errors';
import { changedColumns, isEmpty, type SentFields } from './changed-columns';
import { audited, sqlStateOf, type Admin } from './audited';

// Subscription packages in the back office (docs/product-rules.md#admin-payments): every package by sort order, the
// form's writes audited, and the provider's plans listed to pick from. The public package pages
// read the same table, so they follow at once.

const present = ({ created_at: _c, updated_at: _u, ...row }: typeof subscription_packages.$inferSelect) => row;

export async function listPackagesForAdmin(db: Db) {
  const rows = await db.select().from(subscription_packages).orderBy(asc(subscription_packages.sort_order), asc(subscription_packages.name), asc(subscription_packages.id));
  return { items: rows.map(present), total: rows.length, capped: false, page: 1, page_size: Math.max(rows.length, 1) };
}

export async function getPackageForAdmin(db: Db, id: string) {
  const [row] = await db.select().from(subscription_packages).where(eq(subscription_packages.id, id));
  if (!row) throw new AppError(404, 'NOT_FOUND', M.notFound);
  return present(row);
}

/** One plan, one package: the reference code is unique. */
async function refusePlanTaken<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'PLAN_TAKEN', M.planTaken, { field: 'iyzico_pricing_plan_reference_code' });
    throw error;
  }
}

export function createPackage(db: Db, admin: Admin, form: PackageForm) {
  return refusePlanTaken(() =>
    audited(db, admin, 'subscription_packages', 'create', async (tx) => {
      const [row] = await tx.insert(subscription_packages).values(form).returning();
      return { entityId: row!.id, after: row, result: { id: row!.id } };
    }),
  );
}

export function updatePackage(db: Db, admin: Admin, id: string, form: PackageForm, sent?: SentFields) {
  return refusePlanTaken(() =>
    audited(db, admin, 'subscription_packages', 'update', async (tx) => {
      const [before] = await tx.select().from(subscription_packages).where(eq(subscription_packages.id, id)).for('update');
      if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
      const changed = changedColumns(before, { ...form }, sent);
      if (isEmpty(changed)) return { entityId: id, result: { id }, unchanged: true };
      const [after] = await tx.update(subscription_packages).set(changed).where(eq(subscription_packages.id, id)).returning();
      return { entityId: id, before, after, result: { id } };
    }),
  );
}

/** Subscription records keep their history: their package link is set to null (FK ON DELETE SET NULL). */
export function deletePackage(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'subscription_packages', 'delete', async (tx) => {
    const [before] = await tx.delete(subscription_packages).where(eq(subscription_packages.id, id)).returning();
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    return { entityId: id, before, after: null, result: { id } };
  });
}

export function togglePackage(db: Db, admin: Admin, id: string) {
  return audited(db, admin, 'subscription_packages', 'toggle', async (tx) => {
    const [before] = await tx.select().from(subscription_packages).where(eq(subscription_packages.id, id)).for('update');
    if (!before) throw new AppError(404, 'NOT_FOUND', M.notFound);
    const [after] = await tx.update(subscription_packages).set({ is_active: !before.is_active }).where(eq(subscription_packages.id, id)).returning();
    return { entityId: id, before: { is_active: before.is_active }, after: { is_active: after!.is_active }, result: after!.is_active };
  });
}

/** Every pricing plan of every product the provider lists (docs/product-rules.md#admin-payments). */
export async function listProviderPlans(provider: PaymentProvider): Promise<{ items: ProviderPlan[] }> {
  let products;
  try {
    products = await provider.listProducts();
  } catch {
    throw new AppError(502, 'PROVIDER_ERROR', M.plansFailed);
  }
  return {
    items: products.flatMap((product) =>
      product.pricingPlans.map((plan) => ({
        name: plan.name,
        price: plan.price,
        currencyCode: plan.currencyCode,
        paymentInterval: plan.paymentInterval,
        referenceCode: plan.referenceCode,
        productReferenceCode: plan.productReferenceCode || product.referenceCode,
        status: plan.status,
        product_name: product.name,
      })),
    ),
  };
}
