import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { COMPANY_SUBMISSION_MESSAGES } from '../../../shared/schemas/submissions';
import { user_company_submissions } from '../../db/schema/contributions';
import { cities, company_activity_types, company_product_types } from '../../db/schema/reference';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';
import { signedInMember } from '../../test/members';

// POST /api/me/submissions/companies (docs/product-rules.md#submissions): the shared strict schema, exact messages, ids checked
// by the server, user_id/status/is_verified never taken from the body, operators notified.

const notifications: string[] = [];
const member = (ctx: TestContext) => signedInMember(ctx, 'firma-basvuru');

describeOnEachDatabase(
  'company submission',
  (ctx) => {
    const ref = { activity: '', product: '', city: '' };
    beforeAll(async () => {
      ref.activity = (await ctx.db.insert(company_activity_types).values({ name: 'Başvuru Faaliyet' }).returning())[0]!.id;
      ref.product = (await ctx.db.insert(company_product_types).values({ name: 'Başvuru Ürün' }).returning())[0]!.id;
      ref.city = (await ctx.db.insert(cities).values({ name: 'Başvuru Şehir' }).returning())[0]!.id;
    });
    const valid = () => ({ company_name: 'Güneş Enerji A.Ş.', activity_type_id: ref.activity, product_type_id: ref.product, city_id: ref.city });

    it('refuses visitors with 401 and stores nothing', async () => {
      const res = await new TestClient(ctx.app).post('/api/me/submissions/companies', valid());
      expect(res.statusCode).toBe(401);
      expect(await ctx.db.select().from(user_company_submissions)).toHaveLength(0);
    });

    it('stores a pending submission for the member and notifies the operators', async () => {
      const me = await member(ctx);
      notifications.length = 0;
      const res = await me.client.post('/api/me/submissions/companies', {
        ...valid(),
        establishment_year: 2010,
        website: 'https://gunes.example.com',
        email: 'info@gunes.example.com',
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(COMPANY_SUBMISSION_MESSAGES.success);
      const [row] = await ctx.db.select().from(user_company_submissions).where(eq(user_company_submissions.id, res.json().id));
      expect(row).toMatchObject({ user_id: me.user.id, status: 'pending', admin_feedback: null });
      expect(row!.company_data).toMatchObject({ company_name: 'Güneş Enerji A.Ş.', establishment_year: 2010 });
      expect(notifications.some((n) => n.includes('Güneş Enerji A.Ş.'))).toBe(true);
      const list = (await me.client.get('/api/me/submissions')).json();
      expect(list.companies).toEqual([expect.objectContaining({ name: 'Güneş Enerji A.Ş.', status: 'pending' })]);
    });

    it.each([
      ['company_name', { company_name: '  ' }, COMPANY_SUBMISSION_MESSAGES.companyName],
      ['company_name missing', { company_name: undefined }, COMPANY_SUBMISSION_MESSAGES.companyName],
      ['activity_type_id', { activity_type_id: '' }, COMPANY_SUBMISSION_MESSAGES.activityType],
      ['product_type_id', { product_type_id: undefined }, COMPANY_SUBMISSION_MESSAGES.productType],
      ['city_id', { city_id: '' }, COMPANY_SUBMISSION_MESSAGES.city],
      ['year too early', { establishment_year: 1899 }, COMPANY_SUBMISSION_MESSAGES.year],
      ['year in the future', { establishment_year: new Date().getFullYear() + 1 }, COMPANY_SUBMISSION_MESSAGES.year],
      ['year not whole', { establishment_year: 2000.5 }, COMPANY_SUBMISSION_MESSAGES.year],
      ['website', { website: 'gunes' }, COMPANY_SUBMISSION_MESSAGES.url],
      ['linkedin', { linkedin: 'linkedin' }, COMPANY_SUBMISSION_MESSAGES.url],
      ['a javascript: website', { website: 'javascript:alert(1)' }, COMPANY_SUBMISSION_MESSAGES.url],
      ['a data: linkedin', { linkedin: 'data:text/html,<b>x</b>' }, COMPANY_SUBMISSION_MESSAGES.url],
      ['a file: website', { website: 'file:///etc/passwd' }, COMPANY_SUBMISSION_MESSAGES.url],
      ['a year that is not a number', { establishment_year: 'bin dokuz yüz' }, COMPANY_SUBMISSION_MESSAGES.year],
      ['email', { email: 'not-an-email' }, COMPANY_SUBMISSION_MESSAGES.email],
    ])('refuses %s with the exact message', async (_name, change, message) => {
      const me = await member(ctx);
      const res = await me.client.post('/api/me/submissions/companies', { ...valid(), ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
      expect(await ctx.db.select().from(user_company_submissions).where(eq(user_company_submissions.user_id, me.user.id))).toHaveLength(0);
    });

    it('refuses reference ids that do not exist', async () => {
      const me = await member(ctx);
      const res = await me.client.post('/api/me/submissions/companies', { ...valid(), city_id: '00000000-0000-4000-8000-000000000000' });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(COMPANY_SUBMISSION_MESSAGES.city);
    });

    it.each([['user_id'], ['status'], ['is_verified']])('refuses mass assignment of %s', async (key) => {
      const me = await member(ctx);
      const other = await member(ctx);
      const value = key === 'user_id' ? other.user.id : key === 'status' ? 'approved' : true;
      const res = await me.client.post('/api/me/submissions/companies', { ...valid(), [key]: value });
      expect(res.statusCode).toBe(400);
      for (const id of [me.user.id, other.user.id]) {
        expect(await ctx.db.select().from(user_company_submissions).where(eq(user_company_submissions.user_id, id))).toHaveLength(0);
      }
    });
  },
  {
    configure: (app) => {
      app.notifier = { notify: async (html: string) => void notifications.push(html) };
    },
  },
);
