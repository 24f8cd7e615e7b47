import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { projectForm } from '../../../client/features/admin/resources/projects';
import { companyForm } from '../../../client/features/admin/resources/companies';
import { formValuesOf, type FormResource } from '../../../client/features/admin/resources/resource';
import { editBody } from '../../../client/lib/edit-body';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import { announcementFormSchema } from '../../../shared/schemas/admin/announcements';
import { newsTagFormSchema } from '../../../shared/schemas/admin/news-tags';
import { packageFormSchema } from '../../../shared/schemas/admin/packages';
import { solarProjectFormSchema } from '../../../shared/schemas/admin/solar-projects';
import { stationCapacityFormSchema, stationDefinitionFormSchema } from '../../../shared/schemas/admin/stations';
import { newsFormSchema } from '../../../shared/schemas/news';
import { installedPowerEntrySchema, productionEntrySchema } from '../../../shared/schemas/statistics-entry';
import type { z } from '../../../shared/zod';
import { admin_audit_log } from '../../db/schema/audit';
import { contracts, cookie_policies } from '../../db/schema/legal';
import { subscription_packages } from '../../db/schema/billing';
import { companies, projects } from '../../db/schema/catalog';
import { announcements, news, news_tags } from '../../db/schema/news';
import { solar_projects } from '../../db/schema/solar-projects';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { seedReferenceFixture } from '../../test/catalog-fixtures';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Nothing lost on edit (docs/decisions/031-edits-write-only-what-changed.md): every back-office edit
// route, given a record with every column filled, is sent what its form sends for that record
// unchanged; the stored row must stay byte for byte the same (timestamps, sources and marks
// included) and no audit row is written. The routes come from the app's own table, so a new edit
// route without a case here fails the test.

interface Case {
  /** The stored row's table (SQL name). */
  table: string;
  /** Adds a record with every column filled; its id. */
  seed: () => Promise<string>;
  /** Sends the record's form unchanged. */
  save: (id: string) => Promise<{ statusCode: number; body: string }>;
  /** Columns a form cannot fill at once with the others, and why. */
  mayBeNull?: string[];
}

/** Edit routes that are actions, not forms over a stored record. */
const NOT_FORMS: Record<string, string> = {
  'PUT /api/admin/users/:id/roles': 'a toggle of two flags, each sent on its own',
  'PUT /api/admin/token-costs/:id': 'one number; the whole row is that number',
  'PUT /api/admin/reference/:list/:id': 'a rename: the name is the whole form',
};

describeOnEachDatabase('an unchanged save changes nothing', (ctx) => {
  let admin: TestClient;
  let ref: Awaited<ReturnType<typeof seedReferenceFixture>>;
  let companyIds: string[];
  let userId: string;

  beforeAll(async () => {
    const signed = await signedInMember(ctx, 'degismeyen-kayit', { superAdmin: true });
    admin = signed.client;
    userId = (await signedInMember(ctx, 'firma-sahibi')).user.id;
    ref = await seedReferenceFixture(ctx.db, 'degismeyen');
    companyIds = [];
    for (const { role } of PROJECT_COMPANY_ROLES) {
      const [row] = await ctx.db.insert(companies).values({ company_name: `Bağlı ${role}` }).returning({ id: companies.id });
      companyIds.push(row!.id);
    }
  });

  const rowOf = async (table: string, id: string) => {
    const result = (await ctx.db.execute(sql`SELECT row_to_json(t)::text AS row FROM ${sql.identifier(table)} t WHERE id = ${id}`)) as unknown as { rows: { row: string }[] };
    return result.rows[0]?.row;
  };
  const auditCount = async () => ((await ctx.db.select({ id: admin_audit_log.id }).from(admin_audit_log)) as unknown[]).length;

  /** What a definition-driven form sends: the stored values as its text, parsed by its schema as the resolver does. */
  const definitionForm = async (resource: FormResource, id: string) => {
    const record = (await admin.get(`/api/admin${resource.path}/${id}`)).json() as { values: Record<string, unknown> };
    const parsed = resource.schema.parse(formValuesOf(resource, record.values)) as object;
    return admin.request('PUT', `/api/admin${resource.path}/${id}`, editBody(parsed));
  };
  /** What a hand-written form over `schema` sends: each of its fields as stored. */
  const fieldsOf = (schema: z.ZodType, row: Record<string, unknown>) => {
    const shape = (schema as unknown as { shape?: Record<string, unknown>; def: { in?: { shape?: Record<string, unknown> } } }).shape ?? (schema as never as { def: { in: { shape: Record<string, unknown> } } }).def.in.shape;
    return Object.fromEntries(Object.keys(shape).map((key) => [key, row[key] instanceof Date ? (row[key] as Date).toISOString() : row[key]]));
  };
  const stored = async <T>(rows: Promise<T[]>) => (await rows)[0]!;

  const cases: Record<string, Case> = {
    'PUT /api/admin/projects/:id': {
      table: 'projects',
      seed: async () => {
        const links = Object.fromEntries(PROJECT_COMPANY_ROLES.map(({ role }, i) => [role, companyIds[i]]));
        const [row] = await ctx.db
          .insert(projects)
          .values({
            project_name: 'Kalyon Karapınar YEKA-1',
            status_type_id: ref.status,
            type_id: ref.type,
            location_id: ref.location,
            city_id: ref.city,
            district_id: ref.district,
            dc_power: 1350.5,
            dc_power_unit: 'MWp',
            ac_power: 1000.25,
            ac_power_unit: 'MWe',
            storage_capacity: 12.25,
            storage_capacity_unit: 'MWh',
            investor: 'Kalyon Enerji',
            contractor: 'Kalyon İnşaat',
            pv_module: 'Kalyon PV',
            inverter: 'Huawei',
            construction: 'Kalyon İnşaat',
            inspection_consulting: 'TÜV SÜD',
            maintenance_repair: 'Kalyon O&M',
            total_investment_cost: 1_200_000_000.5,
            investment_currency: 'USD',
            financial_institution: 'JP Morgan, Deutsche Bank',
            permission_status: 'Lisanslı',
            project_start_date: '2019-05-01',
            commissioning_date: '2023-06-30',
            is_verified: true,
            is_generated: false,
            ...links,
          })
          .returning({ id: projects.id });
        return row!.id;
      },
      save: (id) => definitionForm(projectForm, id),
    },
    'PUT /api/admin/companies/:id': {
      table: 'companies',
      seed: async () => {
        const [row] = await ctx.db
          .insert(companies)
          .values({
            company_name: 'Tam Dolu Enerji A.Ş.',
            establishment_year: 2011,
            website: 'https://tamdolu.example.com',
            linkedin: 'https://www.linkedin.com/company/tamdolu',
            relevant_person: 'Ayşe Yılmaz',
            title: 'Genel Müdür',
            email: 'info@tamdolu.example.com',
            phone: '+905321234567',
            is_verified: true,
            activity_type_id: ref.activity,
            product_type_id: ref.product,
            city_id: ref.city,
            logo: '/files/logo.png',
            organization_seo_description: 'GES kurulumu',
            raw_address: 'Konya Organize Sanayi',
            keywords: 'GES, EPC',
            relevant_person_linkedin: 'https://www.linkedin.com/in/ayse',
            photo_url: '/files/ayse.jpg',
            organization_short_description: 'EPC firması',
            num_employees: '51-200',
            country: 'Türkiye',
            district: 'Selçuklu',
            user_id: userId,
            is_generated: false,
          })
          .returning({ id: companies.id });
        return row!.id;
      },
      save: (id) => definitionForm(companyForm, id),
    },
    'PUT /api/admin/solar-projects/:id': {
      table: 'solar_projects',
      seed: async () =>
        (
          await stored(
            ctx.db
              .insert(solar_projects)
              .values({ proje_adi: 'Toplantı GES', proje_sahibi: 'Sahip A.Ş.', il: 'Konya', ilce: 'Karapınar', sektor: 'Enerji', alt_sektor: 'Güneş', toplanti_karar_tipi: 'Onay', tarih: '2025-03-04', proje_turu: 'Lisanssız' })
              .returning(),
          )
        ).id,
      save: async (id) => admin.request('PUT', `/api/admin/solar-projects/${id}`, fieldsOf(solarProjectFormSchema, await stored(ctx.db.select().from(solar_projects).where(sql`id = ${id}`)))),
    },
    'PUT /api/admin/news-tags/:id': {
      table: 'news_tags',
      seed: async () => (await stored(ctx.db.insert(news_tags).values({ name: 'Değişmeyen etiket', color: '#123abc' }).returning())).id,
      save: async (id) => admin.request('PUT', `/api/admin/news-tags/${id}`, fieldsOf(newsTagFormSchema, await stored(ctx.db.select().from(news_tags).where(sql`id = ${id}`)))),
    },
    'PUT /api/admin/announcements/:id': {
      table: 'announcements',
      seed: async () =>
        (
          await stored(
            ctx.db
              .insert(announcements)
              .values({ title: 'Duyuru', content: 'Metin', background_color: '#101010', text_color: '#fefefe', animation_speed: 55, is_active: false, display_order: 3, created_by: userId, updated_by: userId })
              .returning(),
          )
        ).id,
      save: async (id) => admin.request('PUT', `/api/admin/announcements/${id}`, fieldsOf(announcementFormSchema, await stored(ctx.db.select().from(announcements).where(sql`id = ${id}`)))),
    },
    'PUT /api/admin/packages/:id': {
      table: 'subscription_packages',
      seed: async () =>
        (
          await stored(
            ctx.db
              .insert(subscription_packages)
              .values({
                name: 'Tam Paket',
                description: 'Her şey',
                features: ['Bir', '', 'İki'],
                price: 1499.9,
                currency: 'USD',
                billing_period: 'YEARLY',
                iyzico_pricing_plan_reference_code: `plan-${ctx.target}`,
                iyzico_product_reference_code: 'urun-1',
                is_active: false,
                is_featured: true,
                sort_order: 4,
                badge_text: 'Popüler',
                badge_color: 'green',
                token_count: 2500,
                trial_days: 14,
              })
              .returning(),
          )
        ).id,
      save: async (id) => admin.request('PUT', `/api/admin/packages/${id}`, fieldsOf(packageFormSchema, await stored(ctx.db.select().from(subscription_packages).where(sql`id = ${id}`)))),
    },
    'PUT /api/admin/stations/capacities/:id': {
      table: 'transformer_station_capacities',
      seed: async () => {
        const station = await stored(ctx.db.insert(transformer_station_definitions).values({ city_id: ref.city, station_name: 'Kapasite TM' }).returning());
        return (await stored(ctx.db.insert(transformer_station_capacities).values({ station_id: station.id, year: 2025, month: 7, available_capacity: 12.5, is_generated: true }).returning())).id;
      },
      save: async (id) => admin.request('PUT', `/api/admin/stations/capacities/${id}`, fieldsOf(stationCapacityFormSchema, await stored(ctx.db.select().from(transformer_station_capacities).where(sql`id = ${id}`)))),
    },
    'PUT /api/admin/stations/definitions/:id': {
      table: 'transformer_station_definitions',
      seed: async () =>
        (
          await stored(
            ctx.db
              .insert(transformer_station_definitions)
              .values({ city_id: ref.city, station_name: 'Dolu TM', busbar: '34,5 kV', operator: 'MEDAŞ', connection_level: 'OG', latitude: 37.715123, longitude: 33.551234, kml_file_path: 'stations/x.kml', is_generated: true })
              .returning(),
          )
        ).id,
      // The form holds text: numbers as typed, every field sent (an empty one as "").
      save: async (id) => {
        const row = await stored(ctx.db.select().from(transformer_station_definitions).where(sql`id = ${id}`));
        const fields = fieldsOf(stationDefinitionFormSchema, row);
        return admin.upload('PUT', `/api/admin/stations/definitions/${id}`, Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === null ? '' : String(v)])));
      },
    },
    'PUT /api/admin/news/:id': {
      table: 'news',
      seed: async () => {
        const tag = await stored(ctx.db.insert(news_tags).values({ name: 'Haber etiketi', color: '#00aa00' }).returning());
        return (
          await stored(
            ctx.db
              .insert(news)
              .values({ title: 'Tam haber', content: '<p>Gövde</p>', tag_id: tag.id, short_url: `tam-haber-${ctx.target}`, post_image_url: '/files/kapak.jpg', external_link: 'https://example.com/haber', published_at: new Date('2026-02-03T04:05:06.000Z'), is_active: false })
              .returning(),
          )
        ).id;
      },
      save: async (id) => admin.request('PUT', `/api/admin/news/${id}`, fieldsOf(newsFormSchema, await stored(ctx.db.select().from(news).where(sql`id = ${id}`)))),
    },
    'PUT /api/admin/contracts/:id': {
      table: 'contracts',
      seed: async () => (await stored(ctx.db.insert(contracts).values({ title: 'Üyelik Sözleşmesi', file_path: 'legal/x.pdf', active: false, must: true, version_at: new Date('2026-01-02T03:04:05.678Z') }).returning())).id,
      // The form's fields as multipart sends them, no file chosen.
      save: (id) => admin.upload('PUT', `/api/admin/contracts/${id}`, { title: 'Üyelik Sözleşmesi', must: 'true' }),
    },
    'PUT /api/admin/cookie-policies/:id': {
      table: 'cookie_policies',
      seed: async () => (await stored(ctx.db.insert(cookie_policies).values({ title: 'Çerez Politikası', file_path: 'legal/c.pdf', active: false }).returning())).id,
      save: (id) => admin.upload('PUT', `/api/admin/cookie-policies/${id}`, { title: 'Çerez Politikası' }),
    },
    'PUT /api/admin/statistics/installed-power': {
      table: 'installed_power_stats',
      seed: async () =>
        (
          await stored(
            ctx.db
              .insert(installed_power_stats)
              .values({ year: 2024, month: 6, total_electric_power: 110000, total_renewable_power: 60000, total_solar_power: 15000, total_licensed_solar: 1500, total_unlicensed_solar: 13500, renewable_percentage: 54.55, solar_percentage: 25, source: 'TEİAŞ', is_estimate: false })
              .returning(),
          )
        ).id,
      save: async (id) => admin.request('PUT', '/api/admin/statistics/installed-power', fieldsOf(installedPowerEntrySchema, await stored(ctx.db.select().from(installed_power_stats).where(sql`id = ${id}`)))),
    },
    'PUT /api/admin/statistics/production': {
      table: 'production_stats',
      seed: async () =>
        (
          await stored(
            ctx.db
              .insert(production_stats)
              .values({ year: 2024, month: 6, total_electric_production: 26000, total_renewable_production: 12000, total_solar_production: 2400, total_licensed_solar_production: 300, total_unlicensed_solar_production: 2100, renewable_percentage: 46.15, solar_percentage: 20, source: 'EPDK', is_estimate: false })
              .returning(),
          )
        ).id,
      save: async (id) => admin.request('PUT', '/api/admin/statistics/production', fieldsOf(productionEntrySchema, await stored(ctx.db.select().from(production_stats).where(sql`id = ${id}`)))),
    },
  };

  it('covers every edit route of the back office', () => {
    const doc = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const edits = Object.entries(doc.paths)
      .filter(([path, methods]) => path.startsWith('/api/admin/') && 'put' in methods)
      .map(([path]) => `PUT ${path.replace(/\{(\w+)\}/g, ':$1')}`)
      .filter((route) => !(route in NOT_FORMS))
      .sort();
    expect(edits).toEqual(Object.keys(cases).sort());
  });

  for (const [route, c] of Object.entries(cases)) {
    it(`${route}: a record with every column filled, saved unchanged through its form, stays byte for byte the same`, async () => {
      const id = await c.seed();
      const before = await rowOf(c.table, id);
      const empty = Object.entries(JSON.parse(before!) as Record<string, unknown>).filter(([key, value]) => value === null && !c.mayBeNull?.includes(key));
      expect(empty, 'every column filled').toEqual([]);
      const audits = await auditCount();

      const res = await c.save(id);
      expect(res.statusCode, res.body).toBe(200);
      expect(await rowOf(c.table, id)).toBe(before);
      expect(await auditCount()).toBe(audits);
    });
  }

  it('writes what an edit sends: a field sent empty is cleared, a field left out is kept, a changed one is audited', async () => {
    const id = await cases['PUT /api/admin/projects/:id']!.seed();
    const record = (await admin.get(`/api/admin/projects/${id}`)).json() as { values: Record<string, unknown> };
    const values = editBody(projectForm.schema.parse(formValuesOf(projectForm, record.values)) as Record<string, unknown>);
    const audits = await auditCount();

    const { contractor: _left, ...withoutContractor } = values;
    const res = await admin.request('PUT', `/api/admin/projects/${id}`, { ...withoutContractor, investor: null, pv_module: '' });
    expect(res.statusCode, res.body).toBe(200);
    const after = JSON.parse((await rowOf('projects', id))!) as Record<string, unknown>;
    expect(after).toMatchObject({ investor: null, pv_module: null, contractor: 'Kalyon İnşaat', inverter: 'Huawei' });
    expect(await auditCount()).toBe(audits + 1);
  });
});
