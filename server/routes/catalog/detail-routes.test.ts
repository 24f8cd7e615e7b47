import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { companies, projects } from '../../db/schema/catalog';
import { company_suggestions, project_suggestions } from '../../db/schema/contributions';
import { user_projects } from '../../db/schema/inventory';
import { cities, districts } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { queryRows } from '../../db/query-rows';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';
import { signedInMember } from '../../test/members';

// Details, paying once to open them, references, suggestions and the user's own ledger/inventory.

let counter = 0;
const member = (ctx: TestContext, options: { premium?: boolean; balance?: number } = {}) => signedInMember(ctx, 'detay', options);
const balance = async (ctx: TestContext, id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.token_balance;

// The cost the confirmation showed: the open carries it (decision 034).
const SHOWN = { project: { expected_cost: 40 }, company: { expected_cost: 25 } };

const SECRET = { investor: 'GIZLI-YATIRIMCI-AS', total_investment_cost: 987654321, permission_status: 'GIZLI-IZIN-DURUMU' };

describeOnEachDatabase(
  'catalog details',
  (ctx) => {
    const visitor = () => new TestClient(ctx.app);
    async function fixtures() {
      const [city] = await ctx.db.select().from(cities).where(eq(cities.name, 'Konya'));
      const [district] = await ctx.db.select().from(districts).where(eq(districts.city_id, city!.id)).limit(1);
      const [owner] = await ctx.db
        .insert(companies)
        .values({ company_name: `Referans Enerji ${++counter}`, is_verified: true, website: 'https://gizli-site.example.com', email: 'gizli@example.com' })
        .returning();
      const [verified] = await ctx.db
        .insert(projects)
        .values({ project_name: `Doğrulanmış GES ${counter}`, is_verified: true, city_id: city!.id, district_id: district!.id, investor_company_id: owner!.id, contractor_company_id: owner!.id, ...SECRET })
        .returning();
      const [open] = await ctx.db.insert(projects).values({ project_name: `Açık GES ${counter}`, is_verified: false, ...SECRET }).returning();
      return { city: city!, district: district!, owner: owner!, verified: verified!, open: open! };
    }

    it('refuses malformed ids with the spec texts and unknown ones with 404', async () => {
      expect((await visitor().get('/api/companies/123')).json()).toMatchObject({ statusCode: 400, message: 'Geçersiz firma ID' });
      expect((await visitor().get('/api/projects/not-a-uuid')).json()).toMatchObject({ statusCode: 400, message: 'Geçersiz proje ID' });
      // A version-1 UUID is not a "version-4 style" id.
      expect((await visitor().get('/api/companies/6ba7b810-9dad-11d1-80b4-00c04fd430c8')).statusCode).toBe(400);
      expect((await visitor().get('/api/companies/8f14e45f-ceea-467f-a8f4-123456789abc')).json()).toMatchObject({ statusCode: 404, message: 'Firma bulunamadı' });
    });

    it('never sends premium values to viewers not entitled to them', async () => {
      const { verified, open } = await fixtures();
      const free = await member(ctx);
      const premium = await member(ctx, { premium: true, balance: 100 });
      for (const [client, id, access] of [
        [visitor(), verified.id, 'locked'],
        [free.client, verified.id, 'locked'],
        [visitor(), open.id, 'locked'],
        [free.client, open.id, 'locked'],
        [premium.client, verified.id, 'payment_required'],
      ] as const) {
        const res = await client.get(`/api/projects/${id}`);
        expect(res.statusCode).toBe(200);
        expect(res.json().access).toBe(access);
        expect(res.body).not.toContain('GIZLI');
        expect(res.body).not.toContain('987654321');
        expect(res.json().project).not.toHaveProperty('investor');
        expect(res.json().project.project_name).toMatch(/GES/);
      }
      const quoted = await premium.client.get(`/api/projects/${verified.id}`);
      expect(quoted.json().cost).toBe(40);
      // An unverified project opens freely for premium users, without a charge.
      const free_open = await premium.client.get(`/api/projects/${open.id}`);
      expect(free_open.json()).toMatchObject({ access: 'full', project: { investor: 'GIZLI-YATIRIMCI-AS' } });
      expect(await balance(ctx, premium.user.id)).toBe(100);
    });

    it('opens a verified project once for project_detail, then keeps it open for free', async () => {
      const { verified, owner } = await fixtures();
      expect((await visitor().post(`/api/projects/${verified.id}/open`, SHOWN.project)).statusCode).toBe(401);
      const free = await member(ctx);
      expect((await free.client.post(`/api/projects/${verified.id}/open`, SHOWN.project)).json()).toMatchObject({ statusCode: 403, code: 'PREMIUM_REQUIRED' });

      const { client, user } = await member(ctx, { premium: true, balance: 100 });
      const opened = await client.post(`/api/projects/${verified.id}/open`, SHOWN.project);
      expect(opened.statusCode).toBe(200);
      expect(opened.json()).toMatchObject({ access: 'full', charged: { amount: 40, balance: 60 }, project: SECRET });
      expect(opened.json().project.companies).toEqual(
        expect.arrayContaining([
          // `represented`: the company has a verified representative (docs/decisions/069), none here.
          { role: 'investor_company_id', role_label: 'Yatırımcı', id: owner.id, company_name: owner.company_name, represented: false },
          { role: 'contractor_company_id', role_label: 'Yüklenici (EPC)', id: owner.id, company_name: owner.company_name, represented: false },
        ]),
      );
      expect((await client.get(`/api/projects/${verified.id}`)).json()).toMatchObject({ access: 'full', cost: null });
      expect((await client.post(`/api/projects/${verified.id}/open`, SHOWN.project)).json().charged).toBeNull();
      expect(await balance(ctx, user.id)).toBe(60);

      const ledger = (await client.get('/api/me/balance')).json();
      expect(ledger.balance).toBe(60);
      expect(ledger.transactions[0]).toMatchObject({ amount: -40, transaction_type: 'debit', description: `Proje envantere ekleme: ${verified.project_name}` });
      const inventory = (await client.get('/api/me/inventory')).json();
      expect(inventory.projects.map((p: { id: string }) => p.id)).toEqual([verified.id]);
    });

    it('charges once when one item is opened 50 times at once', async () => {
      const { verified } = await fixtures();
      const { client, user } = await member(ctx, { premium: true, balance: 500 });
      const results = await Promise.all(Array.from({ length: 50 }, () => client.post(`/api/projects/${verified.id}/open`, SHOWN.project)));
      expect(results.every((r) => r.statusCode === 200)).toBe(true);
      expect(results.filter((r) => r.json().charged !== null)).toHaveLength(1);
      expect(await balance(ctx, user.id)).toBe(460);
      const rows = await ctx.db.select().from(user_projects).where(eq(user_projects.user_id, user.id));
      expect(rows).toHaveLength(1);
      const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM token_transactions WHERE user_id = ${user.id} AND amount < 0`);
      expect(n).toBe(1);
    });

    it('refuses to open with "Yetersiz bakiye" and leaves no inventory row', async () => {
      const { verified } = await fixtures();
      const { client, user } = await member(ctx, { premium: true, balance: 10 });
      const res = await client.post(`/api/projects/${verified.id}/open`, SHOWN.project);
      expect(res.statusCode).toBe(402);
      expect(res.json()).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Yetersiz bakiye' });
      expect(await ctx.db.select().from(user_projects).where(eq(user_projects.user_id, user.id))).toHaveLength(0);
      expect((await client.get(`/api/projects/${verified.id}`)).json().access).toBe('payment_required');
    });

    it('opens only at the cost the user was shown: a changed cost is refused with 409 and nothing moves', async () => {
      const { verified, owner } = await fixtures();
      const { client, user } = await member(ctx, { premium: true, balance: 100 });
      const ledgerRows = async () => (await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM token_transactions WHERE user_id = ${user.id}`))[0]!.n;
      const inventory = async () => (await client.get('/api/me/inventory')).json() as { projects: unknown[]; companies: unknown[] };
      const ledgerBefore = await ledgerRows();

      // Without the shown cost nothing is opened (a request that names no price cannot spend).
      const bare = await client.post(`/api/projects/${verified.id}/open`, {});
      expect(bare.json()).toMatchObject({ statusCode: 400, message: 'Onaylanan bakiye tutarı eksik' });

      // Shown 40, but an admin raised the cost meanwhile.
      await ctx.db.execute(sql`UPDATE token_costs SET cost_value = 45 WHERE cost_key = 'project_detail'`);
      await ctx.db.execute(sql`UPDATE token_costs SET cost_value = 30 WHERE cost_key = 'company_detail'`);
      try {
        const project = await client.post(`/api/projects/${verified.id}/open`, SHOWN.project);
        expect(project.statusCode).toBe(409);
        expect(project.json()).toMatchObject({
          code: 'COST_CHANGED',
          message: 'Bu işlemin maliyeti siz onaylarken değişti. Lütfen yeni tutarı onaylayın.',
          details: { cost: 45, expected_cost: 40 },
        });
        const company = await client.post(`/api/companies/${owner.id}/open`, SHOWN.company);
        expect(company.json()).toMatchObject({ statusCode: 409, code: 'COST_CHANGED', details: { cost: 30, expected_cost: 25 } });
        expect(await balance(ctx, user.id)).toBe(100);
        expect(await ledgerRows()).toBe(ledgerBefore);
        expect(await inventory()).toMatchObject({ projects: [], companies: [] });
        expect((await client.get(`/api/projects/${verified.id}`)).json()).toMatchObject({ access: 'payment_required', cost: 45 });

        // Confirmed again at the new cost: opened and charged once, at that cost.
        const again = await client.post(`/api/projects/${verified.id}/open`, { expected_cost: 45 });
        expect(again.json()).toMatchObject({ access: 'full', charged: { amount: 45, balance: 55 } });
        // Opened already: nothing is due, so an out-of-date cost refuses nothing.
        expect((await client.post(`/api/projects/${verified.id}/open`, SHOWN.project)).json()).toMatchObject({ access: 'full', charged: null });
        expect(await balance(ctx, user.id)).toBe(55);
      } finally {
        await ctx.db.execute(sql`UPDATE token_costs SET cost_value = 40 WHERE cost_key = 'project_detail'`);
        await ctx.db.execute(sql`UPDATE token_costs SET cost_value = 25 WHERE cost_key = 'company_detail'`);
      }
    });

    it('charges once, at the shown cost, when requests with the right and an old cost race', async () => {
      const { verified } = await fixtures();
      const { client, user } = await member(ctx, { premium: true, balance: 500 });
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, i) => client.post(`/api/projects/${verified.id}/open`, { expected_cost: i % 2 === 0 ? 40 : 35 })),
      );
      expect(results.every((r) => r.statusCode === 200 || (r.statusCode === 409 && r.json().code === 'COST_CHANGED'))).toBe(true);
      expect(results.filter((r) => r.statusCode === 200 && r.json().charged !== null).map((r) => r.json().charged)).toEqual([{ amount: 40, balance: 460 }]);
      expect(await balance(ctx, user.id)).toBe(460);
      expect(await ctx.db.select().from(user_projects).where(eq(user_projects.user_id, user.id))).toHaveLength(1);
      const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM token_transactions WHERE user_id = ${user.id} AND amount < 0`);
      expect(n).toBe(1);
    });

    it('opens a verified company for company_detail and then shows its references', async () => {
      const { owner, verified } = await fixtures();
      const { client, user } = await member(ctx, { premium: true, balance: 100 });
      const before = await client.get(`/api/companies/${owner.id}`);
      expect(before.json()).toMatchObject({ access: 'payment_required', cost: 25 });
      expect(before.body).not.toContain('gizli-site');
      expect((await client.get(`/api/companies/${owner.id}/references`)).statusCode).toBe(402);

      const opened = await client.post(`/api/companies/${owner.id}/open`, SHOWN.company);
      expect(opened.json()).toMatchObject({ charged: { amount: 25, balance: 75 }, company: { website: 'https://gizli-site.example.com', email: 'gizli@example.com' } });
      const refs = (await client.get(`/api/companies/${owner.id}/references`)).json();
      expect(refs).toMatchObject({ page: 1, page_size: 9, total: 1 });
      expect(refs.items[0]).toMatchObject({ id: verified.id, roles: ['Yatırımcı', 'Yüklenici (EPC)'] });
      expect(await balance(ctx, user.id)).toBe(75);
    });

    it('pages references 9 at a time', async () => {
      const { owner } = await fixtures();
      await ctx.db.insert(projects).values(Array.from({ length: 12 }, (_, i) => ({ project_name: `Referans ${i}`, maintenance_company_id: owner.id })));
      const { client } = await member(ctx, { premium: true, balance: 100 });
      await client.post(`/api/companies/${owner.id}/open`, SHOWN.company);
      const first = (await client.get(`/api/companies/${owner.id}/references`)).json();
      const second = (await client.get(`/api/companies/${owner.id}/references?page=2`)).json();
      expect(first.items).toHaveLength(9);
      expect(second.items).toHaveLength(4);
      expect(first.total).toBe(13);
    });

    it('accepts suggestions from signed-in users under the field rules', async () => {
      const { verified, open, owner, city, district } = await fixtures();
      expect((await visitor().post(`/api/suggestions/projects/${open.id}`, { suggested_data: { project_name: 'X' } })).statusCode).toBe(401);

      const { client, user } = await member(ctx);
      const ok = await client.post(`/api/suggestions/projects/${open.id}`, { suggested_data: { investor: 'Yeni Yatırımcı', dc_power: 12.5, city_id: city.id, district_id: district.id } });
      expect(ok.statusCode).toBe(201);
      expect(ok.json().message).toBe('Öneriniz başarıyla gönderildi!');
      const [stored] = await ctx.db.select().from(project_suggestions).where(eq(project_suggestions.id, ok.json().id));
      expect(stored).toMatchObject({ status: 'pending', suggested_by: user.id, suggested_data: { investor: 'Yeni Yatırımcı', dc_power: 12.5 } });

      // A verified project the user has not opened: only name, powers and units, type, status, city, district.
      const forbidden = await client.post(`/api/suggestions/projects/${verified.id}`, { suggested_data: { investor: 'Sızma Denemesi' } });
      expect(forbidden.statusCode).toBe(400);
      expect(forbidden.json()).toMatchObject({ code: 'FIELD_NOT_ALLOWED', details: { fields: ['investor'] } });
      expect((await client.post(`/api/suggestions/projects/${verified.id}`, { suggested_data: { project_name: 'Düzeltilmiş Ad', ac_power: 3, ac_power_unit: 'MWe' } })).statusCode).toBe(201);
      expect((await client.post(`/api/suggestions/projects/${open.id}`, { suggested_data: { is_verified: true } })).json().code).toBe('FIELD_NOT_ALLOWED');

      const [otherDistrict] = await ctx.db.select().from(districts).where(sql`${districts.city_id} <> ${city.id}`).limit(1);
      const mismatch = await client.post(`/api/suggestions/projects/${open.id}`, { suggested_data: { city_id: city.id, district_id: otherDistrict!.id } });
      expect(mismatch.json()).toMatchObject({ statusCode: 400, message: 'Seçilen ilçe bu ile ait değil' });
      expect((await client.post(`/api/suggestions/projects/${open.id}`, { suggested_data: { dc_power: -1 } })).json().message).toBe('Değer 0 veya daha büyük olmalıdır');

      const company = await client.post(`/api/suggestions/companies/${owner.id}`, { suggested_data: { email: 'yanlis' } });
      expect(company.json().message).toBe('Geçerli bir e-posta adresi girin');
      expect((await client.post(`/api/suggestions/companies/${owner.id}`, { suggested_data: { phone: '+905321234567', establishment_year: 2015 } })).statusCode).toBe(201);
      expect(await ctx.db.select().from(company_suggestions).where(eq(company_suggestions.company_id, owner.id))).toHaveLength(1);
    });

    it('keeps the ledger and inventory private to their owner', async () => {
      expect((await visitor().get('/api/me/balance')).statusCode).toBe(401);
      expect((await visitor().get('/api/me/inventory')).statusCode).toBe(401);
    });

    it('serves the reference lists and current costs', async () => {
      const lists = (await visitor().get('/api/reference')).json();
      expect(lists.cities).toHaveLength(81);
      expect(lists.project_status_types.map((s: { name: string }) => s.name)).toEqual(
        expect.arrayContaining(['ÇED Olumlu', 'ÇED Süreci Başlayan', 'Kurulum Aşamasında', 'Devreye Alınan', 'Yeni Proje']),
      );
      const konya = lists.cities.find((c: { name: string }) => c.name === 'Konya');
      const districtsRes = (await visitor().get(`/api/reference/districts?city_id=${konya.id}`)).json();
      expect(districtsRes.items.map((d: { name: string }) => d.name)).toContain('Karapınar');
      expect((await visitor().get('/api/token-costs')).json()).toEqual({ costs: { company_detail: 25, project_detail: 40, filter: 15, search: 15, pagination: 5, export_rows: 1 } });
    });
  },
  { config: { AUTH_RATE_LIMIT_PER_MINUTE: '10000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000' } },
);
