import { sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { stationDefinitionFormSchema } from '../../../shared/schemas/admin/stations';
import { announcementForm } from '../../../client/features/admin/resources/announcements';
import { companyForm } from '../../../client/features/admin/resources/companies';
import { formValuesOf, type FormResource } from '../../../client/features/admin/registry/form';
import { legalDocumentForm } from '../../../client/features/admin/resources/legal-documents';
import { referenceForm } from '../../../client/features/admin/resources/reference';
import { newsForm } from '../../../client/features/admin/resources/news';
import { tagForm } from '../../../client/features/admin/resources/news-tags';
import { packageForm } from '../../../client/features/admin/resources/packages';
import { projectForm } from '../../../client/features/admin/resources/projects';
import { solarProjectForm } from '../../../client/features/admin/resources/solar-projects';
import { stationCapacityForm, stationDefinitionForm } from '../../../client/features/admin/resources/stations';
import { statisticsForms } from '../../../client/features/admin/resources/statistics';
import { sourceForm } from '../../../client/features/admin/resources/sources';
import { editBody } from '../../../client/lib/edit-body';
import { PROJECT_COMPANY_ROLES } from '../../../shared/constants';
import type { StatEntryKind } from '../../../shared/schemas/statistics-entry';
import { admin_audit_log } from '../../db/schema/audit';
import { token_costs } from '../../db/schema/balance';
import { districts } from '../../db/schema/reference';
import { contracts, cookie_policies } from '../../db/schema/legal';
import { subscription_packages } from '../../db/schema/billing';
import { companies, projects } from '../../db/schema/catalog';
import { announcements, news, news_tags } from '../../db/schema/news';
import { record_events } from '../../db/schema/history';
import { notifications, watches } from '../../db/schema/watches';
import { fanOut } from '../../services/watches/fan-out';
import { sources } from '../../db/schema/sources';
import { solar_projects } from '../../db/schema/solar-projects';
import { transformer_station_capacities, transformer_station_definitions } from '../../db/schema/stations';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { seedReferenceFixture } from '../../test/catalog-fixtures';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Nothing lost on edit (docs/decisions/031-edits-write-only-what-changed.md, 052): every back-office
// edit route is sent what its form sends for a record unchanged, twice: once with every column
// filled, once with every nullable column empty (an unknown must stay unknown, never become 0 or "").
// The stored row must stay byte for byte the same (timestamps, sources and marks included), and no
// audit row, history event or notification to a follower is written. The routes come from the
// app's own table, so a new edit route without a case here fails the test.

/** Every column filled, every nullable column empty, or (filled) read back through its GET. */
type Variant = 'filled' | 'sparse' | 'read';

interface Case {
  /** The stored row's table (SQL name). */
  table: string;
  /** Adds a record with every column filled (`v` keeps the two runs' unique keys apart); its id. */
  seed: (v: Variant) => Promise<string>;
  /** Sends the record's form unchanged. */
  save: (id: string, v: Variant) => Promise<{ statusCode: number; body: string }>;
  /** Columns a form cannot fill at once with the others, and why. */
  mayBeNull?: string[];
  /** Nullable columns the sparse record keeps filled (a row needs them to be found by its form), and why. */
  keptWhenSparse?: string[];
  /** Who may follow the record (watches.target), so its followers' notifications are counted. */
  watched?: 'project' | 'company' | 'station';
}

/** Edit routes that are actions, not forms over a stored record. */
const NOT_FORMS: Record<string, string> = {
  'PUT /api/admin/users/:id/roles': 'a toggle of two flags, each sent on its own',
};

describeOnEachDatabase('an unchanged save changes nothing', (ctx) => {
  let admin: TestClient;
  let ref: Awaited<ReturnType<typeof seedReferenceFixture>>;
  let companyIds: string[];
  let userId: string;
  let sourceId: string;
  let followerId: string;

  beforeAll(async () => {
    const signed = await signedInMember(ctx, 'degismeyen-kayit', { superAdmin: true });
    admin = signed.client;
    userId = (await signedInMember(ctx, 'firma-sahibi')).user.id;
    followerId = (await signedInMember(ctx, 'takipci')).user.id;
    ref = await seedReferenceFixture(ctx.db, 'degismeyen');
    const [source] = await ctx.db.insert(sources).values({ key: 'degismeyen-kaynak', name: 'Değişmeyen kaynak', licence: 'CC BY 4.0' }).returning({ id: sources.id });
    sourceId = source!.id;
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
  /** History events (decision 042): an unchanged save adds none. */
  const eventCount = async () => ((await ctx.db.select({ id: record_events.id }).from(record_events)) as unknown[]).length;

  /**
   * What a form sends for a stored record unchanged: the record as its definition turns it into the
   * form's text (the client's own formValuesOf), parsed by its schema as the resolver does, sent as
   * editBody sends an edit; a form with a file sends its text as multipart, as the client does.
   */
  const viaForm = (resource: FormResource, stored: Record<string, unknown>, url: string) => {
    const values = formValuesOf(resource, resource.storedOf ? resource.storedOf(stored as never) : ((stored.values as Record<string, unknown> | undefined) ?? stored));
    if (resource.sections.some((s) => s.fields.some((f) => f.kind === 'file'))) {
      return admin.upload('PUT', url, Object.fromEntries(Object.entries(values).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, String(v)]]))));
    }
    return admin.request('PUT', url, editBody(resource.schema.parse(values) as object));
  };
  /** The record as its form's page loads it (GET /api/admin/<path>/:id). */
  const definitionForm = async (resource: FormResource, id: string) => viaForm(resource, (await admin.get(`/api/admin${resource.path}/${id}`)).json() as Record<string, unknown>, `/api/admin${resource.path}/${id}`);
  /** The record as its list hands it to the form edited in place. */
  const listForm = async (resource: FormResource, id: string, query = '') => {
    const page = (await admin.get(`/api/admin${resource.path}${query}`)).json() as { items: { id: string }[] };
    const row = page.items.find((item) => item.id === id);
    expect(row, `${resource.path} lists the record`).toBeDefined();
    return viaForm(resource, row as Record<string, unknown>, `/api/admin${resource.path}/${id}`);
  };
  /** A month as the statistics form loads it for its period. */
  const monthForm = async (kind: StatEntryKind, year: number, month: number) => {
    const found = (await admin.get(`/api/admin/statistics/${kind}?year=${year}&month=${month}`)).json() as { values: Record<string, unknown> };
    return viaForm(statisticsForms[kind], { values: { ...found.values, year, month } }, `/api/admin/statistics/${kind}`);
  };
  const stored = async <T>(rows: Promise<T[]>) => (await rows)[0]!;
  /** The month each run's statistics row is for (a month is one row). */
  const monthOf = (v: Variant) => (v === 'filled' ? 6 : 7);

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
            latitude: 37.715123,
            longitude: 33.551234,
            dc_power: 1350.5,
            dc_power_unit: 'MWp',
            ac_power: 1000.255,
            ac_power_unit: 'MWe',
            storage_capacity: 12.125,
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
      watched: 'project',
      // The form requires them (a project is placed and typed); every other nullable column is emptied.
      keptWhenSparse: ['status_type_id', 'type_id', 'location_id', 'city_id', 'district_id'],
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
      watched: 'company',
      // The form requires them; every other nullable column is emptied.
      keptWhenSparse: ['activity_type_id', 'product_type_id', 'city_id'],
    },
    'PUT /api/admin/sources/:id': {
      table: 'sources',
      seed: async (v) =>
        (
          await stored(
            ctx.db
              .insert(sources)
              .values({
                key: `tam-dolu-kaynak-${ctx.target}-${v}`,
                name: 'Tam Dolu Kaynak',
                publisher: 'Yayıncı Kurum',
                url: 'https://kaynak.example.com/veri',
                licence: 'ODbL 1.0',
                licence_url: 'https://opendatacommons.org/licenses/odbl/1-0/',
                attribution: '© Katkıda bulunanlar (ODbL)',
                retrieved_on: '2026-11-26',
                data_date: '2019-12-31',
                is_generated: true,
                notes: 'Kapsam notu',
              })
              .returning(),
          )
        ).id,
      save: (id) => definitionForm(sourceForm, id),
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
      save: (id) => listForm(solarProjectForm, id, '?search=Toplant%C4%B1%20GES'),
    },
    'PUT /api/admin/news-tags/:id': {
      table: 'news_tags',
      seed: async (v) => (await stored(ctx.db.insert(news_tags).values({ name: `Değişmeyen etiket ${v}`, color: '#123abc' }).returning())).id,
      save: (id) => listForm(tagForm, id),
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
      save: (id) => listForm(announcementForm, id),
    },
    'PUT /api/admin/packages/:id': {
      table: 'subscription_packages',
      seed: async (v) =>
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
                iyzico_pricing_plan_reference_code: `plan-${ctx.target}-${v}`,
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
      save: (id) => definitionForm(packageForm, id),
      // A package is sold through its iyzico plan, which the form requires.
      keptWhenSparse: ['iyzico_pricing_plan_reference_code'],
    },
    'PUT /api/admin/stations/capacities/:id': {
      table: 'transformer_station_capacities',
      seed: async () => {
        const station = await stored(ctx.db.insert(transformer_station_definitions).values({ city_id: ref.city, station_name: 'Kapasite TM' }).returning());
        return (await stored(ctx.db.insert(transformer_station_capacities).values({ station_id: station.id, year: 2025, month: 7, available_capacity: 12.5, is_generated: true, source_id: sourceId, verified_on: '2026-11-26', entered_by: userId, entry_note: 'https://kaynak.example.com/kapasite' }).returning())).id;
      },
      save: (id) => definitionForm(stationCapacityForm, id),
      watched: 'station',
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
      save: (id) => definitionForm(stationDefinitionForm, id),
      watched: 'station',
    },
    'PUT /api/admin/news/:id': {
      table: 'news',
      seed: async (v) => {
        const tag = await stored(ctx.db.insert(news_tags).values({ name: `Haber etiketi ${v}`, color: '#00aa00' }).returning());
        return (
          await stored(
            ctx.db
              .insert(news)
              .values({ title: 'Tam haber', content: '<p>Gövde</p>', tag_id: tag.id, short_url: `tam-haber-${ctx.target}-${v}`, post_image_url: '/files/kapak.jpg', external_link: 'https://example.com/haber', published_at: new Date('2026-02-03T04:05:06.000Z'), is_active: false })
              .returning(),
          )
        ).id;
      },
      save: (id) => definitionForm(newsForm, id),
      // An article has a body or a link (a check): the sparse one keeps its body.
      keptWhenSparse: ['content'],
    },
    'PUT /api/admin/contracts/:id': {
      table: 'contracts',
      seed: async () => (await stored(ctx.db.insert(contracts).values({ title: 'Üyelik Sözleşmesi', file_path: 'legal/x.pdf', active: false, must: true, version_at: new Date('2026-01-02T03:04:05.678Z') }).returning())).id,
      // The form's fields as multipart sends them, no file chosen.
      save: (id) => listForm(legalDocumentForm('contracts', true), id),
    },
    'PUT /api/admin/cookie-policies/:id': {
      table: 'cookie_policies',
      seed: async () => (await stored(ctx.db.insert(cookie_policies).values({ title: 'Çerez Politikası', file_path: 'legal/c.pdf', active: false }).returning())).id,
      save: (id) => listForm(legalDocumentForm('cookie-policies', true), id),
    },
    'PUT /api/admin/reference/:list/:id': {
      table: 'districts',
      seed: async (v) => (await stored(ctx.db.insert(districts).values({ city_id: ref.city, name: `Değişmeyen İlçe ${v}` }).returning())).id,
      // The rename row shows the name only; the district's city goes along unchanged.
      save: (id) => listForm(referenceForm('districts', 'Yeni ad'), id, '?search=De%C4%9Fi%C5%9Fmeyen'),
    },
    'PUT /api/admin/token-costs/:id': {
      table: 'token_costs',
      seed: async () => {
        const [row] = await ctx.db.insert(token_costs).values({ cost_key: 'search', cost_value: 15, description: 'Arama' }).onConflictDoUpdate({ target: token_costs.cost_key, set: { description: 'Arama' } }).returning();
        return row!.id;
      },
      // Its card sends the one number it shows.
      save: async (id) => admin.request('PUT', `/api/admin/token-costs/${id}`, { cost_value: (await stored(ctx.db.select().from(token_costs).where(sql`id = ${id}`))).cost_value }),
    },
    'PUT /api/admin/statistics/installed-power': {
      table: 'installed_power_stats',
      seed: async (v) =>
        (
          await stored(
            ctx.db
              .insert(installed_power_stats)
              .values({ year: 2024, month: monthOf(v), total_electric_power: 110000, total_renewable_power: 60000, total_solar_power: 15000, total_licensed_solar: 1500, total_unlicensed_solar: 13500, renewable_percentage: 54.55, solar_percentage: 25, source: 'TEİAŞ', source_id: sourceId, verified_on: '2026-11-26', is_estimate: false })
              .returning(),
          )
        ).id,
      save: (_id, v) => monthForm('installed-power', 2024, monthOf(v)),
      // The form requires the month's totals and the solar split (a solar-only month comes in through the importer; decision 055).
      keptWhenSparse: ['total_electric_power', 'total_renewable_power', 'total_licensed_solar', 'total_unlicensed_solar'],
    },
    'PUT /api/admin/statistics/production': {
      table: 'production_stats',
      seed: async (v) =>
        (
          await stored(
            ctx.db
              .insert(production_stats)
              .values({ year: 2024, month: monthOf(v), total_electric_production: 26000, total_renewable_production: 12000, total_solar_production: 2400, total_licensed_solar_production: 300, total_unlicensed_solar_production: 2100, renewable_percentage: 46.15, solar_percentage: 20, source: 'EPDK', source_id: sourceId, verified_on: '2026-11-26', is_estimate: false })
              .returning(),
          )
        ).id,
      save: (_id, v) => monthForm('production', 2024, monthOf(v)),
      // The form requires the month's totals and the solar split (a solar-only month comes in through the importer; decision 055).
      keptWhenSparse: ['total_electric_production', 'total_renewable_production', 'total_licensed_solar_production', 'total_unlicensed_solar_production'],
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

  /** Every nullable column of the record emptied (generated columns follow), but those the case keeps. */
  const emptyNullable = async (table: string, id: string, kept: readonly string[] = []) => {
    const result = (await ctx.db.execute(
      sql`SELECT column_name AS name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ${table} AND is_nullable = 'YES' AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    )) as unknown as { rows: { name: string }[] };
    const columns = result.rows.map((r) => r.name).filter((name) => !kept.includes(name));
    if (columns.length === 0) return columns;
    await ctx.db.execute(sql`UPDATE ${sql.identifier(table)} SET ${sql.join(columns.map((name) => sql`${sql.identifier(name)} = NULL`), sql`, `)} WHERE id = ${id}`);
    return columns;
  };

  /** A follower of the record, so a save that wrongly wrote an event would reach someone. */
  const follow = async (c: Case, id: string) => {
    if (!c.watched) return;
    const targetId = c.table === 'transformer_station_capacities' ? (await stored(ctx.db.select({ station_id: transformer_station_capacities.station_id }).from(transformer_station_capacities).where(sql`id = ${id}`))).station_id : id;
    await ctx.db.insert(watches).values({ user_id: followerId, target: c.watched, target_id: targetId }).onConflictDoNothing();
  };
  /** Notifications the fan-out makes for the follower, after handling every event written so far. */
  const followerNotifications = async () => {
    await fanOut(ctx.db);
    return ((await ctx.db.select({ id: notifications.id }).from(notifications).where(sql`user_id = ${followerId}`)) as unknown[]).length;
  };

  for (const [route, c] of Object.entries(cases)) {
    for (const variant of ['filled', 'sparse'] as const) {
      const title =
        variant === 'filled'
          ? `${route}: a record with every column filled, saved unchanged through its form, stays byte for byte the same`
          : `${route}: a record with every nullable column empty, saved unchanged through its form, stays byte for byte the same`;
      it(title, async () => {
        const id = await c.seed(variant);
        if (variant === 'sparse') {
          const emptied = await emptyNullable(c.table, id, c.keptWhenSparse);
          const row = JSON.parse((await rowOf(c.table, id))!) as Record<string, unknown>;
          expect(emptied.filter((column) => row[column] !== null), 'every nullable column empty').toEqual([]);
        }
        const before = await rowOf(c.table, id);
        if (variant === 'filled') {
          const empty = Object.entries(JSON.parse(before!) as Record<string, unknown>).filter(([key, value]) => value === null && !c.mayBeNull?.includes(key));
          expect(empty, 'every column filled').toEqual([]);
        }
        await follow(c, id);
        const notified = await followerNotifications();
        const audits = await auditCount();
        const events = await eventCount();

        const res = await c.save(id, variant);
        expect(res.statusCode, res.body).toBe(200);
        expect(await rowOf(c.table, id)).toBe(before);
        expect(await auditCount()).toBe(audits);
        expect(await eventCount()).toBe(events);
        expect(await followerNotifications()).toBe(notified);
      });
    }
  }

  /**
   * A record as a client reads it and writes it back without the app's forms (decision 057): every back
   * office path the document gives both a GET and a PUT, the GET's answer (its `values` where it has
   * them) sent to the PUT as it came, in the body the PUT takes (JSON, or multipart text fields).
   */
  const readOnlyProbe = (key: string, value: unknown): unknown => {
    if (key === 'id' || key.endsWith('_id')) return '00000000-0000-4000-8000-000000000000';
    if (typeof value === 'boolean') return !value;
    if (typeof value === 'number') return value + 1;
    if (key.endsWith('_at')) return '2000-01-02T03:04:05.000Z';
    return 'değiştirilmiş';
  };
  /** The fields a PUT's form writes: its JSON body's properties in the document; a multipart form's from its schema. */
  const formKeys = (put: { requestBody?: { content: Record<string, unknown> } }, multipart: boolean) =>
    multipart
      ? Object.keys(stationDefinitionFormSchema.shape)
      : Object.keys((put.requestBody!.content['application/json'] as { schema: { properties: Record<string, unknown> } }).schema.properties);
  it('takes back, through every PUT the document pairs with a GET, the record that GET answers: unchanged, nothing changes; its read-only keys are ignored, never written', async () => {
    type Op = { requestBody?: { content: Record<string, unknown> } };
    const doc = ctx.app.swagger() as { paths: Record<string, { get?: Op; put?: Op }> };
    const paired = Object.entries(doc.paths)
      .filter(([path, methods]) => path.startsWith('/api/admin/') && methods.get && methods.put && path.endsWith('/{id}'))
      // A PUT the document gives no JSON body takes a multipart form (a file beside its fields).
      .map(([path, methods]) => ({ path, multipart: !('application/json' in (methods.put!.requestBody?.content ?? {})) }));
    expect(paired.map((p) => p.path).sort()).toEqual(
      ['companies', 'news', 'packages', 'projects', 'sources', 'stations/capacities', 'stations/definitions'].map((p) => `/api/admin/${p}/{id}`),
    );
    for (const { path, multipart } of paired) {
      const route = `PUT ${path.replace('{id}', ':id')}`;
      const c = cases[route]!;
      const id = await c.seed('read');
      const url = path.replace('{id}', id);
      const read = (await admin.get(url)).json() as Record<string, unknown> & { values?: Record<string, unknown> };
      const fields = read.values ?? read;
      const send = (body: Record<string, unknown>) =>
        multipart
          ? admin.upload('PUT', url, Object.fromEntries(Object.entries(body).flatMap(([k, v]) => (v === null || v === undefined ? [] : [[k, typeof v === 'object' ? JSON.stringify(v) : String(v)]]))))
          : admin.request('PUT', url, body);
      const before = await rowOf(c.table, id);
      const audits = await auditCount();

      const res = await send(fields);
      expect.soft(res.statusCode, `${route}: ${res.body}`).toBe(200);
      expect.soft(await rowOf(c.table, id), `${route} unchanged`).toBe(before);
      expect.soft(await auditCount(), route).toBe(audits);

      // What the record shows but its form does not write is taken and ignored: a client cannot set it.
      const readOnly = Object.keys(fields).filter((key) => !formKeys(doc.paths[path]!.put!, multipart).includes(key));
      expect(readOnly, route).toContain('id');
      const probed = await send({ ...fields, ...Object.fromEntries(readOnly.filter((k) => k in fields).map((k) => [k, readOnlyProbe(k, fields[k])])) });
      expect.soft(probed.statusCode, `${route}: ${probed.body}`).toBe(200);
      expect.soft(await rowOf(c.table, id), `${route}: read-only keys not written`).toBe(before);
    }
  });

  it('writes what an edit sends: a field sent empty is cleared, a field left out is kept, a changed one is audited', async () => {
    const id = await cases['PUT /api/admin/projects/:id']!.seed('filled');
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
