import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { NEWS_TAG_MESSAGES as M } from '../../../shared/schemas/admin/news-tags';
import { admin_audit_log } from '../../db/schema/audit';
import { news, news_tags } from '../../db/schema/news';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// News tags (docs/product-rules.md#news): a trimmed name, a #RRGGBB colour (default #484866), unique names,
// and no delete while news use the tag ("Bu etiket {n} akışta kullanıldığı için silinemez…").

describeOnEachDatabase('admin news tags', (ctx) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'etiket-admin', { superAdmin: true })).client;
  });

  it('adds a tag with the default colour, renames and recolours it, lists them by name with their use', async () => {
    const blank = await admin.post('/api/admin/news-tags', { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(M.name);
    expect((await admin.post('/api/admin/news-tags', { name: 'Renkli', color: 'red' })).json().message).toBe(M.color);

    const created = await admin.post('/api/admin/news-tags', { name: '  Yatırım  ' });
    expect(created.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(news_tags).where(eq(news_tags.id, created.json().id));
    expect(row).toMatchObject({ name: 'Yatırım', color: '#484866' });
    expect((await admin.post('/api/admin/news-tags', { name: 'Yatırım' })).json()).toMatchObject({ statusCode: 409, message: M.duplicate });

    expect((await admin.request('PUT', `/api/admin/news-tags/${row!.id}`, { name: 'Yatırımlar', color: '#0E7490' })).statusCode).toBe(200);
    await admin.post('/api/admin/news-tags', { name: 'Enerji', color: '#15803d' });
    await ctx.db.insert(news).values({ title: 'Etiketli haber', content: '<p>x</p>', published_at: new Date(), tag_id: row!.id });
    const list = (await admin.get('/api/admin/news-tags')).json();
    expect(list.items.map((t: { name: string; color: string; news_count: number }) => [t.name, t.color, t.news_count])).toEqual([
      ['Enerji', '#15803d', 0],
      ['Yatırımlar', '#0E7490', 1],
    ]);
    // The public tag list follows at once.
    const pub = (await new TestClient(ctx.app).get('/api/news/tags')).json();
    expect(JSON.stringify(pub)).toContain('Yatırımlar');
  });

  it('refuses to delete a tag news use, naming them; deletes it once unused, with an audit row', async () => {
    const { id } = (await admin.post('/api/admin/news-tags', { name: 'Politika', color: '#7c3aed' })).json();
    await ctx.db.insert(news).values([
      { title: 'Birinci akış', content: '<p>1</p>', published_at: new Date(), tag_id: id },
      { title: 'İkinci akış', content: '<p>2</p>', published_at: new Date(), tag_id: id },
    ]);
    const refused = await admin.request('DELETE', `/api/admin/news-tags/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Bu etiket 2 akışta kullanıldığı için silinemez. İlişkili akışlar: Birinci akış, İkinci akış');

    await ctx.db.update(news).set({ tag_id: null }).where(eq(news.tag_id, id));
    expect((await admin.request('DELETE', `/api/admin/news-tags/${id}`)).json().message).toBe(M.deleted);
    expect(await ctx.db.select().from(news_tags).where(eq(news_tags.id, id))).toHaveLength(0);
    const trail = await ctx.db.select().from(admin_audit_log).where(eq(admin_audit_log.entity_id, id));
    expect(trail.map((t) => t.action).sort()).toEqual(['create', 'delete']);
  });
});
