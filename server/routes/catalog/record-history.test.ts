import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { HISTORY_MESSAGES } from '../../../shared/schemas/history';
import { companies, projects } from '../../db/schema/catalog';
import { record_events } from '../../db/schema/history';
import { project_status_types } from '../../db/schema/reference';
import { sources } from '../../db/schema/sources';
import { transformer_station_definitions } from '../../db/schema/stations';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Kept history (decision 042): every status, capacity or party change by an admin or an
// approved member suggestion writes a dated, sourced event in the change's transaction; a station's
// capacity entries do too; the timeline is part of the paid project detail and reaches no one else.

describeOnEachDatabase('record history', (ctx) => {
  let admin: TestClient;
  let adminId: string;
  let ref: ReferenceFixture;
  let statuses: Map<string, string>;
  let wri: { id: string; name: string };

  beforeAll(async () => {
    const signed = await signedInMember(ctx, 'gecmis-admin', { superAdmin: true });
    admin = signed.client;
    adminId = signed.user.id;
    ref = await seedReferenceFixture(ctx.db, 'gecmis');
    statuses = new Map((await ctx.db.select().from(project_status_types)).map((s) => [s.name, s.id]));
    const [source] = await ctx.db.select({ id: sources.id, name: sources.name }).from(sources).where(eq(sources.key, 'wri-gppd-1.3.0'));
    wri = source!;
  });

  const projectBody = (extra: object = {}) => ({
    project_name: 'Geçmişli Güneş Santrali',
    status_type_id: statuses.get('ÇED Süreci Başlayan'),
    type_id: ref.type,
    location_id: ref.location,
    city_id: ref.city,
    district_id: ref.district,
    ac_power: '10',
    ac_power_unit: 'MWe',
    investor: 'İlk Yatırımcı A.Ş.',
    ...extra,
  });
  const eventsOf = (id: string) =>
    ctx.db.select().from(record_events).where(and(eq(record_events.entity, 'project'), eq(record_events.entity_id, id))).orderBy(record_events.created_at);

  it('an admin status change appears in the paid timeline with its date, its source and the status by name', async () => {
    const created = await admin.post('/api/admin/projects', projectBody({ history_date: '2023-05-10', history_source_id: wri.id }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as string;
    const [start] = await eventsOf(id);
    expect(start).toMatchObject({ kind: 'created', origin: 'admin', occurred_on: '2023-05-10', source_id: wri.id, actor_id: adminId });

    const edited = await admin.request(
      'PUT',
      `/api/admin/projects/${id}`,
      projectBody({ status_type_id: statuses.get('ÇED Olumlu'), ac_power: '12,5', history_date: '2024-03-15', history_source_id: wri.id }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const events = await eventsOf(id);
    expect(events.map((e) => e.kind)).toEqual(['created', 'status', 'capacity']);
    expect(events[1]).toMatchObject({
      occurred_on: '2024-03-15',
      source_id: wri.id,
      origin: 'admin',
      changes: { status_type_id: { before: statuses.get('ÇED Süreci Başlayan'), after: statuses.get('ÇED Olumlu') } },
    });
    expect(events[2]!.changes).toEqual({ ac_power: { before: 10, after: 12.5 } });

    // An unverified project is full to a premium member without paying: the timeline is in the detail.
    const premium = await signedInMember(ctx, 'gecmis-premium', { premium: true });
    const detail = (await premium.client.get(`/api/projects/${id}`)).json();
    expect(detail.access).toBe('full');
    const status = detail.project.history.find((e: { kind: string }) => e.kind === 'status');
    expect(status).toMatchObject({
      occurred_on: '2024-03-15',
      origin: 'admin',
      source: { name: wri.name, licence: 'CC BY 4.0', is_generated: false },
      changes: [{ field: 'status_type_id', label: 'Proje durumu', before: 'ÇED Süreci Başlayan', after: 'ÇED Olumlu' }],
    });
    // Newest first: the two 2024-03-15 events, then the creation.
    expect(detail.project.history.map((e: { occurred_on: string }) => e.occurred_on)).toEqual(['2024-03-15', '2024-03-15', '2023-05-10']);
  });

  it('an unchanged save writes no event; an edit of another shown field writes a details event (decision 070); no date means today', async () => {
    const { id } = (await admin.post('/api/admin/projects', projectBody({ project_name: 'Değişmeyen Santral' }))).json();
    const today = new Date().toISOString().slice(0, 10);
    const [start] = await eventsOf(id);
    expect(start!.occurred_on).toBe(today);
    expect(start!.source_id).toBeNull();

    const same = await admin.request('PUT', `/api/admin/projects/${id}`, projectBody({ project_name: 'Değişmeyen Santral', history_date: '2024-01-01', history_source_id: wri.id }));
    expect(same.statusCode).toBe(200);
    expect(await eventsOf(id)).toHaveLength(1);
    const renamed = await admin.request('PUT', `/api/admin/projects/${id}`, projectBody({ project_name: 'Yeni Adlı Santral' }));
    expect(renamed.statusCode).toBe(200);
    const events = await eventsOf(id);
    expect(events).toHaveLength(2);
    expect(events.find((e) => e.kind === 'details')).toMatchObject({ origin: 'admin', changes: { project_name: { before: 'Değişmeyen Santral', after: 'Yeni Adlı Santral' } } });
  });

  it('refuses a future change date and an unknown source with Turkish messages, and writes nothing', async () => {
    const { id } = (await admin.post('/api/admin/projects', projectBody({ project_name: 'Reddedilen Tarih Santrali' }))).json();
    const future = await admin.request('PUT', `/api/admin/projects/${id}`, projectBody({ status_type_id: statuses.get('ÇED Olumlu'), history_date: '2999-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().details.issues[0].message).toBe(HISTORY_MESSAGES.futureDate);
    const unknown = await admin.request(
      'PUT',
      `/api/admin/projects/${id}`,
      projectBody({ status_type_id: statuses.get('ÇED Olumlu'), history_source_id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: HISTORY_MESSAGES.source, details: { path: 'history_source_id' } });
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, id));
    expect(row!.status_type_id).toBe(statuses.get('ÇED Süreci Başlayan'));
    expect(await eventsOf(id)).toHaveLength(1);
  });

  it('an approved suggestion writes its status, party and details events; an approved submission starts a history', async () => {
    const member = await signedInMember(ctx, 'gecmis-uye');
    const [project] = await ctx.db
      .insert(projects)
      .values({ project_name: 'Önerili Santral', status_type_id: statuses.get('Kurulum Aşamasında'), city_id: ref.city, district_id: ref.district, investor: 'Eski Ortak' })
      .returning();
    const sent = await member.client.post(`/api/suggestions/projects/${project!.id}`, {
      suggested_data: { status_type_id: statuses.get('Devreye Alınan'), investor: 'Yeni Ortak', project_name: 'Önerili Santral (düzeltme)' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await eventsOf(project!.id)).toHaveLength(0);
    expect((await admin.post(`/api/admin/suggestions/projects/${sent.json().id}/approve`)).statusCode).toBe(200);
    const events = await eventsOf(project!.id);
    expect(events.map((e) => [e.kind, e.origin, e.actor_id])).toEqual([
      ['status', 'suggestion', adminId],
      ['parties', 'suggestion', adminId],
      ['details', 'suggestion', adminId],
    ]);
    expect(events[1]!.changes).toEqual({ investor: { before: 'Eski Ortak', after: 'Yeni Ortak' } });
    expect(events[2]!.changes).toEqual({ project_name: { before: 'Önerili Santral', after: 'Önerili Santral (düzeltme)' } });

    const submitted = await member.client.post('/api/me/submissions/projects', {
      project_name: 'Başvurulu Santral',
      status_type_id: statuses.get('Yeni Proje'),
      type_id: ref.type,
      location_id: ref.location,
      city_id: ref.city,
      district_id: ref.district,
    });
    expect((await admin.post(`/api/admin/submissions/projects/${submitted.json().id}/approve`, {})).statusCode).toBe(200);
    const [made] = await ctx.db.select().from(projects).where(eq(projects.project_name, 'Başvurulu Santral'));
    const [start] = await eventsOf(made!.id);
    expect(start).toMatchObject({ kind: 'created', origin: 'suggestion', changes: { status_type_id: { before: null, after: statuses.get('Yeni Proje') } } });
  });

  it('never sends the history to a visitor, a member or a premium member who has not opened a verified project', async () => {
    const { id } = (await admin.post('/api/admin/projects', projectBody({ project_name: 'Ücretli Geçmiş Santrali', is_verified: true, history_source_id: wri.id }))).json();
    await admin.request('PUT', `/api/admin/projects/${id}`, projectBody({ project_name: 'Ücretli Geçmiş Santrali', is_verified: true, status_type_id: statuses.get('ÇED Olumlu') }));
    expect(await eventsOf(id)).toHaveLength(2);
    const free = await signedInMember(ctx, 'gecmis-ucretsiz');
    const premium = await signedInMember(ctx, 'gecmis-odeyen', { premium: true, balance: 100 });
    for (const [client, access] of [
      [new TestClient(ctx.app), 'locked'],
      [free.client, 'locked'],
      [premium.client, 'payment_required'],
    ] as const) {
      const res = await client.get(`/api/projects/${id}`);
      expect(res.json().access).toBe(access);
      expect(res.json().project).not.toHaveProperty('history');
      expect(res.body).not.toContain(wri.name);
      expect(res.body).not.toContain('status_type_id');
    }
    // Once paid for, the history comes with the opened detail.
    const opened = await premium.client.post(`/api/projects/${id}/open`, { expected_cost: 40 });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().project.history.map((e: { kind: string }) => e.kind)).toEqual(['status', 'created']);
    expect((await premium.client.get(`/api/projects/${id}`)).json().project.history).toHaveLength(2);
  });

  it('writes a station_capacity event for each capacity entered, changed, moved or removed by an admin', async () => {
    const [station] = await ctx.db.insert(transformer_station_definitions).values({ city_id: ref.city, station_name: 'Geçmiş TM' }).returning();
    const stationEvents = () =>
      ctx.db.select().from(record_events).where(and(eq(record_events.entity, 'station'), eq(record_events.entity_id, station!.id))).orderBy(record_events.created_at);
    const body = { station_id: station!.id, year: 2026, month: 3, available_capacity: '12' };
    const created = await admin.post('/api/admin/stations/capacities', body);
    expect(created.statusCode, created.body).toBe(201);
    const capacityId = created.json().id;
    await admin.request('PUT', `/api/admin/stations/capacities/${capacityId}`, body); // unchanged: nothing
    await admin.request('PUT', `/api/admin/stations/capacities/${capacityId}`, { ...body, available_capacity: '9,5' });
    await admin.request('PUT', `/api/admin/stations/capacities/${capacityId}`, { ...body, month: 4, available_capacity: '9,5' });
    await admin.request('DELETE', `/api/admin/stations/capacities/${capacityId}`);
    const record = { city_id: ref.city, station_name: 'Geçmiş TM', busbar: '34,5 kV', operator: 'MEDAŞ', connection_level: 'OG', year: '2026', month: '5' };
    const combined = await admin.upload('POST', '/api/admin/stations/combined', { ...record, available_capacity: '20' });
    expect(combined.statusCode, combined.body).toBe(201);
    expect((await admin.upload('POST', '/api/admin/stations/combined', { ...record, available_capacity: '22' })).statusCode).toBe(201);

    const events = await stationEvents();
    expect(events.every((e) => e.kind === 'station_capacity' && e.origin === 'admin' && e.actor_id === adminId)).toBe(true);
    expect(events.map((e) => e.changes)).toEqual([
      { '2026-03': { before: null, after: 12 } },
      { '2026-03': { before: 12, after: 9.5 } },
      { '2026-03': { before: 9.5, after: null } },
      { '2026-04': { before: null, after: 9.5 } },
      { '2026-04': { before: 9.5, after: null } },
      { '2026-05': { before: null, after: 20 } },
      { '2026-05': { before: 20, after: 22 } },
    ]);
  });

  it('gives a company its track record: projects by status, the share commissioned and the median months to it', async () => {
    const [company] = await ctx.db.insert(companies).values({ company_name: 'Sicilli Enerji A.Ş.', is_verified: false }).returning();
    const [other] = await ctx.db.insert(companies).values({ company_name: 'Başka Enerji A.Ş.' }).returning();
    const done = statuses.get('Devreye Alınan')!;
    const building = statuses.get('Kurulum Aşamasında')!;
    const project = async (values: Partial<typeof projects.$inferInsert>) =>
      (await ctx.db.insert(projects).values({ project_name: `Sicil ${Math.random()}`, city_id: ref.city, ...values }).returning())[0]!;
    const event = (projectId: string, kind: 'created' | 'status', occurred_on: string, after?: string) =>
      ctx.db.insert(record_events).values({
        entity: 'project',
        entity_id: projectId,
        kind,
        occurred_on,
        origin: 'import',
        changes: after ? { status_type_id: { before: null, after } } : {},
      });
    // A: first event 2020-01-15, commissioning date 2021-07-15 -> 18 months.
    const a = await project({ status_type_id: done, investor_company_id: company!.id, commissioning_date: '2021-07-15' });
    await event(a.id, 'created', '2020-01-15');
    // B: no commissioning date; its status became "Devreye Alınan" on 2019-03-01, 6 months after 2018-09-01.
    const b = await project({ status_type_id: done, contractor_company_id: company!.id });
    await event(b.id, 'created', '2018-09-01');
    await event(b.id, 'status', '2019-03-01', done);
    // C: entered when already built (history starts on its commissioning day): commissioned, not measured.
    const c = await project({ status_type_id: done, pv_module_company_id: company!.id, commissioning_date: '2022-01-01' });
    await event(c.id, 'created', '2022-01-01');
    // D, E: still building; F: no status; G: another company's.
    await project({ status_type_id: building, investor_company_id: company!.id });
    await project({ status_type_id: building, financial_company_id: company!.id, investor_company_id: company!.id });
    await project({ inverter_company_id: company!.id });
    await project({ status_type_id: done, investor_company_id: other!.id });

    const premium = await signedInMember(ctx, 'sicil-premium', { premium: true });
    const res = await premium.client.get(`/api/companies/${company!.id}`);
    expect(res.json().access).toBe('full');
    expect(res.json().company.track_record).toEqual({
      total: 6,
      by_status: [
        { status: { id: done, name: 'Devreye Alınan' }, count: 3 },
        { status: { id: building, name: 'Kurulum Aşamasında' }, count: 2 },
        { status: null, count: 1 },
      ],
      commissioned: 3,
      commissioned_share: 0.5,
      // Median of 18 and 6 months.
      median_months_to_commissioning: 12,
      measured: 2,
    });

    // Part of the paid detail: a visitor and a member get none of it.
    for (const client of [new TestClient(ctx.app), (await signedInMember(ctx, 'sicil-uye')).client]) {
      const locked = await client.get(`/api/companies/${company!.id}`);
      expect(locked.json().access).toBe('locked');
      expect(locked.json().company).not.toHaveProperty('track_record');
    }
    // Another company's record counts its own project only; one entered already built is not measured.
    expect((await premium.client.get(`/api/companies/${other!.id}`)).json().company.track_record).toMatchObject({ total: 1, commissioned: 1, median_months_to_commissioning: null, measured: 0 });
  });

  it('lists the sources an edit may name, to admins only, in the one list the importer reads too', async () => {
    const list = await admin.get('/api/admin/sources/options');
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toEqual(expect.arrayContaining([expect.objectContaining({ id: wri.id, name: wri.name, licence: 'CC BY 4.0', is_generated: false })]));
    // Official sources first, our sample data last.
    expect(list.json().items.at(-1)).toMatchObject({ is_generated: true });
    expect((await new TestClient(ctx.app).get('/api/admin/sources/options')).statusCode).toBe(401);
    // One route serves both selects: the two lists it replaces are gone (decision 057).
    expect([...ctx.app.apiRoutes].filter((route) => /^GET \/api\/admin\/.*sources/.test(route)).sort()).toEqual(['GET /api/admin/sources', 'GET /api/admin/sources/:id', 'GET /api/admin/sources/options']);
  });
});
