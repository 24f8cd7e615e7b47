import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CORRECTION_MESSAGES as C } from '../../../shared/schemas/corrections';
import { companies, projects } from '../../db/schema/catalog';
import { company_claims } from '../../db/schema/company-claims';
import { company_suggestions, project_suggestions } from '../../db/schema/contributions';
import { record_events } from '../../db/schema/history';
import { sources } from '../../db/schema/sources';
import { notifications } from '../../db/schema/watches';
import { REPRESENTATIVE_SOURCE } from '../../services/corrections/representative-source';
import { CORRECTION_MAIL_JOBS } from '../../services/corrections/decision-mails';
import { seedReferenceFixture, type ReferenceFixture } from '../../test/catalog-fixtures';
import { TestClient } from '../../test/http';
import { MailSink } from '../../test/mail-sink';
import { signedInMember } from '../../test/members';
import { describeOnEachDatabase, type TestContext } from '../../test/test-app';

// A company representative's corrections by field with a source, the admin's field-by-field review
// and the public change log (docs/decisions/070-field-corrections-and-change-log.md).

const mail = new MailSink();
let smtpUrl = '';
beforeAll(async () => {
  smtpUrl = await mail.start();
});
afterAll(async () => {
  await mail.stop();
});

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/**
 * A member who claims the company by an address at its domain (its website `https://eski.example`)
 * and verifies it by the link mailed there, as the claim flow does (docs/decisions/069).
 */
async function representativeByLink(ctx: TestContext, label: string, companyId: string) {
  const member = await signedInMember(ctx, label);
  const address = `${label}-${ctx.target}@eski.example`;
  const claimed = await member.client.post(`/api/companies/${companyId}/claims/domain`, { email: address });
  expect(claimed.statusCode, claimed.body).toBe(201);
  await ctx.app.jobs.drain();
  const link = new URL(await mail.linkFor(address, '/firma-dogrula?token='));
  const verified = await member.client.post('/api/company-claims/verify', { token: link.searchParams.get('token') });
  expect(verified.statusCode, verified.body).toBe(200);
  return member;
}

/** A member made a representative of the company the way the claim flow does: a verified claim. */
async function representative(ctx: TestContext, label: string, companyId: string) {
  const member = await signedInMember(ctx, label);
  await ctx.db.insert(company_claims).values({ company_id: companyId, user_id: member.user.id, method: 'domain', status: 'verified', decided_at: new Date() });
  return member;
}

describeOnEachDatabase(
  'company corrections',
  (ctx) => {
    let admin: TestClient;
    let ref: ReferenceFixture;
    beforeAll(async () => {
      admin = (await signedInMember(ctx, 'duzeltme-admin', { superAdmin: true })).client;
      ref = await seedReferenceFixture(ctx.db, 'duzeltme');
    });

    async function company(name: string, values: Partial<typeof companies.$inferInsert> = {}) {
      const [row] = await ctx.db.insert(companies).values({ company_name: name, city_id: ref.city, email: 'bilgi@firma.com.tr', website: 'https://eski.example', ...values }).returning();
      return row!;
    }

    it('a representative verified by a domain link corrects capacity with a URL source; the admin approves one field and rejects another; the log shows date, origin and source; a follower gets one notification; the representative one mail', async () => {
      const epc = await company('Güneş EPC');
      const [project] = await ctx.db
        .insert(projects)
        .values({ project_name: 'Konya GES 1', city_id: ref.city, district_id: ref.district, dc_power: 5, dc_power_unit: 'MWp', ac_power: 4, ac_power_unit: 'MWe', contractor_company_id: epc.id })
        .returning();
      const rep = await representativeByLink(ctx, 'temsilci', epc.id);
      const follower = await signedInMember(ctx, 'takipci');
      expect((await follower.client.post('/api/me/watches', { target: 'project', target_id: project!.id })).statusCode).toBe(201);

      // The form shows the current values.
      const form = await rep.client.get(`/api/corrections/projects/${project!.id}`);
      expect(form.statusCode, form.body).toBe(200);
      expect(form.json()).toMatchObject({ kind: 'projects', name: 'Konya GES 1', company: { id: epc.id, name: 'Güneş EPC' }, values: { dc_power: 5, ac_power: 4, project_name: 'Konya GES 1' } });

      // Fields sent with their current values are not part of the correction.
      const sent = await rep.client.post(`/api/corrections/projects/${project!.id}`, {
        values: { dc_power: 7.5, ac_power: 6, project_name: 'Konya GES 1', dc_power_unit: 'MWp' },
        sources: { dc_power: { kind: 'url', url: 'https://firma.example/basin/konya-ges-1' }, ac_power: { kind: 'statement' } },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json()).toMatchObject({ message: C.success, fields: ['dc_power', 'ac_power'] });
      const [stored] = await ctx.db.select().from(project_suggestions).where(eq(project_suggestions.id, sent.json().id));
      expect(stored).toMatchObject({ suggested_data: { dc_power: 7.5, ac_power: 6 }, by_representative: true, representing_company_id: epc.id, suggested_by: rep.user.id, status: 'pending' });

      // The review shows it as the company's, with each field's source beside its diff.
      const list = (await admin.get('/api/admin/suggestions')).json();
      const row = list.projects.find((s: { id: string }) => s.id === sent.json().id);
      expect(row).toMatchObject({ by_representative: true, status: 'pending' });
      expect(row.fields).toEqual([
        expect.objectContaining({ key: 'dc_power', current: '5', suggested: '7.5', changed: true, source: { kind: 'url', label: 'https://firma.example/basin/konya-ges-1', url: 'https://firma.example/basin/konya-ges-1' } }),
        expect.objectContaining({ key: 'ac_power', current: '4', suggested: '6', changed: true, source: { kind: 'statement', label: 'Firma beyanı', url: null } }),
      ]);

      // Every field needs a decision, and a rejection its reason.
      const incomplete = await admin.post(`/api/admin/suggestions/projects/${row.id}/decide`, { decisions: { dc_power: { decision: 'approved' } } });
      expect([incomplete.statusCode, incomplete.json().message]).toEqual([400, C.decisionsIncomplete]);
      const noReason = await admin.post(`/api/admin/suggestions/projects/${row.id}/decide`, { decisions: { dc_power: { decision: 'approved' }, ac_power: { decision: 'rejected', reason: ' ' } } });
      expect([noReason.statusCode, noReason.json().message]).toEqual([400, C.reasonRequired]);
      expect((await ctx.db.select().from(record_events).where(eq(record_events.entity_id, project!.id)))).toHaveLength(0);

      const decided = await admin.post(`/api/admin/suggestions/projects/${row.id}/decide`, {
        decisions: { dc_power: { decision: 'approved' }, ac_power: { decision: 'rejected', reason: 'AC gücü lisans belgesiyle uyuşmuyor' } },
      });
      expect(decided.statusCode, decided.body).toBe(200);
      expect(decided.json().message).toBe(C.decided);
      const again = await admin.post(`/api/admin/suggestions/projects/${row.id}/decide`, { decisions: { dc_power: { decision: 'approved' }, ac_power: { decision: 'approved' } } });
      expect(again.statusCode).toBe(409);

      // Only the approved field changed; the rejected and the untouched ones did not.
      const [after] = await ctx.db.select().from(projects).where(eq(projects.id, project!.id));
      expect(after).toMatchObject({ dc_power: 7.5, ac_power: 4, project_name: 'Konya GES 1', dc_power_unit: 'MWp' });

      // One history event, origin company, naming the representative source and the field's own.
      const events = await ctx.db.select().from(record_events).where(eq(record_events.entity_id, project!.id));
      expect(events).toHaveLength(1);
      const [source] = await ctx.db.select().from(sources).where(eq(sources.key, REPRESENTATIVE_SOURCE.key));
      expect(events[0]).toMatchObject({
        origin: 'company',
        kind: 'capacity',
        changes: { dc_power: { before: 5, after: 7.5 } },
        source_id: source!.id,
        field_sources: { dc_power: { kind: 'url', url: 'https://firma.example/basin/konya-ges-1' } },
      });

      // The public log, read by a visitor: date, origin, source; never who the member is.
      const log = await new TestClient(ctx.app).get(`/api/projects/${project!.id}/change-log`);
      expect(log.statusCode, log.body).toBe(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(log.json()).toEqual({
        masked: false,
        entries: [
          {
            id: events[0]!.id,
            occurred_on: today,
            kind: 'capacity',
            kind_label: 'Kapasite değişti',
            origin: 'company',
            origin_label: 'Firma temsilcisi',
            changes: [{ field: 'dc_power', label: 'DC güç', before: 5, after: 7.5, source: { name: 'Web sayfası: firma.example', url: 'https://firma.example/basin/konya-ges-1', date: today } }],
          },
        ],
      });
      expect(log.body).not.toContain(rep.email);

      // The follower is told once; the representative reads the decision and its reason, and gets one mail.
      await ctx.app.jobs.drain();
      const told = await ctx.db.select().from(notifications).where(eq(notifications.user_id, follower.user.id));
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({ entity: 'project', entity_id: project!.id, kind: 'capacity' });
      const mine = (await rep.client.get('/api/corrections/mine')).json();
      expect(mine.companies).toEqual([{ id: epc.id, name: 'Güneş EPC' }]);
      expect(mine.corrections[0]).toMatchObject({ id: row.id, status: 'approved', item_name: 'Konya GES 1' });
      expect(mine.corrections[0].fields).toEqual([
        expect.objectContaining({ key: 'dc_power', decision: 'approved', reason: null }),
        expect.objectContaining({ key: 'ac_power', decision: 'rejected', reason: 'AC gücü lisans belgesiyle uyuşmuyor' }),
      ]);
      const mails = mail.to(rep.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('GüneşVeri — Düzeltmeniz sonuçlandı: Konya GES 1');
      expect(mails[0]!.text).toContain('AC gücü lisans belgesiyle uyuşmuyor');
      const [decidedRow] = await ctx.db.select().from(project_suggestions).where(eq(project_suggestions.id, row.id));
      expect(decidedRow).toMatchObject({ status: 'approved', decision_mail_state: 'sent' });
    });

    it('a decision mail still owed (a crash between the decision and its queue) is sent once by the sweep', async () => {
      const own = await company('Süpürülen Firma');
      const rep = await representative(ctx, 'supurulen', own.id);
      const [row] = await ctx.db
        .insert(company_suggestions)
        .values({
          company_id: own.id,
          suggested_by: rep.user.id,
          suggested_data: { phone: '+90 1' },
          by_representative: true,
          representing_company_id: own.id,
          field_sources: { phone: { kind: 'statement' } },
          field_decisions: { phone: { decision: 'rejected', reason: 'Numara firmaya ait değil' } },
          status: 'rejected',
          reviewed_at: new Date(),
          decision_mail_state: 'due',
        })
        .returning();
      for (let run = 0; run < 2; run++) {
        await ctx.app.jobs.send(CORRECTION_MAIL_JOBS.catchUp);
        await ctx.app.jobs.drain();
      }
      const mails = mail.to(rep.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toContain('Numara firmaya ait değil');
      const [after] = await ctx.db.select().from(company_suggestions).where(eq(company_suggestions.id, row!.id));
      expect(after!.decision_mail_state).toBe('sent');
    });

    it('refuses with 403 a member who does not represent the company on every correction route; 401 a visitor; 404 an unknown record', async () => {
      const own = await company('Temsilcili Firma');
      const other = await company('Başka Firma');
      const [linked] = await ctx.db.insert(projects).values({ project_name: 'Bağlı Santral', investor_company_id: own.id }).returning();
      const [unlinked] = await ctx.db.insert(projects).values({ project_name: 'Bağsız Santral', investor_company_id: other.id }).returning();
      const rep = await representative(ctx, 'yetkili', own.id);
      const stranger = await signedInMember(ctx, 'yabanci');
      const [pending] = await ctx.db.insert(company_claims).values({ company_id: own.id, user_id: stranger.user.id, method: 'document' }).returning();
      expect(pending!.status).toBe('pending');
      const revoked = await signedInMember(ctx, 'iptal');
      await ctx.db.insert(company_claims).values({ company_id: own.id, user_id: revoked.user.id, method: 'domain', status: 'revoked' });

      const body = { values: { project_name: 'Yeni Ad' }, sources: { project_name: { kind: 'statement' } } };
      const companyBody = { values: { company_name: 'Yeni Firma Adı' }, sources: { company_name: { kind: 'statement' } } };
      const routes = (client: TestClient) => [
        client.get(`/api/corrections/projects/${linked!.id}`),
        client.post(`/api/corrections/projects/${linked!.id}`, body),
        client.get(`/api/corrections/companies/${own.id}`),
        client.post(`/api/corrections/companies/${own.id}`, companyBody),
        client.upload('POST', `/api/corrections/companies/${own.id}/documents`, {}, { name: 'belge.pdf', data: PDF, type: 'application/pdf' }),
      ];
      for (const member of [stranger, revoked]) {
        for (const res of await Promise.all(routes(member.client))) {
          expect(res.statusCode, res.body).toBe(403);
          expect(res.json().message).toBe(C.notRepresentative);
        }
      }
      for (const res of await Promise.all(routes(new TestClient(ctx.app)))) expect(res.statusCode).toBe(401);
      // The field-by-field decision is the back office's: a representative, or any member, is refused 403, a visitor 401.
      const [waiting] = await ctx.db
        .insert(project_suggestions)
        .values({ project_id: linked!.id, suggested_by: rep.user.id, suggested_data: { project_name: 'Başka Ad' }, by_representative: true, representing_company_id: own.id, field_sources: { project_name: { kind: 'statement' } } })
        .returning();
      const decide = (client: TestClient) => client.post(`/api/admin/suggestions/projects/${waiting!.id}/decide`, { decisions: { project_name: { decision: 'approved' } } });
      expect((await decide(rep.client)).statusCode).toBe(403);
      expect((await decide(stranger.client)).statusCode).toBe(403);
      expect((await decide(new TestClient(ctx.app))).statusCode).toBe(401);
      expect((await ctx.db.select().from(project_suggestions).where(eq(project_suggestions.id, waiting!.id)))[0]!.status).toBe('pending');
      await ctx.db.delete(project_suggestions).where(eq(project_suggestions.id, waiting!.id));
      // A member's own corrections: a visitor has none (401); a member who represents nothing reads an empty list,
      // not 403: a revoked representative still reads the decisions on what they sent (the decision mail links there).
      expect((await new TestClient(ctx.app).get('/api/corrections/mine')).statusCode).toBe(401);
      const strangers = await stranger.client.get('/api/corrections/mine');
      expect([strangers.statusCode, strangers.json()]).toEqual([200, { companies: [], corrections: [] }]);
      // The representative of one company may not correct another's record, nor a project it is not linked to.
      for (const res of await Promise.all([
        rep.client.get(`/api/corrections/companies/${other.id}`),
        rep.client.post(`/api/corrections/companies/${other.id}`, companyBody),
        rep.client.get(`/api/corrections/projects/${unlinked!.id}`),
        rep.client.post(`/api/corrections/projects/${unlinked!.id}`, body),
      ])) {
        expect(res.statusCode).toBe(403);
      }
      const missing = await rep.client.get('/api/corrections/projects/00000000-0000-4000-8000-000000000000');
      expect(missing.statusCode).toBe(404);
      expect(await ctx.db.select().from(project_suggestions).where(eq(project_suggestions.project_id, linked!.id))).toHaveLength(0);
      expect(await ctx.db.select().from(company_suggestions).where(eq(company_suggestions.company_id, own.id))).toHaveLength(0);
      // The representative itself passes.
      expect((await rep.client.post(`/api/corrections/projects/${linked!.id}`, body)).statusCode).toBe(201);
    });

    it('refuses a correction that changes nothing, and a changed field without a source; a document is the member’s own PDF for the company', async () => {
      const own = await company('Belgeli Firma');
      const rep = await representative(ctx, 'belgeli', own.id);
      const same = await rep.client.post(`/api/corrections/companies/${own.id}`, { values: { company_name: 'Belgeli Firma', city_id: ref.city }, sources: { company_name: { kind: 'statement' } } });
      expect([same.statusCode, same.json().message]).toEqual([400, C.nothingChanged]);
      const empty = await rep.client.post(`/api/corrections/companies/${own.id}`, { values: {}, sources: {} });
      expect([empty.statusCode, empty.json().message]).toEqual([400, C.nothingChanged]);
      const unsourced = await rep.client.post(`/api/corrections/companies/${own.id}`, { values: { phone: '+90 332 000 00 00' }, sources: {} });
      expect([unsourced.statusCode, unsourced.json().message]).toEqual([400, C.sourceRequired]);
      const badUrl = await rep.client.post(`/api/corrections/companies/${own.id}`, { values: { phone: '+90 332 000 00 00' }, sources: { phone: { kind: 'url', url: 'javascript:alert(1)' } } });
      expect(badUrl.statusCode).toBe(400);
      const badValue = await rep.client.post(`/api/corrections/companies/${own.id}`, { values: { establishment_year: 1800 }, sources: { establishment_year: { kind: 'statement' } } });
      expect(badValue.statusCode).toBe(400);

      const notPdf = await rep.client.upload('POST', `/api/corrections/companies/${own.id}/documents`, {}, { name: 'belge.pdf', data: 'düz metin' });
      expect([notPdf.statusCode, notPdf.json().message]).toEqual([400, 'Sadece PDF dosyaları yüklenebilir']);
      const uploaded = await rep.client.upload('POST', `/api/corrections/companies/${own.id}/documents`, {}, { name: 'ticaret-sicil.pdf', data: PDF, type: 'application/pdf' });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
      const documentId = uploaded.json().id;
      // Another representative's upload, or one for another company, is no source.
      const otherRep = await representative(ctx, 'belgeli-2', own.id);
      const foreign = await otherRep.client.post(`/api/corrections/companies/${own.id}`, { values: { phone: '+90 1' }, sources: { phone: { kind: 'document', document_id: documentId } } });
      expect([foreign.statusCode, foreign.json().message]).toEqual([400, C.documentMissing]);

      const sent = await rep.client.post(`/api/corrections/companies/${own.id}`, {
        values: { phone: '+90 332 000 00 00', company_name: 'Belgeli Firma' },
        sources: { phone: { kind: 'document', document_id: documentId }, company_name: { kind: 'statement' } },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect(sent.json().fields).toEqual(['phone']);
      // The admin reads the document; approval writes only the phone.
      const row = (await admin.get('/api/admin/suggestions')).json().companies.find((s: { id: string }) => s.id === sent.json().id);
      expect(row.fields[0].source).toMatchObject({ kind: 'document', label: 'Belge (PDF): ticaret-sicil.pdf', url: expect.stringMatching(/^\/files\/correction-documents\/.+\.pdf$/) });
      expect((await admin.post(`/api/admin/suggestions/companies/${row.id}/approve`)).statusCode).toBe(200);
      const [after] = await ctx.db.select().from(companies).where(eq(companies.id, own.id));
      expect(after).toMatchObject({ phone: '+90 332 000 00 00', company_name: 'Belgeli Firma', website: 'https://eski.example' });
      const [event] = await ctx.db.select().from(record_events).where(and(eq(record_events.entity, 'company'), eq(record_events.entity_id, own.id)));
      expect(event).toMatchObject({ origin: 'company', kind: 'details', changes: { phone: { before: null, after: '+90 332 000 00 00' } } });
    });

    it("masks premium fields' changes in the log for a viewer not entitled; a member's own suggestion keeps its origin and never its name", async () => {
      const own = await company('Maskeli Firma', { is_verified: true });
      const [project] = await ctx.db.insert(projects).values({ project_name: 'Maskeli Santral', investor: 'Eski Yatırımcı AŞ', investor_company_id: own.id, is_verified: true }).returning();
      const rep = await representative(ctx, 'maskeli', own.id);
      // The form, too, keeps a verified project's premium values from a member who has not opened it.
      const form = (await rep.client.get(`/api/corrections/projects/${project!.id}`)).json();
      expect(form.locked).toEqual(expect.arrayContaining(['investor', 'total_investment_cost']));
      expect(form.values).not.toHaveProperty('investor');
      expect(form.values.project_name).toBe('Maskeli Santral');
      // Guessing a locked value tells nothing: the hidden value typed back is taken as proposed, the same
      // answer as any other guess, never "nothing changed".
      const guess = await rep.client.post(`/api/corrections/projects/${project!.id}`, { values: { investor: 'Eski Yatırımcı AŞ' }, sources: { investor: { kind: 'statement' } } });
      expect(guess.statusCode, guess.body).toBe(201);
      expect(guess.json().fields).toEqual(['investor']);
      expect((await admin.post(`/api/admin/suggestions/projects/${guess.json().id}/reject`, { feedback: 'Değer aynı' })).statusCode).toBe(200);
      const sent = await rep.client.post(`/api/corrections/projects/${project!.id}`, {
        values: { project_name: 'Maskeli Santral 2', investor: 'Gizli Yatırımcı AŞ', total_investment_cost: 1234567 },
        sources: { project_name: { kind: 'statement' }, investor: { kind: 'statement' }, total_investment_cost: { kind: 'url', url: 'https://gizli.example/rapor' } },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      expect((await admin.post(`/api/admin/suggestions/projects/${sent.json().id}/approve`)).statusCode).toBe(200);

      // A company's premium field changed by its representative, and by an editor in the back office.
      const companySent = await rep.client.post(`/api/corrections/companies/${own.id}`, { values: { email: 'gizli@maskeli.example' }, sources: { email: { kind: 'statement' } } });
      expect((await admin.post(`/api/admin/suggestions/companies/${companySent.json().id}/approve`)).statusCode).toBe(200);

      const visitor = new TestClient(ctx.app);
      const free = await signedInMember(ctx, 'ucretsiz');
      const premium = await signedInMember(ctx, 'premium-okur', { premium: true, balance: 100 });
      for (const client of [visitor, free.client, premium.client]) {
        // A verified project not opened: premium or not, its premium fields are locked.
        const log = await client.get(`/api/projects/${project!.id}/change-log`);
        expect(log.statusCode).toBe(200);
        expect(log.json().masked).toBe(true);
        expect(log.json().entries[0].changes).toEqual([expect.objectContaining({ field: 'project_name', before: 'Maskeli Santral', after: 'Maskeli Santral 2' })]);
        expect(log.body).not.toContain('Gizli Yatırımcı');
        expect(log.body).not.toContain('1234567');
        expect(log.body).not.toContain('gizli.example');
        const companyLog = await client.get(`/api/companies/${own.id}/change-log`);
        expect(companyLog.json()).toEqual({ entries: [], masked: true });
        expect(companyLog.body).not.toContain('gizli@maskeli.example');
      }
      // Opened (paid) by the premium member: every field's change.
      expect((await premium.client.post(`/api/projects/${project!.id}/open`, { expected_cost: 40 })).statusCode).toBe(200);
      const full = (await premium.client.get(`/api/projects/${project!.id}/change-log`)).json();
      expect(full.masked).toBe(false);
      expect(full.entries[0].changes.map((c: { field: string }) => c.field).sort()).toEqual(['investor', 'project_name', 'total_investment_cost']);

      // A member's ordinary suggestion: origin 'suggestion', told as such, without the member.
      const suggester = await signedInMember(ctx, 'oneren');
      const [plain] = await ctx.db.insert(projects).values({ project_name: 'Öneri Santrali', city_id: ref.city }).returning();
      const suggestion = await suggester.client.post(`/api/suggestions/projects/${plain!.id}`, { suggested_data: { project_name: 'Öneri Santrali B' } });
      expect((await admin.post(`/api/admin/suggestions/projects/${suggestion.json().id}/approve`)).statusCode).toBe(200);
      const plainLog = await visitor.get(`/api/projects/${plain!.id}/change-log`);
      expect(plainLog.json().entries).toEqual([
        expect.objectContaining({ origin: 'suggestion', origin_label: 'Onaylanan üye önerisi', kind: 'details', changes: [expect.objectContaining({ field: 'project_name', after: 'Öneri Santrali B', source: null })] }),
      ]);
      expect(plainLog.body).not.toContain(suggester.email);
      const [stored] = await ctx.db.select().from(project_suggestions).where(eq(project_suggestions.id, suggestion.json().id));
      expect(stored).toMatchObject({ by_representative: false, decision_mail_state: null });
    });

    it('an editor’s company edit is logged as a field change from now on', async () => {
      const own = await company('Editörlü Firma');
      const edit = await admin.request('PUT', `/api/admin/companies/${own.id}`, { company_name: 'Editörlü Firma AŞ', activity_type_id: ref.activity, product_type_id: ref.product, city_id: ref.city, email: own.email, website: own.website });
      expect(edit.statusCode, edit.body).toBe(200);
      const log = (await new TestClient(ctx.app).get(`/api/companies/${own.id}/change-log`)).json();
      expect(log.entries).toEqual([
        expect.objectContaining({
          origin: 'admin',
          origin_label: 'Editör düzenlemesi',
          changes: expect.arrayContaining([
            expect.objectContaining({ field: 'company_name', before: 'Editörlü Firma', after: 'Editörlü Firma AŞ' }),
            expect.objectContaining({ field: 'activity_type_id', before: null, after: 'Faaliyet duzeltme' }),
          ]),
        }),
      ]);
    });
  },
  { config: () => ({ SMTP_URL: smtpUrl }) },
);
