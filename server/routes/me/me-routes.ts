import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { balanceSchema, inventorySchema, ownCompaniesSchema } from '../../../shared/schemas/me';
import { createdSchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { acceptContractsSchema, pendingContractsSchema } from '../../../shared/schemas/legal';
import { presentContract } from '../../presenters/legal';
import { acceptPendingContracts, listPendingContracts } from '../../services/legal/contract-acceptances';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { referencesQuerySchema, referencesSchema } from '../../../shared/schemas/catalog';
import { AppError } from '../../lib/errors';
import { presentCompanyReferences } from '../../presenters/catalog';
import { listCompanyReferences } from '../../services/catalog/company-detail';
import { companySubmissionSchema, ownSubmissionsSchema, projectSubmissionSchema } from '../../../shared/schemas/submissions';
import { presentBalance, presentInventory } from '../../presenters/me';
import { presentOwnSubmissions } from '../../presenters/own-submission';
import { findOwnCompany, listOwnCompanies } from '../../services/me/own-companies';
import { listOwnInventory } from '../../services/me/own-inventory';
import { listOwnLedger } from '../../services/me/own-ledger';
import { createCompanySubmission } from '../../services/submissions/create-company-submission';
import { createProjectSubmission } from '../../services/submissions/create-project-submission';
import { listOwnSubmissions } from '../../services/submissions/list-own-submissions';

// The signed-in user's own Bakiye, ledger and inventory (docs/product-rules.md#profile).
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  // A required contract published or replaced since the member joined is asked at their next visit.
  app.get('/contracts/pending', { schema: { tags: ['me'], summary: 'Onay bekleyen zorunlu sözleşmeler', response: { 200: pendingContractsSchema } } }, async (request) => ({
    items: (await listPendingContracts(app.db, request.user!)).map(presentContract),
  }));

  app.post(
    '/contracts/accept',
    { schema: { tags: ['me'], summary: 'Zorunlu sözleşmeleri kabul et', body: acceptContractsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await acceptPendingContracts(app.db, request.user!, request.body.contract_ids, request.ip);
      return { message: 'Sözleşmeler kabul edildi' };
    },
  );

  app.get('/balance', { schema: { tags: ['me'], summary: 'Bakiye ve hareketler', response: { 200: balanceSchema } } }, async (request) =>
    presentBalance(request.user!.token_balance, await listOwnLedger(app.db, request.user!.id)),
  );

  app.get('/inventory', { schema: { tags: ['me'], summary: 'Açılan projeler ve firmalar', response: { 200: inventorySchema } } }, async (request) =>
    presentInventory(await listOwnInventory(app.db, request.user!.id)),
  );

  // The member's own companies carry their own contact data: nothing here is masked.
  app.get('/companies', { schema: { tags: ['me'], summary: 'Firmalarım', response: { 200: ownCompaniesSchema } } }, async (request) => ({
    items: await listOwnCompanies(app.db, request.user!.id),
  }));

  // A company's projects, for its own member (the mobile companies tab, docs/product-rules.md#profile); another
  // member's company is simply not found.
  app.get(
    '/companies/:id/projects',
    {
      schema: {
        tags: ['me'],
        summary: 'Firmamın projeleri',
        params: idParamsSchema(CATALOG_MESSAGES.companyNotFound),
        querystring: referencesQuerySchema,
        response: { 200: referencesSchema },
      },
    },
    async (request) => {
      const own = await findOwnCompany(app.db, request.user!.id, request.params.id);
      if (!own) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.companyNotFound);
      const { page } = request.query;
      return presentCompanyReferences(own.id, page, await listCompanyReferences(app.db, own.id, page));
    },
  );

  app.get('/submissions', { schema: { tags: ['me'], summary: 'Başvurularım', response: { 200: ownSubmissionsSchema } } }, async (request) =>
    presentOwnSubmissions(await listOwnSubmissions(app.db, request.user!.id)),
  );

  app.post(
    '/submissions/companies',
    { schema: { tags: ['me'], summary: 'Firma başvurusu', body: companySubmissionSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      const user = request.user!;
      const result = await createCompanySubmission({ db: app.db, notifier: app.notifier }, { id: user.id, email: user.email }, request.body);
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/submissions/projects',
    { schema: { tags: ['me'], summary: 'Proje başvurusu', body: projectSubmissionSchema, response: { 201: createdSchema } } },
    async (request, reply) => {
      const user = request.user!;
      const result = await createProjectSubmission({ db: app.db, notifier: app.notifier }, { id: user.id, email: user.email }, request.body);
      return reply.status(201).send(result);
    },
  );
};
