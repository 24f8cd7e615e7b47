import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { admin_audit_log } from '../../db/schema/audit';
import { token_costs } from '../../db/schema/balance';
import { users } from '../../db/schema/users';
import { describeOnEachDatabase } from '../../test/test-app';
import { createVerifiedUser } from '../users/create-user';
import { changedKeys, listAdminChanges, recordAdminChange } from './admin-audit';
import { FIXTURE_HASH_COST } from '../../test/members';

describeOnEachDatabase('admin audit trail', (ctx) => {
  it('records a change with its values, without secrets, and commits or rolls back with it', async () => {
    const admin = await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `denetim-${ctx.target}@example.com`, password: 'gizli-sifre', superAdmin: true });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, admin.id));
    await recordAdminChange(ctx.db, {
      admin: { id: admin.id, email: user!.email },
      action: 'update',
      entity: 'users',
      entityId: admin.id,
      before: user,
      after: { ...user, is_premium: true },
    });
    const [row] = await listAdminChanges(ctx.db, { entity: 'users', entityId: admin.id });
    expect(row).toMatchObject({ admin_id: admin.id, action: 'update', entity: 'users' });
    expect(row!.before).not.toHaveProperty('password_hash');
    expect(changedKeys(row!.before, row!.after)).toEqual(['is_premium']);

    // A failed write leaves no record: the row is added in the write's own transaction.
    const [cost] = await ctx.db.select().from(token_costs).limit(1);
    await expect(
      ctx.db.transaction(async (tx) => {
        await recordAdminChange(tx, { admin: { id: admin.id, email: user!.email }, action: 'update', entity: 'token_costs', entityId: cost!.id, before: cost, after: { ...cost, cost_value: 5000 } });
        await tx.update(token_costs).set({ cost_value: 5000 }).where(eq(token_costs.id, cost!.id));
      }),
    ).rejects.toThrow();
    expect(await ctx.db.select().from(admin_audit_log).where(eq(admin_audit_log.entity, 'token_costs'))).toEqual([]);
  });
});
