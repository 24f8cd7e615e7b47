import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { admin_audit_log } from '../../db/schema/audit';
import { token_costs } from '../../db/schema/balance';
import { subscription_packages } from '../../db/schema/billing';
import { companies, projects } from '../../db/schema/catalog';
import { company_claims } from '../../db/schema/company-claims';
import { company_suggestions, project_suggestions, user_company_submissions, user_project_submissions } from '../../db/schema/contributions';
import { announcements, news, news_tags } from '../../db/schema/news';
import { project_types } from '../../db/schema/reference';
import { solar_projects } from '../../db/schema/solar-projects';
import { sources } from '../../db/schema/sources';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import { ROUTE_ACCESS } from '../../policies/route-access';
import { createApiKey } from '../../services/api-keys/api-keys';
import { failed_jobs } from '../../db/schema/watches';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import type { TestClient } from '../../test/http';
import { untilJobEnds, uploadImport } from '../../test/import-fixtures';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Every admin write leaves an audit row (decision 011). The writes are taken from the route table, so a
// new /api/admin write without a sample here fails this test, and one that skips the audit fails it too.

type Upload = { fields: Record<string, string>; file?: { name: string; data: string } };
type Sample = () => Promise<{ path: string; body?: object; upload?: Upload }>;
const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';

describeOnEachDatabase('admin audit coverage', (ctx) => {
  let admin: TestClient;
  let ref: ReferenceFixture;
  let member: { id: string };
  const insertId = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows)[0]!.id;

  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'iz-admin', { superAdmin: true })).client;
    member = (await signedInMember(ctx, 'iz-uye', { balance: 10 })).user;
    ref = await seedReferenceFixture(ctx.db, 'iz');
  });

  const projectBody = () => ({ project_name: 'İz Santrali', status_type_id: ref.status, type_id: ref.type, location_id: ref.location, city_id: ref.city, district_id: ref.district });
  const companyBody = () => ({ company_name: 'İz Firma', activity_type_id: ref.activity, product_type_id: ref.product, city_id: ref.city });
  const newProject = () => insertId(ctx.db.insert(projects).values({ project_name: 'İz Proje' }).returning());
  const newCompany = () => insertId(ctx.db.insert(companies).values({ company_name: 'İz Şirket' }).returning());
  const newClaim = async (status: 'pending' | 'verified') =>
    insertId(ctx.db.insert(company_claims).values({ company_id: await newCompany(), user_id: member.id, method: 'document', status }).returning());
  const newAnnouncement = () => insertId(ctx.db.insert(announcements).values({ title: 'İz', content: 'Duyuru' }).returning());
  const newsBody = (slug: string) => ({ title: 'İz haberi', content: '<p>Metin</p>', published_at: '2026-11-01T09:00:00Z', short_url: slug });
  let slug = 0;

  const SAMPLES: Record<string, Sample> = {
    'POST /api/admin/news': async () => ({ path: '/api/admin/news', body: newsBody(`iz-${++slug}`) }),
    'PUT /api/admin/news/:id': async () => {
      const id = await insertId(ctx.db.insert(news).values({ title: 'Eski', content: '<p>x</p>', published_at: new Date() }).returning());
      return { path: `/api/admin/news/${id}`, body: newsBody(`iz-${++slug}`) };
    },
    'POST /api/admin/news/:id/toggle': async () => ({ path: `/api/admin/news/${await insertId(ctx.db.insert(news).values({ title: 'Aç/Kapa', content: '<p>x</p>', published_at: new Date() }).returning())}/toggle` }),
    'DELETE /api/admin/news/:id': async () => ({ path: `/api/admin/news/${await insertId(ctx.db.insert(news).values({ title: 'Silinecek', content: '<p>x</p>', published_at: new Date() }).returning())}` }),
    'PUT /api/admin/token-costs/:id': async () => {
      const [cost] = await ctx.db.insert(token_costs).values({ cost_key: 'filter', cost_value: 15 }).onConflictDoNothing().returning();
      const id = cost?.id ?? (await ctx.db.select().from(token_costs).where(eq(token_costs.cost_key, 'filter')))[0]!.id;
      return { path: `/api/admin/token-costs/${id}`, body: { cost_value: 20 } };
    },
    'POST /api/admin/projects': async () => ({ path: '/api/admin/projects', body: projectBody() }),
    'PUT /api/admin/projects/:id': async () => ({ path: `/api/admin/projects/${await newProject()}`, body: projectBody() }),
    'DELETE /api/admin/projects/:id': async () => ({ path: `/api/admin/projects/${await newProject()}` }),
    'POST /api/admin/companies': async () => ({ path: '/api/admin/companies', body: companyBody() }),
    'PUT /api/admin/companies/:id': async () => ({ path: `/api/admin/companies/${await newCompany()}`, body: companyBody() }),
    'DELETE /api/admin/companies/:id': async () => ({ path: `/api/admin/companies/${await newCompany()}` }),
    'POST /api/admin/solar-projects': async () => ({ path: '/api/admin/solar-projects', body: { proje_adi: 'İz GES' } }),
    'PUT /api/admin/solar-projects/:id': async () => ({
      path: `/api/admin/solar-projects/${await insertId(ctx.db.insert(solar_projects).values({ proje_adi: 'Eski GES' }).returning())}`,
      body: { proje_adi: 'Yeni GES' },
    }),
    'DELETE /api/admin/solar-projects/:id': async () => ({ path: `/api/admin/solar-projects/${await insertId(ctx.db.insert(solar_projects).values({ proje_adi: 'Silinecek GES' }).returning())}` }),
    'POST /api/admin/news-tags': async () => ({ path: '/api/admin/news-tags', body: { name: `İz Etiketi ${++slug}`, color: '#123abc' } }),
    'PUT /api/admin/news-tags/:id': async () => ({
      path: `/api/admin/news-tags/${await insertId(ctx.db.insert(news_tags).values({ name: `Eski Etiket ${++slug}` }).returning())}`,
      body: { name: `Yeni Etiket ${++slug}` },
    }),
    'DELETE /api/admin/news-tags/:id': async () => ({ path: `/api/admin/news-tags/${await insertId(ctx.db.insert(news_tags).values({ name: `Silinecek Etiket ${++slug}` }).returning())}` }),
    'POST /api/admin/sources': async () => ({ path: '/api/admin/sources', body: { key: `iz-kaynak-${++slug}`, name: 'İz kaynağı', licence: 'CC BY 4.0' } }),
    'PUT /api/admin/sources/:id': async () => {
      const key = `eski-kaynak-${++slug}`;
      const id = await insertId(ctx.db.insert(sources).values({ key, name: 'Eski kaynak', licence: 'CC BY 4.0' }).returning());
      return { path: `/api/admin/sources/${id}`, body: { key, name: 'Yeni kaynak', licence: 'CC BY 4.0' } };
    },
    'DELETE /api/admin/sources/:id': async () => ({ path: `/api/admin/sources/${await insertId(ctx.db.insert(sources).values({ key: `silinecek-kaynak-${++slug}`, name: 'Silinecek kaynak', licence: 'CC BY 4.0' }).returning())}` }),
    'POST /api/admin/announcements': async () => ({ path: '/api/admin/announcements', body: { title: 'İz duyurusu', content: 'Metin' } }),
    'PUT /api/admin/announcements/:id': async () => ({ path: `/api/admin/announcements/${await newAnnouncement()}`, body: { title: 'Yeni', content: 'Yeni metin' } }),
    'DELETE /api/admin/announcements/:id': async () => ({ path: `/api/admin/announcements/${await newAnnouncement()}` }),
    'POST /api/admin/announcements/:id/toggle': async () => ({ path: `/api/admin/announcements/${await newAnnouncement()}/toggle` }),
    'POST /api/admin/announcements/:id/move': async () => ({ path: `/api/admin/announcements/${await newAnnouncement()}/move`, body: { direction: 'up' } }),
    'POST /api/admin/reference/:list': async () => ({ path: '/api/admin/reference/project_types', body: { name: `İz Tipi ${++slug}` } }),
    'PUT /api/admin/reference/:list/:id': async () => ({
      path: `/api/admin/reference/project_types/${await insertId(ctx.db.insert(project_types).values({ name: `Eski Tip ${++slug}` }).returning())}`,
      body: { name: `Yeni Tip ${++slug}` },
    }),
    'DELETE /api/admin/reference/:list/:id': async () => ({
      path: `/api/admin/reference/project_types/${await insertId(ctx.db.insert(project_types).values({ name: `Silinecek Tip ${++slug}` }).returning())}`,
    }),
    'POST /api/admin/suggestions/:kind/:id/approve': async () => {
      const id = await insertId(ctx.db.insert(project_suggestions).values({ project_id: await newProject(), suggested_data: { investor: 'Yeni' } }).returning());
      return { path: `/api/admin/suggestions/projects/${id}/approve` };
    },
    'POST /api/admin/suggestions/:kind/:id/reject': async () => {
      const id = await insertId(ctx.db.insert(company_suggestions).values({ company_id: await newCompany(), suggested_data: { title: 'Yeni' } }).returning());
      return { path: `/api/admin/suggestions/companies/${id}/reject`, body: { feedback: 'Kaynak yok' } };
    },
    'POST /api/admin/suggestions/:kind/:id/decide': async () => {
      const id = await insertId(ctx.db.insert(project_suggestions).values({ project_id: await newProject(), suggested_data: { investor: 'Yeni', contractor: 'Başka' } }).returning());
      return { path: `/api/admin/suggestions/projects/${id}/decide`, body: { decisions: { investor: { decision: 'approved' }, contractor: { decision: 'rejected', reason: 'Kaynak yok' } } } };
    },
    'POST /api/admin/submissions/:kind/:id/approve': async () => {
      const id = await insertId(ctx.db.insert(user_company_submissions).values({ user_id: member.id, company_data: companyBody() }).returning());
      return { path: `/api/admin/submissions/companies/${id}/approve`, body: {} };
    },
    'POST /api/admin/submissions/:kind/:id/reject': async () => {
      const id = await insertId(ctx.db.insert(user_project_submissions).values({ user_id: member.id, project_data: projectBody() }).returning());
      return { path: `/api/admin/submissions/projects/${id}/reject`, body: { feedback: 'Eksik bilgi' } };
    },
    'POST /api/admin/users/:id/balance': async () => ({ path: `/api/admin/users/${member.id}/balance`, body: { direction: 'credit', amount: 5, description: 'İz' } }),
    'PUT /api/admin/users/:id/roles': async () => ({ path: `/api/admin/users/${member.id}/roles`, body: { is_premium: true } }),
    'POST /api/admin/users/:id/subscription': async () => {
      const id = await insertId(ctx.db.insert(subscription_packages).values({ name: 'İz Paketi', price: 1 }).returning());
      return { path: `/api/admin/users/${member.id}/subscription`, body: { package_id: id } };
    },
    'DELETE /api/admin/users/:id/subscription': async () => ({ path: `/api/admin/users/${member.id}/subscription` }),
    'POST /api/admin/trials/expire': async () => ({ path: '/api/admin/trials/expire' }),
    'POST /api/admin/quality/duplicates/scan': async () => ({ path: '/api/admin/quality/duplicates/scan' }),
    'POST /api/admin/quality/duplicates/distinct': async () => ({ path: '/api/admin/quality/duplicates/distinct', body: { kind: 'project', a: await newProject(), b: await newProject() } }),
    'POST /api/admin/trials/:id/extend': async () => ({ path: `/api/admin/trials/${(await signedInMember(ctx, 'iz-deneme', { trialDays: 3 })).user.id}/extend` }),
    'POST /api/admin/failed-jobs/:id/retry': async () => ({
      path: `/api/admin/failed-jobs/${await insertId(
        ctx.db.insert(failed_jobs).values({ queue: 'notifications-digest-daily', job_id: randomUUID(), data: {}, attempts: 5, error: 'Error: iz' }).returning(),
      )}/retry`,
    }),
    'POST /api/admin/company-claims/:id/approve': async () => ({ path: `/api/admin/company-claims/${await newClaim('pending')}/approve`, body: {} }),
    'POST /api/admin/company-claims/:id/refuse': async () => ({ path: `/api/admin/company-claims/${await newClaim('pending')}/refuse`, body: { reason: 'İz' } }),
    'POST /api/admin/company-claims/:id/revoke': async () => ({ path: `/api/admin/company-claims/${await newClaim('verified')}/revoke`, body: { reason: 'İz' } }),
    'POST /api/admin/api-keys/:id/revoke': async () => ({ path: `/api/admin/api-keys/${(await createApiKey(ctx.db, member.id, 'İz anahtarı')).row.id}/revoke` }),
    'POST /api/admin/trials/:id/end': async () => ({ path: `/api/admin/trials/${(await signedInMember(ctx, 'iz-deneme-son', { trialDays: 3 })).user.id}/end` }),
    'PUT /api/admin/statistics/installed-power': async () => ({
      path: '/api/admin/statistics/installed-power',
      body: { year: 2024, month: 3, total_electric_power: 100, total_renewable_power: 50, total_solar_power: 20, total_licensed_solar: 5, total_unlicensed_solar: 15 },
    }),
    'PUT /api/admin/statistics/production': async () => ({
      path: '/api/admin/statistics/production',
      body: { year: 2024, month: 3, total_electric_production: 100, total_renewable_production: 50, total_solar_production: 20, total_licensed_solar_production: 5, total_unlicensed_solar_production: 15 },
    }),
  };

  for (const kind of ['contracts', 'cookie-policies']) {
    const newDocument = async () => (await admin.upload('POST', `/api/admin/${kind}`, { title: `İz belgesi ${++slug}` }, { name: 'iz.pdf', data: PDF })).json().id as string;
    Object.assign(SAMPLES, {
      [`POST /api/admin/${kind}`]: async () => ({ path: `/api/admin/${kind}`, upload: { fields: { title: 'İz belgesi', must: 'true' }, file: { name: 'iz.pdf', data: PDF } } }),
      [`PUT /api/admin/${kind}/:id`]: async () => ({ path: `/api/admin/${kind}/${await newDocument()}`, upload: { fields: { title: 'Yeni başlık' } } }),
      [`POST /api/admin/${kind}/:id/toggle`]: async () => ({ path: `/api/admin/${kind}/${await newDocument()}/toggle` }),
      [`DELETE /api/admin/${kind}/:id`]: async () => ({ path: `/api/admin/${kind}/${await newDocument()}` }),
    } satisfies Record<string, Sample>);
  }
  const newStation = () => insertId(ctx.db.insert(transformer_station_definitions).values({ city_id: ref.city, station_name: `İz TM ${++slug}` }).returning());
  const stationFields = () => ({ city_id: ref.city, station_name: `İz TM ${++slug}` });
  const capacityOf = async () => insertId(ctx.db.insert(transformer_station_capacities).values({ station_id: await newStation(), year: 2025, month: 1, available_capacity: 1 }).returning());
  Object.assign(SAMPLES, {
    'POST /api/admin/stations/definitions': async () => ({ path: '/api/admin/stations/definitions', upload: { fields: stationFields() } }),
    'PUT /api/admin/stations/definitions/:id': async () => ({ path: `/api/admin/stations/definitions/${await newStation()}`, upload: { fields: stationFields() } }),
    'DELETE /api/admin/stations/definitions/:id': async () => ({ path: `/api/admin/stations/definitions/${await newStation()}` }),
    'POST /api/admin/stations/combined': async () => ({
      path: '/api/admin/stations/combined',
      upload: { fields: { ...stationFields(), busbar: 'A', operator: 'B', connection_level: 'OG', available_capacity: '1', year: '2025', month: '2' } },
    }),
    'POST /api/admin/stations/capacities': async () => ({ path: '/api/admin/stations/capacities', body: { station_id: await newStation(), year: 2025, month: 3, available_capacity: 2 } }),
    'PUT /api/admin/stations/capacities/:id': async () => {
      const id = await capacityOf();
      const [row] = await ctx.db.select().from(transformer_station_capacities).where(eq(transformer_station_capacities.id, id));
      return { path: `/api/admin/stations/capacities/${id}`, body: { station_id: row!.station_id, year: 2025, month: 1, available_capacity: 3 } };
    },
    'DELETE /api/admin/stations/capacities/:id': async () => ({ path: `/api/admin/stations/capacities/${await capacityOf()}` }),
  } satisfies Record<string, Sample>);
  const newPackage = () => insertId(ctx.db.insert(subscription_packages).values({ name: `İz Paket ${++slug}`, price: 1, iyzico_pricing_plan_reference_code: `iz-plan-${++slug}` }).returning());
  Object.assign(SAMPLES, {
    'POST /api/admin/packages': async () => ({ path: '/api/admin/packages', body: { name: 'İz Paketi', price: 10, iyzico_pricing_plan_reference_code: `iz-${++slug}` } }),
    'PUT /api/admin/packages/:id': async () => ({ path: `/api/admin/packages/${await newPackage()}`, body: { name: 'Yeni Ad', price: 20, iyzico_pricing_plan_reference_code: `iz-${++slug}` } }),
    'DELETE /api/admin/packages/:id': async () => ({ path: `/api/admin/packages/${await newPackage()}` }),
    'POST /api/admin/packages/:id/toggle': async () => ({ path: `/api/admin/packages/${await newPackage()}/toggle` }),
  } satisfies Record<string, Sample>);
  // The importer: a preview, a commit and a revert each leave one row (decision 039).
  const importFile = () => ({ name: 'iz.csv', data: `Tesis Adı;İl\nİz GES ${++slug};Ankara\n` });
  const previewed = async () => (await uploadImport(admin, { kind: 'projects' }, importFile())).json().id as string;
  Object.assign(SAMPLES, {
    'POST /api/admin/imports': async () => ({ path: '/api/admin/imports', upload: { fields: { kind: 'projects' }, file: importFile() } }),
    'POST /api/admin/imports/:id/commit': async () => ({ path: `/api/admin/imports/${await previewed()}/commit` }),
    'POST /api/admin/imports/:id/revert': async () => {
      const id = await previewed();
      await admin.post(`/api/admin/imports/${id}/commit`);
      return { path: `/api/admin/imports/${id}/revert` };
    },
  } satisfies Record<string, Sample>);
  const twoCompanies = async () => {
    const [a] = await ctx.db.insert(companies).values({ company_name: `İz Firma ${++slug}` }).returning();
    const [b] = await ctx.db.insert(companies).values({ company_name: `İz Firma ${++slug}` }).returning();
    return { kind: 'company', survivor_id: a!.id, merged_id: b!.id };
  };
  Object.assign(SAMPLES, {
    'POST /api/admin/merges': async () => ({ path: '/api/admin/merges', body: await twoCompanies() }),
    'POST /api/admin/merges/:id/undo': async () => {
      const merged = await admin.post('/api/admin/merges', await twoCompanies());
      return { path: `/api/admin/merges/${(merged.json() as { id: string }).id}/undo` };
    },
  } satisfies Record<string, Sample>);
  const writes = Object.keys(ROUTE_ACCESS).filter((key) => key.includes(' /api/admin/') && !key.startsWith('GET '));

  it('has a sample for every admin write the app serves', () => {
    expect(writes.filter((key) => !SAMPLES[key])).toEqual([]);
    expect(writes.length).toBeGreaterThanOrEqual(20);
  });

  it('records an audit row for each admin write, naming the admin', async () => {
    const missing: string[] = [];
    for (const key of writes) {
      const sample = SAMPLES[key];
      if (!sample) continue;
      const { path, body, upload } = await sample();
      const [before] = await ctx.db.select({ n: count() }).from(admin_audit_log);
      const method = key.split(' ')[0] as 'POST' | 'PUT' | 'DELETE';
      const res = upload
        ? await admin.upload(method as 'POST' | 'PUT', path, upload.fields, upload.file)
        : await admin.request(method, path, body ?? (method === 'DELETE' ? undefined : {}));
      expect(res.statusCode, `${key}: ${res.body}`).toBeLessThan(300);
      // A write answered 202 started a job (an import's preview): its audit row is written when the job ends.
      if (res.statusCode === 202) await untilJobEnds(admin, (res.json() as { status_url: string }).status_url);
      const [after] = await ctx.db.select({ n: count() }).from(admin_audit_log);
      if (after!.n !== before!.n + 1) missing.push(`${key}: ${after!.n - before!.n} rows`);
    }
    expect(missing).toEqual([]);
    const rows = await ctx.db.select().from(admin_audit_log);
    expect(rows.every((r) => r.admin_email.startsWith('iz-admin'))).toBe(true);
  });
});
