import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { COMPANY_CLAIM_MAILS_PER_ADDRESS_PER_HOUR, COMPANY_CLAIMS_PER_DAY } from '../../../shared/constants';
import { COMPANY_CLAIM_MESSAGES as M } from '../../../shared/company-claim-messages';
import { admin_audit_log } from '../../db/schema/audit';
import { companies, projects } from '../../db/schema/catalog';
import { company_claim_links, company_claims } from '../../db/schema/company-claims';
import { company_suggestions, project_suggestions } from '../../db/schema/contributions';
import { user_companies, user_projects } from '../../db/schema/inventory';
import { representsCompany } from '../../policies/company-representative-policy';
import { CLAIM_JOBS } from '../../services/company-claims/claim-jobs';
import { decideClaim } from '../../services/company-claims/decide-claim';
import { mergeRecords, undoMerge } from '../../services/quality/merge-records';
import { TestClient } from '../../test/http';
import { MailSink } from '../../test/mail-sink';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// Claiming a company (docs/decisions/069-company-claims-and-representatives.md): a domain link mailed
// from an owed row, a document an admin reads, the limits under 20 parallel requests, the decisions
// with their reasons and mails, the mark, the representative's dashboard, and a merge of two claimed
// companies.

const mail = new MailSink();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await mail.start();
});
afterAll(async () => {
  await mail.stop();
});

const PDF = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
let n = 0;

async function company(ctx: TestContext, website: string | null = 'https://www.ornek-enerji.com.tr/hakkimizda') {
  const [row] = await ctx.db.insert(companies).values({ company_name: `Örnek Enerji ${++n}`, website }).returning({ id: companies.id, name: companies.company_name });
  return row!;
}

/** The token of the newest link mail to an address. */
async function tokenFor(address: string, nth = 1) {
  const link = await mail.linkFor(address, '/firma-dogrula?token=', nth);
  return decodeURIComponent(new URL(link).searchParams.get('token')!);
}

describeOnEachDatabase(
  'company claims',
  (ctx) => {
    let admin: TestClient;
    beforeAll(async () => {
      admin = (await signedInMember(ctx, 'temsil-admin', { superAdmin: true })).client;
    });

    it('refuses visitors (401) on every claim route and members (403) on the back office', async () => {
      const visitor = new TestClient(ctx.app, '10.77.0.1');
      const { client: member } = await signedInMember(ctx, 'temsil-yetki');
      const id = randomUUID();
      const memberRoutes: ['GET' | 'POST', string, object?][] = [
        ['GET', `/api/companies/${id}/my-claim`],
        ['POST', `/api/companies/${id}/claims/domain`, { email: 'a@ornek.com.tr' }],
        ['POST', `/api/companies/${id}/claims/document`, {}],
        ['POST', '/api/company-claims/verify', { token: 'x'.repeat(43) }],
        ['GET', '/api/me/company-claims'],
        ['GET', '/api/me/represented-companies'],
        ['GET', `/api/me/represented-companies/${id}/dashboard`],
      ];
      for (const [method, url, body] of memberRoutes) expect((await visitor.request(method, url, body)).statusCode, url).toBe(401);
      const adminRoutes: ['GET' | 'POST', string, object?][] = [
        ['GET', '/api/admin/company-claims'],
        ['GET', `/api/admin/company-claims/${id}/document`],
        ['POST', `/api/admin/company-claims/${id}/approve`, {}],
        ['POST', `/api/admin/company-claims/${id}/refuse`, { reason: 'x' }],
        ['POST', `/api/admin/company-claims/${id}/revoke`, { reason: 'x' }],
      ];
      for (const [method, url, body] of adminRoutes) {
        expect((await visitor.request(method, url, body)).statusCode, url).toBe(401);
        expect((await member.request(method, url, body)).statusCode, url).toBe(403);
      }
    });

    it('refuses a free-mail address, another domain, a look-alike and a company with no website, in Turkish', async () => {
      const { client } = await signedInMember(ctx, 'temsil-alan');
      const c = await company(ctx);
      const claim = (email: string, id = c.id) => client.post(`/api/companies/${id}/claims/domain`, { email });
      for (const email of ['ali@gmail.com', 'ali@hotmail.com.tr', 'ali@proton.me', 'ali@yandex.com']) {
        const res = await claim(email);
        expect(res.statusCode, email).toBe(400);
        expect(res.json().message).toBe(M.freeMail);
      }
      expect((await claim('ali@baska-firma.com.tr')).json().message).toBe(M.wrongDomain('ornek-enerji.com.tr'));
      expect((await claim('ali@kotu-ornek-enerji.com.tr')).statusCode).toBe(400);
      expect((await claim('ali@ornek-enerji.com.tr.evil.io')).statusCode).toBe(400);
      const bare = await company(ctx, null);
      const res = await claim('ali@ornek-enerji.com.tr', bare.id);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.noWebsite);
      // A free-mail host named as a company's website proves nothing either.
      const freeSite = await company(ctx, 'gmail.com');
      expect((await claim('ali@gmail.com', freeSite.id)).json().message).toBe(M.freeMail);
      expect(await ctx.db.select().from(company_claims).where(eq(company_claims.company_id, c.id))).toEqual([]);
    });

    it('verifies a domain claim by its mailed link once, for the claimant only; the mark shows on the company and its projects', async () => {
      const { client, user } = await signedInMember(ctx, 'temsil-link');
      const { client: other } = await signedInMember(ctx, 'temsil-baska');
      const premium = (await signedInMember(ctx, 'temsil-okur', { premium: true })).client;
      const c = await company(ctx);
      const [project] = await ctx.db.insert(projects).values({ project_name: 'Örnek GES', investor_company_id: c.id }).returning({ id: projects.id });
      const address = `satis-${ctx.target}@bolge.ornek-enerji.com.tr`;

      const res = await client.post(`/api/companies/${c.id}/claims/domain`, { email: address.toUpperCase() });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().message).toBe(M.linkSent(address));
      await ctx.app.jobs.drain();
      const token = await tokenFor(address);
      // Only the hash is kept.
      const [link] = await ctx.db.select().from(company_claim_links).where(eq(company_claim_links.email, address));
      expect(link!.token_hash).not.toContain(token);
      expect(link!.sent_at).not.toBeNull();
      expect((await client.get(`/api/companies/${c.id}/my-claim`)).json()).toMatchObject({ claim: { status: 'pending', method: 'domain' }, domain: 'ornek-enerji.com.tr' });

      expect((await client.post('/api/company-claims/verify', { token: `${token}x` })).statusCode).toBe(400);
      const stranger = await other.post('/api/company-claims/verify', { token });
      expect(stranger.statusCode).toBe(403);
      expect(stranger.json().message).toBe(M.linkOtherMember);
      // 20 clicks at once: one verifies, the others are told the link was used.
      const clicks = await Promise.all(Array.from({ length: 20 }, () => client.post('/api/company-claims/verify', { token })));
      const codes = clicks.map((r) => r.statusCode);
      expect(codes.filter((s) => s === 200)).toHaveLength(1);
      expect(codes.filter((s) => s === 409)).toHaveLength(19);
      expect((await client.post('/api/company-claims/verify', { token })).json().message).toBe(M.linkUsed);
      expect(await representsCompany(ctx.db, user.id, c.id)).toBe(true);

      expect((await new TestClient(ctx.app, '10.77.0.2').get(`/api/companies/${c.id}`)).json().company.represented).toBe(true);
      const detail = (await premium.get(`/api/projects/${project!.id}`)).json();
      expect(detail.project.companies).toEqual([expect.objectContaining({ id: c.id, represented: true })]);
      expect((await client.get('/api/me/represented-companies')).json().items).toEqual([expect.objectContaining({ id: c.id, name: c.name })]);
      // A second claim on a company already represented is refused.
      expect((await client.post(`/api/companies/${c.id}/claims/domain`, { email: address })).statusCode).toBe(409);
    });

    it('shows the mark on the company list at once when a link verifies a claim, and takes it off when an admin revokes it, though the first page is held', async () => {
      const { client } = await signedInMember(ctx, 'temsil-liste');
      const { client: premium } = await signedInMember(ctx, 'temsil-liste-okur', { premium: true });
      const { user: admin, email: adminEmail } = await signedInMember(ctx, 'temsil-liste-admin', { superAdmin: true });
      // First in the list's order (name, Turkish collation), so on its first page.
      const [c] = await ctx.db.insert(companies).values({ company_name: `Aaa Listede İşaretli ${ctx.target}`, website: 'https://liste-ornek.com.tr' }).returning({ id: companies.id });
      const visitor = new TestClient(ctx.app, '10.77.0.9');
      const markOn = async (reader: TestClient) => {
        const res = await reader.get('/api/companies');
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().items as { id: string; represented: boolean }[]).find((item) => item.id === c!.id)?.represented;
      };
      /** The first page is held: a second read runs no SQL. */
      const held = async (reader: TestClient) => {
        expect(await markOn(reader)).toBeDefined();
        const before = ctx.database.statements();
        await markOn(reader);
        expect(ctx.database.statements() - before).toBe(0);
      };
      expect(await markOn(visitor)).toBe(false);
      expect(await markOn(premium)).toBe(false);
      await held(visitor);

      // The member's own click verifies (no back-office write to empty anything): every held page lets go.
      const address = `liste-${ctx.target}@liste-ornek.com.tr`;
      expect((await client.post(`/api/companies/${c!.id}/claims/domain`, { email: address })).statusCode).toBe(201);
      await ctx.app.jobs.drain();
      expect(await markOn(visitor)).toBe(false);
      expect((await client.post('/api/company-claims/verify', { token: await tokenFor(address) })).statusCode).toBe(200);
      // Heard a moment after the commit (on a server, through the listening connection every instance has).
      await vi.waitFor(async () => expect(await markOn(visitor)).toBe(true), { timeout: 5_000, interval: 50 });
      expect(await markOn(premium)).toBe(true);
      await held(visitor);

      // Revoked outside any request (as on another instance, or by a script): the mark goes at once too.
      const [claim] = await ctx.db.select({ id: company_claims.id }).from(company_claims).where(eq(company_claims.company_id, c!.id));
      await decideClaim(ctx.db, { id: admin.id, email: adminEmail }, claim!.id, 'revoke', 'Firmadan ayrıldı');
      await vi.waitFor(async () => expect(await markOn(visitor)).toBe(false), { timeout: 5_000, interval: 50 });
      expect(await markOn(premium)).toBe(false);
      await held(visitor);

      // An admin's approval of a document claim brings it back.
      const [doc] = await ctx.db.insert(company_claims).values({ company_id: c!.id, user_id: admin.id, method: 'document' }).returning({ id: company_claims.id });
      await decideClaim(ctx.db, { id: admin.id, email: adminEmail }, doc!.id, 'approve', '');
      await vi.waitFor(async () => expect(await markOn(premium)).toBe(true), { timeout: 5_000, interval: 50 });
      expect(await markOn(visitor)).toBe(true);
    });

    it('refuses an expired link with 410 and an older link once a newer one was sent', async () => {
      const { client } = await signedInMember(ctx, 'temsil-sure');
      const c = await company(ctx);
      const address = `eski-${ctx.target}@ornek-enerji.com.tr`;
      expect((await client.post(`/api/companies/${c.id}/claims/domain`, { email: address })).statusCode).toBe(201);
      await ctx.app.jobs.drain();
      const first = await tokenFor(address, 1);
      expect((await client.post(`/api/companies/${c.id}/claims/domain`, { email: address })).statusCode).toBe(201);
      await ctx.app.jobs.drain();
      const second = await tokenFor(address, 2);
      // Asking again is the same claim, not a second one.
      expect(await ctx.db.select().from(company_claims).where(eq(company_claims.company_id, c.id))).toHaveLength(1);
      expect((await client.post('/api/company-claims/verify', { token: first })).statusCode).toBe(409);
      await ctx.db.update(company_claim_links).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(company_claim_links.email, address));
      const expired = await client.post('/api/company-claims/verify', { token: second });
      expect(expired.statusCode).toBe(410);
      expect(expired.json().message).toBe(M.linkExpired);
    });

    it('sends a link whose mail was owed when the process died (a row with no job) at the next sweep', async () => {
      const { user } = await signedInMember(ctx, 'temsil-cokme');
      const c = await company(ctx);
      const address = `cokme-${ctx.target}@ornek-enerji.com.tr`;
      // What a crash right after the commit leaves: the claim and its owed link, no job.
      const [claim] = await ctx.db.insert(company_claims).values({ company_id: c.id, user_id: user.id, method: 'domain' }).returning();
      await ctx.db.insert(company_claim_links).values({ claim_id: claim!.id, email: address, expires_at: new Date(Date.now() + 3_600_000) });
      await ctx.app.jobs.send(CLAIM_JOBS.sweep);
      await ctx.app.jobs.drain();
      expect(await tokenFor(address)).toMatch(/^[\w-]{40,}$/);
      const [link] = await ctx.db.select().from(company_claim_links).where(eq(company_claim_links.email, address));
      expect(link!.sent_at).not.toBeNull();
      // The next sweep owes nothing: one mail.
      await ctx.app.jobs.send(CLAIM_JOBS.sweep);
      await ctx.app.jobs.drain();
      expect(mail.to(address)).toHaveLength(1);
    });

    it('sends a decision mail still owed after a crash (a decided claim whose mail is "due") once, at the next sweep', async () => {
      const { user, email } = await signedInMember(ctx, 'temsil-karar-cokme');
      const c = await company(ctx);
      await ctx.db
        .insert(company_claims)
        .values({ company_id: c.id, user_id: user.id, method: 'document', status: 'refused', reason: 'Belge eksik', decided_at: new Date(), decision_mail: 'due' });
      await ctx.app.jobs.send(CLAIM_JOBS.sweep);
      await ctx.app.jobs.drain();
      await ctx.app.jobs.send(CLAIM_JOBS.sweep);
      await ctx.app.jobs.drain();
      const mails = mail.to(email);
      expect(mails.map((m) => m.subject)).toEqual(['GüneşVeri — firma temsilciliği başvurunuz reddedildi']);
      expect(mails[0]!.text).toContain('Gerekçe: Belge eksik');
      const [row] = await ctx.db.select().from(company_claims).where(eq(company_claims.user_id, user.id));
      expect(row!.decision_mail).toBe('sent');
    });

    it(`keeps ${COMPANY_CLAIMS_PER_DAY} claims a day per member under 20 parallel requests`, async () => {
      const { client, user } = await signedInMember(ctx, 'temsil-gunluk');
      const list = await Promise.all(Array.from({ length: 20 }, () => company(ctx)));
      const answers = await Promise.all(list.map((c, i) => client.post(`/api/companies/${c.id}/claims/domain`, { email: `k${i}-${ctx.target}@ornek-enerji.com.tr` })));
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((s) => s === 201)).toHaveLength(COMPANY_CLAIMS_PER_DAY);
      expect(codes.filter((s) => s === 429)).toHaveLength(20 - COMPANY_CLAIMS_PER_DAY);
      expect(answers.find((r) => r.statusCode === 429)!.json().message).toBe(M.tooManyClaims);
      expect(await ctx.db.select().from(company_claims).where(eq(company_claims.user_id, user.id))).toHaveLength(COMPANY_CLAIMS_PER_DAY);
    });

    it(`sends one address at most ${COMPANY_CLAIM_MAILS_PER_ADDRESS_PER_HOUR} verification mails an hour under 20 parallel requests from 20 members`, async () => {
      const c = await company(ctx);
      const members = await Promise.all(Array.from({ length: 20 }, (_, i) => signedInMember(ctx, `temsil-posta-${i}`)));
      const address = `hedef-${ctx.target}@ornek-enerji.com.tr`;
      const answers = await Promise.all(members.map(({ client }) => client.post(`/api/companies/${c.id}/claims/domain`, { email: address })));
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((s) => s === 201)).toHaveLength(COMPANY_CLAIM_MAILS_PER_ADDRESS_PER_HOUR);
      expect(codes.filter((s) => s === 429)).toHaveLength(20 - COMPANY_CLAIM_MAILS_PER_ADDRESS_PER_HOUR);
      await ctx.app.jobs.drain();
      expect(mail.to(address)).toHaveLength(COMPANY_CLAIM_MAILS_PER_ADDRESS_PER_HOUR);
    });

    it('keeps one pending claim per company and member under 20 parallel document claims, and refuses what is not a PDF', async () => {
      const { client, user } = await signedInMember(ctx, 'temsil-tek');
      const c = await company(ctx);
      const notPdf = await client.upload('POST', `/api/companies/${c.id}/claims/document`, {}, { name: 'belge.pdf', data: '<html>ben pdf değilim</html>', type: 'application/pdf' });
      expect(notPdf.statusCode).toBe(400);
      expect((await client.upload('POST', `/api/companies/${c.id}/claims/document`, {})).json().message).toBe(M.fileRequired);
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => client.upload('POST', `/api/companies/${c.id}/claims/document`, {}, { name: 'yetki.pdf', data: PDF, type: 'application/pdf' })),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((s) => s === 201)).toHaveLength(1);
      expect(codes.filter((s) => s === 409)).toHaveLength(19);
      expect(await ctx.db.select().from(company_claims).where(and(eq(company_claims.user_id, user.id), eq(company_claims.company_id, c.id)))).toHaveLength(1);
    });

    it('lets an admin read a document claim, approve it, refuse another and revoke a representative, each with a reason the member reads and gets by mail, audited', async () => {
      const { client, user, email } = await signedInMember(ctx, 'temsil-belge');
      const c = await company(ctx);
      const created = await client.upload('POST', `/api/companies/${c.id}/claims/document`, {}, { name: 'yetki.pdf', data: PDF, type: 'application/pdf' });
      expect(created.statusCode, created.body).toBe(201);
      const claimId = created.json().id as string;
      // The document is the admins' only: not under /files/, refused to the member.
      const [stored] = await ctx.db.select().from(company_claims).where(eq(company_claims.id, claimId));
      expect(stored!.document_path).toMatch(/^private\/company-claims\/[\w-]+\.pdf$/);
      expect((await client.get(`/api/admin/company-claims/${claimId}/document`)).statusCode).toBe(403);
      expect((await new TestClient(ctx.app, '10.77.0.3').get(`/files/${stored!.document_path}`)).statusCode).toBe(404);
      const doc = await admin.get(`/api/admin/company-claims/${claimId}/document`);
      expect(doc.statusCode).toBe(200);
      expect(doc.headers['content-type']).toBe('application/pdf');
      expect(doc.body).toBe(PDF);

      const pending = (await admin.get(`/api/admin/company-claims?status=pending&search=${encodeURIComponent(c.name)}`)).json();
      expect(pending.items).toEqual([expect.objectContaining({ id: claimId, member_email: email, method: 'document', has_document: true, status: 'pending' })]);
      expect((await admin.post(`/api/admin/company-claims/${claimId}/revoke`, { reason: 'Erken' })).statusCode).toBe(409);
      const approved = await admin.post(`/api/admin/company-claims/${claimId}/approve`, { reason: 'Yetki belgesi uygun' });
      expect(approved.statusCode, approved.body).toBe(200);
      expect((await admin.post(`/api/admin/company-claims/${claimId}/approve`, {})).statusCode).toBe(409);
      await ctx.app.jobs.drain();
      expect(mail.to(email).map((m) => m.subject)).toEqual(['GüneşVeri — firma temsilciliğiniz onaylandı']);
      expect((await admin.get(`/api/admin/company-claims?status=verified&company_id=${c.id}`)).json().items).toEqual([expect.objectContaining({ id: claimId, user_id: user.id })]);

      // What the representative did before the revoke stays: an accepted suggestion and the company's value.
      await ctx.db.update(companies).set({ phone: '2125550000' }).where(eq(companies.id, c.id));
      const [kept] = await ctx.db.insert(company_suggestions).values({ company_id: c.id, suggested_by: user.id, suggested_data: { phone: '2125550000' }, status: 'approved' }).returning();
      expect((await admin.post(`/api/admin/company-claims/${claimId}/revoke`, {})).json().message).toBe(M.reasonRequired);
      expect((await admin.post(`/api/admin/company-claims/${claimId}/revoke`, { reason: 'Firmadan ayrıldı' })).statusCode).toBe(200);
      await ctx.app.jobs.drain();
      const revokeMail = mail.to(email).find((m) => m.subject === 'GüneşVeri — firma temsilciliğiniz geri alındı');
      expect(revokeMail?.text).toContain('Gerekçe: Firmadan ayrıldı');
      expect(await representsCompany(ctx.db, user.id, c.id)).toBe(false);
      expect((await client.get(`/api/me/represented-companies/${c.id}/dashboard`)).statusCode).toBe(403);
      expect((await client.get('/api/me/company-claims')).json().items).toEqual([expect.objectContaining({ id: claimId, status: 'revoked', reason: 'Firmadan ayrıldı' })]);
      expect((await ctx.db.select().from(company_suggestions).where(eq(company_suggestions.id, kept!.id)))[0]).toMatchObject({ status: 'approved', suggested_by: user.id });
      expect((await ctx.db.select({ phone: companies.phone }).from(companies).where(eq(companies.id, c.id)))[0]!.phone).toBe('2125550000');
      expect((await new TestClient(ctx.app, '10.77.0.4').get(`/api/companies/${c.id}`)).json().company.represented).toBe(false);

      // A refusal: its reason in the member's account and mail.
      const second = await client.upload('POST', `/api/companies/${c.id}/claims/document`, {}, { name: 'yetki.pdf', data: PDF, type: 'application/pdf' });
      const secondId = second.json().id as string;
      expect((await admin.post(`/api/admin/company-claims/${secondId}/refuse`, {})).statusCode).toBe(400);
      expect((await admin.post(`/api/admin/company-claims/${secondId}/refuse`, { reason: 'Belge okunmuyor' })).statusCode).toBe(200);
      await ctx.app.jobs.drain();
      expect(mail.to(email).find((m) => m.subject === 'GüneşVeri — firma temsilciliği başvurunuz reddedildi')?.text).toContain('Gerekçe: Belge okunmuyor');
      const audit = await ctx.db.select().from(admin_audit_log).where(eq(admin_audit_log.entity, 'company_claims'));
      expect(audit.filter((a) => a.entity_id === claimId).map((a) => a.action).sort()).toEqual(['approve', 'revoke']);
      expect(audit.filter((a) => a.entity_id === secondId).map((a) => a.action)).toEqual(['refuse']);
    });

    it("shows a representative counts of openings in the last 30 and 90 days, its projects' gaps and its pending suggestions", async () => {
      const { client, user } = await signedInMember(ctx, 'temsil-pano');
      const c = await company(ctx);
      const [full, gap] = await ctx.db
        .insert(projects)
        .values([
          { project_name: 'Tam GES', contractor_company_id: c.id, latitude: 38.1, longitude: 27.2, ac_power: 5 },
          { project_name: 'Eksik GES', investor_company_id: c.id },
        ])
        .returning({ id: projects.id });
      await ctx.db.insert(company_claims).values({ company_id: c.id, user_id: user.id, method: 'document', status: 'verified', decided_at: new Date() });
      const readers = await Promise.all(Array.from({ length: 4 }, (_, i) => signedInMember(ctx, `temsil-okuyan-${i}`)));
      const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000);
      await ctx.db.insert(user_companies).values([
        { user_id: readers[0]!.user.id, company_id: c.id, opened_at: daysAgo(3) },
        { user_id: readers[1]!.user.id, company_id: c.id, opened_at: daysAgo(20) },
        { user_id: readers[2]!.user.id, company_id: c.id, opened_at: daysAgo(60) },
        { user_id: readers[3]!.user.id, company_id: c.id, opened_at: daysAgo(120) },
      ]);
      await ctx.db.insert(user_projects).values([
        { user_id: readers[0]!.user.id, project_id: full!.id, opened_at: daysAgo(5) },
        { user_id: readers[0]!.user.id, project_id: gap!.id, opened_at: daysAgo(6) },
        { user_id: readers[1]!.user.id, project_id: gap!.id, opened_at: daysAgo(45) },
      ]);
      await ctx.db.insert(project_suggestions).values([
        { project_id: gap!.id, suggested_by: user.id, suggested_data: { ac_power: 10 } },
        { project_id: full!.id, suggested_by: user.id, suggested_data: { ac_power: 6 }, status: 'rejected' },
      ]);
      const res = await client.get(`/api/me/represented-companies/${c.id}/dashboard`);
      expect(res.statusCode, res.body).toBe(200);
      const board = res.json();
      expect(board.openings).toEqual({ company: { days30: 2, days90: 3 }, projects: { days30: 1, days90: 2 } });
      expect(board.projects).toBe(2);
      const gaps = Object.fromEntries(board.gaps.map((g: { key: string; count: number; items: { name: string }[] }) => [g.key, g]));
      expect(gaps.no_coordinates).toMatchObject({ count: 1, items: [{ id: gap!.id, name: 'Eksik GES' }] });
      expect(gaps.no_capacity).toMatchObject({ count: 1 });
      expect(gaps.stale.count).toBe(2);
      expect(board.pending_suggestions).toEqual([expect.objectContaining({ kind: 'project', item_id: gap!.id, item_name: 'Eksik GES' })]);
      // Never who: no member's id or address anywhere in the answer.
      for (const reader of readers) expect(res.body).not.toContain(reader.user.id);
      // Another member, even one with a claim waiting, is refused.
      const { client: waiting, user: waitingUser } = await signedInMember(ctx, 'temsil-bekleyen');
      await ctx.db.insert(company_claims).values({ company_id: c.id, user_id: waitingUser.id, method: 'document' });
      const refused = await waiting.get(`/api/me/represented-companies/${c.id}/dashboard`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(M.notRepresentative);
    });

    it("merges two companies a member has pending claims on into one pending claim, and the undo puts the other back", async () => {
      const { user } = await signedInMember(ctx, 'temsil-birlesme');
      const { user: admin } = await signedInMember(ctx, 'temsil-birlestiren', { superAdmin: true });
      const survivor = await company(ctx);
      const merged = await company(ctx);
      await ctx.db.insert(company_claims).values([
        { company_id: survivor.id, user_id: user.id, method: 'domain' },
        { company_id: merged.id, user_id: user.id, method: 'document', document_path: 'private/company-claims/x.pdf' },
        // A decided claim on the merged-away company moves with it.
        { company_id: merged.id, user_id: user.id, method: 'domain', status: 'refused', reason: 'Eski' },
      ]);
      const { id: mergeId } = await mergeRecords(ctx.db, { kind: 'company', survivorId: survivor.id, mergedId: merged.id, choices: {} }, admin);
      const after = await ctx.db.select().from(company_claims).where(eq(company_claims.user_id, user.id));
      expect(after.map((r) => [r.company_id, r.status, r.method]).sort()).toEqual(
        [
          [survivor.id, 'pending', 'domain'],
          [survivor.id, 'refused', 'domain'],
        ].sort(),
      );
      await undoMerge(ctx.db, mergeId, admin);
      const back = await ctx.db.select().from(company_claims).where(eq(company_claims.user_id, user.id));
      expect(back.map((r) => [r.company_id, r.status, r.method]).sort()).toEqual(
        [
          [survivor.id, 'pending', 'domain'],
          [merged.id, 'pending', 'document'],
          [merged.id, 'refused', 'domain'],
        ].sort(),
      );
    });
  },
  // The lists' first pages are held, as in production, for the mark's test.
  { config: () => ({ SMTP_URL: smtpUrl, AUTH_RATE_LIMIT_PER_MINUTE: '10000', AUTH_ACCOUNT_RATE_LIMIT_PER_MINUTE: '10000', LIST_CACHE_MS: '60000' }) },
);
