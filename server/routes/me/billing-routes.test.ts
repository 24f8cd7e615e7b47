import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../shared/schemas/billing';
import { billing_infos } from '../../db/schema/billing';
import type { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';
import { validBilling } from '../../test/billing-fixtures';

// Billing infos (docs/reliability.md#second-attack-pass, findings 8 and 18): a company's needs the TC number
// the checkout asks for, and one member's parallel "make default" and delete requests end in one default and
// no 5xx. The races prove something on PostgreSQL, where requests run at once; PGlite runs them one after
// another.

const company = { ...validBilling, billing_name: 'Şirket', is_company: true, tax_number: '1234567890', tax_office: 'Çankaya' };

async function save(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/me/billing-infos', { ...validBilling, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; is_default: boolean };
}

describeOnEachDatabase('billing infos', (ctx) => {
  it('refuses a company billing info without a TC number, naming the field, on save and on update', async () => {
    const { client, user } = await signedInMember(ctx, 'sirket');
    for (const identity_number of [undefined, '', null]) {
      const res = await client.post('/api/me/billing-infos', { ...company, identity_number });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: BILLING_MESSAGES.identityRequiredCheckout,
        details: { issues: [{ path: 'identity_number', message: 'TC kimlik numarası zorunludur.' }] },
      });
    }
    expect(await ctx.db.select().from(billing_infos).where(eq(billing_infos.user_id, user.id))).toEqual([]);

    const saved = await save(client, company);
    expect(saved).toMatchObject({ is_company: true, identity_number: '10000000146', tax_number: '1234567890', is_default: true });
    const update = await client.request('PUT', `/api/me/billing-infos/${saved.id}`, { ...company, identity_number: '' });
    expect(update.statusCode).toBe(400);
    expect(update.json().details.issues[0].path).toBe('identity_number');
  });

  it('ends 30 parallel "make default" requests with one default and no 5xx', async () => {
    const { client, user } = await signedInMember(ctx, 'varsayilan');
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push((await save(client, { billing_name: `Fatura ${i}` })).id);

    const answers = await Promise.all(ids.map((id) => client.post(`/api/me/billing-infos/${id}/default`)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const defaults = await ctx.db.select().from(billing_infos).where(and(eq(billing_infos.user_id, user.id), eq(billing_infos.is_default, true)));
    expect(defaults).toHaveLength(1);
  });

  it('answers 404 with a Turkish message to a "make default" whose row a parallel delete removed', async () => {
    const { client, user } = await signedInMember(ctx, 'silyarisi');
    const ids: string[] = [];
    for (let i = 0; i < 15; i++) ids.push((await save(client, { billing_name: `Fatura ${i}` })).id);

    const answers = await Promise.all(
      ids.flatMap((id) => [client.post(`/api/me/billing-infos/${id}/default`), client.request('DELETE', `/api/me/billing-infos/${id}`)]),
    );
    const defaults = answers.filter((_, i) => i % 2 === 0);
    const deletes = answers.filter((_, i) => i % 2 === 1);
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    expect(deletes.map((r) => r.statusCode)).toEqual(Array(15).fill(200));
    for (const res of defaults) {
      expect([200, 404]).toContain(res.statusCode);
      if (res.statusCode === 404) expect(res.json()).toMatchObject({ code: 'BILLING_INFO_NOT_FOUND', message: 'Fatura bilgisi bulunamadı' });
    }
    expect(await ctx.db.select().from(billing_infos).where(eq(billing_infos.user_id, user.id))).toEqual([]);
    // The same on a row that is already gone.
    const gone = await client.post(`/api/me/billing-infos/${ids[0]}/default`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(BILLING_MESSAGES.notFound);
  });

  it('keeps one default when the default is deleted while others are made default', async () => {
    const { client, user } = await signedInMember(ctx, 'karisik');
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push((await save(client, { billing_name: `Fatura ${i}` })).id);
    const answers = await Promise.all([
      ...ids.slice(1).map((id) => client.post(`/api/me/billing-infos/${id}/default`)),
      ...ids.slice(0, 5).map((id) => client.request('DELETE', `/api/me/billing-infos/${id}`)),
    ]);
    expect(answers.every((r) => r.statusCode < 500)).toBe(true);
    const left = await ctx.db.select().from(billing_infos).where(eq(billing_infos.user_id, user.id));
    expect(left).toHaveLength(5);
    expect(left.filter((r) => r.is_default)).toHaveLength(1);
  });
});
