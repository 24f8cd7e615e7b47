import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES as M, IMPORT_PREVIEW_DAYS, IMPORT_ROWS_PAGE_SIZE, type ImportPreviewStatus, type ImportSummary } from '../../../shared/schemas/imports';
import { UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { admin_audit_log } from '../../db/schema/audit';
import { projects } from '../../db/schema/catalog';
import { imports } from '../../db/schema/imports';
import { cities, districts } from '../../db/schema/reference';
import { TestClient } from '../../test/http';
import { csvFile, failureOf, postImport, previewOf, sourceId, uploadImport, xlsxFile } from '../../test/import-fixtures';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// The importer's routes (decisions 039, 050): who may call them, the upload rules, reading CSV and XLSX with
// Turkish headers, numbers and dates, the remembered mapping, progress, the rows list and the history.

describeOnEachDatabase('admin imports: routes, upload rules and reading files', (ctx) => {
  let admin: TestClient;
  let member: TestClient;
  let gppd: string;
  let osm: string;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'aktar-admin', { superAdmin: true })).client;
    member = (await signedInMember(ctx, 'aktar-uye', { premium: true })).client;
    gppd = await sourceId(ctx.db, 'wri-gppd-1.3.0');
    osm = await sourceId(ctx.db, 'osm-power-grids-2017');
  });
  const preview = previewOf;
  /** The status URL of a started import, asked until its job has ended. */
  const uploadImportStatus = async (id: string) => {
    for (;;) {
      const res = await admin.get(`/api/admin/imports/${id}/preview`);
      if (!['queued', 'reading', 'checking'].includes((res.json() as ImportPreviewStatus).state)) return res;
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
  };
  const projectNamed = async (name: string) => (await ctx.db.select().from(projects).where(eq(projects.project_name, name)))[0];
  const districtId = async (city: string, district: string) =>
    (await ctx.db.select({ id: districts.id }).from(districts).innerJoin(cities, eq(cities.id, districts.city_id)).where(and(eq(cities.name, city), eq(districts.name, district))))[0]!.id;

  describe('permissions', () => {
    const id = randomUUID();
    const calls = [
      (c: TestClient) => c.get('/api/admin/imports'),
      (c: TestClient) => uploadImport(c, { kind: 'projects' }, { name: 'a.csv', data: 'Tesis Adı;İl\nA;Konya\n' }),
      (c: TestClient) => c.get(`/api/admin/imports/${id}`),
      (c: TestClient) => c.get(`/api/admin/imports/${id}/rows`),
      (c: TestClient) => c.post(`/api/admin/imports/${id}/commit`),
      (c: TestClient) => c.post(`/api/admin/imports/${id}/revert`),
    ];
    it('refuses a visitor (401) and a member, even a premium one (403), on every route', async () => {
      const visitor = new TestClient(ctx.app);
      for (const call of calls) {
        expect((await call(visitor)).statusCode).toBe(401);
        expect((await call(member)).statusCode).toBe(403);
      }
      expect(await ctx.db.select().from(projects).where(eq(projects.project_name, 'A'))).toEqual([]);
    });
  });

  describe('upload rules', () => {
    /** Refused at once (a status), or accepted and its preview job failed (what the file held). */
    const refusal = async (fields: Record<string, string>, file: { name: string; data: Buffer | string } | undefined, status: number | 'failed', message: string) => {
      const res = file ? await uploadImport(admin, fields, file) : await admin.upload('POST', '/api/admin/imports', fields);
      if (status === 'failed') {
        expect(failureOf(res)).toBe(message);
        return;
      }
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toBe(message);
    };
    it('refuses a file that is not CSV or XLSX, an empty one, one that only pretends, and a missing one', async () => {
      await refusal({ kind: 'projects' }, { name: 'liste.pdf', data: '%PDF-1.4' }, 400, UPLOAD_MESSAGES.importOnly);
      await refusal({ kind: 'projects' }, { name: 'liste.csv', data: '' }, 400, UPLOAD_MESSAGES.empty);
      await refusal({ kind: 'projects' }, { name: 'liste.xlsx', data: 'Tesis Adı;İl\nA;Konya\n' }, 'failed', UPLOAD_MESSAGES.importInvalid);
      await refusal({ kind: 'projects' }, { name: 'liste.csv', data: Buffer.from([0x50, 0x4b, 3, 4, 0, 0]) }, 'failed', UPLOAD_MESSAGES.importInvalid);
      await refusal({ kind: 'projects' }, undefined, 400, M.fileRequired);
    });
    it('refuses a file over 25 MB while it arrives (413)', async () => {
      const big = Buffer.alloc(25 * 1024 * 1024 + 1, 0x41);
      await refusal({ kind: 'projects' }, { name: 'buyuk.csv', data: big }, 413, UPLOAD_MESSAGES.importTooLarge);
    });
    it('refuses an unknown kind, an unknown source, a mapping that is not JSON or names what is not there', async () => {
      const file = { name: 'a.csv', data: 'Tesis Adı;İl\nA;Konya\n' };
      await refusal({ kind: 'santraller' }, file, 400, M.kind);
      await refusal({ kind: 'projects', source_id: randomUUID() }, file, 400, M.source);
      await refusal({ kind: 'projects', mapping: '{project_name:' }, file, 400, M.mapping);
      await refusal({ kind: 'projects', mapping: JSON.stringify({ guc: 'Tesis Adı' }) }, file, 400, M.mappingField('guc'));
      await refusal({ kind: 'projects', mapping: JSON.stringify({ project_name: 'Santral' }) }, file, 'failed', M.mappingHeader('Santral'));
    });
    it('reads at most two files at once per instance: a third upload is told to come back (429, Retry-After), and a slot frees whatever the preview did', async () => {
      const slots = ctx.app.importPreviews;
      expect(slots.size).toBe(2);
      const held = [slots.take(), slots.take()];
      const id = randomUUID();
      const file = { name: 'kalabalik.csv', data: 'Tesis Adı;İl\nKalabalık GES;Konya\n' };
      const busy = await uploadImport(admin, { kind: 'projects', id }, file);
      expect(busy.statusCode, busy.body).toBe(429);
      expect(busy.headers['retry-after']).toBe('20');
      expect(busy.json()).toMatchObject({ code: 'IMPORTS_BUSY', message: M.previewsBusy });
      expect(await ctx.db.select().from(imports).where(eq(imports.id, id))).toEqual([]);
      held[0]!();
      held[0]!(); // released twice: still one slot
      expect(slots.running).toBe(1);
      expect(previewOf(await uploadImport(admin, { kind: 'projects', id }, file)).id).toBe(id);
      // A refused upload and a failed job give their slot back too.
      expect((await uploadImport(admin, { kind: 'projects' }, { name: 'basliksiz.pdf', data: 'x' })).statusCode).toBe(400);
      expect(failureOf(await uploadImport(admin, { kind: 'projects' }, { name: 'basliksiz.csv', data: ';;\n;\n\n' }))).toBe(M.noHeader);
      expect(slots.running).toBe(1);
      held[1]!();
      expect(slots.running).toBe(0);
    });

    it('refuses a key column without a source, a file without a header row, and one with no rows', async () => {
      await refusal({ kind: 'projects' }, { name: 'a.csv', data: 'Lisans No;Tesis Adı;İl\nEÜ/1;A;Konya\n' }, 'failed', M.keyNeedsSource);
      await refusal({ kind: 'projects' }, { name: 'a.csv', data: ';;\n;\n\n' }, 'failed', M.noHeader);
      await refusal({ kind: 'projects' }, { name: 'kisa.csv', data: 'Tesis Adı;İl\n"A;Konya\n' }, 'failed', M.malformed(2));
      await refusal({ kind: 'projects' }, { name: 'bos.csv', data: 'Tesis Adı;İl\n;\n' }, 'failed', M.noRows);
      const long = `Tesis Adı;İl\n${'Uzun GES;Konya\n'.repeat(40)}"Bozuk;Konya\n`;
      await refusal({ kind: 'projects' }, { name: 'bozuk.csv', data: long }, 'failed', M.malformed(42));
      // A file whose preview failed stays in the history as failed, with the reason, and no rows.
      const history = (await admin.get('/api/admin/imports?status=failed&kind=projects')).json().items as ImportSummary[];
      expect(history.slice(0, 5).map((h) => [h.file_name, h.error])).toEqual([
        ['bozuk.csv', M.malformed(42)],
        ['bos.csv', M.noRows],
        ['kisa.csv', M.malformed(2)],
        ['a.csv', M.noHeader],
        ['a.csv', M.keyNeedsSource],
      ]);
      expect((await admin.get(`/api/admin/imports/${history[0]!.id}/rows`)).json().total).toBe(0);
      expect(await ctx.db.select().from(projects).where(eq(projects.project_name, 'Uzun GES'))).toEqual([]);
    });
  });

  describe('reading files', () => {
    it('reads a Turkish Excel CSV: title rows above the header, ";", Windows-1254, synonyms, decimals and dates', async () => {
      const data = csvFile(
        [
          ['EPDK LİSANSLI SANTRALLER LİSTESİ'],
          ['Hazırlanma: 2026'],
          ['Lisans No', 'TESİS ADI', 'İl', 'İlçe', 'Kurulu Güç (MWp)', 'Kurulu Güç (MWe)', 'Durum', 'Yatırımcı', 'İşletmeye Giriş Tarihi', 'Enlem', 'Boylam', 'Açıklama'],
          ['EÜ/100-1', 'Çumra Güneş Santrali', 'KONYA', 'çumra', '1.234,5', '1.000', 'Devreye Alınan', 'Işık Enerji A.Ş.', '05.03.2021', '37,574', '32,774', 'okunmaz'],
          [],
          ['EÜ/100-2', 'Ereğli GES', 'Konya', 'Ereğli', '12,3456', '10', 'ÇED Olumlu', '', '2024-06', '', '', ''],
        ],
        { encoding: 'windows-1254' },
      );
      const res = await uploadImport(admin, { kind: 'projects', source_id: gppd }, { name: 'epdk.csv', data });
      const body = preview(res);
      expect(body.counts).toEqual({ create: 2, update: 0, unchanged: 0, duplicate: 0, error: 0 });
      expect(body.headers[0]).toBe('Lisans No');
      expect(body.mapping).toMatchObject({ external_key: 'Lisans No', project_name: 'TESİS ADI', city: 'İl', dc_power_mwp: 'Kurulu Güç (MWp)', commissioning_date: 'İşletmeye Giriş Tarihi' });
      // Rows keep the file's numbering: the header is row 3, the blank row 5 is skipped.
      expect(body.rows.map((r) => r.row)).toEqual([4, 6]);
      expect(body.rows[0]!.diff).toEqual(
        expect.arrayContaining([
          { field: 'city', label: 'İl', before: null, after: 'Konya' },
          { field: 'district', label: 'İlçe', before: null, after: 'Çumra' },
          { field: 'dc_power_mwp', label: 'DC güç (MWp)', before: null, after: 1234.5 },
          { field: 'ac_power_mwe', label: 'AC güç (MWe)', before: null, after: 1000 },
          { field: 'commissioning_date', label: 'Devreye alma tarihi', before: null, after: '2021-03-05' },
        ]),
      );
      // "Açıklama" is read into no field: saved only once the admin confirms it is left out.
      expect(body.unmapped).toEqual(['Açıklama']);
      expect((await admin.post(`/api/admin/imports/${body.id}/commit`)).statusCode).toBe(400);
      expect((await admin.post(`/api/admin/imports/${body.id}/commit`, { ignore_columns: ['Açıklama'] })).statusCode).toBe(200);
      const cumra = await projectNamed('Çumra Güneş Santrali');
      expect(cumra).toMatchObject({ dc_power: 1234.5, dc_power_unit: 'MWp', ac_power: 1000, ac_power_unit: 'MWe', investor: 'Işık Enerji A.Ş.', commissioning_date: '2021-03-05', latitude: 37.574, longitude: 32.774 });
      expect(cumra!.district_id).toBe(await districtId('Konya', 'Çumra'));
      // A figure finer than the form's three decimals in MWp is kept in kWp, nothing rounded away.
      expect(await projectNamed('Ereğli GES')).toMatchObject({ dc_power: 12345.6, dc_power_unit: 'kWp', commissioning_date: '2024-06-01' });
    });

    it('decides the encoding on the whole file: a Windows-1254 row after 64 KB of ASCII keeps its Turkish letters', async () => {
      // Few but wide rows: 64 KB of ASCII before the first Turkish letter.
      const ascii = Array.from({ length: 300 }, (_, i) => [`Ascii Satir GES ${i}`, 'Konya', 'x'.repeat(240)]);
      const data = csvFile([['Tesis Adi', 'Il', 'Aciklama'], ...ascii, ['Şişli Güneş Çatı GES', 'İzmir', 'Üç ağaç']], { encoding: 'windows-1254' });
      expect(data.findIndex((byte) => byte >= 0x80)).toBeGreaterThan(64 * 1024);
      const res = await uploadImport(admin, { kind: 'projects' }, { name: 'uzun-1254.csv', data });
      const last = (await admin.get(`/api/admin/imports/${preview(res).id}/rows?page=${Math.ceil(301 / IMPORT_ROWS_PAGE_SIZE)}`)).json();
      expect(last.items.at(-1)).toMatchObject({ row: 302, action: 'create', label: 'Şişli Güneş Çatı GES' });
    });

    it('refuses a file with a byte neither UTF-8 nor Windows-1254 reads, or rows in two encodings, naming the row', async () => {
      const bad = Buffer.concat([Buffer.from('Tesis Adi;Il\r\nA GES;Konya\r\nB'), Uint8Array.from([0x81]), Buffer.from(' GES;Konya\r\n')]);
      const refused = await uploadImport(admin, { kind: 'projects' }, { name: 'bozuk-bayt.csv', data: bad });
      expect(failureOf(refused)).toBe(M.unreadable(3));
      expect(failureOf(refused)).toContain('3. satırda okunamayan karakter');
      const mixed = Buffer.concat([csvFile([['Tesis Adı', 'İl'], ['Çorlu GES', 'Tekirdağ']], { encoding: 'windows-1254' }), Buffer.from('Ödemiş GES;İzmir\r\n', 'utf8')]);
      const twice = await uploadImport(admin, { kind: 'projects' }, { name: 'karisik.csv', data: mixed });
      expect(failureOf(twice)).toBe(M.mixedEncoding(3));
      expect(await projectNamed('Ödemiş GES')).toBeUndefined();
    });

    it('reads the first sheet of an XLSX with Excel numbers and dates, and a "," CSV with a BOM the same way', async () => {
      const header = ['name', 'province', 'district', 'dc_mwp', 'commissioning'];
      const xlsx = await xlsxFile([header, ['Karapınar YEKA GES', 'Konya', 'Karapınar', 1350, new Date(Date.UTC(2023, 2, 1))]], [[header, ['Başka Sayfa GES', 'Konya', '', 5, null]]]);
      const fromXlsx = preview(await uploadImport(admin, { kind: 'projects', mapping: JSON.stringify({ dc_power_mwp: 'dc_mwp', commissioning_date: 'commissioning', city: 'province' }) }, { name: 'gppd.xlsx', data: xlsx }));
      expect(fromXlsx.counts.create).toBe(1);
      expect(fromXlsx.rows[0]!.diff).toEqual(
        expect.arrayContaining([
          { field: 'dc_power_mwp', label: 'DC güç (MWp)', before: null, after: 1350 },
          { field: 'commissioning_date', label: 'Devreye alma tarihi', before: null, after: '2023-03-01' },
        ]),
      );
      const csv = csvFile([header, ['Karapınar YEKA GES', 'Konya', 'Karapınar', '1350', '01.03.2023']], { delimiter: ',', bom: true });
      const fromCsv = preview(await uploadImport(admin, { kind: 'projects' }, { name: 'gppd.csv', data: csv }));
      // The mapping given with the XLSX was remembered for files without a source: the CSV needs none.
      expect(fromCsv.mapping).toMatchObject({ dc_power_mwp: 'dc_mwp', commissioning_date: 'commissioning', city: 'province' });
      expect(fromCsv.rows[0]!.diff).toEqual(fromXlsx.rows[0]!.diff);
    });

    it('remembers the mapping per source and kind, and names required fields no column holds', async () => {
      const file = (name: string) => ({ name, data: 'Santralin İsmi;Vilayet\nAkşehir GES;Konya\n' });
      const first = preview(await uploadImport(admin, { kind: 'projects', source_id: osm }, file('ilk.csv')));
      expect(first.headers).toEqual(['Santralin İsmi', 'Vilayet']);
      expect(first.missing).toEqual(['project_name', 'city']);
      expect(first.counts.error).toBe(1);
      expect(first.errors).toEqual([
        { row: 2, column: 'Proje adı', message: M.required('Proje adı') },
        { row: 2, column: 'İl', message: M.required('İl') },
      ]);
      const mapped = preview(await uploadImport(admin, { kind: 'projects', source_id: osm, mapping: JSON.stringify({ project_name: 'Santralin İsmi', city: 'Vilayet' }) }, file('ikinci.csv')));
      expect(mapped.counts).toMatchObject({ create: 1, error: 0 });
      const again = preview(await uploadImport(admin, { kind: 'projects', source_id: osm }, file('ucuncu.csv')));
      expect(again.mapping).toEqual({ project_name: 'Santralin İsmi', city: 'Vilayet' });
      // Another source does not inherit it.
      expect(preview(await uploadImport(admin, { kind: 'projects', source_id: gppd }, file('baska.csv'))).missing).toEqual(['project_name', 'city']);
    });
  });

  describe('progress, rows and history', () => {
    it('lets the client choose the id and poll it; the same id twice is refused (409)', async () => {
      const id = randomUUID();
      const data = csvFile([['Tesis Adı', 'İl'], ...Array.from({ length: 30 }, (_, i) => [`İlerleme GES ${i}`, 'Ankara'])]);
      const res = await uploadImport(admin, { kind: 'projects', id }, { name: 'ilerleme.csv', data });
      expect(preview(res).id).toBe(id);
      const status = (await admin.get(`/api/admin/imports/${id}`)).json() as ImportSummary;
      expect(status).toMatchObject({ id, status: 'previewed', progress: { done: 30, total: 30 }, counts: { create: 30 }, file_name: 'ilerleme.csv' });
      const again = await uploadImport(admin, { kind: 'projects', id }, { name: 'ilerleme.csv', data });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(M.idTaken);
      expect((await admin.get(`/api/admin/imports/${randomUUID()}`)).statusCode).toBe(404);
      expect((await admin.get('/api/admin/imports/kimlik')).statusCode).toBe(400);
    });

    it('answers the upload at once (202, the id and a status URL); the status reports the job from its row and the preview when ready', async () => {
      const id = randomUUID();
      const data = csvFile([['Tesis Adı', 'İl'], ...Array.from({ length: 1500 }, (_, i) => [`İş GES ${i}`, i === 7 ? 'Atlantis' : 'Ankara'])]);
      const posted = await postImport(admin, { kind: 'projects', id }, { name: 'is.csv', data });
      expect(posted.statusCode, posted.body).toBe(202);
      expect(posted.json()).toEqual({ id, status_url: `/api/admin/imports/${id}/preview` });
      expect(posted.headers.location).toBe(`/api/admin/imports/${id}/preview`);
      // The row exists from the answer on: its state is one of the job's, its rows read so far counted.
      const first = (await admin.get(`/api/admin/imports/${id}/preview`)).json() as ImportPreviewStatus;
      expect(['queued', 'reading', 'checking', 'ready']).toContain(first.state);
      const done = previewOf(await uploadImportStatus(id));
      expect(done).toMatchObject({ id, status: 'previewed', counts: { create: 1499, error: 1 }, headers: ['Tesis Adı', 'İl'], errors_total: 1 });
      expect(done.rows).toHaveLength(IMPORT_ROWS_PAGE_SIZE);
      expect(done.errors).toEqual([{ row: 9, column: 'İl', message: M.unknownCity('Atlantis') }]);
      expect((await admin.get(`/api/admin/imports/${id}/preview`)).json()).toMatchObject({ state: 'ready', progress: { done: 1500, total: 1500 }, error: null });
      // The stages are stored in the row, so another instance reads them: a job at "checking" is reported so.
      const [row] = await ctx.db.select().from(imports).where(eq(imports.id, id));
      expect(row).toMatchObject({ status: 'previewed', preview_stage: null });
      await ctx.db.update(imports).set({ status: 'previewing', preview_stage: 'checking', heartbeat_at: new Date() }).where(eq(imports.id, id));
      expect((await admin.get(`/api/admin/imports/${id}/preview`)).json()).toMatchObject({ state: 'checking', progress: { done: 1500 }, preview: null });
      // A job whose process stopped (no heartbeat for minutes) ends as failed when next asked, not stuck.
      await ctx.db.update(imports).set({ heartbeat_at: new Date(Date.now() - 10 * 60_000) }).where(eq(imports.id, id));
      expect((await admin.get(`/api/admin/imports/${id}/preview`)).json()).toMatchObject({ state: 'failed', error: M.interrupted, preview: null });
      expect((await admin.get(`/api/admin/imports/${id}/rows`)).json().total).toBe(0);
      expect((await admin.get(`/api/admin/imports/${randomUUID()}/preview`)).statusCode).toBe(404);
    });

    it('pages the rows in file order, all or of one action', async () => {
      const rows = Array.from({ length: IMPORT_ROWS_PAGE_SIZE + 5 }, (_, i) => [`Sayfa GES ${i}`, i % 50 === 0 ? 'Atlantis' : 'İzmir']);
      const body = preview(await uploadImport(admin, { kind: 'projects' }, { name: 'sayfa.csv', data: csvFile([['Tesis Adı', 'İl'], ...rows]) }));
      expect(body.rows).toHaveLength(IMPORT_ROWS_PAGE_SIZE);
      expect(body.counts).toEqual({ create: IMPORT_ROWS_PAGE_SIZE + 5 - 5, update: 0, unchanged: 0, duplicate: 0, error: 5 });
      const second = (await admin.get(`/api/admin/imports/${body.id}/rows?page=2`)).json();
      expect(second).toMatchObject({ total: IMPORT_ROWS_PAGE_SIZE + 5, page: 2, page_size: IMPORT_ROWS_PAGE_SIZE });
      expect(second.items.map((r: { row: number }) => r.row)).toEqual([202, 203, 204, 205, 206]);
      const errors = (await admin.get(`/api/admin/imports/${body.id}/rows?action=error`)).json();
      expect(errors.total).toBe(5);
      expect(errors.items[0]).toMatchObject({ row: 2, action: 'error', label: 'Sayfa GES 0', errors: [{ row: 2, column: 'İl', message: M.unknownCity('Atlantis') }] });
    });

    it('lists every import newest first with who, when, file, source and counts, and audits each step', async () => {
      const body = preview(await uploadImport(admin, { kind: 'projects', source_id: gppd }, { name: 'gecmis.csv', data: csvFile([['GPPD ID', 'Tesis Adı', 'İl'], ['G-1', 'Geçmiş GES', 'Bursa']]) }));
      await admin.post(`/api/admin/imports/${body.id}/commit`);
      const list = (await admin.get('/api/admin/imports')).json();
      expect(list.items[0]).toMatchObject({
        id: body.id,
        kind: 'projects',
        status: 'committed',
        file_name: 'gecmis.csv',
        source: { id: gppd, name: 'WRI Global Power Plant Database v1.3.0' },
        counts: { create: 1, update: 0, unchanged: 0, duplicate: 0, error: 0 },
        created_by: expect.stringContaining('aktar-admin'),
        committed_by: expect.stringContaining('aktar-admin'),
        reverted_at: null,
      });
      expect((await admin.get('/api/admin/imports?kind=companies')).json().items).toEqual([]);
      await admin.post(`/api/admin/imports/${body.id}/revert`);
      const audit = await ctx.db.select().from(admin_audit_log).where(and(eq(admin_audit_log.entity, 'imports'), eq(admin_audit_log.entity_id, body.id)));
      expect(audit.map((a) => a.action).sort()).toEqual(['commit', 'preview', 'revert']);
      expect((await admin.get(`/api/admin/imports/${body.id}`)).json()).toMatchObject({ status: 'reverted', reverted_by: expect.stringContaining('aktar-admin') });
    });

    it('removes a preview nobody committed within a week, and one a stopped server left half done', async () => {
      const old = preview(await uploadImport(admin, { kind: 'projects' }, { name: 'eski.csv', data: 'Tesis Adı;İl\nUnutulan GES;Ankara\n' }));
      const stuck = preview(await uploadImport(admin, { kind: 'projects' }, { name: 'yarim.csv', data: 'Tesis Adı;İl\nYarım GES;Ankara\n' }));
      const recent = preview(await uploadImport(admin, { kind: 'projects' }, { name: 'yeni.csv', data: 'Tesis Adı;İl\nTaze GES;Ankara\n' }));
      await ctx.db.update(imports).set({ created_at: new Date(Date.now() - (IMPORT_PREVIEW_DAYS * 24 + 1) * 3600_000) }).where(eq(imports.id, old.id));
      await ctx.db.update(imports).set({ status: 'previewing', preview_stage: 'checking', heartbeat_at: new Date(Date.now() - 25 * 3600_000) }).where(eq(imports.id, stuck.id));
      await uploadImport(admin, { kind: 'projects' }, { name: 'sonraki.csv', data: 'Tesis Adı;İl\nSonraki GES;Ankara\n' });
      expect((await admin.get(`/api/admin/imports/${old.id}`)).json()).toMatchObject({ status: 'failed', error: M.expired });
      expect((await admin.get(`/api/admin/imports/${stuck.id}`)).json()).toMatchObject({ status: 'failed', error: M.interrupted });
      expect((await admin.get(`/api/admin/imports/${old.id}/rows`)).json().total).toBe(0);
      expect((await admin.get(`/api/admin/imports/${recent.id}/rows`)).json().total).toBe(1);
      expect((await admin.post(`/api/admin/imports/${old.id}/commit`)).json()).toMatchObject({ statusCode: 409, message: M.failed });
    });

    it("lists the sources an import may name, from the one list the back office's source selects read", async () => {
      const items = (await admin.get('/api/admin/sources/options')).json().items as { key: string; is_generated: boolean }[];
      expect(items.map((s) => s.key)).toEqual(expect.arrayContaining(['wri-gppd-1.3.0', 'osm-power-grids-2017', 'gunesveri-ornek-veri']));
      expect(items.find((s) => s.key === 'gunesveri-ornek-veri')?.is_generated).toBe(true);
    });
  });
});
