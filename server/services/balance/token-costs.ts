import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TOKEN_COSTS, type CostKey } from '../../../shared/constants';
import { audited, type Admin } from '../admin/audited';
import type { Db } from '../../db/client';
import { token_costs } from '../../db/schema/balance';

/** Current costs of the given keys: the active row's value, else the spec's default (docs/product-rules.md#balance). */
export async function currentCosts(db: Db, keys: readonly CostKey[]): Promise<Record<CostKey, number>> {
  const rows = keys.length
    ? await db
        .select({ key: token_costs.cost_key, value: token_costs.cost_value })
        .from(token_costs)
        .where(and(inArray(token_costs.cost_key, [...keys]), eq(token_costs.is_active, true)))
    : [];
  const costs = { ...DEFAULT_TOKEN_COSTS };
  for (const row of rows) costs[row.key] = row.value;
  return costs;
}

export async function currentCost(db: Db, key: CostKey): Promise<number> {
  return (await currentCosts(db, [key]))[key];
}

/** Every cost row, for the operators' cost screen (docs/product-rules.md#token-costs). */
export function listTokenCostRows(db: Db) {
  return db.select().from(token_costs).orderBy(asc(token_costs.cost_key));
}

/** One cost changed; false when the row does not exist. */
/** An admin's change of one cost, with its audit row in the same transaction. */
export function updateTokenCost(db: Db, admin: Admin, id: string, costValue: number): Promise<boolean> {
  return audited(db, admin, 'token_costs', 'update', async (tx) => {
    const [before] = await tx.select().from(token_costs).where(eq(token_costs.id, id)).for('update');
    if (!before) return { entityId: id, result: false };
    // The same value: nothing to write (its time stays), no audit row.
    if (before.cost_value === costValue) return { entityId: id, result: true, unchanged: true };
    const [after] = await tx.update(token_costs).set({ cost_value: costValue, updated_at: new Date() }).where(eq(token_costs.id, id)).returning();
    return { entityId: id, before, after, result: true };
  });
}
