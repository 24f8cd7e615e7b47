import { expect, it } from 'vitest';
import { user_company_submissions, user_project_submissions } from '../../db/schema/contributions';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';
import { signedInMember } from '../../test/members';

// The member's own submissions list (docs/product-rules.md#submissions): only their own rows, newest first, status and feedback.

const member = (ctx: TestContext) => signedInMember(ctx, 'basvuru');

describeOnEachDatabase('own submissions', (ctx) => {
  it('refuses visitors', async () => {
    expect((await new TestClient(ctx.app).get('/api/me/submissions')).statusCode).toBe(401);
  });

  it("lists only the member's own submissions, newest first, with status and feedback", async () => {
    const me = await member(ctx);
    const other = await member(ctx);
    expect((await me.client.get('/api/me/submissions')).json()).toEqual({ companies: [], projects: [] });

    await ctx.db.insert(user_company_submissions).values([
      { user_id: me.user.id, company_data: { company_name: 'Eski Firma' }, created_at: new Date('2026-01-01T10:00:00Z') },
      { user_id: me.user.id, company_data: { company_name: 'Yeni Firma' }, status: 'rejected', admin_feedback: 'Eksik bilgi', created_at: new Date('2026-02-01T10:00:00Z') },
      { user_id: other.user.id, company_data: { company_name: 'Başkasının Firması' } },
    ]);
    await ctx.db.insert(user_project_submissions).values([
      { user_id: other.user.id, project_data: { project_name: 'Başkasının GES' } },
      { user_id: me.user.id, project_data: { project_name: 'Benim GES' }, status: 'approved' },
    ]);

    const res = await me.client.get('/api/me/submissions');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.companies.map((c: { name: string }) => c.name)).toEqual(['Yeni Firma', 'Eski Firma']);
    expect(body.companies[0]).toMatchObject({ status: 'rejected', admin_feedback: 'Eksik bilgi', created_at: '2026-02-01T10:00:00.000Z' });
    expect(body.companies[1]).toMatchObject({ status: 'pending', admin_feedback: null });
    expect(body.projects).toEqual([expect.objectContaining({ name: 'Benim GES', status: 'approved' })]);
    // No user_id or submitted data leaks into the list.
    expect(Object.keys(body.projects[0]).sort()).toEqual(['admin_feedback', 'created_at', 'id', 'name', 'status']);

    const theirs = (await other.client.get('/api/me/submissions')).json();
    expect(theirs.companies.map((c: { name: string }) => c.name)).toEqual(['Başkasının Firması']);
    expect(theirs.projects.map((p: { name: string }) => p.name)).toEqual(['Başkasının GES']);
  });
});
