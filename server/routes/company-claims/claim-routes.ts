import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { claimDomainBodySchema, claimStartedSchema, claimVerifyBodySchema, myCompanyClaimSchema, ownClaimListSchema, representationDashboardSchema, representedCompaniesSchema } from '../../../shared/schemas/company-claims';
import { COMPANY_CLAIM_MESSAGES as M } from '../../../shared/company-claim-messages';
import { MAX_PDF_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { requireUser } from '../../policies/auth-policy';
import { queueClaimLinkMail } from '../../services/company-claims/claim-jobs';
import { verifyClaimLink } from '../../services/company-claims/claim-links';
import { myClaimOn, ownClaims } from '../../services/company-claims/claim-queries';
import { representationDashboard, representedCompanies } from '../../services/company-claims/representation-dashboard';
import { startDocumentClaim, startDomainClaim } from '../../services/company-claims/start-claim';
import { readUploadForm, registerUploads } from '../../lib/read-upload';

// A member's side of claiming a company (docs/decisions/069-company-claims-and-representatives.md).
// Every route is a signed-in member's (the route table says so before validation).

const tags = ['company-claims'];
const companyParams = idParamsSchema(CATALOG_MESSAGES.invalidCompanyId);

export const companyClaimRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app, MAX_PDF_BYTES);

  app.get(
    '/companies/:id/my-claim',
    { schema: { tags, summary: 'Üyenin bu firmadaki temsil başvurusu', params: companyParams, response: { 200: myCompanyClaimSchema } } },
    async (request) => myClaimOn(app.db, requireUser(request).user.id, request.params.id),
  );

  app.post(
    '/companies/:id/claims/domain',
    { schema: { tags, summary: 'Firmayı alan adındaki bir e-posta adresiyle temsil et', params: companyParams, body: claimDomainBodySchema, response: { 201: claimStartedSchema } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const { claimId, linkId } = await startDomainClaim(app.db, user.id, request.params.id, request.body.email);
      // Owed from the commit above: a failed queueing is taken by the next sweep.
      await queueClaimLinkMail(app.jobs, linkId).catch((err: unknown) => request.log.warn({ err }, 'doğrulama e-postası kuyruğa eklenemedi'));
      return reply.status(201).send({ id: claimId, message: M.linkSent(request.body.email) });
    },
  );

  app.post(
    '/companies/:id/claims/document',
    {
      schema: {
        tags,
        summary: 'Firmayı bir belgeyle temsil et (yönetici inceler)',
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data: file (PDF, en fazla 10 MB)',
        params: companyParams,
        response: { 201: claimStartedSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      const form = await readUploadForm(request, UPLOAD_MESSAGES.pdfTooLarge);
      const { claimId } = await startDocumentClaim(app.db, app.storage, user.id, request.params.id, form.file);
      return reply.status(201).send({ id: claimId, message: M.documentReceived });
    },
  );

  app.post(
    '/company-claims/verify',
    { schema: { tags, summary: 'Alan adı doğrulama bağlantısını kullan', body: claimVerifyBodySchema, response: { 200: messageSchema.extend({ company_id: claimStartedSchema.shape.id }) } } },
    async (request) => {
      const { companyId } = await verifyClaimLink(app.db, requireUser(request).user.id, request.body.token);
      return { message: M.verified, company_id: companyId };
    },
  );

  app.get('/me/company-claims', { schema: { tags, summary: 'Üyenin firma temsil başvuruları', response: { 200: ownClaimListSchema } } }, async (request) =>
    ownClaims(app.db, requireUser(request).user.id),
  );

  app.get('/me/represented-companies', { schema: { tags, summary: 'Üyenin temsil ettiği firmalar', response: { 200: representedCompaniesSchema } } }, async (request) =>
    representedCompanies(app.db, requireUser(request).user.id),
  );

  app.get(
    '/me/represented-companies/:id/dashboard',
    { schema: { tags, summary: 'Temsil edilen firmanın panosu (yalnızca sayılar)', params: companyParams, response: { 200: representationDashboardSchema } } },
    async (request) => representationDashboard(app.db, requireUser(request).user.id, request.params.id),
  );
};
