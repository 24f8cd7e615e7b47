import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { token_transactions } from '../../db/schema/balance';
import { companies, projects } from '../../db/schema/catalog';
import { users } from '../../db/schema/users';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// What a member paid for outlives the item it opened: an admin deleting a project or a company
// leaves the member's inventory entry (its name then, the Bakiye paid, marked removed), and their
// balance and ledger as they were.

describeOnEachDatabase('inventory after an item is deleted', (ctx) => {
  it('keeps a paid project and company in the inventory, marked removed with what was paid', async () => {
    const admin = (await signedInMember(ctx, 'silen-admin', { superAdmin: true })).client;
    const { client, user } = await signedInMember(ctx, 'odeyen-uye', { premium: true, balance: 200 });
    const [project] = await ctx.db.insert(projects).values({ project_name: 'Silinecek GES', is_verified: true }).returning();
    const [company] = await ctx.db.insert(companies).values({ company_name: 'Silinecek Enerji', is_verified: true }).returning();

    const openedProject = (await client.post(`/api/projects/${project!.id}/open`, { expected_cost: 40 })).json();
    const openedCompany = (await client.post(`/api/companies/${company!.id}/open`, { expected_cost: 25 })).json();
    const paidProject = openedProject.charged.amount as number;
    const paidCompany = openedCompany.charged.amount as number;
    expect(paidProject).toBeGreaterThan(0);
    expect(paidCompany).toBeGreaterThan(0);
    const balanceBefore = (await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.token_balance;
    const ledgerBefore = await ctx.db.select().from(token_transactions).where(eq(token_transactions.user_id, user.id));

    expect((await admin.request('DELETE', `/api/admin/projects/${project!.id}`)).statusCode).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/companies/${company!.id}`)).statusCode).toBe(200);

    const inventory = (await client.get('/api/me/inventory')).json();
    expect(inventory.projects).toEqual([expect.objectContaining({ id: null, name: 'Silinecek GES', removed: true, paid: paidProject })]);
    expect(inventory.companies).toEqual([expect.objectContaining({ id: null, name: 'Silinecek Enerji', removed: true, paid: paidCompany })]);
    expect((await ctx.db.select().from(users).where(eq(users.id, user.id)))[0]!.token_balance).toBe(balanceBefore);
    expect(await ctx.db.select().from(token_transactions).where(eq(token_transactions.user_id, user.id))).toEqual(ledgerBefore);
  });

  it('shows a live item by its current name, not removed', async () => {
    const { client } = await signedInMember(ctx, 'canli-uye', { premium: true, balance: 200 });
    const [project] = await ctx.db.insert(projects).values({ project_name: 'Eski Ad GES', is_verified: true }).returning();
    await client.post(`/api/projects/${project!.id}/open`, { expected_cost: 40 });
    await ctx.db.update(projects).set({ project_name: 'Yeni Ad GES' }).where(eq(projects.id, project!.id));
    const inventory = (await client.get('/api/me/inventory')).json();
    expect(inventory.projects).toEqual([expect.objectContaining({ id: project!.id, name: 'Yeni Ad GES', removed: false, is_verified: true })]);
  });
});
