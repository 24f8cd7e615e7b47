import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { LEGAL_DOCUMENT_MESSAGES } from '../../../shared/schemas/admin/legal-documents';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth';
import { contract_acceptances, contracts, cookie_policies } from '../../db/schema/legal';
import { UPLOAD_MESSAGES } from '../../services/uploads/check-upload';
import { TestClient } from '../../test/http';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase } from '../../test/test-app';

// Contracts and cookie policies (docs/product-rules.md#legal-documents; decision 012): a PDF checked by
// content and size before anything is stored, random stored names, the old file gone on replace and delete,
// the status badge toggling what the footer and registration show, and a new required contract version asked
// of members who joined before it.

const PDF = '%PDF-1.7\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n';
const C = LEGAL_DOCUMENT_MESSAGES.contracts;

describeOnEachDatabase('admin contracts and cookie policies', (ctx) => {
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInMember(ctx, 'sozlesme-admin', { superAdmin: true })).client;
  });

  /** Every stored file under a folder of the storage root. */
  const storedFiles = async (folder: string) => {
    try {
      return (await readdir(path.join(ctx.app.storage.root, folder))).sort();
    } catch {
      return [];
    }
  };
  const publicContracts = async () => ((await new TestClient(ctx.app).get('/api/legal/contracts')).json().items as { title: string; file_url: string; must: boolean }[]);
  const addContract = (title: string, must = false, data: string | Buffer = PDF, name = 'sozlesme.pdf') =>
    admin.upload('POST', '/api/admin/contracts', { title, must: String(must) }, { name, data, type: 'application/pdf' });

  it('refuses each bad upload with its Turkish message before storing anything', async () => {
    const before = await storedFiles('contracts');
    const rowsBefore = (await ctx.db.select().from(contracts)).length;
    const refusals: [Promise<{ statusCode: number; json: () => { message: string } }>, number, string][] = [
      [admin.upload('POST', '/api/admin/contracts', { title: '   ' }, { name: 'a.pdf', data: PDF }), 400, C.title],
      [admin.upload('POST', '/api/admin/contracts', { title: 'Dosyasız' }), 400, C.fileRequired],
      // PNG bytes under a .pdf name; an HTML page named .pdf; a PDF named .html.
      [addContract('PNG', false, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])), 400, UPLOAD_MESSAGES.pdfOnly],
      [addContract('HTML', false, '<html><script>alert(1)</script>%PDF-1.4</html>'), 400, UPLOAD_MESSAGES.pdfOnly],
      [addContract('Uzantı', false, PDF, 'sozlesme.html'), 400, UPLOAD_MESSAGES.pdfOnly],
      [addContract('Boş', false, ''), 400, UPLOAD_MESSAGES.empty],
      // One byte over 10 MB: busboy stops reading at the limit.
      [addContract('Büyük', false, Buffer.concat([Buffer.from(PDF), Buffer.alloc(10 * 1024 * 1024 + 1 - PDF.length, 0x20)])), 413, UPLOAD_MESSAGES.pdfTooLarge],
      [admin.upload('POST', '/api/admin/contracts', { title: 'a\u0000b' }, { name: 'a.pdf', data: PDF }), 400, 'Gönderilen veride geçersiz karakter var.'],
      [admin.upload('POST', '/api/admin/contracts', { title: 'Fazla', is_super_admin: 'true' }, { name: 'a.pdf', data: PDF }), 400, 'Tanınmayan anahtar: "is_super_admin"'],
    ];
    for (const [pending, status, message] of refusals) {
      const res = await pending;
      expect(res.statusCode, message).toBe(status);
      expect(res.json().message).toBe(message);
    }
    // JSON instead of a form.
    const json = await admin.post('/api/admin/contracts', { title: 'JSON' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('Dosya multipart/form-data olarak gönderilmelidir');
    expect(await storedFiles('contracts')).toEqual(before);
    expect(await ctx.db.select().from(contracts)).toHaveLength(rowsBefore);
  });

  it('stores a PDF under a random name whatever it was called, starts it active and shows it in the footer list', async () => {
    const before = await storedFiles('contracts');
    const res = await addContract('Gizlilik Sözleşmesi', true, PDF, '../../etc/passwd.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe(C.created);
    const [row] = await ctx.db.select().from(contracts).where(eq(contracts.id, res.json().id));
    expect(row).toMatchObject({ title: 'Gizlilik Sözleşmesi', active: true, must: true });
    expect(row!.file_path).toMatch(/^contracts\/[0-9a-f-]{36}\.pdf$/);
    expect(await storedFiles('contracts')).toEqual([...before, row!.file_path.split('/')[1]].sort());

    const listed = (await publicContracts()).find((c) => c.title === 'Gizlilik Sözleşmesi')!;
    expect(listed.must).toBe(true);
    const file = await new TestClient(ctx.app).get(listed.file_url);
    expect(file.statusCode).toBe(200);
    expect(file.body.startsWith('%PDF-1.7')).toBe(true);

    // Registration now needs it.
    const register = await new TestClient(ctx.app).post('/api/auth/register', { email: 'yeni-kayit@example.com', password: 'Gizli-sifre-123', accepted_contract_ids: [] });
    expect(register.json().message).toBe(AUTH_MESSAGES.contractsRequired);
  });

  it('edits the title alone, replaces the PDF (the old file goes), toggles and deletes', async () => {
    const id = (await addContract('Eski Başlık')).json().id as string;
    const [first] = await ctx.db.select().from(contracts).where(eq(contracts.id, id));

    const blank = await admin.upload('PUT', `/api/admin/contracts/${id}`, { title: ' ' });
    expect(blank.json().message).toBe(C.title);
    expect((await admin.upload('PUT', `/api/admin/contracts/${id}`, { title: 'Yeni Başlık' })).json().message).toBe(C.saved);
    const [renamed] = await ctx.db.select().from(contracts).where(eq(contracts.id, id));
    expect(renamed).toMatchObject({ title: 'Yeni Başlık', file_path: first!.file_path, must: false });
    expect(renamed!.version_at.getTime()).toBe(first!.version_at.getTime());

    // A refused replacement keeps the old file.
    expect((await admin.upload('PUT', `/api/admin/contracts/${id}`, { title: 'Yeni Başlık' }, { name: 'x.pdf', data: 'GIF89a' })).statusCode).toBe(400);
    expect(await storedFiles('contracts')).toContain(first!.file_path.split('/')[1]);

    await admin.upload('PUT', `/api/admin/contracts/${id}`, { title: 'Yeni Başlık', must: 'true' }, { name: 'v2.pdf', data: PDF.replace('1.7', '2.0') });
    const [replaced] = await ctx.db.select().from(contracts).where(eq(contracts.id, id));
    expect(replaced!.file_path).not.toBe(first!.file_path);
    expect(replaced!.must).toBe(true);
    expect(replaced!.version_at.getTime()).toBeGreaterThan(first!.version_at.getTime());
    const files = await storedFiles('contracts');
    expect(files).not.toContain(first!.file_path.split('/')[1]);
    expect(files).toContain(replaced!.file_path.split('/')[1]);

    expect((await admin.post(`/api/admin/contracts/${id}/toggle`, {})).json().message).toBe(C.toggled);
    expect((await publicContracts()).map((c) => c.title)).not.toContain('Yeni Başlık');
    expect((await admin.get('/api/admin/contracts')).json().items.find((c: { id: string }) => c.id === id)).toMatchObject({ active: false, must: true });
    await admin.post(`/api/admin/contracts/${id}/toggle`, {});
    expect((await publicContracts()).map((c) => c.title)).toContain('Yeni Başlık');

    expect((await admin.request('DELETE', `/api/admin/contracts/${id}`)).json().message).toBe(C.deleted);
    expect(await storedFiles('contracts')).not.toContain(replaced!.file_path.split('/')[1]);
    expect((await admin.request('DELETE', `/api/admin/contracts/${id}`)).json().message).toBe(C.notFound);
    expect((await admin.upload('PUT', `/api/admin/contracts/${id}`, { title: 'Yok' })).statusCode).toBe(404);
  });

  it('writes only the fields an edit sends: a contract renamed without its flag stays required', async () => {
    const id = (await addContract('Zorunlu Kalır', true)).json().id as string;
    expect((await admin.upload('PUT', `/api/admin/contracts/${id}`, { title: 'Zorunlu Kalır (güncel)' })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(contracts).where(eq(contracts.id, id));
    expect(row).toMatchObject({ title: 'Zorunlu Kalır (güncel)', must: true });
    // Sent, the flag is written.
    await admin.upload('PUT', `/api/admin/contracts/${id}`, { title: 'Zorunlu Kalır (güncel)', must: 'false' });
    expect((await ctx.db.select().from(contracts).where(eq(contracts.id, id)))[0]).toMatchObject({ must: false });
  });

  it('keeps cookie policies without a required flag; the newest active one is the public policy', async () => {
    const P = LEGAL_DOCUMENT_MESSAGES['cookie-policies'];
    const seeded = await storedFiles('cookie-policies');
    const res = await admin.upload('POST', '/api/admin/cookie-policies', { title: 'Çerez Politikası 2026', must: 'true' }, { name: 'cerez.pdf', data: PDF });
    expect(res.json().message).toBe(P.created);
    const [row] = await ctx.db.select().from(cookie_policies).where(eq(cookie_policies.id, res.json().id));
    expect(row!.file_path).toMatch(/^cookie-policies\/[0-9a-f-]{36}\.pdf$/);
    expect((await admin.get('/api/admin/cookie-policies')).json().items[0]).toMatchObject({ title: 'Çerez Politikası 2026', must: false, active: true });
    expect((await new TestClient(ctx.app).get('/api/legal/cookie-policy')).json().policy.title).toBe('Çerez Politikası 2026');
    await admin.post(`/api/admin/cookie-policies/${row!.id}/toggle`, {});
    expect((await new TestClient(ctx.app).get('/api/legal/cookie-policy')).json().policy.title).not.toBe('Çerez Politikası 2026');
    expect(await storedFiles('cookie-policies')).toHaveLength(seeded.length + 1);
    await admin.request('DELETE', `/api/admin/cookie-policies/${row!.id}`);
    expect(await storedFiles('cookie-policies')).toEqual(seeded);
  });

  it('asks a member who joined before a new required contract to accept it, and again when its PDF is replaced', async () => {
    const member = await signedInMember(ctx, 'sozlesme-uye');
    const pending = async () => ((await member.client.get('/api/me/contracts/pending')).json().items as { id: string; title: string }[]);
    // The required contract added earlier in this file predates nothing: the member joined after it.
    expect(await pending()).toEqual([]);

    const optional = (await addContract('İsteğe Bağlı Metin', false)).json().id as string;
    const required = (await addContract('Yeni Kullanım Koşulları', true)).json().id as string;
    expect((await pending()).map((c) => c.title)).toEqual(['Yeni Kullanım Koşulları']);
    expect(optional).toBeTruthy();

    const missing = await member.client.post('/api/me/contracts/accept', { contract_ids: [optional] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(AUTH_MESSAGES.contractsRequired);
    expect((await member.client.post('/api/me/contracts/accept', { contract_ids: [required] })).statusCode).toBe(200);
    expect(await pending()).toEqual([]);
    const accepted = await ctx.db.select().from(contract_acceptances).where(eq(contract_acceptances.user_id, member.user.id));
    expect(accepted.map((a) => a.contract_title)).toEqual(['Yeni Kullanım Koşulları']);

    // A rename is not a new version; a new PDF is.
    await admin.upload('PUT', `/api/admin/contracts/${required}`, { title: 'Kullanım Koşulları', must: 'true' });
    expect(await pending()).toEqual([]);
    await admin.upload('PUT', `/api/admin/contracts/${required}`, { title: 'Kullanım Koşulları', must: 'true' }, { name: 'v2.pdf', data: PDF });
    expect((await pending()).map((c) => c.title)).toEqual(['Kullanım Koşulları']);

    // Inactive contracts are not asked; visitors have nothing to answer.
    await admin.post(`/api/admin/contracts/${required}/toggle`, {});
    expect(await pending()).toEqual([]);
    expect((await new TestClient(ctx.app).get('/api/me/contracts/pending')).statusCode).toBe(401);
  });
});
