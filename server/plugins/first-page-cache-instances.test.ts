import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { Database } from '../db/client';
import { createVerifiedUser } from '../services/users/create-user';
import { seedReferenceFixture, type ReferenceFixture } from '../test/catalog-fixtures';
import { databaseTargets } from '../test/databases';
import { TestClient } from '../test/http';
import { csvFile, previewOf, sourceId, uploadImport } from '../test/import-fixtures';
import { FIXTURE_HASH_COST } from '../test/members';

// Two instances on one database and one Redis, each keeping the lists' first pages a whole minute
// (decision 068): an admin's edit or delete of a listed record, and an import's commit or revert, on
// one instance empty the other's first pages before a second has passed, through the cache bus. A
// rename makes no record event, so without the bus the other instance would show the old name for
// that minute.

const redisUrl = process.env.TEST_REDIS_URL;
const PASSWORD = 'gizli-sifre-123';

interface Page {
  items: { id: string; project_name: string }[];
}

describe.runIf(Boolean(redisUrl)).each(databaseTargets().map((target) => ({ target, name: target.name })))('first-page cache across instances [redis, $name]', ({ target }) => {
  let database: Database;
  let dataDir: string;
  let apps: Awaited<ReturnType<typeof buildApp>>[] = [];
  let admin: TestClient;
  let visitorOnB: TestClient;
  let ref: ReferenceFixture;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'gv-first-pages-'));
    database = await target.open();
    const config = testConfig({ DATA_DIR: dataDir, REDIS_URL: redisUrl!, REDIS_KEY_PREFIX: `gv-test-${randomBytes(4).toString('hex')}:`, LIST_CACHE_MS: '60000' });
    apps = [await buildApp(config, { database, jobs: 'in-process' }), await buildApp(config, { database, jobs: 'in-process' })];
    const email = 'ilk-sayfa-yonetici@example.com';
    await createVerifiedUser(database.db, { hashCost: FIXTURE_HASH_COST, email, password: PASSWORD, superAdmin: true });
    admin = new TestClient(apps[0]!, '10.8.0.1');
    expect((await admin.signIn(email, PASSWORD)).statusCode).toBe(200);
    visitorOnB = new TestClient(apps[1]!, '10.8.0.2');
    ref = await seedReferenceFixture(database.db, 'ilk-sayfa');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (database) await target.dispose(database);
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The projects' first page as B answers it (from its cache once it holds it). */
  const firstPageOnB = async (): Promise<Page> => {
    const res = await visitorOnB.get('/api/projects');
    expect(res.statusCode).toBe(200);
    return res.json() as Page;
  };
  /** B's first page, read twice: the second answer comes from what B holds. */
  const heldByB = async () => {
    const held = await firstPageOnB();
    expect(await firstPageOnB()).toEqual(held);
    return held;
  };
  const within = { timeout: 1_000, interval: 20 };
  const names = (page: Page) => page.items.map((i) => i.project_name);
  const projectBody = (name: string) => ({
    project_name: name,
    is_verified: true,
    status_type_id: ref.status,
    type_id: ref.type,
    location_id: ref.location,
    city_id: ref.city,
    district_id: ref.district,
  });
  const addProject = async (name: string) => {
    const created = await admin.post('/api/admin/projects', projectBody(name));
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { id: string }).id;
  };

  it("shows an admin's rename on the other instance's first page within a second", async () => {
    const id = await addProject('Eski Adlı Santral');
    await expect.poll(async () => names(await firstPageOnB()), within).toContain('Eski Adlı Santral');
    expect(names(await heldByB())).toContain('Eski Adlı Santral');
    const renamed = await admin.request('PUT', `/api/admin/projects/${id}`, projectBody('Yeni Adlı Santral'));
    expect(renamed.statusCode, renamed.body).toBe(200);
    await expect.poll(async () => names(await firstPageOnB()), within).toContain('Yeni Adlı Santral');
    expect(names(await firstPageOnB())).not.toContain('Eski Adlı Santral');
  });

  it("drops an admin's delete from the other instance's first page within a second", async () => {
    const id = await addProject('Silinecek Santral');
    await expect.poll(async () => names(await firstPageOnB()), within).toContain('Silinecek Santral');
    expect(names(await heldByB())).toContain('Silinecek Santral');
    expect((await admin.request('DELETE', `/api/admin/projects/${id}`)).statusCode).toBe(200);
    await expect.poll(async () => (await firstPageOnB()).items.map((i) => i.id), within).not.toContain(id);
  });

  it("shows an import's commit, and then its revert, on the other instance's first page within a second", async () => {
    expect(names(await heldByB())).not.toContain('İçe Aktarılan GES');
    const preview = previewOf(
      await uploadImport(
        admin,
        { kind: 'projects', source_id: await sourceId(database.db, 'wri-gppd-1.3.0') },
        { name: 'projeler.csv', data: csvFile([['GPPD ID', 'Tesis Adı', 'İl', 'İlçe'], ['G-ILK-SAYFA', 'İçe Aktarılan GES', 'Konya', 'Karapınar']]) },
      ),
    );
    expect(preview.counts.create).toBe(1);
    // The preview wrote nothing: B still answers from what it holds.
    expect(names(await heldByB())).not.toContain('İçe Aktarılan GES');
    expect((await admin.post(`/api/admin/imports/${preview.id}/commit`)).statusCode).toBe(200);
    await expect.poll(async () => names(await firstPageOnB()), within).toContain('İçe Aktarılan GES');
    expect(names(await heldByB())).toContain('İçe Aktarılan GES');
    expect((await admin.post(`/api/admin/imports/${preview.id}/revert`)).statusCode).toBe(200);
    await expect.poll(async () => names(await firstPageOnB()), within).not.toContain('İçe Aktarılan GES');
  });
});
