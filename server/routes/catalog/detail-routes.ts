import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { companyDetailResponseSchema, openItemBodySchema, projectDetailResponseSchema, referencesQuerySchema, referencesSchema } from '../../../shared/schemas/catalog';
import { idParamsSchema } from '../../../shared/schemas/common';
import { MERGE_MESSAGES, mergedAwaySchema, type MergeKind } from '../../../shared/schemas/merges';
import { suggestionBodySchema, suggestionResultSchema } from '../../../shared/schemas/suggestions';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../policies/auth-policy';
import { detailAccess } from '../../policies/catalog-policy';
import { requirePremium } from '../../policies/premium-policy';
import { tierOf } from '../../policies/tier';
import { presentCompanyDetail, presentCompanyReferences, presentProjectDetail } from '../../presenters/catalog';
import { currentCost } from '../../services/balance/token-costs';
import { findCompany, listCompanyReferences } from '../../services/catalog/company-detail';
import { hasOpened, type ItemKind } from '../../services/catalog/item-access';
import { openItem } from '../../services/catalog/open-item';
import { findProject, linkedCompanyNames, type FoundProject } from '../../services/catalog/project-detail';
import { companyTrackRecord } from '../../services/history/company-track-record';
import { listProjectHistory } from '../../services/history/project-history';
import { presentProjectHistory } from '../../presenters/history';
import { sourcesOf } from '../../services/sources/provenance';
import { createSuggestion } from '../../services/suggestions/create-suggestion';
import { mergedInto } from '../../services/quality/merge-records';
import { changeLogOf } from '../../services/corrections/change-log';
import { changeLogSchema } from '../../../shared/schemas/corrections';

const projectParams = idParamsSchema(CATALOG_MESSAGES.invalidProjectId);
const companyParams = idParamsSchema(CATALOG_MESSAGES.invalidCompanyId);

export const detailRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalog'];
  // Who may open is judged before the body: a visitor or member is told so (401/403), not that the
  // shown cost is missing.
  const premiumFirst = async (request: FastifyRequest) => void requirePremium(request, 'details');

  /** Access of this viewer to the item, and the cost when it must be paid for. */
  async function viewerAccess(request: FastifyRequest, kind: ItemKind, id: string, isVerified: boolean) {
    const tier = tierOf(request.user);
    const opened = tier === 'premium' && isVerified ? await hasOpened(app.db, kind, request.user!.id, id) : false;
    const access = detailAccess(tier, isVerified, opened);
    const cost = access === 'payment_required' ? await currentCost(app.db, kind === 'project' ? 'project_detail' : 'company_detail') : null;
    return { access, cost };
  }

  /**
   * A merged-away id keeps answering (decision 066): 308 to the survivor's address, which a browser
   * and most HTTP clients follow, with a body that says where it went for one that does not.
   */
  async function redirectMerged(reply: FastifyReply, kind: MergeKind, id: string) {
    const to = await mergedInto(app.db, kind, id);
    if (!to) return null;
    return reply
      .status(308)
      .header('location', `/api/${kind === 'project' ? 'projects' : 'companies'}/${to}`)
      .send({ statusCode: 308 as const, code: 'MERGED' as const, message: MERGE_MESSAGES.mergedAway(kind), merged_into: to });
  }

  async function loadProject(id: string) {
    const found = await findProject(app.db, id);
    if (!found) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.projectNotFound);
    return found;
  }
  /** What only a full detail shows: the linked companies' names and the project's history. */
  const fullProjectParts = (found: FoundProject) =>
    Promise.all([linkedCompanyNames(app.db, found.project), listProjectHistory(app.db, found.project.id).then(presentProjectHistory)]);

  async function loadCompany(id: string) {
    const found = await findCompany(app.db, id);
    if (!found) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.companyNotFound);
    return found;
  }

  app.get(
    '/projects/:id',
    { schema: { tags, summary: 'Proje detayı', params: projectParams, response: { 200: projectDetailResponseSchema, 308: mergedAwaySchema } } },
    async (request, reply) => {
      const found = (await findProject(app.db, request.params.id)) ?? (await redirectMerged(reply, 'project', request.params.id));
      if (!found) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.projectNotFound);
      if (!('project' in found)) return found;
      const { access, cost } = await viewerAccess(request, 'project', found.project.id, found.project.is_verified);
      // The history is part of the paid detail: read only for a viewer entitled to it (decision 042).
      // The sources are for every viewer (decision 041), read beside the paid parts.
      const [[names, history], sources] = await Promise.all([access === 'full' ? fullProjectParts(found) : [undefined, undefined], sourcesOf(app.db, 'project', found.project.id)]);
      return { project: presentProjectDetail(found, access, names, history, sources), access, cost };
    },
  );

  app.post(
    '/projects/:id/open',
    { preValidation: premiumFirst, schema: { tags, summary: 'Projeyi gösterilen bakiye tutarıyla aç (envantere ekle)', params: projectParams, body: openItemBodySchema, response: { 200: projectDetailResponseSchema } } },
    async (request) => {
      const user = requirePremium(request, 'details');
      const found = await loadProject(request.params.id);
      const { charged } = found.project.is_verified
        ? await openItem(app.db, 'project', user.id, { id: found.project.id, name: found.project.project_name }, request.body.expected_cost)
        : { charged: null };
      const [[names, history], sources] = await Promise.all([fullProjectParts(found), sourcesOf(app.db, 'project', found.project.id)]);
      return { project: presentProjectDetail(found, 'full', names, history, sources), access: 'full' as const, cost: null, charged };
    },
  );

  app.get(
    '/companies/:id',
    { schema: { tags, summary: 'Firma detayı', params: companyParams, response: { 200: companyDetailResponseSchema, 308: mergedAwaySchema } } },
    async (request, reply) => {
      const found = (await findCompany(app.db, request.params.id)) ?? (await redirectMerged(reply, 'company', request.params.id));
      if (!found) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.companyNotFound);
      if (!('company' in found)) return found;
      const { access, cost } = await viewerAccess(request, 'company', found.company.id, found.company.is_verified);
      // The track record is part of the paid detail: computed only for a viewer entitled to it.
      const [record, sources] = await Promise.all([access === 'full' ? companyTrackRecord(app.db, found.company.id) : undefined, sourcesOf(app.db, 'company', found.company.id)]);
      return { company: presentCompanyDetail(found, access, record, sources), access, cost };
    },
  );

  app.post(
    '/companies/:id/open',
    { preValidation: premiumFirst, schema: { tags, summary: 'Firmayı gösterilen bakiye tutarıyla aç (envantere ekle)', params: companyParams, body: openItemBodySchema, response: { 200: companyDetailResponseSchema } } },
    async (request) => {
      const user = requirePremium(request, 'details');
      const found = await loadCompany(request.params.id);
      const { charged } = found.company.is_verified
        ? await openItem(app.db, 'company', user.id, { id: found.company.id, name: found.company.company_name }, request.body.expected_cost)
        : { charged: null };
      // A shared first page may hold who opened its companies: this opening must show on the member's next read.
      if (found.company.is_verified) app.firstPages.memberOpened('company');
      const [record, sources] = await Promise.all([companyTrackRecord(app.db, found.company.id), sourcesOf(app.db, 'company', found.company.id)]);
      return { company: presentCompanyDetail(found, 'full', record, sources), access: 'full' as const, cost: null, charged };
    },
  );

  // The public change log (decision 070): every viewer who may open the record reads it, premium
  // fields' changes only with the full detail (the detail's own rule).
  app.get(
    '/projects/:id/change-log',
    { schema: { tags, summary: 'Projenin değişiklik geçmişi (kabul edilen alan değişiklikleri)', params: projectParams, response: { 200: changeLogSchema } } },
    async (request) => {
      const found = await loadProject(request.params.id);
      const { access } = await viewerAccess(request, 'project', found.project.id, found.project.is_verified);
      return changeLogOf(app.db, 'project', found.project.id, access);
    },
  );

  app.get(
    '/companies/:id/change-log',
    { schema: { tags, summary: 'Firmanın değişiklik geçmişi (kabul edilen alan değişiklikleri)', params: companyParams, response: { 200: changeLogSchema } } },
    async (request) => {
      const found = await loadCompany(request.params.id);
      const { access } = await viewerAccess(request, 'company', found.company.id, found.company.is_verified);
      return changeLogOf(app.db, 'company', found.company.id, access);
    },
  );

  app.get(
    '/companies/:id/references',
    { schema: { tags, summary: 'Firmanın rol aldığı projeler', params: companyParams, querystring: referencesQuerySchema, response: { 200: referencesSchema } } },
    async (request) => {
      requirePremium(request, 'details');
      const found = await loadCompany(request.params.id);
      const { access } = await viewerAccess(request, 'company', found.company.id, found.company.is_verified);
      if (access !== 'full') throw new AppError(402, 'PAYMENT_REQUIRED', CATALOG_MESSAGES.referencesLocked);
      const { page } = request.query;
      return presentCompanyReferences(found.company.id, page, await listCompanyReferences(app.db, found.company.id, page));
    },
  );
};

export const suggestionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['suggestions'];

  app.post(
    '/suggestions/projects/:id',
    { schema: { tags, summary: 'Proje için güncelleme öner', params: projectParams, body: suggestionBodySchema, response: { 201: suggestionResultSchema } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const found = await findProject(app.db, request.params.id);
      if (!found) throw new AppError(404, 'NOT_FOUND', CATALOG_MESSAGES.projectNotFound);
      const opened = found.project.is_verified && tierOf(user) === 'premium' ? await hasOpened(app.db, 'project', user.id, found.project.id) : false;
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
    { schema: { tags, summary: 'Firma için güncelleme öner', params: companyParams, body: suggestionBodySchema, response: { 201: suggestionResultSchema } } },
    async (request, reply) => {
      const { user } = requireUser(request);
      const found = await findCompany(app.db, request.params.id);
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
