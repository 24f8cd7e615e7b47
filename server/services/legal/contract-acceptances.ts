import { and, desc, eq, gt, notExists } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contract_acceptances, contracts } from '../../db/schema/legal';
import type { users } from '../../db/schema/users';
import { AppError } from '../../lib/errors';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';

type User = Pick<typeof users.$inferSelect, 'id' | 'created_at'>;

/**
 * Active required contracts whose current version the member has not accepted, published after they
 * joined (registration itself required every earlier one). A replaced PDF is a new version.
 */
export function listPendingContracts(db: Db, user: User) {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.active, true),
        eq(contracts.must, true),
        gt(contracts.version_at, user.created_at),
        notExists(
          db
            .select({ id: contract_acceptances.id })
            .from(contract_acceptances)
            .where(
              and(
                eq(contract_acceptances.user_id, user.id),
                eq(contract_acceptances.contract_id, contracts.id),
                eq(contract_acceptances.contract_version, contracts.version_at),
              ),
            ),
        ),
      ),
    )
    .orderBy(desc(contracts.created_at));
}

/** Records the member's acceptance of every pending contract; each one must be among the ids. */
export async function acceptPendingContracts(db: Db, user: User, contractIds: string[], ip: string | null) {
  const pending = await listPendingContracts(db, user);
  const accepted = new Set(contractIds);
  if (pending.some((c) => !accepted.has(c.id))) {
    throw new AppError(400, 'CONTRACTS_REQUIRED', AUTH_MESSAGES.contractsRequired, { required: pending.map((c) => c.id) });
  }
  if (pending.length === 0) return;
  await db
    .insert(contract_acceptances)
    .values(pending.map((c) => ({ user_id: user.id, contract_id: c.id, contract_title: c.title, contract_version: c.version_at, ip })))
    .onConflictDoNothing();
}
