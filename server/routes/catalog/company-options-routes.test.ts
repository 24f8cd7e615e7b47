import { expect, it, beforeAll } from 'vitest';
import { COMPANY_PICKER_LIMIT } from '../../../shared/schemas/submissions';
import { companies } from '../../db/schema/catalog';
import { createVerifiedUser } from '../../services/users/create-user';
import { TestClient } from '../../test/http';
import { describeOnEachDatabase } from '../../test/test-app';
import { FIXTURE_HASH_COST } from '../../test/members';

// GET /api/companies/options (docs/product-rules.md#catalogue): members only, at least 3
// characters, at most 10 companies whose name contains the text (Turkish case-insensitive), by name.

describeOnEachDatabase('company picker', (ctx) => {
  let client: TestClient;
  beforeAll(async () => {
    await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email: `secici-${ctx.target}@example.com`, password: 'gizli-sifre' });
    client = new TestClient(ctx.app);
    await client.signIn(`secici-${ctx.target}@example.com`, 'gizli-sifre');
    const names = ['Zirve IŞIK Enerji', 'Işıkkent Solar', 'Anka ışık Mühendislik', 'Kalyon Güneş'];
    for (let i = 1; i <= 12; i++) names.push(`Seçici Firma ${String(i).padStart(2, '0')}`);
    await ctx.db.insert(companies).values(names.map((company_name) => ({ company_name })));
  });

  it('refuses visitors with 401', async () => {
    expect((await new TestClient(ctx.app).get('/api/companies/options?search=ışık')).statusCode).toBe(401);
  });

  it('needs at least 3 characters', async () => {
    const res = await client.get('/api/companies/options?search=%C4%B1%C5%9F');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('En az 3 karakter girin');
  });

  it('matches Turkish letters case-insensitively and orders by name', async () => {
    const res = await client.get(`/api/companies/options?search=${encodeURIComponent('ışık')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.map((c: { company_name: string }) => c.company_name)).toEqual(['Anka ışık Mühendislik', 'Işıkkent Solar', 'Zirve IŞIK Enerji']);
  });

  it(`returns at most ${COMPANY_PICKER_LIMIT}, the first by name`, async () => {
    const res = await client.get('/api/companies/options?search=SEÇİCİ');
    const names = res.json().items.map((c: { company_name: string }) => c.company_name);
    expect(names).toHaveLength(COMPANY_PICKER_LIMIT);
    expect(names[0]).toBe('Seçici Firma 01');
    expect(names[9]).toBe('Seçici Firma 10');
    expect(res.json().items[0]).toEqual({ id: expect.any(String), company_name: 'Seçici Firma 01' });
  });
});
