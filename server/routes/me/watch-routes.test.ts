import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_ATTEMPTS, WATCH_LIMITS } from '../../../shared/constants';
import { NOTIFICATION_MESSAGES as N, WATCH_MESSAGES as M } from '../../../shared/watch-messages';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';
import { admin_audit_log } from '../../db/schema/audit';
import { projects } from '../../db/schema/catalog';
import { users } from '../../db/schema/users';
import { transformer_station_definitions } from '../../db/schema/stations';
import { failed_jobs, mail_deliveries, notifications } from '../../db/schema/watches';
import { writeEvents, stationCapacityEvent } from '../../services/history/record-events';
import { lastDigestDue } from '../../services/watches/deliveries';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import { databaseTargets } from '../../test/databases';
import { TestClient } from '../../test/http';
import { MailSink } from '../../test/mail-sink';
import { RealtimeClient } from '../../test/ws-client';
import { signedInMember } from '../../test/members';
import { recordQueryOverlaps } from '../../test/query-overlaps';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// Watchlists and notifications (docs/product-rules.md#watchlists; docs/decisions/044): follow caps
// under parallel requests, history events fanned out to followers once, no value in a notification,
// mails once with a one-click unsubscribe, failed jobs kept for admins, two instances on one server.

const mail = new MailSink();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await mail.start();
});
afterAll(async () => {
  await mail.stop();
});

async function station(ctx: TestContext, ref: ReferenceFixture, name: string) {
  const [row] = await ctx.db.insert(transformer_station_definitions).values({ city_id: ref.city, station_name: name }).returning();
  return row!.id;
}

let month = 0;
/** An admin's capacity entry for a station, through the back office. */
async function enterCapacity(admin: TestClient, stationId: string, capacity = '12,5') {
  month++;
  const res = await admin.post('/api/admin/stations/capacities', { station_id: stationId, year: 2020 + Math.floor(month / 12), month: (month % 12) + 1, available_capacity: capacity });
  expect(res.statusCode, res.body).toBe(201);
}

/** Two starts of the app on the test's database, each run until its queued jobs are done (what a restart owes is sent once). */
async function startTwice(ctx: TestContext) {
  for (let start = 0; start < 2; start++) {
    const restarted = await buildApp(testConfig({ DATA_DIR: ctx.dataDir, SMTP_URL: smtpUrl }), { database: ctx.database });
    try {
      await restarted.ready();
      await restarted.jobs.drain();
    } finally {
      await restarted.close();
    }
  }
}

const notificationsOf = (ctx: TestContext, userId: string) => ctx.db.select().from(notifications).where(eq(notifications.user_id, userId));

describeOnEachDatabase(
  'watchlists and notifications',
  (ctx) => {
    let admin: TestClient;
    let ref: ReferenceFixture;
    beforeAll(async () => {
      admin = (await signedInMember(ctx, 'takip-admin', { superAdmin: true })).client;
      ref = await seedReferenceFixture(ctx.db, 'takip');
    });

    it('follows a project, a company, a station and a saved filter; lists them with labels; refuses unknown targets and duplicates; unfollows', async () => {
      const { client } = await signedInMember(ctx, 'takip-liste', { premium: true });
      const stationId = await station(ctx, ref, 'Liste TM');
      const [project] = await ctx.db.insert(projects).values({ project_name: 'Liste Santrali', city_id: ref.city }).returning();
      const created = await client.post('/api/me/watches', { target: 'station', target_id: stationId });
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ message: M.created, watch: { target: 'station', target_id: stationId, label: 'Liste TM' } });
      expect((await client.post('/api/me/watches', { target: 'project', target_id: project!.id })).statusCode).toBe(201);
      const filter = await client.post('/api/me/watches', { target: 'filter', filter: { city_id: ref.city, status_type_id: ref.status } });
      expect(filter.json().watch.label).toBe('Test İli takip · Durum takip');

      const again = await client.post('/api/me/watches', { target: 'station', target_id: stationId });
      expect([again.statusCode, again.json().message]).toEqual([409, M.alreadyFollowing]);
      const sameFilter = await client.post('/api/me/watches', { target: 'filter', filter: { status_type_id: ref.status, city_id: ref.city } });
      expect(sameFilter.statusCode).toBe(409);
      const unknown = await client.post('/api/me/watches', { target: 'company', target_id: '00000000-0000-4000-8000-000000000000' });
      expect([unknown.statusCode, unknown.json().message]).toEqual([404, M.targetNotFound]);
      const empty = await client.post('/api/me/watches', { target: 'filter', filter: {} });
      expect([empty.statusCode, empty.json().message]).toEqual([400, M.filterRequired]);

      const list = (await client.get('/api/me/watches')).json();
      expect(list.limit).toBe(WATCH_LIMITS.premium);
      expect(list.items.map((w: { label: string }) => w.label)).toEqual(['Test İli takip · Durum takip', 'Liste Santrali', 'Liste TM']);

      const other = await signedInMember(ctx, 'takip-baska');
      expect((await other.client.request('DELETE', `/api/me/watches/${created.json().watch.id}`)).statusCode).toBe(404);
      expect((await client.request('DELETE', `/api/me/watches/${created.json().watch.id}`)).json().message).toBe(M.deleted);
      expect((await client.get('/api/me/watches')).json().items).toHaveLength(2);
      expect((await new TestClient(ctx.app).get('/api/me/watches')).statusCode).toBe(401);
    });

    it('holds the free cap under parallel requests', async () => {
      const { client } = await signedInMember(ctx, 'takip-sinir');
      const ids = await Promise.all(Array.from({ length: 20 }, (_, i) => station(ctx, ref, `Sınır TM ${i}`)));
      const answers = await Promise.all(ids.map((id) => client.post('/api/me/watches', { target: 'station', target_id: id })));
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(WATCH_LIMITS.member);
      const refused = answers.filter((r) => r.statusCode === 409);
      expect(refused).toHaveLength(20 - WATCH_LIMITS.member);
      expect(refused[0]!.json().message).toBe(M.tooMany(WATCH_LIMITS.member, false));
      expect((await client.get('/api/me/watches')).json()).toMatchObject({ limit: WATCH_LIMITS.member });
      expect((await client.get('/api/me/watches')).json().items).toHaveLength(WATCH_LIMITS.member);
    });

    it("a follower's open tab is told at once that the bell has news (no waiting for its next minute)", async () => {
      const follower = await signedInMember(ctx, 'takip-sekme');
      const stationId = await station(ctx, ref, 'Sinyalli TM');
      await follower.client.post('/api/me/watches', { target: 'station', target_id: stationId });
      const address = ctx.app.server.listening ? `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}` : await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const tab = await RealtimeClient.open(`${address.replace('http', 'ws')}/api/realtime`, { cookie: `gv_session=${follower.client.session}`, heartbeatMs: 400 });
      try {
        await tab.waitFor((c) => c.messages.some((m) => m.type === 'token_costs'));
        await enterCapacity(admin, stationId);
        await ctx.app.jobs.drain();
        await tab.waitFor((c) => c.messages.some((m) => m.type === 'notifications'));
      } finally {
        tab.close();
      }
    });

    it('an admin capacity entry gives each follower one notification and one mail, with a one-click unsubscribe; others get nothing', async () => {
      const follower = await signedInMember(ctx, 'takip-trafo');
      const bystander = await signedInMember(ctx, 'takip-ilgisiz');
      const stationId = await station(ctx, ref, 'Takipli TM');
      await follower.client.post('/api/me/watches', { target: 'station', target_id: stationId });
      await enterCapacity(admin, stationId, '987,65');
      await ctx.app.jobs.drain();

      const rows = await notificationsOf(ctx, follower.user.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ entity: 'station', entity_id: stationId, kind: 'station_capacity', item_name: 'Takipli TM', reason: 'Takip ettiğiniz trafo merkezi' });
      expect(await notificationsOf(ctx, bystander.user.id)).toHaveLength(0);

      // The notification names the station; its detail opens by the station's id at its latest month.
      const detail = await follower.client.get(`/api/stations/${stationId}`);
      expect([detail.statusCode, detail.json().station_id]).toEqual([200, stationId]);

      const page = (await follower.client.get('/api/me/notifications')).json();
      expect(page).toMatchObject({ total: 1, unread: 1, page: 1 });
      expect(page.items[0]).toMatchObject({ title: 'Kapasite girildi', item_name: 'Takipli TM', read_at: null });
      // What changed, never the value (the station's figures are read where they are entitled).
      expect(JSON.stringify(page)).not.toMatch(/987[.,]65/);

      const mails = mail.to(follower.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('GüneşVeri — Kapasite girildi: Takipli TM');
      expect(`${mails[0]!.text}${mails[0]!.html}`).not.toMatch(/987[.,]65/);
      const list = mails[0]!.headers.get('list') as unknown as { unsubscribe: { url: string }; 'unsubscribe-post': { name: string } };
      expect(list['unsubscribe-post'].name).toBe('List-Unsubscribe=One-Click');
      const oneClick = list.unsubscribe.url;
      expect(oneClick).toContain('/api/notifications/unsubscribe?token=');
      expect(mails[0]!.text).toContain('/e-posta-aboneligi?token=');

      // The mail client's one-click POST, without a session (RFC 8058).
      const url = new URL(oneClick);
      const tampered = await ctx.app.inject({ method: 'POST', url: `${url.pathname}?token=${follower.user.id}.AAAA`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
      expect([tampered.statusCode, tampered.json().message]).toEqual([400, N.unsubscribeInvalid]);
      const posted = await ctx.app.inject({ method: 'POST', url: url.pathname + url.search, headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' }, payload: 'List-Unsubscribe=One-Click' });
      expect([posted.statusCode, posted.json().message]).toEqual([200, N.unsubscribed]);
      expect((await follower.client.get('/api/me/notification-preferences')).json()).toEqual({ email_mode: 'off' });
      // The page a reader opens from the mail's link.
      const pageRes = await ctx.app.inject({ method: 'GET', url: `/e-posta-aboneligi${url.search}` });
      expect(pageRes.statusCode).toBe(200);
      expect(pageRes.body).toContain('E-posta bildirimlerini kapat');

      // Mails off: the next change is in the app only.
      await enterCapacity(admin, stationId, '50');
      await ctx.app.jobs.drain();
      expect(await notificationsOf(ctx, follower.user.id)).toHaveLength(2);
      expect(mail.to(follower.email)).toHaveLength(1);

      // Read one, then all.
      const unread = (await follower.client.get('/api/me/notifications/unread-count')).json();
      expect(unread).toEqual({ unread: 2 });
      const [first] = (await follower.client.get('/api/me/notifications')).json().items;
      expect((await follower.client.post(`/api/me/notifications/${first.id}/read`, {})).json().message).toBe(N.read);
      expect((await bystander.client.post(`/api/me/notifications/${first.id}/read`, {})).statusCode).toBe(404);
      expect((await follower.client.get('/api/me/notifications/unread-count')).json()).toEqual({ unread: 1 });
      expect((await follower.client.get('/api/me/notifications?unread=true')).json().items).toHaveLength(1);
      expect((await follower.client.post('/api/me/notifications/read-all', {})).json().message).toBe(N.allRead);
      expect((await follower.client.get('/api/me/notifications/unread-count')).json()).toEqual({ unread: 0 });
    });

    it("an event written outside the back office (a service's or a script's write) reaches its followers at once, not at the minute's sweep", async () => {
      const follower = await signedInMember(ctx, 'takip-betik');
      const stationId = await station(ctx, ref, 'Betik TM');
      await follower.client.post('/api/me/watches', { target: 'station', target_id: stationId });
      // On a server the write comes from a pool of its own, as a script's would; PGlite has one process.
      const { driver } = ctx.database;
      const writer = driver.kind === 'postgres' ? await openDatabase({ url: driver.pool.options.connectionString }) : ctx.database;
      const written = Date.now();
      try {
        await writeEvents(writer.db, [stationCapacityEvent(stationId, { year: 2031, month: 1 }, null, 4, { origin: 'import' })]);
      } finally {
        if (writer !== ctx.database) await writer.close();
      }
      // No drain() here: it would send the fan-out itself. The commit's announcement alone must bring it.
      while ((await notificationsOf(ctx, follower.user.id)).length === 0 || mail.to(follower.email).length === 0) {
        if (Date.now() - written > 10_000) throw new Error('the follower was not told');
        await new Promise((r) => setTimeout(r, 25));
      }
      // Well inside a minute: the sweep would have taken up to 60 s (and coincides with this window rarely).
      expect(Date.now() - written).toBeLessThan(3_000);
      await ctx.app.jobs.drain();
      expect(await notificationsOf(ctx, follower.user.id)).toHaveLength(1);
      expect(mail.to(follower.email).map((m) => m.subject)).toEqual(['GüneşVeri — Kapasite girildi: Betik TM']);
    });

    it("fans out one statement at a time on its transaction's connection (node-postgres's next major refuses a second)", async () => {
      const follower = await signedInMember(ctx, 'takip-sirali');
      const stationId = await station(ctx, ref, 'Sıralı TM');
      await follower.client.post('/api/me/watches', { target: 'station', target_id: stationId });
      const recorder = recordQueryOverlaps();
      try {
        await enterCapacity(admin, stationId, '7');
        await ctx.app.jobs.drain();
      } finally {
        recorder.stop();
      }
      expect(await notificationsOf(ctx, follower.user.id)).toHaveLength(1);
      expect(recorder.overlaps).toEqual([]);
    });

    it('never notifies the seed, nor a change made before the follow', async () => {
      const follower = await signedInMember(ctx, 'takip-tohum');
      const stationId = await station(ctx, ref, 'Tohum TM');
      await writeEvents(ctx.db, [stationCapacityEvent(stationId, { year: 2024, month: 1 }, null, 5, { origin: 'admin' })]);
      await follower.client.post('/api/me/watches', { target: 'station', target_id: stationId });
      await writeEvents(ctx.db, [stationCapacityEvent(stationId, { year: 2024, month: 2 }, null, 6, { origin: 'seed' })]);
      await ctx.app.jobs.send('notifications-fan-out');
      await ctx.app.jobs.drain();
      expect(await notificationsOf(ctx, follower.user.id)).toHaveLength(0);
    });

    it('a new project matching a saved filter, and a change of a followed company\'s project, notify; a project\'s paid value is not in them', async () => {
      const { client, user } = await signedInMember(ctx, 'takip-filtre', { premium: true });
      const other = await ctx.db.insert(projects).values({ project_name: 'Başka İl Santrali', city_id: ref.otherCity }).returning();
      expect(other).toHaveLength(1);
      await client.post('/api/me/watches', { target: 'filter', filter: { city_id: ref.city, type_id: ref.type } });
      const company = await admin.post('/api/admin/companies', { company_name: 'Takipli Enerji', activity_type_id: ref.activity, product_type_id: ref.product, city_id: ref.city });
      expect(company.statusCode, company.body).toBe(201);
      await client.post('/api/me/watches', { target: 'company', target_id: company.json().id });
      const form = { project_name: 'Filtreye Uyan Santral', status_type_id: ref.status, type_id: ref.type, location_id: ref.location, city_id: ref.city, district_id: ref.district };
      const created = await admin.post('/api/admin/projects', form);
      expect(created.statusCode, created.body).toBe(201);
      await admin.post('/api/admin/projects', { ...form, project_name: 'Başka İlde Santral', city_id: ref.otherCity, district_id: ref.otherDistrict });
      await ctx.app.jobs.drain();
      let rows = await notificationsOf(ctx, user.id);
      expect(rows.map((r) => [r.item_name, r.kind, r.reason])).toEqual([['Filtreye Uyan Santral', 'created', 'Kayıtlı filtre: Test İli takip · Tip takip']]);

      const edited = await admin.request('PUT', `/api/admin/projects/${created.json().id}`, { ...form, investor_company_id: company.json().id, total_investment_cost: '987654321' });
      expect(edited.statusCode, edited.body).toBe(200);
      await ctx.app.jobs.drain();
      rows = await notificationsOf(ctx, user.id);
      // The parties' change and, kept since decision 070, the investment cost's (a details event).
      expect(rows.map((r) => r.kind).sort()).toEqual(['created', 'details', 'parties']);
      const parties = rows.find((r) => r.kind === 'parties')!;
      expect(parties.reason).toBe('Takip ettiğiniz firma: Takipli Enerji');
      expect(rows.find((r) => r.kind === 'details')!.reason).toBe('Takip ettiğiniz firma: Takipli Enerji');
      expect(JSON.stringify((await client.get('/api/me/notifications')).json())).not.toContain('987654321');
    });

    it('a saved filter is premium, like the list filter it saves: a free member is refused (403) and follows nothing', async () => {
      const { client } = await signedInMember(ctx, 'takip-ucretsiz-filtre');
      const refused = await client.post('/api/me/watches', { target: 'filter', filter: { city_id: ref.city } });
      expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([403, 'PREMIUM_REQUIRED', M.filterPremium]);
      expect((await client.get('/api/me/watches')).json().items).toEqual([]);
      // Following one record stays open to every member.
      const stationId = await station(ctx, ref, 'Ücretsiz TM');
      expect((await client.post('/api/me/watches', { target: 'station', target_id: stationId })).statusCode).toBe(201);
    });

    it("a saved filter alerts only while its member is premium: a lapsed premium's filter falls silent", async () => {
      const lapsed = await signedInMember(ctx, 'takip-suresi-biten', { premium: true });
      const still = await signedInMember(ctx, 'takip-suren', { premium: true });
      const filter = { target: 'filter', filter: { city_id: ref.otherCity, status_type_id: ref.status } };
      expect((await lapsed.client.post('/api/me/watches', filter)).statusCode).toBe(201);
      expect((await still.client.post('/api/me/watches', filter)).statusCode).toBe(201);
      await ctx.db.update(users).set({ is_premium: false }).where(eq(users.id, lapsed.user.id));
      const created = await admin.post('/api/admin/projects', {
        project_name: 'Süre Sonrası Santral', status_type_id: ref.status, type_id: ref.type, location_id: ref.location, city_id: ref.otherCity, district_id: ref.otherDistrict,
      });
      expect(created.statusCode, created.body).toBe(201);
      await ctx.app.jobs.drain();
      expect((await notificationsOf(ctx, still.user.id)).map((n) => n.item_name)).toEqual(['Süre Sonrası Santral']);
      expect(await notificationsOf(ctx, lapsed.user.id)).toEqual([]);
      expect(mail.to(lapsed.email)).toEqual([]);
    });

    it("a free member is told of a followed project's basic changes only, never of its parties or linked companies (premium fields)", async () => {
      const free = await signedInMember(ctx, 'takip-temel');
      const premium = await signedInMember(ctx, 'takip-tam', { premium: true });
      const company = await admin.post('/api/admin/companies', { company_name: 'Gizli Ortak Enerji', activity_type_id: ref.activity, product_type_id: ref.product, city_id: ref.city });
      expect(company.statusCode, company.body).toBe(201);
      const form = { project_name: 'Paydaşlı Santral', status_type_id: ref.status, type_id: ref.type, location_id: ref.location, city_id: ref.city, district_id: ref.district };
      const project = await admin.post('/api/admin/projects', form);
      expect(project.statusCode, project.body).toBe(201);
      for (const member of [free, premium]) {
        expect((await member.client.post('/api/me/watches', { target: 'project', target_id: project.json().id })).statusCode).toBe(201);
        expect((await member.client.post('/api/me/watches', { target: 'company', target_id: company.json().id })).statusCode).toBe(201);
      }
      // The company becomes the project's investor, and the permission status changes: both premium fields.
      const parties = await admin.request('PUT', `/api/admin/projects/${project.json().id}`, { ...form, investor_company_id: company.json().id, permission_status: 'Lisanslı' });
      expect(parties.statusCode, parties.body).toBe(200);
      await ctx.app.jobs.drain();
      expect((await notificationsOf(ctx, premium.user.id)).map((n) => n.kind).sort()).toEqual(['parties', 'status']);
      expect(await notificationsOf(ctx, free.user.id)).toEqual([]);
      expect(mail.to(free.email)).toEqual([]);

      // A basic field (the power) changes: both are told; the free member's notification and mail name neither the company nor a value.
      const capacity = await admin.request('PUT', `/api/admin/projects/${project.json().id}`, { ...form, investor_company_id: company.json().id, permission_status: 'Lisanslı', dc_power: '12,5', dc_power_unit: 'MWp' });
      expect(capacity.statusCode, capacity.body).toBe(200);
      await ctx.app.jobs.drain();
      const told = await notificationsOf(ctx, free.user.id);
      expect(told.map((n) => [n.kind, n.reason])).toEqual([['capacity', 'Takip ettiğiniz proje']]);
      const page = JSON.stringify((await free.client.get('/api/me/notifications')).json());
      const mails = mail.to(free.email);
      expect(mails).toHaveLength(1);
      for (const text of [page, `${mails[0]!.subject}${mails[0]!.text}${mails[0]!.html}`]) {
        expect(text).not.toContain('Gizli Ortak Enerji');
        expect(text).not.toContain('Lisanslı');
        expect(text).not.toMatch(/12[.,]5/);
      }
    });

    it('saves the e-mail preference', async () => {
      const { client } = await signedInMember(ctx, 'takip-tercih');
      expect((await client.get('/api/me/notification-preferences')).json()).toEqual({ email_mode: 'immediate' });
      expect((await client.request('PUT', '/api/me/notification-preferences', { email_mode: 'weekly' })).json().message).toBe(N.preferencesSaved);
      expect((await client.get('/api/me/notification-preferences')).json()).toEqual({ email_mode: 'weekly' });
      expect((await client.request('PUT', '/api/me/notification-preferences', { email_mode: 'hourly' })).statusCode).toBe(400);
    });

    it('a daily digest carries the day\'s notifications once', async () => {
      const follower = await signedInMember(ctx, 'takip-ozet');
      await follower.client.request('PUT', '/api/me/notification-preferences', { email_mode: 'daily' });
      const stationId = await station(ctx, ref, 'Özet TM');
      await follower.client.post('/api/me/watches', { target: 'station', target_id: stationId });
      await enterCapacity(admin, stationId);
      await enterCapacity(admin, stationId);
      await ctx.app.jobs.drain();
      expect(await notificationsOf(ctx, follower.user.id)).toHaveLength(2);
      expect(mail.to(follower.email)).toHaveLength(0);
      await ctx.app.jobs.send('notifications-digest-daily');
      await ctx.app.jobs.drain();
      await ctx.app.jobs.send('notifications-digest-daily');
      await ctx.app.jobs.drain();
      const digests = mail.to(follower.email);
      expect(digests).toHaveLength(1);
      expect(digests[0]!.subject).toBe('GüneşVeri — Günlük bildirim özetiniz (2 değişiklik)');
      expect((digests[0]!.headers.get('list') as unknown as { 'unsubscribe-post': { name: string } })['unsubscribe-post'].name).toBe('List-Unsubscribe=One-Click');
    });
  },
  { config: () => ({ SMTP_URL: smtpUrl }), pgBoss: true },
);

// A mail is owed from the transaction that wrote its notification (mail_state "due"), whatever became
// of its job: the in-process queue loses waiting jobs with the process, and a crash can come between a
// fan-out's commit and its queueing (docs/decisions/048-durable-notification-mails.md).
describeOnEachDatabase(
  'mails owed at a restart',
  (ctx) => {
    let ref: ReferenceFixture;
    beforeAll(async () => {
      ref = await seedReferenceFixture(ctx.db, 'yeniden');
    });

    it('a start sends each immediate mail still owed, once, however old; nothing already sent or never owed', async () => {
      const follower = await signedInMember(ctx, 'takip-yeniden');
      const stationId = await station(ctx, ref, 'Yeniden TM');
      // Notifications whose mail jobs never ran: a dead process's, or never queued at all.
      const row = (name: string, mail_state: 'due' | 'sent' | null, created_at = new Date()) => ({
        user_id: follower.user.id,
        event_id: crypto.randomUUID(),
        entity: 'station',
        entity_id: stationId,
        kind: 'station_capacity',
        item_name: name,
        reason: 'Takip ettiğiniz trafo merkezi',
        mail_state,
        created_at,
      });
      const owed = await ctx.db
        .insert(notifications)
        .values([row('Yeniden TM', 'due'), row('Eski TM', 'due', new Date(Date.now() - 2 * 24 * 3_600_000))])
        .returning();
      await ctx.db.insert(notifications).values([row('Gönderilmiş TM', 'sent'), row('Postasız TM', null)]);

      await startTwice(ctx);
      expect(mail.to(follower.email).map((m) => m.subject).sort()).toEqual(['GüneşVeri — Kapasite girildi: Eski TM', 'GüneşVeri — Kapasite girildi: Yeniden TM']);
      for (const n of owed) {
        const [delivery] = await ctx.db.select().from(mail_deliveries).where(and(eq(mail_deliveries.user_id, follower.user.id), eq(mail_deliveries.key, `n:${n.id}`)));
        expect(delivery?.sent_at).not.toBeNull();
        const [after] = await ctx.db.select().from(notifications).where(eq(notifications.id, n.id));
        expect(after!.mail_state).toBe('sent');
      }
    });

    it('a start after a daily digest fell due sends it late, once; a second start sends it again to no one', async () => {
      const owed = await signedInMember(ctx, 'takip-gec-ozet');
      const early = await signedInMember(ctx, 'takip-erken-ozet');
      for (const m of [owed, early]) await m.client.request('PUT', '/api/me/notification-preferences', { email_mode: 'daily' });
      const stationId = await station(ctx, ref, 'Geç Özet TM');
      const dueAt = lastDigestDue('daily');
      const row = (userId: string, created_at: Date) => ({
        user_id: userId,
        event_id: crypto.randomUUID(),
        entity: 'station',
        entity_id: stationId,
        kind: 'station_capacity',
        item_name: 'Geç Özet TM',
        reason: 'Takip ettiğiniz trafo merkezi',
        created_at,
      });
      // Owed at the last 08:00, which passed while no process ran; the other one's is owed at the next.
      await ctx.db.insert(notifications).values([row(owed.user.id, new Date(dueAt.getTime() - 3_600_000)), row(early.user.id, new Date())]);

      await startTwice(ctx);
      expect(mail.to(owed.email).map((m) => m.subject)).toEqual(['GüneşVeri — Günlük bildirim özetiniz (1 değişiklik)']);
      expect(mail.to(early.email)).toEqual([]);
    });

    it('a mail owed but no longer wanted (mails turned off since) is dropped, not sent', async () => {
      const follower = await signedInMember(ctx, 'takip-vazgecen');
      const stationId = await station(ctx, ref, 'Vazgeçilen TM');
      const [n] = await ctx.db
        .insert(notifications)
        .values({ user_id: follower.user.id, event_id: crypto.randomUUID(), entity: 'station', entity_id: stationId, kind: 'station_capacity', item_name: 'Vazgeçilen TM', reason: 'Takip ettiğiniz trafo merkezi', mail_state: 'due' })
        .returning();
      await follower.client.request('PUT', '/api/me/notification-preferences', { email_mode: 'off' });
      await ctx.app.jobs.send('notifications-mail-catch-up');
      await ctx.app.jobs.drain();
      expect(mail.to(follower.email)).toEqual([]);
      expect((await ctx.db.select().from(notifications).where(eq(notifications.id, n!.id)))[0]!.mail_state).toBe('dropped');
    });
  },
  { config: () => ({ SMTP_URL: smtpUrl }), pgBoss: true },
);

describeOnEachDatabase(
  'notification mails that cannot be sent',
  (ctx) => {
    it('are tried five times, then kept and shown to admins, who may retry them (audited)', async () => {
      const admin = (await signedInMember(ctx, 'is-admin', { superAdmin: true })).client;
      const follower = await signedInMember(ctx, 'is-uye');
      const ref = await seedReferenceFixture(ctx.db, 'is');
      const stationId = await station(ctx, ref, 'Posta TM');
      await follower.client.post('/api/me/watches', { target: 'station', target_id: stationId });
      await enterCapacity(admin, stationId);
      await ctx.app.jobs.drain();
      const [notification] = await notificationsOf(ctx, follower.user.id);
      expect(notification).toBeDefined();
      const failed = await ctx.db.select().from(failed_jobs);
      expect(failed).toHaveLength(1);
      expect(failed[0]).toMatchObject({ queue: 'notifications-mail', attempts: JOB_ATTEMPTS, data: { notificationId: notification!.id } });
      const [delivery] = await ctx.db.select().from(mail_deliveries).where(eq(mail_deliveries.user_id, follower.user.id));
      expect(delivery!.sent_at).toBeNull();

      const list = await admin.get('/api/admin/failed-jobs');
      expect(list.statusCode).toBe(200);
      expect(list.json()).toMatchObject({ total: 1, items: [{ queue: 'notifications-mail', attempts: JOB_ATTEMPTS }] });
      expect((await follower.client.get('/api/admin/failed-jobs')).statusCode).toBe(403);
      const retried = await admin.post(`/api/admin/failed-jobs/${failed[0]!.id}/retry`, {});
      expect(retried.json().message).toBe(N.failedJobRetried);
      const audit = await ctx.db.select().from(admin_audit_log).where(and(eq(admin_audit_log.entity, 'failed_jobs'), eq(admin_audit_log.action, 'retry')));
      expect(audit).toHaveLength(1);
      await ctx.app.jobs.drain();
      // The mail server is still down: the one more try fails and the job is listed again.
      expect((await admin.get('/api/admin/failed-jobs')).json().total).toBe(1);
    });
  },
  // Nothing listens on port 9: every send fails at once.
  { config: { SMTP_URL: 'smtp://127.0.0.1:9' }, pgBoss: true },
);

const postgres = databaseTargets().find((t) => t.name === 'postgres');
describe.skipIf(!postgres)('two instances on one PostgreSQL', () => {
  it('one admin capacity entry gives one notification and one mail, not two', async () => {
    const database = await postgres!.open();
    const dirs = await Promise.all([0, 1].map(() => mkdtemp(path.join(tmpdir(), 'gv-test-'))));
    const config = (dir: string) =>
      testConfig({ DATA_DIR: dir, SMTP_URL: smtpUrl, ...(process.env.TEST_REDIS_URL ? { REDIS_URL: process.env.TEST_REDIS_URL, REDIS_KEY_PREFIX: `gv-test-${process.pid}-watch:` } : {}) });
    // Two apps, each with its own pool on the same database, as two servers would have.
    const url = postgres!.urlOf!(database)!;
    const first = await buildApp({ ...config(dirs[0]!), DATABASE_URL: url });
    const second = await buildApp({ ...config(dirs[1]!), DATABASE_URL: url });
    try {
      await Promise.all([first.ready(), second.ready()]);
      const ctxA = { app: first, db: first.db, database, target: 'postgres', dataDir: dirs[0]! } as TestContext;
      const ctxB = { ...ctxA, app: second, db: second.db };
      const admin = (await signedInMember(ctxA, 'iki-admin', { superAdmin: true })).client;
      const follower = await signedInMember(ctxB, 'iki-uye');
      const ref = await seedReferenceFixture(first.db, 'iki');
      const stationId = await station(ctxA, ref, 'İki Sunucu TM');
      await follower.client.post('/api/me/watches', { target: 'station', target_id: stationId });
      await enterCapacity(admin, stationId);
      // Both instances scan for the event, as after a write on each or at the minute's tick.
      await Promise.all([first.jobs.send('notifications-fan-out'), second.jobs.send('notifications-fan-out')]);
      await Promise.all([first.jobs.drain(), second.jobs.drain()]);
      await new Promise((r) => setTimeout(r, 1500));
      await Promise.all([first.jobs.drain(), second.jobs.drain()]);
      expect(await notificationsOf(ctxA, follower.user.id)).toHaveLength(1);
      expect(mail.to(follower.email)).toHaveLength(1);
      expect((await follower.client.get('/api/me/notifications/unread-count')).json()).toEqual({ unread: 1 });
    } finally {
      await first.close();
      await second.close();
      await postgres!.dispose(database);
      await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
    }
  }, 60_000);
});
