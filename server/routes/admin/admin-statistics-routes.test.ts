import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { STAT_ENTRY_MESSAGES as M } from '../../../shared/schemas/statistics-entry';
import { admin_audit_log } from '../../db/schema/audit';
import { sources } from '../../db/schema/sources';
import { installed_power_stats, production_stats } from '../../db/schema/statistics';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Statistics entry (docs/product-rules.md#statistics-entry): every cross-field rule with its message, text figures
// in Turkish style, percentages computed on the server, upsert by month and year, the audit row, and
// the public table showing the entered month at once.

const power = {
  year: 2024,
  month: 6,
  total_electric_power: '110000',
  total_renewable_power: '60.000,00',
  total_solar_power: '15.000,5',
  total_licensed_solar: '2.000,25',
  total_unlicensed_solar: '13.000,25',
};
const production = {
  year: '2023',
  month: '1',
  total_electric_production: 25_000_000,
  total_renewable_production: 11_000_000,
  total_solar_production: 1_200_000,
  total_licensed_solar_production: 200_000,
  total_unlicensed_solar_production: 1_000_000,
};

describeOnEachDatabase('admin statistics entry', (ctx) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'istatistik-admin', { superAdmin: true })).client;
  });

  const refused = async (path: string, body: object) => {
    const res = await admin.request('PUT', path, body);
    expect(res.statusCode, res.body).toBe(400);
    return res.json().message as string;
  };

  it('refuses each broken installed-power rule with its message', async () => {
    const path = '/api/admin/statistics/installed-power';
    expect(await refused(path, { ...power, total_licensed_solar: '3000' })).toBe(M.powerSplit);
    expect(await refused(path, { ...power, total_renewable_power: '14000' })).toBe(M.powerSolarOverRenewable);
    expect(await refused(path, { ...power, total_electric_power: '50000' })).toBe(M.powerRenewableOverElectric);
    expect(await refused(path, { ...power, total_solar_power: '-1' })).toBe(M.nonNegative);
    expect(await refused(path, { ...power, total_electric_power: '' })).toBe(M.numberRequired);
    expect(await refused(path, { ...power, total_electric_power: 'çok' })).toBe(M.numberRequired);
    expect(await refused(path, { ...power, month: 13 })).toBe(M.monthRange);
    expect(await refused(path, { ...power, year: 1999 })).toBe(M.yearRange(new Date().getFullYear()));
    expect(await refused(path, { ...power, year: new Date().getFullYear() + 1 })).toBe(M.yearRange(new Date().getFullYear()));
    // The percentages are the server's to compute.
    expect((await admin.request('PUT', path, { ...power, renewable_percentage: 99 })).statusCode).toBe(400);
    expect(await ctx.db.select().from(installed_power_stats)).toHaveLength(0);
  });

  it('refuses each broken production rule with its message', async () => {
    const path = '/api/admin/statistics/production';
    expect(await refused(path, { ...production, total_licensed_solar_production: 300_000 })).toBe(M.productionSplit);
    expect(await refused(path, { ...production, total_renewable_production: 1_000_000 })).toBe(M.productionSolarOverRenewable);
    expect(await refused(path, { ...production, total_electric_production: 10_000_000 })).toBe(M.productionRenewableOverElectric);
  });

  it('creates a month, then replaces it, with the percentages and an audit row; the public table shows it', async () => {
    const path = '/api/admin/statistics/installed-power';
    const first = await admin.request('PUT', path, power);
    expect(first.json()).toEqual({ message: M.saved, created: true });
    const again = await admin.request('PUT', path, { ...power, total_solar_power: '16000', total_licensed_solar: '2000', total_unlicensed_solar: '14000' });
    expect(again.json()).toEqual({ message: M.saved, created: false });
    const rows = await ctx.db.select().from(installed_power_stats).where(eq(installed_power_stats.year, 2024));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ total_electric_power: 110_000, total_solar_power: 16_000, renewable_percentage: 54.55, solar_percentage: 26.67, is_estimate: false });

    const stored = (await admin.get('/api/admin/statistics/installed-power?year=2024&month=6')).json();
    expect(stored.values).toMatchObject({ total_solar_power: 16_000, total_licensed_solar: 2_000 });
    expect((await admin.get('/api/admin/statistics/installed-power?year=2024&month=7')).json()).toEqual({ values: null });

    const trail = await ctx.db.select().from(admin_audit_log).where(eq(admin_audit_log.entity, 'installed_power_stats'));
    expect(trail).toHaveLength(2);
    expect(trail.find((t) => t.before === null)!.after).toMatchObject({ total_solar_power: 15_000.5 });
    expect(trail.find((t) => t.before !== null)!.before).toMatchObject({ total_solar_power: 15_000.5 });

    const pub = (await new TestClient(ctx.app).get('/api/statistics/installed-power')).json();
    expect(JSON.stringify(pub)).toContain('110000');

    expect((await admin.request('PUT', '/api/admin/statistics/production', production)).json().created).toBe(true);
    const [row] = await ctx.db.select().from(production_stats).where(eq(production_stats.year, 2023));
    expect(row).toMatchObject({ month: 1, renewable_percentage: 44, solar_percentage: 10.91 });
  });

  it('sources a month an admin changes to the admin entry, dated today, not to the publication it replaced', async () => {
    const [published] = await ctx.db.insert(sources).values({ key: 'istatistik-yayin', name: 'TEİAŞ aylık kurulu güç', licence: 'Kamuya açık' }).returning();
    await ctx.db.insert(production_stats).values({
      year: 2022,
      month: 3,
      total_electric_production: 25_000_000,
      total_renewable_production: 11_000_000,
      total_solar_production: 1_200_000,
      total_licensed_solar_production: 200_000,
      total_unlicensed_solar_production: 1_000_000,
      source: 'TEİAŞ',
      source_id: published!.id,
      verified_on: '2026-11-26',
    });
    const month = { ...production, year: '2022', month: '3' };
    const path = '/api/admin/statistics/production';
    const read = async () => (await ctx.db.select().from(production_stats).where(eq(production_stats.year, 2022)))[0]!;
    // Unchanged: still the publication's.
    expect((await admin.request('PUT', path, month)).statusCode).toBe(200);
    expect(await read()).toMatchObject({ source_id: published!.id, verified_on: '2026-11-26' });

    expect((await admin.request('PUT', path, { ...month, total_solar_production: 1_300_000, total_unlicensed_solar_production: 1_100_000 })).statusCode).toBe(200);
    const changed = await read();
    const [entry] = await ctx.db.select().from(sources).where(eq(sources.id, changed.source_id!));
    expect(entry).toMatchObject({ key: 'gunesveri-editor-girisi', is_generated: false });
    expect(changed.verified_on).toBe(new Date().toISOString().slice(0, 10));
  });

  it('is for super admins only', async () => {
    const { client } = await signedInMember(ctx, 'istatistik-premium', { premium: true });
    expect((await client.request('PUT', '/api/admin/statistics/production', { ...production, month: 2 })).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get('/api/admin/statistics/production?year=2023&month=1')).statusCode).toBe(401);
  });
});
