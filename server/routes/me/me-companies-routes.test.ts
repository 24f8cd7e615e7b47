import { expect, it } from 'vitest';
import { companies } from '../../db/schema/catalog';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';
import { signedInMember } from '../../test/members';

// The companies tab (spec 2 §2.12): only the companies linked to the member, with their own contact data.

const member = (ctx: TestContext) => signedInMember(ctx, 'firmam');

describeOnEachDatabase('own companies', (ctx) => {
  it('refuses visitors', async () => {
    expect((await new TestClient(ctx.app).get('/api/me/companies')).statusCode).toBe(401);
  });

  it("lists only the member's own companies, by name, with phone and website", async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    expect((await me.client.get('/api/me/companies')).json()).toEqual({ items: [] });
    await ctx.db.insert(companies).values([
      { company_name: 'Zirve Solar', user_id: me.user.id, phone: '+905321112233', website: 'https://zirve.example', is_verified: true },
      { company_name: 'Çınar Enerji', user_id: me.user.id },
      { company_name: 'Başkasının Firması', user_id: other.user.id, phone: '+905000000000' },
    ]);
    const body = (await me.client.get('/api/me/companies')).json();
    expect(body.items.map((c: { company_name: string }) => c.company_name)).toEqual(['Çınar Enerji', 'Zirve Solar']);
    expect(body.items[1]).toMatchObject({ is_verified: true, phone: '+905321112233', website: 'https://zirve.example' });
    const theirs = (await other.client.get('/api/me/companies')).json();
    expect(theirs.items.map((c: { company_name: string }) => c.company_name)).toEqual(['Başkasının Firması']);
  });
});
