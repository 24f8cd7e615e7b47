import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { SUBMISSIONS_PER_HOUR } from '../../../shared/constants';
import { PROJECT_SUBMISSION_MESSAGES as M, SUBMISSION_MESSAGES } from '../../../shared/schemas/submissions';
import { companies } from '../../db/schema/catalog';
import { user_project_submissions } from '../../db/schema/contributions';
import { cities, company_activity_types, company_product_types, districts, project_locations, project_status_types, project_types } from '../../db/schema/reference';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';
import { signedInMember } from '../../test/members';

// POST /api/me/submissions/projects (docs/product-rules.md#submissions): the shared strict schema with the spec's exact
// messages, units and currencies, the district checked against the city, related companies checked
// against the catalogue, user_id/status/is_verified never taken from the body, operators notified.

const notifications: string[] = [];
const member = (ctx: TestContext) => signedInMember(ctx, 'proje-basvuru');

describeOnEachDatabase(
  'project submission',
  (ctx) => {
    const ref = { status: '', type: '', location: '', city: '', district: '', otherCity: '', otherDistrict: '', company: '' };
    beforeAll(async () => {
      const one = async <T extends { id: string }>(rows: Promise<T[]>) => (await rows)[0]!.id;
      ref.status = await one(ctx.db.insert(project_status_types).values({ name: 'Başvuru Durum' }).returning());
      ref.type = await one(ctx.db.insert(project_types).values({ name: 'Başvuru Tip' }).returning());
      ref.location = await one(ctx.db.insert(project_locations).values({ name: 'Başvuru Yer' }).returning());
      ref.city = await one(ctx.db.insert(cities).values({ name: 'Başvuru İli' }).returning());
      ref.otherCity = await one(ctx.db.insert(cities).values({ name: 'Başka İl' }).returning());
      ref.district = await one(ctx.db.insert(districts).values({ name: 'Başvuru İlçesi', city_id: ref.city }).returning());
      ref.otherDistrict = await one(ctx.db.insert(districts).values({ name: 'Başka İlçe', city_id: ref.otherCity }).returning());
      ref.company = await one(ctx.db.insert(companies).values({ company_name: 'Başvuru Yüklenici A.Ş.' }).returning());
    });
    const valid = () => ({
      project_name: 'Konya Güneş Santrali',
      status_type_id: ref.status,
      type_id: ref.type,
      location_id: ref.location,
      city_id: ref.city,
      district_id: ref.district,
    });
    const rowsOf = (userId: string) => ctx.db.select().from(user_project_submissions).where(eq(user_project_submissions.user_id, userId));

    it('refuses visitors with 401 and stores nothing', async () => {
      const res = await new TestClient(ctx.app).post('/api/me/submissions/projects', valid());
      expect(res.statusCode).toBe(401);
      expect(await ctx.db.select().from(user_project_submissions)).toHaveLength(0);
    });

    it('stores a pending submission with units, currency and related companies, and notifies the operators', async () => {
      const me = await member(ctx);
      notifications.length = 0;
      const res = await me.client.post('/api/me/submissions/projects', {
        ...valid(),
        dc_power: 12.5,
        dc_power_unit: 'MWp',
        ac_power: '10,25',
        storage_capacity: 0,
        total_investment_cost: 1_250_000,
        investment_currency: 'EUR',
        contractor_company_id: ref.company,
        owners_engineering: 'Müşavir Mühendislik Ltd.',
        inspection_consulting: 'Bağımsız denetim',
        project_start_date: '2025-03-01',
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(M.success);
      const [row] = await rowsOf(me.user.id);
      expect(row).toMatchObject({ id: res.json().id, status: 'pending', admin_feedback: null });
      expect(row!.project_data).toMatchObject({
        project_name: 'Konya Güneş Santrali',
        dc_power: 12.5,
        dc_power_unit: 'MWp',
        ac_power: 10.25,
        ac_power_unit: 'kWe',
        storage_capacity: 0,
        storage_capacity_unit: 'kWh',
        investment_currency: 'EUR',
        contractor_company_id: ref.company,
        owners_engineering: 'Müşavir Mühendislik Ltd.',
        project_start_date: '2025-03-01',
      });
      expect(notifications.some((n) => n.includes('Konya Güneş Santrali'))).toBe(true);
      const list = (await me.client.get('/api/me/submissions')).json();
      expect(list.projects).toEqual([expect.objectContaining({ name: 'Konya Güneş Santrali', status: 'pending' })]);
    });

    it('defaults the units to kWp, kWe, kWh and the currency to TRY', async () => {
      const me = await member(ctx);
      expect((await me.client.post('/api/me/submissions/projects', valid())).statusCode).toBe(201);
      const [row] = await rowsOf(me.user.id);
      expect(row!.project_data).toMatchObject({ dc_power_unit: 'kWp', ac_power_unit: 'kWe', storage_capacity_unit: 'kWh', investment_currency: 'TRY' });
    });

    it.each([
      ['project_name blank', { project_name: '  ' }, M.projectName],
      ['project_name missing', { project_name: undefined }, M.projectName],
      ['status_type_id', { status_type_id: '' }, M.statusType],
      ['type_id', { type_id: undefined }, M.type],
      ['location_id', { location_id: '' }, M.location],
      ['city_id', { city_id: undefined }, M.city],
      ['district_id', { district_id: '' }, M.district],
      ['a negative DC power', { dc_power: -1 }, M.notNegative],
      ['a power finer than the 0.001 the column keeps', { ac_power: 1.0005 }, M.stepThree],
      ['a cost finer than the cent the column keeps', { total_investment_cost: 1.005 }, M.step],
      ['a capacity that is not a number', { storage_capacity: 'çok' }, M.number],
      ['a negative cost', { total_investment_cost: -5 }, M.notNegative],
      ['a date that is not one', { commissioning_date: '2025-02-30' }, M.date],
      ['a related company id that is not an id', { inverter_company_id: 'abc' }, M.company],
    ])('refuses %s with the exact message', async (_name, change, message) => {
      const me = await member(ctx);
      const res = await me.client.post('/api/me/submissions/projects', { ...valid(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await rowsOf(me.user.id)).toHaveLength(0);
    });

    it.each([
      ['dc_power_unit', 'GWp'],
      ['ac_power_unit', 'kWp'],
      ['storage_capacity_unit', 'Wh'],
      ['investment_currency', 'GBP'],
    ])('refuses a %s outside the spec list (%s)', async (key, value) => {
      const me = await member(ctx);
      const res = await me.client.post('/api/me/submissions/projects', { ...valid(), [key]: value });
      expect(res.statusCode).toBe(400);
      expect(await rowsOf(me.user.id)).toHaveLength(0);
    });

    it('refuses reference ids that do not exist, each with its field message', async () => {
      const me = await member(ctx);
      const missing = '00000000-0000-4000-8000-000000000000';
      for (const [key, message] of [
        ['status_type_id', M.statusType],
        ['type_id', M.type],
        ['location_id', M.location],
        ['city_id', M.city],
      ] as const) {
        const res = await me.client.post('/api/me/submissions/projects', { ...valid(), [key]: missing });
        expect(res.statusCode, key).toBe(400);
        expect(res.json().message).toBe(message);
      }
      expect(await rowsOf(me.user.id)).toHaveLength(0);
    });

    it('refuses a district of another city', async () => {
      const me = await member(ctx);
      const res = await me.client.post('/api/me/submissions/projects', { ...valid(), district_id: ref.otherDistrict });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: M.districtOutsideCity });
      expect(await rowsOf(me.user.id)).toHaveLength(0);
    });

    it('refuses a related company that is not in the catalogue', async () => {
      const me = await member(ctx);
      const res = await me.client.post('/api/me/submissions/projects', {
        ...valid(),
        contractor_company_id: ref.company,
        financial_company_id: '00000000-0000-4000-8000-000000000001',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: M.company });
      expect(await rowsOf(me.user.id)).toHaveLength(0);
    });

    it.each([['user_id'], ['status'], ['is_verified'], ['admin_feedback']])('refuses mass assignment of %s', async (key) => {
      const me = await member(ctx);
      const other = await member(ctx);
      const value = key === 'user_id' ? other.user.id : key === 'status' ? 'approved' : key === 'is_verified' ? true : 'Onaylandı';
      const res = await me.client.post('/api/me/submissions/projects', { ...valid(), [key]: value });
      expect(res.statusCode).toBe(400);
      expect(await rowsOf(me.user.id)).toHaveLength(0);
      expect(await rowsOf(other.user.id)).toHaveLength(0);
    });

    it(`takes at most ${SUBMISSIONS_PER_HOUR} submissions an hour from one member, companies and projects together, even in a burst`, async () => {
      const me = await member(ctx);
      const [company] = await ctx.db.insert(company_activity_types).values({ name: 'Sınır Faaliyet' }).returning();
      const [product] = await ctx.db.insert(company_product_types).values({ name: 'Sınır Ürün' }).returning();
      expect(
        (await me.client.post('/api/me/submissions/companies', { company_name: 'Sınır A.Ş.', activity_type_id: company!.id, product_type_id: product!.id, city_id: ref.city }))
          .statusCode,
      ).toBe(201);
      notifications.length = 0;
      const answers = await Promise.all(
        Array.from({ length: SUBMISSIONS_PER_HOUR + 2 }, (_, i) => me.client.post('/api/me/submissions/projects', { ...valid(), project_name: `Seri Proje ${i}` })),
      );
      expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(SUBMISSIONS_PER_HOUR - 1);
      const refused = answers.filter((r) => r.statusCode === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0]!.json().message).toBe(SUBMISSION_MESSAGES.tooMany);
      expect(await rowsOf(me.user.id)).toHaveLength(SUBMISSIONS_PER_HOUR - 1);
      expect(notifications).toHaveLength(SUBMISSIONS_PER_HOUR - 1);
    });

    it("never shows one member's submissions to another", async () => {
      const me = await member(ctx);
      const other = await member(ctx);
      expect((await me.client.post('/api/me/submissions/projects', { ...valid(), project_name: 'Yalnız Benim Projem' })).statusCode).toBe(201);
      const theirs = (await other.client.get('/api/me/submissions')).json();
      expect(theirs.projects).toEqual([]);
    });
  },
  {
    configure: (app) => {
      app.notifier = { notify: async (html: string) => void notifications.push(html) };
    },
  },
);
