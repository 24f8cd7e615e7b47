import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ADMIN_CATALOG_MESSAGES as M } from '../../../shared/schemas/admin/catalog';
import { COMPANY_SUBMISSION_MESSAGES, PROJECT_SUBMISSION_MESSAGES as P } from '../../../shared/schemas/submissions';
import { admin_audit_log } from '../../db/schema/audit';
import { companies, projects } from '../../db/schema/catalog';
import { project_sources } from '../../db/schema/provenance';
import { sources } from '../../db/schema/sources';
import { seedSources } from '../../seeds/sources';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Projects and companies in the back office (docs/product-rules.md#admin-catalogue, #admin): every rule and message,
// pages of 10 newest first with a name search, the audit row of each write.

describeOnEachDatabase('admin projects and companies', (ctx) => {
  let admin: TestClient;
  let adminId: string;
  let ref: ReferenceFixture;
  let member: { id: string; email: string };

  beforeAll(async () => {
    const signed = await signedInMember(ctx, 'katalog-admin', { superAdmin: true });
    admin = signed.client;
    adminId = signed.user.id;
    member = (await signedInMember(ctx, 'katalog-uye')).user;
    ref = await seedReferenceFixture(ctx.db, 'katalog');
  });

  const project = (extra: object = {}) => ({
    project_name: 'Admin Güneş Santrali',
    status_type_id: ref.status,
    type_id: ref.type,
    location_id: ref.location,
    city_id: ref.city,
    district_id: ref.district,
    ...extra,
  });
  const company = (extra: object = {}) => ({
    company_name: 'Admin Enerji A.Ş.',
    activity_type_id: ref.activity,
    product_type_id: ref.product,
    city_id: ref.city,
    ...extra,
  });
  const auditOf = (entity: string, id: string) =>
    ctx.db.select().from(admin_audit_log).where(and(eq(admin_audit_log.entity, entity), eq(admin_audit_log.entity_id, id)));

  it('refuses the six required project fields with their messages, and a district of another city', async () => {
    const missing = await admin.post('/api/admin/projects', {});
    expect(missing.statusCode).toBe(400);
    const messages = missing.json().details.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(expect.arrayContaining([P.projectName, P.statusType, P.type, P.location, P.city, P.district]));

    const wrongDistrict = await admin.post('/api/admin/projects', project({ district_id: ref.otherDistrict }));
    expect(wrongDistrict.statusCode).toBe(400);
    expect(wrongDistrict.json()).toMatchObject({ message: P.districtOutsideCity, details: { path: 'district_id' } });

    const unknownCompany = await admin.post('/api/admin/projects', project({ investor_company_id: '00000000-0000-4000-8000-000000000000' }));
    expect(unknownCompany.json()).toMatchObject({ message: P.company, details: { path: 'investor_company_id' } });
    expect(await ctx.db.select().from(projects)).toHaveLength(0);
  });

  it('creates a project with every field: empty numbers, text and dates as null (unknown, never 0), links and the verified tick', async () => {
    const [investor] = await ctx.db.insert(companies).values({ company_name: 'Yatırımcı Holding' }).returning();
    const res = await admin.post(
      '/api/admin/projects',
      project({
        dc_power: '12,5',
        dc_power_unit: 'MWp',
        ac_power: '',
        total_investment_cost: 1500000,
        investment_currency: 'USD',
        permission_status: ' ',
        project_start_date: '',
        commissioning_date: '2026-06-01',
        investor_company_id: investor!.id,
        inspection_consulting: 'Bağımsız Müşavir',
        is_verified: true,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(M.saved);
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, res.json().id));
    expect(row).toMatchObject({
      dc_power: 12.5,
      dc_power_unit: 'MWp',
      ac_power: null,
      storage_capacity: null,
      total_investment_cost: 1500000,
      investment_currency: 'USD',
      permission_status: null,
      project_start_date: null,
      commissioning_date: '2026-06-01',
      investor_company_id: investor!.id,
      inspection_consulting: 'Bağımsız Müşavir',
      is_verified: true,
    });

    const read = await admin.get(`/api/admin/projects/${row!.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().values).toMatchObject({ project_name: 'Admin Güneş Santrali', investor_company_id: investor!.id });
    expect(read.json().labels).toEqual({ investor_company_id: 'Yatırımcı Holding' });

    const [audit] = await auditOf('projects', row!.id);
    expect(audit).toMatchObject({ action: 'create', admin_id: adminId, before: null });
    expect(audit!.after).toMatchObject({ project_name: 'Admin Güneş Santrali', is_verified: true });
  });

  it('edits and permanently deletes a project, each with a before/after audit row', async () => {
    const { id } = (await admin.post('/api/admin/projects', project({ project_name: 'Düzenlenecek Santral' }))).json();
    const edited = await admin.request('PUT', `/api/admin/projects/${id}`, project({ project_name: 'Düzenlendi Santral', is_verified: true }));
    expect(edited.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, id));
    expect(row).toMatchObject({ project_name: 'Düzenlendi Santral', is_verified: true });
    const update = (await auditOf('projects', id)).find((a) => a.action === 'update')!;
    expect(update.before).toMatchObject({ project_name: 'Düzenlenecek Santral', is_verified: false });
    expect(update.after).toMatchObject({ project_name: 'Düzenlendi Santral', is_verified: true });

    expect((await admin.request('DELETE', `/api/admin/projects/${id}`)).json().message).toBe(M.projectDeleted);
    expect(await ctx.db.select().from(projects).where(eq(projects.id, id))).toHaveLength(0);
    expect((await auditOf('projects', id)).map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);

    const gone = await admin.request('DELETE', `/api/admin/projects/${id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.projectNotFound);
    expect((await admin.request('PUT', `/api/admin/projects/${id}`, project())).statusCode).toBe(404);
    expect((await admin.get('/api/admin/projects/bozuk-id')).json().message).toBe(M.projectNotFound);
  });

  it('keeps an unknown figure unknown on an edit, and sources a figure the admin enters to the admin entry beside the sample data', async () => {
    await seedSources(ctx.db);
    const [sample] = await ctx.db.select().from(sources).where(eq(sources.key, 'gunesveri-ornek-veri'));
    const [sparse] = await ctx.db.insert(projects).values({ project_name: 'Seyrek Santral', status_type_id: ref.status, type_id: ref.type, location_id: ref.location, city_id: ref.city, district_id: ref.district }).returning();
    await ctx.db.insert(project_sources).values({ project_id: sparse!.id, source_id: sample!.id, verified_on: '2026-11-26' });
    const visitor = new TestClient(ctx.app);
    const detail = async () => (await visitor.get(`/api/projects/${sparse!.id}`)).json() as { project: { dc_power: number | null; ac_power: number | null; sources: { name: string; verified_on: string | null }[] } };

    // Another field edited, the numbers sent empty as the form sends them: they stay unknown.
    const edited = await admin.request('PUT', `/api/admin/projects/${sparse!.id}`, project({ project_name: 'Seyrek Santral', permission_status: 'Lisanssız', dc_power: null, ac_power: null, storage_capacity: null, total_investment_cost: null }));
    expect(edited.statusCode, edited.body).toBe(200);
    const [kept] = await ctx.db.select().from(projects).where(eq(projects.id, sparse!.id));
    expect(kept).toMatchObject({ permission_status: 'Lisanssız', dc_power: null, ac_power: null, storage_capacity: null, total_investment_cost: null });
    expect((await detail()).project).toMatchObject({ dc_power: null, ac_power: null });
    expect((await detail()).project.sources.map((s) => s.name)).toEqual(['GüneşVeri örnek verisi']);

    // A capacity entered: the project now names the admin entry, dated today, first among official sources.
    expect((await admin.request('PUT', `/api/admin/projects/${sparse!.id}`, project({ project_name: 'Seyrek Santral', dc_power: '4,25', dc_power_unit: 'MWp' }))).statusCode).toBe(200);
    const sourcesShown = (await detail()).project.sources;
    expect(sourcesShown[0]).toMatchObject({ name: 'GüneşVeri editör girişi', verified_on: new Date().toISOString().slice(0, 10) });
    expect(sourcesShown.map((s) => s.name)).toEqual(['GüneşVeri editör girişi', 'GüneşVeri örnek verisi']);
  });

  it('lists projects 10 a page, newest first, with status and city names and a Turkish name search', async () => {
    for (let i = 0; i < 12; i++) await admin.post('/api/admin/projects', project({ project_name: `Sayfa Santrali ${String(i).padStart(2, '0')}` }));
    await admin.post('/api/admin/projects', project({ project_name: 'ŞIRNAK IŞIK SANTRALİ' }));
    const first = (await admin.get('/api/admin/projects')).json();
    expect(first.items).toHaveLength(10);
    expect(first.page_size).toBe(10);
    expect(first.items[0]).toMatchObject({ project_name: 'ŞIRNAK IŞIK SANTRALİ', status: 'Durum katalog', city: 'Test İli katalog' });
    expect(first.items[1].project_name).toBe('Sayfa Santrali 11');
    const second = (await admin.get('/api/admin/projects?page=2')).json();
    expect(second.items.slice(0, 3).map((p: { project_name: string }) => p.project_name)).toEqual(['Sayfa Santrali 02', 'Sayfa Santrali 01', 'Sayfa Santrali 00']);
    const search = (await admin.get(`/api/admin/projects?search=${encodeURIComponent('şırnak ışık')}`)).json();
    expect(search.items.map((p: { project_name: string }) => p.project_name)).toEqual(['ŞIRNAK IŞIK SANTRALİ']);
    expect(search.total).toBe(1);
  });

  it('applies the company rules: required fields, URLs, e-mail, year 1900..this year, phone digits after +90', async () => {
    const missing = await admin.post('/api/admin/companies', {});
    const messages = missing.json().details.issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining([COMPANY_SUBMISSION_MESSAGES.companyName, COMPANY_SUBMISSION_MESSAGES.activityType, COMPANY_SUBMISSION_MESSAGES.productType, COMPANY_SUBMISSION_MESSAGES.city]),
    );
    const bad = async (extra: object) => (await admin.post('/api/admin/companies', company(extra))).json().message;
    expect(await bad({ website: 'javascript:alert(1)' })).toBe(COMPANY_SUBMISSION_MESSAGES.url);
    expect(await bad({ email: 'eposta-degil' })).toBe(COMPANY_SUBMISSION_MESSAGES.email);
    expect(await bad({ establishment_year: 1899 })).toBe(COMPANY_SUBMISSION_MESSAGES.year);
    expect(await bad({ establishment_year: new Date().getFullYear() + 1 })).toBe(COMPANY_SUBMISSION_MESSAGES.year);
    expect(await bad({ phone: '532 12a 45 67' })).toBe(M.phone);
    expect(await bad({ phone: '12345' })).toBe(M.phone);
    expect(await bad({ user_id: '00000000-0000-4000-8000-000000000000' })).toBe(M.user);

    const res = await admin.post('/api/admin/companies', company({ phone: '0532 123 45 67', website: 'ornek.com.tr', user_id: member.id, is_verified: true, establishment_year: '2010' }));
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(companies).where(eq(companies.id, res.json().id));
    expect(row).toMatchObject({ phone: '+905321234567', website: 'https://ornek.com.tr', user_id: member.id, is_verified: true, establishment_year: 2010 });
    const read = (await admin.get(`/api/admin/companies/${row!.id}`)).json();
    expect(read.labels).toEqual({ user_id: member.email });

    const list = (await admin.get('/api/admin/companies?search=admin%20enerji')).json();
    expect(list.items[0]).toMatchObject({ company_name: 'Admin Enerji A.Ş.', user_email: member.email, phone: '+905321234567', is_verified: true });

    // Unlinking the user and deleting: projects naming the company keep their row, the link emptied.
    await admin.request('PUT', `/api/admin/companies/${row!.id}`, company({ user_id: '' }));
    expect((await ctx.db.select().from(companies).where(eq(companies.id, row!.id)))[0]!.user_id).toBeNull();
    const { id: projectId } = (await admin.post('/api/admin/projects', project({ project_name: 'Bağlı Santral', contractor_company_id: row!.id }))).json();
    expect((await admin.request('DELETE', `/api/admin/companies/${row!.id}`)).json().message).toBe(M.companyDeleted);
    const [linked] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
    expect(linked!.contractor_company_id).toBeNull();
    expect((await auditOf('companies', row!.id)).map((a) => a.action).sort()).toEqual(['create', 'delete', 'update']);
  });

  it('is for super admins only', async () => {
    const { client } = await signedInMember(ctx, 'katalog-premium', { premium: true });
    expect((await client.get('/api/admin/projects')).statusCode).toBe(403);
    expect((await client.post('/api/admin/companies', company({ company_name: 'Sızma' }))).statusCode).toBe(403);
    expect(await ctx.db.select().from(companies).where(eq(companies.company_name, 'Sızma'))).toHaveLength(0);
  });
});
