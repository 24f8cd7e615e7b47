import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies, projects } from '../../db/schema/catalog';
import { user_companies } from '../../db/schema/inventory';
import { cities } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { queryRows } from '../../db/query-rows';
import { SESSION_COOKIE } from '../../plugins/sessions';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';
import { signedInMember } from '../../test/members';

// Lists and who may do what on them (docs/product-rules.md#catalogue), on the seeded demo catalogue.

const member = (ctx: TestContext, options: { premium?: boolean; balance?: number } = {}) => signedInMember(ctx, 'liste', options);
const balance = async (ctx: TestContext, id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.token_balance;
const ledgerSum = async (ctx: TestContext, id: string) =>
  (await queryRows<{ s: number }>(ctx.db, sql`SELECT coalesce(sum(amount),0)::int AS s FROM token_transactions WHERE user_id = ${id}`))[0]!.s;

describeOnEachDatabase(
  'catalog lists',
  (ctx) => {
    const visitor = () => new TestClient(ctx.app);
    const cityId = async (name: string) => (await ctx.db.select().from(cities).where(eq(cities.name, name)))[0]!.id;

    it('shows visitors page 1 with a total, and nothing more', async () => {
      const res = await visitor().get('/api/projects');
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.items).toHaveLength(10);
      expect(body).toMatchObject({ page: 1, page_size: 10, total_capped: false, total_approximate: false, charges: [] });
      expect(body.total).toBe((await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM projects`))[0]!.n);
      // Default order: most recently updated first.
      const updated = body.items.map((i: { updated_at: string }) => i.updated_at);
      expect([...updated].sort().reverse()).toEqual(updated);

      expect((await visitor().get('/api/projects?search=karapinar')).json()).toMatchObject({ statusCode: 401, code: 'LOGIN_REQUIRED' });
      for (const url of ['/api/projects?page=2', `/api/projects?city_id=${await cityId('Konya')}`, '/api/projects?sort=project_name', '/api/companies?sort=city']) {
        const res = await visitor().get(url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PREMIUM_REQUIRED', details: { tier: 'visitor' } });
      }
    });

    it('ignores a city filter that is not a UUID', async () => {
      const res = await visitor().get('/api/projects?city_id=istanbul');
      expect(res.statusCode).toBe(200);
    });

    it('lets members search (4+ letters) but keeps filters, sorting and pages premium', async () => {
      const { client } = await member(ctx);
      const found = await client.get('/api/projects?search=karapinar');
      expect(found.statusCode).toBe(200);
      expect(found.json().items.map((i: { project_name: string }) => i.project_name).join(' ')).toMatch(/Karapınar/);

      const short = await client.get('/api/projects?search=kar');
      expect(short.statusCode).toBe(400);
      expect(short.json().message).toBe('En az 4 harf');

      for (const url of ['/api/projects?page=2', `/api/companies?city_id=${await cityId('İstanbul')}`, '/api/projects?sort=dc_power']) {
        const res = await client.get(url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'PREMIUM_REQUIRED', message: 'Bu özellik premium üyelere özeldir.', details: { tier: 'member' } });
      }
    });

    it('searches the Turkish way: case, dotted and dotless i, diacritics', async () => {
      const istanbul = await cityId('İstanbul');
      await ctx.db.insert(projects).values([
        { project_name: 'IŞIK Enerji Çatı GES', city_id: istanbul },
        { project_name: 'Güneşli Tarla GES' },
        { project_name: 'İSTANBUL Liman GES', city_id: istanbul },
      ]);
      const { client } = await member(ctx);
      const names = async (q: string) =>
        (await client.get(`/api/projects?search=${encodeURIComponent(q)}`)).json().items.map((i: { project_name: string }) => i.project_name);
      expect(await names('istanbul')).toContain('İSTANBUL Liman GES');
      expect(await names('ışık')).toContain('IŞIK Enerji Çatı GES');
      expect(await names('IŞIK')).toContain('IŞIK Enerji Çatı GES');
      expect(await names('isik')).toContain('IŞIK Enerji Çatı GES');
      expect(await names('gunes')).toContain('Güneşli Tarla GES');
      expect(await names('GÜNEŞLİ')).toContain('Güneşli Tarla GES');
      expect(await names('100%_')).toEqual([]);
    });

    it('asks premium users to confirm a paid filter, charges once, and keeps it free to revisit', async () => {
      const { client, user } = await member(ctx, { premium: true, balance: 100 });
      const konya = await cityId('Konya');
      const quote = await client.get(`/api/projects?city_id=${konya}`);
      expect(quote.statusCode).toBe(402);
      expect(quote.json()).toMatchObject({
        code: 'COST_CONFIRMATION_REQUIRED',
        details: { costs: [{ cost_key: 'filter', amount: 15 }], total: 15, balance: 100 },
      });
      expect(await balance(ctx, user.id)).toBe(100);

      // A GET never charges, whatever it carries (a link on another site could send it).
      expect((await client.get(`/api/projects?city_id=${konya}&confirm=1`)).statusCode).toBe(402);
      expect(await balance(ctx, user.id)).toBe(100);

      const paid = await client.post('/api/projects/list', { city_id: konya, quoted_total: 15 });
      expect(paid.statusCode).toBe(200);
      expect(paid.json().charges).toEqual([{ cost_key: 'filter', amount: 15, balance: 85 }]);
      for (const item of paid.json().items) expect(item.city.name).toBe('Konya');

      // Revisiting the same combination is free, read or accepted again.
      expect((await client.get(`/api/projects?city_id=${konya}`)).json().charges).toEqual([]);
      expect((await client.post('/api/projects/list', { city_id: konya, quoted_total: 15 })).json().charges).toEqual([]);
      // Sorting is free for premium users.
      expect((await client.get('/api/projects?sort=dc_power&dir=desc')).json().charges).toEqual([]);
      // Page 2 costs the pagination price, once.
      expect((await client.get('/api/projects?page=2')).json().details).toMatchObject({ total: 5 });
      expect((await client.post('/api/projects/list', { page: 2, quoted_total: 5 })).json().charges).toEqual([{ cost_key: 'pagination', amount: 5, balance: 80 }]);
      expect((await client.get('/api/projects?page=2')).statusCode).toBe(200);
      expect(await balance(ctx, user.id)).toBe(80);
      expect(await ledgerSum(ctx, user.id)).toBe(80);
    });

    it('refuses an accepted charge sent from another site, and never charges without the user seeing the price', async () => {
      const { client, user } = await member(ctx, { premium: true, balance: 100 });
      const accept = (headers: Record<string, string>) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/projects/list',
          payload: { page: 2, quoted_total: 5 },
          headers,
          cookies: { [SESSION_COOKIE]: client.session! },
        });
      expect((await accept({ origin: 'https://evil.example' })).json()).toMatchObject({ statusCode: 403, code: 'CROSS_SITE_REQUEST' });
      expect((await accept({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect((await accept({ 'sec-fetch-site': 'same-site' })).statusCode).toBe(403);
      expect((await accept({ origin: 'null' })).statusCode).toBe(403);
      expect((await accept({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
      expect(await balance(ctx, user.id)).toBe(100);
      // The same request from the site itself goes through (a "no-referrer" form POST says Origin: null).
      expect((await accept({ origin: 'http://localhost:3000', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
      expect(await balance(ctx, user.id)).toBe(95);
      expect((await accept({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);

      // Quoted 5, but an admin raised the price meanwhile: asked again at the new price, nothing charged.
      await ctx.db.execute(sql`UPDATE token_costs SET cost_value = 40 WHERE cost_key = 'pagination'`);
      try {
        const changed = await client.post('/api/projects/list', { page: 3, quoted_total: 5 });
        expect(changed.statusCode).toBe(402);
        expect(changed.json()).toMatchObject({ code: 'COST_CONFIRMATION_REQUIRED', details: { total: 40 } });
        expect(await balance(ctx, user.id)).toBe(95);
      } finally {
        await ctx.db.execute(sql`UPDATE token_costs SET cost_value = 5 WHERE cost_key = 'pagination'`);
      }

      // A page past the last one has no rows and costs nothing.
      const beyond = await client.post('/api/projects/list', { page: 4242, quoted_total: 5 });
      expect(beyond.json()).toMatchObject({ items: [], charges: [] });
      // Its price is decided before any row is read (decision 034): a plain read of it is quoted,
      // and accepting that quote charges nothing.
      expect((await client.get('/api/projects?page=4243')).json()).toMatchObject({ statusCode: 402, code: 'COST_CONFIRMATION_REQUIRED' });
      expect(await balance(ctx, user.id)).toBe(95);
      expect(await ledgerSum(ctx, user.id)).toBe(95);
    });

    it('charges the current cost from token_costs', async () => {
      await ctx.db.execute(sql`UPDATE token_costs SET cost_value = 7 WHERE cost_key = 'filter'`);
      try {
        const { client } = await member(ctx, { premium: true, balance: 50 });
        const res = await client.get(`/api/companies?city_id=${await cityId('Ankara')}`);
        expect(res.json().details).toMatchObject({ costs: [{ cost_key: 'filter', amount: 7 }] });
        await ctx.db.execute(sql`UPDATE token_costs SET is_active = false WHERE cost_key = 'filter'`);
        const fallback = await client.get(`/api/companies?city_id=${await cityId('Ankara')}`);
        expect(fallback.json().details).toMatchObject({ costs: [{ cost_key: 'filter', amount: 15 }] });
      } finally {
        await ctx.db.execute(sql`UPDATE token_costs SET cost_value = 15, is_active = true WHERE cost_key = 'filter'`);
      }
    });

    it('refuses a paid view the balance cannot cover with "Yetersiz bakiye"', async () => {
      const { client, user } = await member(ctx, { premium: true, balance: 10 });
      const res = await client.post('/api/projects/list', { city_id: await cityId('Konya'), quoted_total: 15 });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Yetersiz bakiye' });
      expect(await balance(ctx, user.id)).toBe(10);
    });

    it('never overdraws under 200 concurrent paid page views', async () => {
      const { client, user } = await member(ctx, { premium: true, balance: 50 });
      await ctx.db.insert(projects).values(Array.from({ length: 2100 }, (_, i) => ({ project_name: `Yük Testi GES ${i}` })));
      const results = await Promise.all(Array.from({ length: 200 }, (_, i) => client.post('/api/projects/list', { page: i + 2, quoted_total: 5 })));
      const ok = results.filter((r) => r.statusCode === 200);
      expect(ok).toHaveLength(10);
      expect(results.filter((r) => r.statusCode === 402).every((r) => r.json().code === 'INSUFFICIENT_BALANCE')).toBe(true);
      expect(await balance(ctx, user.id)).toBe(0);
      expect(await ledgerSum(ctx, user.id)).toBe(0);
      await ctx.db.execute(sql`DELETE FROM projects WHERE project_name LIKE 'Yük Testi GES %'`);
    });

    it('charges a view once when the same confirmed request arrives twice at once', async () => {
      const { client, user } = await member(ctx, { premium: true, balance: 50 });
      const body = { activity_type_id: (await queryRows<{ id: string }>(ctx.db, sql`SELECT id FROM company_activity_types LIMIT 1`))[0]!.id, quoted_total: 15 };
      const results = await Promise.all(Array.from({ length: 10 }, () => client.post('/api/companies/list', body)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(await balance(ctx, user.id)).toBe(35);
    });

    it('masks a verified company website and LinkedIn until the premium viewer opened it', async () => {
      const [verified] = await ctx.db
        .insert(companies)
        .values({ company_name: 'Aaa Doğrulanmış Enerji', is_verified: true, website: 'https://gizli.example.com', linkedin: 'https://linkedin.com/company/gizli' })
        .returning();
      await ctx.db.insert(companies).values({ company_name: 'Aaa Açık Enerji', is_verified: false, website: 'https://acik.example.com' });
      const pageOf = async (client: TestClient) => (await client.get('/api/companies?search=enerji')).json();

      const free = await member(ctx);
      const freeBody = await pageOf(free.client);
      expect(JSON.stringify(freeBody)).not.toContain('gizli.example.com');
      expect(JSON.stringify(freeBody)).not.toContain('acik.example.com');

      const premium = await member(ctx, { premium: true });
      const before = await pageOf(premium.client);
      expect(JSON.stringify(before)).not.toContain('gizli.example.com');
      expect(before.items.find((i: { company_name: string }) => i.company_name === 'Aaa Doğrulanmış Enerji')).toMatchObject({ is_locked: true, website: null });
      expect(before.items.find((i: { company_name: string }) => i.company_name === 'Aaa Açık Enerji')).toMatchObject({ is_locked: false, website: 'https://acik.example.com' });

      await ctx.db.insert(user_companies).values({ user_id: premium.user.id, company_id: verified!.id });
      const after = await pageOf(premium.client);
      expect(after.items.find((i: { company_name: string }) => i.company_name === 'Aaa Doğrulanmış Enerji')).toMatchObject({
        is_locked: false,
        website: 'https://gizli.example.com',
      });
      // Opened by one member is opened for that member only.
      const other = await member(ctx, { premium: true });
      const othersPage = await pageOf(other.client);
      expect(JSON.stringify(othersPage)).not.toContain('gizli.example.com');
      expect(othersPage.items.find((i: { company_name: string }) => i.company_name === 'Aaa Doğrulanmış Enerji')).toMatchObject({ is_locked: true });
      expect(Object.keys(after.items[0])).not.toContain('opened');
    });

    it('sorts powers across units and names the Turkish way', async () => {
      const { client } = await member(ctx, { premium: true });
      const byPower = (await client.get('/api/projects?sort=dc_power&dir=desc')).json().items as { dc_power: number; dc_power_unit: string }[];
      const kw = byPower.map((p) => (p.dc_power_unit === 'MWp' ? p.dc_power * 1000 : p.dc_power));
      expect([...kw].sort((a, b) => b - a)).toEqual(kw);
      const byName = (await client.get('/api/companies?sort=company_name&dir=asc')).json().items as { company_name: string }[];
      const names = byName.map((c) => c.company_name);
      expect([...names].sort((a, b) => a.localeCompare(b, 'tr'))).toEqual(names);
    });
  },
  { config: { SEED_CATALOG: 'true', SEED_DEMO: 'true', AUTH_RATE_LIMIT_PER_MINUTE: '10000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000' } },
);
