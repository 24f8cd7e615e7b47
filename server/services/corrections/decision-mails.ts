import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, projects } from '../../db/schema/catalog';
import { company_suggestions, project_suggestions } from '../../db/schema/contributions';
import { users } from '../../db/schema/users';
import type { JobQueue } from '../jobs/job-queue';
import { layout } from '../auth/auth-mails';
import { labelsOf } from '../admin/review-display';
import { claimDelivery, jobIdOf as uuidOf, type DeliveryDeps } from '../watches/deliveries';

// The mail telling a representative how their correction was decided (docs/decisions/070-field-corrections-and-change-log.md),
// on the durable path of notification mails (decision 048): the decision's transaction marks it
// "due"; a job sends it once (its key in mail_deliveries, as a notification's), marks it "sent";
// the sweep every minute and at every start queues again whatever a crash left "due".

export const CORRECTION_MAIL_JOBS = { mail: 'corrections-decision-mail', catchUp: 'corrections-decision-mail-catch-up' } as const;

type Kind = 'projects' | 'companies';
const TABLES = { projects: project_suggestions, companies: company_suggestions } as const;
/** One job per correction, however often it is queued (a UUID, as the queues want). */
const jobIdOf = (kind: Kind, id: string) => uuidOf(`correction-mail:${kind}:${id}`);

/** Corrections whose decision mail is owed, oldest decision first. */
export async function owedDecisionMails(db: Db): Promise<{ kind: Kind; id: string }[]> {
  const out: { kind: Kind; id: string }[] = [];
  for (const kind of ['projects', 'companies'] as const) {
    const t = TABLES[kind] as typeof project_suggestions;
    const rows = await db.select({ id: t.id }).from(t).where(eq(t.decision_mail_state, 'due')).orderBy(asc(t.reviewed_at)).limit(1000);
    out.push(...rows.map((r) => ({ kind, id: r.id })));
  }
  return out;
}

export function decisionMail(to: string, correction: { itemName: string; status: string; fields: { label: string; decision: string; reason?: string }[] }, link: string) {
  const approved = correction.fields.filter((f) => f.decision === 'approved');
  const rejected = correction.fields.filter((f) => f.decision === 'rejected');
  const title = `Düzeltmeniz sonuçlandı: ${correction.itemName}`;
  const paragraphs = [
    `${correction.itemName} için gönderdiğiniz düzeltme bir GüneşVeri editörü tarafından incelendi.`,
    ...(approved.length ? [`Onaylanan alanlar: ${approved.map((f) => f.label).join(', ')}. Bu değişiklikler kaydın değişiklik geçmişinde yayımlandı.`] : []),
    ...rejected.map((f) => `Reddedilen alan — ${f.label}: ${f.reason ?? ''}`),
  ];
  return {
    to,
    subject: `GüneşVeri — ${title}`,
    html: layout(title, paragraphs, { label: 'Düzeltmelerimi aç', url: link }, 'Reddedilen bir alanı, sebebini giderip yeni bir kaynakla yeniden gönderebilirsiniz.'),
    text: [title, '', ...paragraphs, '', `Düzeltmeleriniz: ${link}`].join('\n'),
  };
}

/** Sends one decision mail, once: only while the row says it is "due". */
export async function deliverDecisionMail(deps: DeliveryDeps, kind: Kind, id: string, jobId: string): Promise<void> {
  const t = TABLES[kind] as typeof project_suggestions;
  const item = kind === 'projects' ? projects : companies;
  const link = kind === 'projects' ? project_suggestions.project_id : (company_suggestions.company_id as unknown as typeof project_suggestions.project_id);
  const [found] = await deps.db
    .select({ s: t, email: users.email, verified: users.email_verified_at, name: sql<string>`${kind === 'projects' ? projects.project_name : companies.company_name}` })
    .from(t)
    .innerJoin(users, eq(users.id, t.suggested_by))
    .innerJoin(item as typeof projects, eq((item as typeof projects).id, link))
    .where(eq(t.id, id));
  if (!found || found.s.decision_mail_state !== 'due') return;
  const settle = (state: 'sent' | 'dropped') => deps.db.update(t).set({ decision_mail_state: state }).where(and(eq(t.id, id), eq(t.decision_mail_state, 'due')));
  if (!found.verified) return void (await settle('dropped'));
  const key = `correction:${id}`;
  if (!(await claimDelivery(deps.db, found.s.suggested_by!, key, jobId))) return;
  const labels = labelsOf(kind);
  const fields = Object.entries(found.s.field_decisions ?? {}).map(([field, d]) => ({ label: labels[field] ?? field, decision: d.decision, reason: d.reason }));
  const base = deps.publicUrl.replace(/\/$/, '');
  await deps.mailer.send(decisionMail(found.email, { itemName: found.name, status: found.s.status, fields }, `${base}/duzeltmelerim`));
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE mail_deliveries SET sent_at = now() WHERE user_id = ${found.s.suggested_by} AND key = ${key}`);
    await tx.update(t).set({ decision_mail_state: 'sent' }).where(eq(t.id, id));
  });
}

export function defineCorrectionMailJobs(jobs: JobQueue, deps: DeliveryDeps, mailTimeoutSeconds: number) {
  jobs.define(CORRECTION_MAIL_JOBS.mail, {
    expireSeconds: mailTimeoutSeconds,
    handler: async (data, job) => deliverDecisionMail(deps, data.kind as Kind, String(data.id), job.id),
  });
  jobs.define(CORRECTION_MAIL_JOBS.catchUp, {
    single: true,
    expireSeconds: 600,
    handler: async () => jobs.sendMany(CORRECTION_MAIL_JOBS.mail, (await owedDecisionMails(deps.db)).map((m) => ({ data: m, id: jobIdOf(m.kind, m.id) }))),
  });
  jobs.schedule(CORRECTION_MAIL_JOBS.catchUp, '* * * * *');
}

/** After a decision commits: its mail now rather than at the sweep's next minute. */
export function sendDecisionMail(jobs: JobQueue, kind: Kind, id: string): Promise<void> {
  return jobs.send(CORRECTION_MAIL_JOBS.mail, { kind, id }, { id: jobIdOf(kind, id) });
}
