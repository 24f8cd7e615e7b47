import { expect, it } from 'vitest';
import { companies } from '../../db/schema/catalog';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// P6 of docs/product-rules.md#speed: a list request costs at most 3 SQL statements (session, page, total),
// whoever asks.

describeOnEachDatabase('SQL statements per list request', (ctx) => {
  const LISTS = ['/api/projects', '/api/companies', '/api/stations', '/api/projects?sort=dc_power&dir=desc', '/api/companies?search=enerji'];

  async function statementsOf(client: TestClient, url: string) {
    await client.get(url); // warm: reference caches, prepared plans
    // Background jobs (the start's mail catch-up, a fan-out) share the counter: let them finish first.
    await ctx.app.jobs.drain();
    const before = ctx.database.statements();
    const res = await client.get(url);
    const used = ctx.database.statements() - before;
    return { status: res.statusCode, used };
  }

  it('stays within 3 statements for a visitor, a member and a premium member', async () => {
    const member = await signedInMember(ctx, 'sql-uye');
    const premium = await signedInMember(ctx, 'sql-premium', { premium: true, balance: 100 });
    // Rows to mark: a page with none would skip any per-row lookup.
    await ctx.db.insert(companies).values([{ company_name: 'Sayım Enerji', is_verified: true }, { company_name: 'Sayım İkinci Enerji' }]);
    const found: string[] = [];
    for (const [who, client] of [['visitor', new TestClient(ctx.app, '10.70.0.1')], ['member', member.client], ['premium', premium.client]] as const) {
      for (const url of LISTS) {
        // Sorting is premium; the search box is for members (docs/product-rules.md#catalogue).
        if ((who !== 'premium' && url.includes('sort')) || (who === 'visitor' && url.includes('search'))) continue;
        const { status, used } = await statementsOf(client, url);
        expect(status, `${who} ${url}`).toBe(200);
        found.push(`${who} ${url}: ${used}`);
      }
    }
    expect(found.filter((line) => Number(line.split(': ')[1]) > 3)).toEqual([]);
    // A premium member's company page marks what they opened in the page's own statement: it costs
    // no more than a member's (it was one more, a lookup of the page's opened ids).
    const usedBy = (who: string, url: string) => found.find((line) => line.startsWith(`${who} ${url}:`));
    expect(usedBy('premium', '/api/companies?search=enerji')?.split(': ')[1]).toBe(usedBy('member', '/api/companies?search=enerji')?.split(': ')[1]);
  });
});
