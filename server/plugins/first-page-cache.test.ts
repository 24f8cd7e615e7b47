import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { desc, eq, isNotNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, projects } from '../db/schema/catalog';
import { user_companies } from '../db/schema/inventory';
import { openersOf } from '../services/catalog/list-companies';
import { seedReferenceFixture, type ReferenceFixture } from '../test/catalog-fixtures';
import { TestClient } from '../test/http';
import { signedInMember } from '../test/members';
import { describeOnEachDatabase, type TestContext } from '../test/test-app';
import Fastify from 'fastify';
import { z } from '../../shared/zod';
import { isFirstView, registerFirstPageCache } from './first-page-cache';

// Decision 014: the lists as first opened come from memory for LIST_CACHE_MS; any other
// view runs its SQL, and a super admin's write empties the cache before its answer leaves.

/** One GET, its status checked (null: any), with the SQL statements it ran. */
async function readCounting(ctx: TestContext, client: TestClient, url: string, status: number | null = 200) {
  const before = ctx.database.statements();
  const res = await client.get(url);
  if (status !== null) expect(res.statusCode).toBe(status);
  return { body: res.json(), statements: ctx.database.statements() - before };
}
type MarkedItem = { id: string; is_verified: boolean; is_locked: boolean; website: string | null };
const byId = (body: { items: MarkedItem[] }) => new Map(body.items.map((item) => [item.id, item]));
const unlocked = (body: { items: MarkedItem[] }) => body.items.filter((item) => item.is_verified && !item.is_locked).map((item) => item.id);

describe('isFirstView', () => {
  it('is page 1 with every other parameter absent or at its default', () => {
    const defaults = { sort: 'updated_at', dir: 'desc' };
    expect(isFirstView({ page: 1, search: undefined, city_id: undefined }, defaults)).toBe(true);
    expect(isFirstView({ page: 1, sort: 'updated_at', dir: 'desc' }, defaults)).toBe(true);
    expect(isFirstView({ page: 2 }, defaults)).toBe(false);
    expect(isFirstView({ page: 1, search: 'konya' }, defaults)).toBe(false);
    expect(isFirstView({ page: 1, sort: 'updated_at', dir: 'asc' }, defaults)).toBe(false);
    expect(isFirstView({ page: 1, year: 2026 }, {})).toBe(false);
  });
});

describe('sendFinished', () => {
  it('prepares an answer once per rows and key, again for new rows, and never keeps a failure', async () => {
    const app = Fastify();
    app.decorate('config', { LIST_CACHE_MS: 60_000 } as never);
    registerFirstPageCache(app);
    let rows = { n: 1 };
    let builds = 0;
    const schema = z.object({ n: z.number(), key: z.string() });
    app.get('/:key', async (request, reply) => {
      const { key } = request.params as { key: string };
      return app.firstPages.sendFinished(request, reply, { rows, key, schema }, () => {
        builds += 1;
        if (key === 'bozuk' && builds === 1) throw new Error('build failed');
        return { n: rows.n, key, hidden: 'not declared' };
      });
    });
    const get = async (key: string) => (await app.inject({ url: `/${key}` })).body;
    expect(await get('bozuk')).toContain('"statusCode":500');
    expect(await get('bozuk')).toBe('{"n":1,"key":"bozuk"}');
    builds = 0;
    expect([await get('a'), await get('a'), await get('b'), await get('a')]).toEqual(['{"n":1,"key":"a"}', '{"n":1,"key":"a"}', '{"n":1,"key":"b"}', '{"n":1,"key":"a"}']);
    expect(builds).toBe(2);
    rows = { n: 2 };
    expect(await get('a')).toBe('{"n":2,"key":"a"}');
    expect(builds).toBe(3);
    await app.close();
  });
});

describeOnEachDatabase(
  'first-page cache on the request path',
  (ctx) => {
    let premium: TestClient;
    let admin: TestClient;
    let ref: ReferenceFixture;
    beforeAll(async () => {
      premium = (await signedInMember(ctx, 'ilk-sayfa', { premium: true, balance: 1_000 })).client;
      admin = (await signedInMember(ctx, 'ilk-sayfa-admin', { superAdmin: true })).client;
      ref = await seedReferenceFixture(ctx.db, 'ilk-sayfa');
    });
    const read = (client: TestClient, url: string, status: number | null = 200) => readCounting(ctx, client, url, status);

    it('answers a repeated first page without SQL, for every tier, and runs any other view', async () => {
      for (const url of ['/api/projects', '/api/companies', '/api/stations']) {
        const first = await read(new TestClient(ctx.app), url);
        const again = await read(new TestClient(ctx.app), url);
        expect(again.statements).toBe(0);
        expect(again.body).toEqual(first.body);
      }
      // A premium member's company list marks what they opened: its rows and their openers are held
      // too (the marks test below), so a repeated one costs its session lookup alone, like the station list.
      await read(premium, '/api/companies');
      await read(premium, '/api/stations');
      expect((await read(premium, '/api/companies')).statements).toBe((await read(premium, '/api/stations')).statements);
      // Served compressed as the browser asks, the same JSON every way.
      const plain = (await ctx.app.inject({ url: '/api/stations' })).body;
      const br = await ctx.app.inject({ url: '/api/stations', headers: { 'accept-encoding': 'gzip, br' } });
      const gz = await ctx.app.inject({ url: '/api/stations', headers: { 'accept-encoding': 'gzip' } });
      expect([br.headers['content-encoding'], gz.headers['content-encoding'], br.headers.vary]).toEqual(['br', 'gzip', 'Accept-Encoding']);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain);

      // The whole station map is shared by premium members, and only by them: the tier is checked
      // before the shared answer, warm or not.
      const map = await read(premium, '/api/stations/map');
      expect(map.body.station_id.length).toBeGreaterThan(0);
      const otherPremium = (await signedInMember(ctx, 'ilk-sayfa-harita', { premium: true })).client;
      // Its session lookup (the session cache is off in API tests) is all the SQL it costs, as for a cached list.
      const sessionOnly = (await read(otherPremium, '/api/stations')).statements;
      expect(await read(otherPremium, '/api/stations/map')).toEqual({ body: map.body, statements: sessionOnly });
      expect((await read(new TestClient(ctx.app), '/api/stations/map', 401)).body.code).toBe('LOGIN_REQUIRED');
      const member = (await signedInMember(ctx, 'ilk-sayfa-uye')).client;
      expect((await read(member, '/api/stations/map', 403)).body.code).toBe('PREMIUM_REQUIRED');
      expect((await read(premium, '/api/stations/map?year=2026', null)).statements).toBeGreaterThan(0);

      for (const url of ['/api/projects?page=2', '/api/projects?search=santral', '/api/projects?sort=dc_power', '/api/companies?dir=desc', '/api/stations?year=2026']) {
        // Paid views answer with their quote (402) or the page: either way after running their SQL.
        await read(premium, url, null);
        expect((await read(premium, url, null)).statements).toBeGreaterThan(0);
      }
    });

    it("shares a premium member's first company page, marked from the openers held with its rows; a member's opening shows at once", async () => {
      const [a, b] = [await signedInMember(ctx, 'isaret-a', { premium: true, balance: 1_000 }), await signedInMember(ctx, 'isaret-b', { premium: true })];
      // A warm shared page costs only the session lookup (the session cache is off in API tests).
      await read(b.client, '/api/stations');
      const sessionOnly = (await read(b.client, '/api/stations')).statements;
      const first = await read(a.client, '/api/companies');
      const verified = (first.body.items as MarkedItem[]).filter((item) => item.is_verified);
      expect(verified.length).toBeGreaterThan(2);
      expect(verified.every((item) => item.is_locked && item.website === null)).toBe(true);
      const [opened, later, behind] = verified as [MarkedItem, MarkedItem, MarkedItem];
      expect((await a.client.post(`/api/companies/${opened.id}/open`, { expected_cost: 25 })).statusCode).toBe(200);

      // The opening let the held rows go: the next read shows it, and reads after it run no SQL of their own.
      expect(byId((await read(a.client, '/api/companies')).body).get(opened.id)).toMatchObject({ is_locked: false });
      const mine = await read(a.client, '/api/companies');
      expect(mine.statements).toBe(sessionOnly);
      expect(byId(mine.body).get(opened.id)).toMatchObject({ is_locked: false });
      expect(byId(mine.body).get(later.id)).toMatchObject({ is_locked: true, website: null });
      // Another premium member shares the rows, not the marks, and costs no more.
      const theirs = await read(b.client, '/api/companies');
      expect(theirs.statements).toBe(sessionOnly);
      expect(byId(theirs.body).get(opened.id)).toMatchObject({ is_locked: true, website: null });
      // A member's next opening shows on their next read; the other member still sees none.
      expect((await a.client.post(`/api/companies/${later.id}/open`, { expected_cost: 25 })).statusCode).toBe(200);
      expect(unlocked((await read(a.client, '/api/companies')).body).sort()).toEqual([opened.id, later.id].sort());
      expect(unlocked((await read(b.client, '/api/companies')).body)).toEqual([]);

      // An opening this instance did not make (straight in the database, or on another instance) shows
      // within the cache's time, like any change behind its back: why several instances look members up.
      await ctx.db.insert(user_companies).values({ user_id: b.user.id, company_id: behind.id });
      expect(unlocked((await read(b.client, '/api/companies')).body)).toEqual([]);

      // The shared rows follow the catalogue as every shared page does: a super admin's write empties them.
      await ctx.db.update(companies).set({ website: 'https://arkadan.example' }).where(eq(companies.id, later.id));
      expect(byId((await read(a.client, '/api/companies')).body).get(later.id)?.website).not.toBe('https://arkadan.example');
      const created = await admin.post('/api/admin/projects', { project_name: 'Firma Önbelleği Santrali', status_type_id: ref.status, type_id: ref.type, location_id: ref.location, city_id: ref.city, district_id: ref.district });
      expect(created.statusCode).toBe(201);
      expect(byId((await read(a.client, '/api/companies')).body).get(later.id)?.website).toBe('https://arkadan.example');
      expect(unlocked((await read(b.client, '/api/companies')).body)).toEqual([behind.id]);
    });

    it('holds no openers past its limit: the caller then looks each member up', async () => {
      const [row] = await ctx.db.select({ company_id: user_companies.company_id, user_id: user_companies.user_id }).from(user_companies).where(isNotNull(user_companies.company_id)).limit(1);
      expect(row).toBeDefined();
      const held = await openersOf(ctx.db, [row!.company_id!], 1_000);
      expect(held?.get(row!.user_id)?.has(row!.company_id!)).toBe(true);
      expect(await openersOf(ctx.db, [row!.company_id!], 0)).toBeNull();
      expect(await openersOf(ctx.db, [], 0)).toEqual(new Map());
    });

    it("shows a super admin's change at once, and a change behind its back within the cache's time", async () => {
      const top = async () => (await read(new TestClient(ctx.app), '/api/projects')).body.items[0] as { id: string; project_name: string };
      const first = await top();
      // Straight in the database (no admin write): this instance keeps the old page for LIST_CACHE_MS.
      await ctx.db.update(projects).set({ project_name: 'Arkadan Değişen Santral' }).where(eq(projects.id, first.id));
      expect((await top()).project_name).toBe(first.project_name);

      const created = await admin.post('/api/admin/projects', {
        project_name: 'Önbellek Sonrası Santral',
        status_type_id: ref.status,
        type_id: ref.type,
        location_id: ref.location,
        city_id: ref.city,
        district_id: ref.district,
      });
      expect(created.statusCode).toBe(201);
      const [newest] = await ctx.db.select().from(projects).orderBy(desc(projects.updated_at), desc(projects.id)).limit(1);
      expect(newest!.project_name).toBe('Önbellek Sonrası Santral');
      expect((await top()).project_name).toBe('Önbellek Sonrası Santral');
      const names = (await read(new TestClient(ctx.app), '/api/projects')).body.items.map((i: { project_name: string }) => i.project_name);
      expect(names).toContain('Arkadan Değişen Santral');
    });
  },
  { config: { SEED_CATALOG: 'true', SEED_DEMO: 'true', LIST_CACHE_MS: '60000' } },
);

describeOnEachDatabase(
  "a premium member's first company page with several instances (LIST_MARKS_IN_MEMORY off)",
  (ctx) => {
    it("shares the rows but looks the member's marks up on every request, so an opening anywhere shows at once", async () => {
      const [a, b] = [await signedInMember(ctx, 'cok-a', { premium: true }), await signedInMember(ctx, 'cok-b', { premium: true })];
      await readCounting(ctx, b.client, '/api/stations');
      const sessionOnly = (await readCounting(ctx, b.client, '/api/stations')).statements;
      const first = await readCounting(ctx, a.client, '/api/companies');
      const [behind] = (first.body.items as MarkedItem[]).filter((item) => item.is_verified);
      // As another instance would open it: straight in the database, no write seen by this one.
      await ctx.db.insert(user_companies).values({ user_id: a.user.id, company_id: behind!.id });
      const mine = await readCounting(ctx, a.client, '/api/companies');
      expect(mine.statements).toBe(sessionOnly + 1);
      expect(unlocked(mine.body)).toEqual([behind!.id]);
      const theirs = await readCounting(ctx, b.client, '/api/companies');
      expect(theirs.statements).toBe(sessionOnly + 1);
      expect(unlocked(theirs.body)).toEqual([]);
    });
  },
  { config: { SEED_CATALOG: 'true', SEED_DEMO: 'true', LIST_CACHE_MS: '60000', LIST_MARKS_IN_MEMORY: 'false' } },
);
