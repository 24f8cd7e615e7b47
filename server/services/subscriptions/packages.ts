import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { BILLING_MESSAGES } from '../../../shared/schemas/billing';
import type { Db } from '../../db/client';
import { subscription_packages } from '../../db/schema/billing';
import { AppError } from '../../lib/errors';

export type PackageRow = typeof subscription_packages.$inferSelect;

/** Active packages by sort order (docs/product-rules.md#payments). */
export function listActivePackages(db: Db): Promise<PackageRow[]> {
  return db
    .select()
    .from(subscription_packages)
    .where(eq(subscription_packages.is_active, true))
    .orderBy(asc(subscription_packages.sort_order), asc(subscription_packages.name));
}

/** An active package that can be bought (it has a provider pricing plan), or 404. */
export async function findBuyablePackage(db: Db, id: string): Promise<PackageRow & { iyzico_pricing_plan_reference_code: string }> {
  const [row] = await db
    .select()
    .from(subscription_packages)
    .where(
      and(
        eq(subscription_packages.id, id),
        eq(subscription_packages.is_active, true),
        isNotNull(subscription_packages.iyzico_pricing_plan_reference_code),
      ),
    );
  if (!row) throw new AppError(404, 'PACKAGE_NOT_FOUND', BILLING_MESSAGES.packageNotFound);
  return row as PackageRow & { iyzico_pricing_plan_reference_code: string };
}
