import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import type { Db } from '../../db/client';
import { user_companies, user_projects } from '../../db/schema/inventory';
import { AppError } from '../../lib/errors';
import { changeBalance } from '../balance/change-balance';
import { currentCost } from '../balance/token-costs';
import type { ItemKind } from './item-access';

const DESCRIPTIONS: Record<ItemKind, (name: string) => string> = {
  project: (name) => `Proje envantere ekleme: ${name}`,
  company: (name) => `Firma envantere ekleme: ${name}`,
};

/**
 * Opens a verified item for a premium user at the cost they were shown: one inventory row and one
 * debit of the current project_detail / company_detail cost, in one transaction, or nothing at all.
 * - The cost changed since it was shown (an admin's edit, pushed live to the client): 409
 *   COST_CHANGED with the new cost; no row, no debit. The user confirms the new cost and asks again.
 * - Opened already: nothing to pay, whatever the cost is now.
 * - The inventory row's UNIQUE (user, item) decides who pays when the same item is opened many times
 *   at once: only the request that inserts it is charged; the ledger's idempotency key backs that up.
 * - The balance is short: "Yetersiz bakiye" (402) as a whole, no inventory row.
 */
export async function openItem(db: Db, kind: ItemKind, userId: string, item: { id: string; name: string }, expectedCost: number) {
  return db.transaction(async (tx) => {
    const cost = await currentCost(tx, kind === 'project' ? 'project_detail' : 'company_detail');
    // The row keeps the name and the price, so the member's inventory shows what they paid for
    // even after the item is deleted.
    const kept = { user_id: userId, item_name: item.name, paid: cost };
    const inserted =
      kind === 'project'
        ? await tx.insert(user_projects).values({ ...kept, project_id: item.id }).onConflictDoNothing().returning({ id: user_projects.id })
        : await tx.insert(user_companies).values({ ...kept, company_id: item.id }).onConflictDoNothing().returning({ id: user_companies.id });
    if (inserted.length === 0) return { charged: null };
    // Thrown inside the transaction: the row just inserted goes with it.
    if (cost !== expectedCost) throw new AppError(409, 'COST_CHANGED', CATALOG_MESSAGES.costChanged, { cost, expected_cost: expectedCost });
    if (cost === 0) return { charged: null };
    const result = await changeBalance(tx, {
      userId,
      amount: -cost,
      description: DESCRIPTIONS[kind](item.name),
      idempotencyKey: `open:${kind}:${item.id}`,
    });
    return { charged: { amount: cost, balance: result.balance } };
  });
}
