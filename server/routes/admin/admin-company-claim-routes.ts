import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { adminPageSchema } from '../../../shared/schemas/admin/list';
import { idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { adminClaimListQuerySchema, adminClaimRowSchema, claimReasonBodySchema } from '../../../shared/schemas/company-claims';
import { COMPANY_CLAIM_MESSAGES as M } from '../../../shared/company-claim-messages';
import { AppError } from '../../lib/errors';
import { queueDecisionMail } from '../../services/company-claims/claim-jobs';
import { adminClaimPage, claimDocumentPath } from '../../services/company-claims/claim-queries';
import { decideClaim, type ClaimAction } from '../../services/company-claims/decide-claim';
import { adminOf } from './admin-resource';

// Claims in the back office (docs/decisions/069-company-claims-and-representatives.md): the list by
// status (and a company's representatives, by its id), a document claim's PDF, and the three
// decisions, each audited and mailed to the member.

const tags = ['admin'];
const params = idParamsSchema(M.notFound);
const STATUS_AFTER: Record<ClaimAction, string> = { approve: 'verified', refuse: 'refused', revoke: 'revoked' };

export const adminCompanyClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/company-claims',
    { schema: { tags, summary: 'Firma temsil başvuruları', querystring: adminClaimListQuerySchema, response: { 200: adminPageSchema(adminClaimRowSchema) } } },
    async (request) => adminClaimPage(app.db, request.query),
  );

  app.get('/company-claims/:id/document', { schema: { tags, summary: 'Başvurunun belgesi (PDF)', params } }, async (request, reply) => {
    const path = await claimDocumentPath(app.db, request.params.id);
    const data = await app.storage.get(path);
    if (!data) throw new AppError(404, 'NOT_FOUND', M.noDocument);
    return reply
      .header('Content-Type', 'application/pdf')
      .header('Content-Disposition', 'inline; filename="temsil-belgesi.pdf"')
      .header('Cache-Control', 'private, no-store')
      .send(data);
  });

  for (const action of ['approve', 'refuse', 'revoke'] as const) {
    const summary = { approve: 'Başvuruyu onayla', refuse: 'Başvuruyu reddet', revoke: 'Temsilciliği geri al' }[action];
    app.post(`/company-claims/:id/${action}`, { schema: { tags, summary, params, body: claimReasonBodySchema, response: { 200: messageSchema } } }, async (request) => {
      const result = await decideClaim(app.db, adminOf(request), request.params.id, action, request.body.reason);
      // Owed from the decision's commit: a failed queueing is taken by the next sweep.
      await queueDecisionMail(app.jobs, request.params.id, STATUS_AFTER[action]).catch((err: unknown) => request.log.warn({ err }, 'karar e-postası kuyruğa eklenemedi'));
      return result;
    });
  }
};
