import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { queryRows } from '../../db/query-rows';
import { companies, projects } from '../../db/schema/catalog';
import { cities } from '../../db/schema/reference';
import { users } from '../../db/schema/users';
import { quoteViews } from '../../services/catalog/list-access';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// A list request decides who may and what it costs before it reads a row (decision 034): a paid view
// not yet accepted is answered 402 without its page being read; an accepted one is read once.
// The statements are watched as drizzle sends them to the database (`watchStatements`).

const balance = async (ctx: TestContext, id: string) => (await ctx.db.select().from(users).where(eq(users.id, id)))[0]!.token_balance;

describeOnEachDatabase('a list request prices before it reads', (ctx) => {
  /** The statements a request sent, and its answer. */
  async function watched<T>(run: () => Promise<T>) {
    const seen: string[] = [];
    const stop = ctx.database.watchStatements((text) => seen.push(text));
    try {
      return { answer: await run(), seen };
    } finally {
      stop();
    }
  }
  // A page's statement names its ids `page_id` (page-with-total.ts); nothing else touches the list's table.
  const pageReads = (seen: string[]) => seen.filter((text) => text.includes('page_id'));
  const touching = (seen: string[], table: string) => seen.filter((text) => text.includes(`"${table}"`));

  async function konya() {
    const [city] = await ctx.db.select().from(cities).where(eq(cities.name, 'Konya'));
    return city!.id;
  }

  it('answers a paid filter with its quote without reading the page, and reads it once when accepted', async () => {
    const city = await konya();
    await ctx.db.insert(projects).values(Array.from({ length: 3 }, (_, i) => ({ project_name: `Okuma Sırası GES ${i}`, city_id: city })));
    const { client, user } = await signedInMember(ctx, 'okuma', { premium: true, balance: 100 });
    await client.get('/api/projects'); // warm: reference caches, the table's sample

    const quoted = await watched(() => client.get(`/api/projects?city_id=${city}`));
    expect(quoted.answer.statusCode).toBe(402);
    expect(quoted.answer.json()).toMatchObject({ code: 'COST_CONFIRMATION_REQUIRED', details: { total: 15 } });
    expect(pageReads(quoted.seen)).toEqual([]);
    expect(touching(quoted.seen, 'projects')).toEqual([]);

    // Accepted at a cost that changed meanwhile: quoted again, still without reading.
    const stale = await watched(() => client.post('/api/projects/list', { city_id: city, quoted_total: 14 }));
    expect(stale.answer.statusCode).toBe(402);
    expect(touching(stale.seen, 'projects')).toEqual([]);

    const accepted = await watched(() => client.post('/api/projects/list', { city_id: city, quoted_total: 15 }));
    expect(accepted.answer.statusCode).toBe(200);
    expect(accepted.answer.json().charges).toEqual([{ cost_key: 'filter', amount: 15, balance: 85 }]);
    expect(accepted.answer.json().items.length).toBeGreaterThanOrEqual(3);
    expect(pageReads(accepted.seen)).toHaveLength(1);
    expect(touching(accepted.seen, 'projects')).toHaveLength(1);

    // Paid: read again for free, once.
    const again = await watched(() => client.get(`/api/projects?city_id=${city}`));
    expect(again.answer.json().charges).toEqual([]);
    expect(pageReads(again.seen)).toHaveLength(1);
    expect(await balance(ctx, user.id)).toBe(85);
  });

  it('reads no page for a paid company page it refuses for want of Bakiye, nor for its quote', async () => {
    await ctx.db.insert(companies).values(Array.from({ length: 12 }, (_, i) => ({ company_name: `Okuma Sırası Enerji ${i}` })));
    const { client, user } = await signedInMember(ctx, 'okuma-firma', { premium: true, balance: 3 });
    await client.get('/api/companies');

    const quoted = await watched(() => client.get('/api/companies?page=2'));
    expect(quoted.answer.statusCode).toBe(402);
    expect(touching(quoted.seen, 'companies')).toEqual([]);

    const short = await watched(() => client.post('/api/companies/list', { page: 2, quoted_total: 5 }));
    expect(short.answer.json()).toMatchObject({ statusCode: 402, code: 'INSUFFICIENT_BALANCE', message: 'Yetersiz bakiye' });
    expect(touching(short.seen, 'companies')).toEqual([]);
    expect(await balance(ctx, user.id)).toBe(3);
  });

  it('charges nothing for an accepted page that turns out empty, and keeps it unpaid', async () => {
    const { client, user } = await signedInMember(ctx, 'okuma-bos', { premium: true, balance: 50 });
    const beyond = await watched(() => client.post('/api/projects/list', { page: 9999, quoted_total: 5 }));
    expect(beyond.answer.json()).toMatchObject({ items: [], charges: [] });
    expect(pageReads(beyond.seen)).toHaveLength(1);
    expect(await balance(ctx, user.id)).toBe(50);
    const [{ n } = { n: -1 }] = await queryRows<{ n: number }>(ctx.db, sql`SELECT count(*)::int AS n FROM paid_list_views WHERE user_id = ${user.id}`);
    expect(n).toBe(0);
  });

  it('reads a page paid today again without looking its payment up, and quotes it again once it lapses', async () => {
    const city = await konya();
    await ctx.db.insert(projects).values(Array.from({ length: 3 }, (_, i) => ({ project_name: `Okuma Tekrar GES ${i}`, city_id: city })));
    const { client, user } = await signedInMember(ctx, 'okuma-tekrar', { premium: true, balance: 100 });
    await client.get('/api/projects');
    expect((await client.post('/api/projects/list', { city_id: city, quoted_total: 15 })).statusCode).toBe(200);

    // The first read after paying finds the payment in the table; the next ones need no lookup.
    const first = await watched(() => client.get(`/api/projects?city_id=${city}`));
    expect(first.answer.statusCode).toBe(200);
    expect(touching(first.seen, 'paid_list_views')).toHaveLength(1);
    const again = await watched(() => client.get(`/api/projects?city_id=${city}`));
    expect(again.answer.json().charges).toEqual([]);
    expect(touching(again.seen, 'paid_list_views')).toEqual([]);
    expect(await balance(ctx, user.id)).toBe(85);

    // Once the day is over the view is due again, whatever this process saw.
    const [view] = await queryRows<{ view_key: string; expires_at: string }>(ctx.db, sql`SELECT view_key, expires_at::text FROM paid_list_views WHERE user_id = ${user.id}`);
    const views = [{ costKey: 'filter' as const, viewKey: view!.view_key }];
    expect((await quoteViews(ctx.db, user.id, views)).due).toEqual([]);
    const lapsed = await quoteViews(ctx.db, user.id, views, new Date(new Date(view!.expires_at).getTime() + 1));
    expect(lapsed.due).toEqual(views);
    expect(lapsed.total).toBe(15);
  });

  it('finds a view paid elsewhere (another instance) in the table', async () => {
    const { user } = await signedInMember(ctx, 'okuma-baska', { premium: true, balance: 100 });
    const views = [{ costKey: 'pagination' as const, viewKey: 'projects:page:||updated_at:desc|7' }];
    expect((await quoteViews(ctx.db, user.id, views)).due).toEqual(views);
    await ctx.db.execute(sql`INSERT INTO paid_list_views (user_id, view_key, expires_at) VALUES (${user.id}, ${views[0]!.viewKey}, now() + interval '1 day')`);
    expect((await quoteViews(ctx.db, user.id, views)).due).toEqual([]);
  });
});
