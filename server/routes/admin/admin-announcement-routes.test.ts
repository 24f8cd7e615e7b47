import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { ANNOUNCEMENT_MESSAGES as M, contrastRatio } from '../../../shared/schemas/admin/announcements';
import { announcements } from '../../db/schema/news';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Announcements (docs/product-rules.md#announcements): title and content required, speed 10–100, colours, new ones
// last, the active flag toggled, moved one step at a time; the public ticker follows at once.

describeOnEachDatabase('admin announcements', (ctx) => {
  let admin: TestClient;
  let adminId: string;
  beforeAll(async () => {
    const signed = await signedInMember(ctx, 'duyuru-admin', { superAdmin: true });
    admin = signed.client;
    adminId = signed.user.id;
  });
  const titles = async () => ((await admin.get('/api/admin/announcements')).json().items as { title: string }[]).map((a) => a.title);
  const publicTitles = async () => ((await new TestClient(ctx.app).get('/api/announcements')).json().items as { title: string }[]).map((a) => a.title);

  it('refuses a blank title or content and a speed outside 10–100', async () => {
    const bad = async (body: object) => (await admin.post('/api/admin/announcements', { title: 'Başlık', content: 'Metin', ...body })).json().message;
    expect(await bad({ title: ' ' })).toBe(M.title);
    expect(await bad({ content: '' })).toBe(M.content);
    expect(await bad({ animation_speed: 9 })).toBe(M.speed);
    expect(await bad({ animation_speed: 101 })).toBe(M.speed);
    expect(await bad({ background_color: 'green' })).toBe(M.color);
    expect(await ctx.db.select().from(announcements)).toHaveLength(0);
  });

  it('adds announcements last with the defaults and the author, edits, toggles and deletes them', async () => {
    const first = await admin.post('/api/admin/announcements', { title: 'Birinci', content: 'Hoş geldiniz' });
    expect(first.statusCode).toBe(201);
    await admin.post('/api/admin/announcements', { title: 'İkinci', content: 'Yeni veriler', background_color: '#1e3a8a', animation_speed: '60' });
    const [row] = await ctx.db.select().from(announcements).where(eq(announcements.id, first.json().id));
    expect(row).toMatchObject({ background_color: '#059669', text_color: '#ffffff', animation_speed: 30, is_active: true, display_order: 0, created_by: adminId, updated_by: adminId });
    expect(await titles()).toEqual(['Birinci', 'İkinci']);

    await admin.request('PUT', `/api/admin/announcements/${row!.id}`, { title: 'Birinci (güncel)', content: 'Hoş geldiniz!' });
    expect((await admin.post(`/api/admin/announcements/${row!.id}/toggle`, {})).statusCode).toBe(200);
    expect(await publicTitles()).toEqual(['İkinci']);
    await admin.post(`/api/admin/announcements/${row!.id}/toggle`, {});
    expect(await publicTitles()).toEqual(['Birinci (güncel)', 'İkinci']);
  });

  it('moves an announcement one step up or down, and nowhere past either end', async () => {
    await admin.post('/api/admin/announcements', { title: 'Üçüncü', content: 'Son' });
    const ids = ((await admin.get('/api/admin/announcements')).json().items as { id: string }[]).map((a) => a.id);
    await admin.post(`/api/admin/announcements/${ids[2]}/move`, { direction: 'up' });
    expect(await titles()).toEqual(['Birinci (güncel)', 'Üçüncü', 'İkinci']);
    await admin.post(`/api/admin/announcements/${ids[0]}/move`, { direction: 'up' });
    expect(await titles()).toEqual(['Birinci (güncel)', 'Üçüncü', 'İkinci']);
    await admin.post(`/api/admin/announcements/${ids[0]}/move`, { direction: 'down' });
    expect(await titles()).toEqual(['Üçüncü', 'Birinci (güncel)', 'İkinci']);
    expect(await publicTitles()).toEqual(['Üçüncü', 'Birinci (güncel)', 'İkinci']);
    expect((await admin.post(`/api/admin/announcements/${ids[0]}/move`, { direction: 'sideways' })).statusCode).toBe(400);

    expect((await admin.request('DELETE', `/api/admin/announcements/${ids[1]}`)).json().message).toBe(M.deleted);
    expect((await admin.post(`/api/admin/announcements/${ids[1]}/toggle`, {})).statusCode).toBe(404);
  });

  it('measures contrast: the spec default green under white text is below AA', () => {
    expect(contrastRatio('#059669', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#047857', '#ffffff')).toBeGreaterThan(4.5);
  });
});
