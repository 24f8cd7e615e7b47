import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { REVIEW_MESSAGES as M } from '../../../shared/schemas/admin/reviews';
import { admin_audit_log } from '../../db/schema/audit';
import { record_events } from '../../db/schema/history';
import { companies, projects } from '../../db/schema/catalog';
import { company_suggestions, project_suggestions, user_company_submissions, user_project_submissions } from '../../db/schema/contributions';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Suggestion review (docs/product-rules.md#reviews) and submission review.

describeOnEachDatabase(
  'admin reviews',
  (ctx) => {
    let admin: TestClient;
    let adminId: string;
    let member: Awaited<ReturnType<typeof signedInMember>>;
    let ref: ReferenceFixture;

    beforeAll(async () => {
      const signed = await signedInMember(ctx, 'inceleme-admin', { superAdmin: true });
      admin = signed.client;
      adminId = signed.user.id;
      member = await signedInMember(ctx, 'inceleme-uye');
      ref = await seedReferenceFixture(ctx.db, 'inceleme');
    });

    it('shows a project suggestion beside the current values by name, and approval writes it to the project', async () => {
      const [project] = await ctx.db
        .insert(projects)
        .values({ project_name: 'Eski Ad Santrali', city_id: ref.city, district_id: ref.district, investor: 'Eski Yatırımcı', dc_power: 5 })
        .returning();
      const sent = await member.client.post(`/api/suggestions/projects/${project!.id}`, {
        suggested_data: { project_name: 'Yeni Ad Santrali', investor: 'Eski Yatırımcı', city_id: ref.otherCity, district_id: ref.otherDistrict, dc_power: 7.5 },
      });
      expect(sent.statusCode).toBe(201);

      const list = (await admin.get('/api/admin/suggestions')).json();
      const row = list.projects.find((s: { id: string }) => s.id === sent.json().id);
      expect(row).toMatchObject({ item_id: project!.id, item_name: 'Eski Ad Santrali', status: 'pending', suggested_by: member.email });
      const field = (key: string) => row.fields.find((f: { key: string }) => f.key === key);
      expect(field('project_name')).toEqual({ key: 'project_name', label: 'Proje adı', current: 'Eski Ad Santrali', suggested: 'Yeni Ad Santrali', changed: true });
      expect(field('investor')).toMatchObject({ current: 'Eski Yatırımcı', suggested: 'Eski Yatırımcı', changed: false });
      expect(field('city_id')).toMatchObject({ label: 'Şehir', current: 'Test İli inceleme', suggested: 'Başka İl inceleme', changed: true });
      expect(field('district_id')).toMatchObject({ current: 'Merkez inceleme', suggested: 'Uzak inceleme' });
      expect(field('dc_power')).toMatchObject({ current: '5', suggested: '7.5', changed: true });

      const approved = await admin.post(`/api/admin/suggestions/projects/${row.id}/approve`);
      expect(approved.statusCode).toBe(200);
      expect(approved.json().message).toBe(M.suggestionApproved);
      const [after] = await ctx.db.select().from(projects).where(eq(projects.id, project!.id));
      expect(after).toMatchObject({ project_name: 'Yeni Ad Santrali', city_id: ref.otherCity, district_id: ref.otherDistrict, dc_power: 7.5 });
      const [suggestion] = await ctx.db.select().from(project_suggestions).where(eq(project_suggestions.id, row.id));
      expect(suggestion).toMatchObject({ status: 'approved', reviewed_by: adminId });
      const [audit] = await ctx.db.select().from(admin_audit_log).where(and(eq(admin_audit_log.action, 'approve_suggestion'), eq(admin_audit_log.entity_id, project!.id)));
      expect(audit!.before).toMatchObject({ project_name: 'Eski Ad Santrali' });
      expect(audit!.after).toMatchObject({ project_name: 'Yeni Ad Santrali', suggestion_id: row.id });

      // Decided once: approving or rejecting again is refused and changes nothing.
      const again = await admin.post(`/api/admin/suggestions/projects/${row.id}/reject`, { feedback: 'Geç kaldı' });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.alreadyDecided);
    });

    it('approves a suggestion that repeats the stored values without touching the project: no row change, no history event', async () => {
      const [project] = await ctx.db
        .insert(projects)
        .values({ project_name: 'Aynı Değer Santrali', city_id: ref.city, district_id: ref.district, dc_power: 5, ac_power: null })
        .returning();
      const suggester = await signedInMember(ctx, 'ayni-oneri');
      const sent = await suggester.client.post(`/api/suggestions/projects/${project!.id}`, { suggested_data: { dc_power: 5, ac_power: null } });
      expect(sent.statusCode).toBe(201);
      const row = async () => (await ctx.db.execute(sql`SELECT row_to_json(p)::text AS row FROM projects p WHERE id = ${project!.id}`)) as unknown as { rows: { row: string }[] };
      const before = (await row()).rows[0]!.row;
      const events = async () => (await ctx.db.select().from(record_events).where(eq(record_events.entity_id, project!.id))).length;
      const eventsBefore = await events();

      const approved = await admin.post(`/api/admin/suggestions/projects/${sent.json().id}/approve`);
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await row()).rows[0]!.row).toBe(before);
      expect(await events()).toBe(eventsBefore);
      const [suggestion] = await ctx.db.select().from(project_suggestions).where(eq(project_suggestions.id, sent.json().id));
      expect(suggestion).toMatchObject({ status: 'approved' });
    });

    it('rejects a company suggestion only with a reason, and records it', async () => {
      const [company] = await ctx.db.insert(companies).values({ company_name: 'Önerilen Firma', email: 'eski@firma.com' }).returning();
      const sent = await member.client.post(`/api/suggestions/companies/${company!.id}`, { suggested_data: { email: 'yeni@firma.com' } });
      const id = sent.json().id;
      const noReason = await admin.post(`/api/admin/suggestions/companies/${id}/reject`, { feedback: '  ' });
      expect(noReason.statusCode).toBe(400);
      expect(noReason.json().message).toBe(M.feedbackRequired);
      const rejected = await admin.post(`/api/admin/suggestions/companies/${id}/reject`, { feedback: 'Kaynak gösterilmedi' });
      expect(rejected.json().message).toBe(M.suggestionRejected);
      const [row] = await ctx.db.select().from(company_suggestions).where(eq(company_suggestions.id, id));
      expect(row).toMatchObject({ status: 'rejected', admin_feedback: 'Kaynak gösterilmedi' });
      expect((await ctx.db.select().from(companies).where(eq(companies.id, company!.id)))[0]!.email).toBe('eski@firma.com');
      expect((await admin.post(`/api/admin/suggestions/companies/${id}/approve`)).statusCode).toBe(409);
      expect((await admin.post(`/api/admin/suggestions/projects/00000000-0000-4000-8000-000000000000/approve`)).statusCode).toBe(404);
    });

    it('approves a company submission: the company carries the submitter, the submission its outcome, in one step', async () => {
      const sent = await member.client.post('/api/me/submissions/companies', {
        company_name: 'Başvuran Enerji Ltd.',
        activity_type_id: ref.activity,
        product_type_id: ref.product,
        city_id: ref.city,
        phone: '+905551112233',
      });
      expect(sent.statusCode).toBe(201);
      const list = (await admin.get('/api/admin/submissions')).json();
      expect(list.pending.companies).toBe(1);
      const row = list.companies.find((s: { id: string }) => s.id === sent.json().id);
      expect(row).toMatchObject({ name: 'Başvuran Enerji Ltd.', user_email: member.email, status: 'pending', admin_feedback: null });
      expect(row.fields.find((f: { key: string }) => f.key === 'activity_type_id')).toMatchObject({ label: 'Faaliyet alanı', suggested: 'Faaliyet inceleme' });

      const approved = await admin.post(`/api/admin/submissions/companies/${row.id}/approve`, {});
      expect(approved.json().message).toBe(M.submissionApproved);
      const [company] = await ctx.db.select().from(companies).where(eq(companies.company_name, 'Başvuran Enerji Ltd.'));
      expect(company).toMatchObject({ user_id: member.user.id, activity_type_id: ref.activity, city_id: ref.city, phone: '+905551112233', is_verified: false });
      const [submission] = await ctx.db.select().from(user_company_submissions).where(eq(user_company_submissions.id, row.id));
      expect(submission).toMatchObject({ status: 'approved', admin_feedback: M.defaultApproval, company_id: company!.id });

      // The submitter sees the outcome, and now speaks for the company.
      const own = (await member.client.get('/api/me/submissions')).json();
      expect(own.companies[0]).toMatchObject({ status: 'approved', admin_feedback: 'Başvurunuz onaylandı.' });
      const mine = (await member.client.get('/api/me/companies')).json();
      expect(JSON.stringify(mine)).toContain('Başvuran Enerji Ltd.');
      expect((await admin.post(`/api/admin/submissions/companies/${row.id}/approve`, {})).statusCode).toBe(409);
      expect((await admin.get('/api/admin/submissions')).json().pending.companies).toBe(0);
    });

    it('approves a project submission with feedback; a typed owners engineering firm becomes the consulting text', async () => {
      const sent = await member.client.post('/api/me/submissions/projects', {
        project_name: 'Başvuru Santrali',
        status_type_id: ref.status,
        type_id: ref.type,
        location_id: ref.location,
        city_id: ref.city,
        district_id: ref.district,
        dc_power: '3,5',
        dc_power_unit: 'MWp',
        owners_engineering: 'Serbest Müşavir Ltd.',
      });
      const id = sent.json().id;
      const approved = await admin.post(`/api/admin/submissions/projects/${id}/approve`, { feedback: 'Teşekkürler, yayında.' });
      expect(approved.statusCode).toBe(200);
      const [project] = await ctx.db.select().from(projects).where(eq(projects.project_name, 'Başvuru Santrali'));
      expect(project).toMatchObject({ dc_power: 3.5, dc_power_unit: 'MWp', inspection_consulting: 'Serbest Müşavir Ltd.', district_id: ref.district });
      // What the member left empty is unknown, not 0 (docs/decisions/052-unknown-stays-unknown.md).
      expect(project).toMatchObject({ ac_power: null, storage_capacity: null, total_investment_cost: null });
      const [submission] = await ctx.db.select().from(user_project_submissions).where(eq(user_project_submissions.id, id));
      expect(submission).toMatchObject({ status: 'approved', admin_feedback: 'Teşekkürler, yayında.', project_id: project!.id });
      // In the public list straight away.
      const listed = (await member.client.get('/api/projects')).json();
      expect(listed.items.map((p: { project_name: string }) => p.project_name)).toContain('Başvuru Santrali');
    });

    it('rejects a submission only with feedback, which the submitter reads', async () => {
      const sent = await member.client.post('/api/me/submissions/companies', { company_name: 'Reddedilecek Firma', activity_type_id: ref.activity, product_type_id: ref.product, city_id: ref.city });
      const id = sent.json().id;
      const empty = await admin.post(`/api/admin/submissions/companies/${id}/reject`, {});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe(M.feedbackRequired);
      expect((await admin.post(`/api/admin/submissions/companies/${id}/reject`, { feedback: 'Firma zaten kayıtlı' })).statusCode).toBe(200);
      const own = (await member.client.get('/api/me/submissions')).json();
      expect(own.companies.find((s: { id: string }) => s.id === id)).toMatchObject({ status: 'rejected', admin_feedback: 'Firma zaten kayıtlı' });
      expect(await ctx.db.select().from(companies).where(eq(companies.company_name, 'Reddedilecek Firma'))).toHaveLength(0);
    });

    it('approves nothing when the created record fails: a submission whose city was deleted stays pending', async () => {
      const sent = await member.client.post('/api/me/submissions/companies', { company_name: 'Yarım Kalan Firma', activity_type_id: ref.activity, product_type_id: ref.product, city_id: ref.otherCity });
      const id = sent.json().id;
      await ctx.db.update(user_company_submissions).set({ company_data: { company_name: 'Yarım Kalan Firma', activity_type_id: ref.activity, product_type_id: ref.product, city_id: '00000000-0000-4000-8000-000000000000' } }).where(eq(user_company_submissions.id, id));
      const refused = await admin.post(`/api/admin/submissions/companies/${id}/approve`, {});
      expect(refused.statusCode).toBe(400);
      const [submission] = await ctx.db.select().from(user_company_submissions).where(eq(user_company_submissions.id, id));
      expect(submission!.status).toBe('pending');
      expect(await ctx.db.select().from(companies).where(eq(companies.company_name, 'Yarım Kalan Firma'))).toHaveLength(0);
      expect(await ctx.db.select().from(admin_audit_log).where(eq(admin_audit_log.action, 'approve_submission'))).toHaveLength(2);
    });
  },
);
