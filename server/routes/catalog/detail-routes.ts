import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CATALOG_MESSAGES,
  companyDetailResponseSchema,
  idParamsSchema,
  projectDetailResponseSchema,
  referencesQuerySchema,
  referencesSchema,
} from '../../../shared/schemas/catalog';
import { suggestionBodySchema, suggestionResultSchema } from '../../../shared/schemas/suggestions';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../policies/auth-policy';
import { isPremium, tierOf } from '../../policies/tier';
import { currentCost } from '../../services/balance/token-costs';
import { findCompany, listCompanyReferences, presentCompanyDetail } from '../../services/catalog/company-detail';
import { accessFor, hasOpened, type ItemKind } from '../../services/catalog/item-access';
import { openItem } from '../../services/catalog/open-item';
import { findProject, presentProjectDetail } from '../../services/catalog/project-detail';
import { createSuggestion } from '../../services/suggestions/create-suggestion';

// Spec: ids are version-4 style UUIDs; anything else is "Geçersiz firma ID" / "Geçersiz proje ID".
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

function validId(kind: ItemKind, id: string) {
  if (!UUID_V4.test(id)) {
    throw new AppError(400, 'INVALID_ID', kind === 'project' ? CATALOG_MESSAGES.invalidProjectId : CATALOG_MESSAGES.invalidCompanyId);
  }
  return id;
}

function requirePremium(request: FastifyRequest) {
  const tier = tierOf(request.user);
  if (tier === 'visitor') throw new AppError(401, 'LOGIN_REQUIRED', CATALOG_MESSAGES.loginRequired);
  if (tier !== 'premium') throw new AppError(403, 'PREMIUM_REQUIRED', CATALOG_MESSAGES.premiumRequired, { feature: 'details', tier });
  return request.user!;
}

export const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];

  /** Access of this viewer to the item, and the cost when it must be paid for. */
  async function viewerAccess(request: FastifyRequest, kind: ItemKind, id: string, isVerified: boolean) {
    const tier = tierOf(request.user);
    const opened = tier === 'premium' && isVerified ? await hasOpened(app.db, kind, request.user!.id, id) : false;
    const access = accessFor(tier, isVerified, opened);
    const cost = access === 'payment_required' ? await currentCost(app.db, kind === 'project' ? 'project_detail' : 'company_detail') : null;
    return { access, cost };
  }

  async function loadProject(id: string) {
    const found = await findProject(app.db, validId('project', id));
    if (!found) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.projectNotFound);
    return found;
  }
  async function loadCompany(id: string) {
    const found = await findCompany(app.db, validId('company', id));
    if (!found) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.companyNotFound);
    return found;
  }

  app.get(
    '/projects/:id',
    { schema: { tags, summary: 'Proje detayı', params: idParamsSchema, response: { 200: projectDetailResponseSchema } } },
    async (request) => {
      const found = await loadProject(request.params.id);
      const { access, cost } = await viewerAccess(request, 'project', found.project.id, found.project.is_verified);
      return { project: await presentProjectDetail(app.db, found, access), access, cost };
    },
  );

  app.post(
    '/projects/:id/open',
    { schema: { tags, summary: 'Projeyi bakiye ile aç (envantere ekle)', params: idParamsSchema, body: z.object({}).optional(), response: { 200: projectDetailResponseSchema } } },
    async (request) => {
      const user = requirePremium(request);
      const found = await loadProject(request.params.id);
      const { charged } = found.project.is_verified
        ? await openItem(app.db, 'project', user.id, { id: found.project.id, name: found.project.project_name })
        : { charged: null };
      return { project: await presentProjectDetail(app.db, found, 'full'), access: 'full' as const, cost: null, charged };
    },
  );

  app.get(
    '/companies/:id',
    { schema: { tags, summary: 'Firma detayı', params: idParamsSchema, response: { 200: companyDetailResponseSchema } } },
    async (request) => {
      const found = await loadCompany(request.params.id);
      const { access, cost } = await viewerAccess(request, 'company', found.company.id, found.company.is_verified);
      return { company: presentCompanyDetail(found, access), access, cost };
    },
  );

  app.post(
    '/companies/:id/open',
    { schema: { tags, summary: 'Firmayı bakiye ile aç (envantere ekle)', params: idParamsSchema, body: z.object({}).optional(), response: { 200: companyDetailResponseSchema } } },
    async (request) => {
      const user = requirePremium(request);
      const found = await loadCompany(request.params.id);
      const { charged } = found.company.is_verified
        ? await openItem(app.db, 'company', user.id, { id: found.company.id, name: found.company.company_name })
        : { charged: null };
      return { company: presentCompanyDetail(found, 'full'), access: 'full' as const, cost: null, charged };
    },
  );

  app.get(
    '/companies/:id/references',
    { schema: { tags, summary: 'Firmanın rol aldığı projeler', params: idParamsSchema, querystring: referencesQuerySchema, response: { 200: referencesSchema } } },
    async (request) => {
      requirePremium(request);
      const found = await loadCompany(request.params.id);
      const { access } = await viewerAccess(request, 'company', found.company.id, found.company.is_verified);
      if (access !== 'full') throw new AppError(402, 'PAYMENT_REQUIRED', 'Referansları görmek için önce firma detaylarını açmalısınız.');
      return listCompanyReferences(app.db, found.company.id, request.query.page);
    },
  );
};

export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['suggestions'];

  app.post(
    '/suggestions/projects/:id',
    { schema: { tags, summary: 'Proje için güncelleme öner', params: idParamsSchema, body: suggestionBodySchema, response: { 201: suggestionResultSchema } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const found = await findProject(app.db, validId('project', request.params.id));
      if (!found) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.projectNotFound);
      const opened = found.project.is_verified && isPremium(user) ? await hasOpened(app.db, 'project', user.id, found.project.id) : false;
      const result = await createSuggestion(
        { db: app.db, notifier: app.notifier },
        user,
        { kind: 'project', id: found.project.id, name: found.project.project_name, basicOnly: found.project.is_verified && !opened },
        request.body.suggested_data,
      );
      return reply.status(201).send(result);
    },
  );

  app.post(
    '/suggestions/companies/:id',
    { schema: { tags, summary: 'Firma için güncelleme öner', params: idParamsSchema, body: suggestionBodySchema, response: { 201: suggestionResultSchema } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const found = await findCompany(app.db, validId('company', request.params.id));
      if (!found) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.companyNotFound);
      const result = await createSuggestion(
        { db: app.db, notifier: app.notifier },
        user,
        { kind: 'company', id: found.company.id, name: found.company.company_name, basicOnly: false },
        request.body.suggested_data,
      );
      return reply.status(201).send(result);
    },
  );
};
