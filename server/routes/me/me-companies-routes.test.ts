import { expect, it } from 'vitest';
import { companies, projects } from '../../db/schema/catalog';
import { project_status_types } from '../../db/schema/reference';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';
import { signedInMember } from '../../test/members';

// The companies tab (docs/product-rules.md#profile): only the companies linked to the member, with their own contact data.

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

  it("lists a member's own company's projects with their status, and finds no other member's company", async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    const [mine] = await ctx.db.insert(companies).values({ company_name: 'Projeli Firma', user_id: me.user.id }).returning();
    const [theirs] = await ctx.db.insert(companies).values({ company_name: 'Onların Firması', user_id: other.user.id }).returning();
    const [status] = await ctx.db.select().from(project_status_types).limit(1);
    await ctx.db.insert(projects).values([
      { project_name: 'Firmamın GES Projesi', contractor_company_id: mine!.id, status_type_id: status?.id },
      { project_name: 'Onların GES Projesi', investor_company_id: theirs!.id },
    ]);

    const res = await me.client.get(`/api/me/companies/${mine!.id}/projects`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([expect.objectContaining({ project_name: 'Firmamın GES Projesi', roles: ['Yüklenici (EPC)'] })]);
    if (status) expect(res.json().items[0].status).toMatchObject({ name: status.name });

    // Another member's company, an unknown one and a visitor: nothing is shown.
    const refused = await me.client.get(`/api/me/companies/${theirs!.id}/projects`);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe('Firma bulunamadı');
    expect((await me.client.get('/api/me/companies/00000000-0000-4000-8000-000000000000/projects')).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get(`/api/me/companies/${mine!.id}/projects`)).statusCode).toBe(401);
  });
});
