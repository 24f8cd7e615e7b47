import type { JobQueue } from '../jobs/job-queue';
import { jobIdOf } from '../watches/deliveries';
import { deliverClaimLink, owedClaimLinks, type ClaimMailDeps } from './claim-links';
import { deliverDecisionMail, owedDecisionMails } from './decide-claim';

// The claims' mails travel as jobs, but are owed by rows (docs/decisions/069): a link row with no
// `sent_at`, a claim whose `decision_mail` is "due". The writer queues its job after the commit; the
// sweep, every minute and at every start, queues again whatever a crash or a lost in-process queue
// kept from it. Each job's id is derived from what it sends, so queueing twice is one job.

export const CLAIM_JOBS = {
  link: 'company-claims-link-mail',
  decision: 'company-claims-decision-mail',
  sweep: 'company-claims-mail-catch-up',
} as const;

const linkJob = (linkId: string) => ({ data: { linkId }, id: jobIdOf(`claim-link:${linkId}`) });
const decisionJob = (claimId: string, status: string) => ({ data: { claimId }, id: jobIdOf(`claim-decision:${claimId}:${status}`) });

export const queueClaimLinkMail = (jobs: JobQueue, linkId: string) => jobs.sendMany(CLAIM_JOBS.link, [linkJob(linkId)]);
export const queueDecisionMail = (jobs: JobQueue, claimId: string, status: string) => jobs.sendMany(CLAIM_JOBS.decision, [decisionJob(claimId, status)]);

export function defineCompanyClaimJobs(jobs: JobQueue, deps: ClaimMailDeps, rules: { mailTimeoutSeconds: number }) {
  jobs.define(CLAIM_JOBS.link, { expireSeconds: rules.mailTimeoutSeconds, handler: async (data, job) => deliverClaimLink(deps, String(data.linkId), job.id) });
  jobs.define(CLAIM_JOBS.decision, { expireSeconds: rules.mailTimeoutSeconds, handler: async (data, job) => deliverDecisionMail(deps, String(data.claimId), job.id) });
  jobs.define(CLAIM_JOBS.sweep, {
    single: true,
    expireSeconds: 600,
    handler: async () => {
      await jobs.sendMany(CLAIM_JOBS.link, (await owedClaimLinks(deps.db)).map(linkJob));
      await jobs.sendMany(CLAIM_JOBS.decision, (await owedDecisionMails(deps.db)).map((c) => decisionJob(c.id, c.status)));
    },
  });
  jobs.schedule(CLAIM_JOBS.sweep, '* * * * *');
}
