import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { CATALOG_MESSAGES } from '../../../shared/catalog-messages';
import { idParamsSchema } from '../../../shared/schemas/common';
import {
  correctionBodySchema,
  correctionDocumentSchema,
  correctionFormSchema,
  correctionResultSchema,

  myCorrectionsSchema,
} from '../../../shared/schemas/corrections';
import { MAX_PDF_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { AppError } from '../../lib/errors';
import { requireUser } from '../../policies/auth-policy';
import { correctionAccess, correctionForm, correctionTarget, lockedFields } from '../../services/corrections/correction-target';
import { createCorrection } from '../../services/corrections/create-correction';
import { listMyCorrections, storeCorrectionDocument } from '../../services/corrections/my-corrections';
import { readUploadForm, registerUploads } from '../../lib/read-upload';

// A company representative's corrections (docs/decisions/070-field-corrections-and-change-log.md):
// every route is a signed-in member's; the record is looked up (404), then whether the member
// represents its company (403), then the input is checked.

const projectParams = idParamsSchema(CATALOG_MESSAGES.invalidProjectId);
const companyParams = idParamsSchema(CATALOG_MESSAGES.invalidCompanyId);

export const correctionRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['corrections'];
  await registerUploads(app, MAX_PDF_BYTES);

  app.get('/corrections/mine', { schema: { tags, summary: 'Temsil ettiğim firmalar ve düzeltmelerim', response: { 200: myCorrectionsSchema } } }, async (request) =>
    listMyCorrections(app.db, requireUser(request).user.id),
  );

  for (const kind of ['projects', 'companies'] as const) {
    const params = kind === 'projects' ? projectParams : companyParams;
    const noun = kind === 'projects' ? 'Proje' : 'Firma';
    app.get(
      `/corrections/${kind}/:id`,
      { schema: { tags, summary: `${noun} düzeltme formu (güncel değerler)`, params, response: { 200: correctionFormSchema } } },
      async (request) => {
        const { user } = requireUser(request);
        const target = await correctionTarget(app.db, user.id, kind, request.params.id);
        return correctionForm(target, await correctionAccess(app.db, user, target));
      },
    );
    app.post(
      `/corrections/${kind}/:id`,
      { schema: { tags, summary: `${noun} için kaynaklı alan düzeltmesi gönder`, params, body: correctionBodySchema, response: { 201: correctionResultSchema } } },
      async (request, reply) => {
        const { user } = requireUser(request);
        const target = await correctionTarget(app.db, user.id, kind, request.params.id);
        const locked = lockedFields(target, await correctionAccess(app.db, user, target));
        return reply.status(201).send(await createCorrection({ db: app.db, notifier: app.notifier }, user, target, request.body, locked));
      },
    );
  }

  app.post(
    '/corrections/companies/:id/documents',
    {
      schema: {
        tags,
        summary: 'Düzeltme kaynağı belge yükle (PDF)',
        params: companyParams,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data: file (PDF, en fazla 10 MB)',
        response: { 201: correctionDocumentSchema },
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      // The same right as a correction of the company: its representative (404, then 403).
      const target = await correctionTarget(app.db, user.id, 'companies', request.params.id);
      const form = await readUploadForm(request, UPLOAD_MESSAGES.pdfTooLarge);
      if (!form.file) throw new AppError(400, 'VALIDATION_ERROR', UPLOAD_MESSAGES.pdfOnly);
      return reply.status(201).send(await storeCorrectionDocument(app.db, app.storage, user.id, target.company.id, form.file));
    },
  );
};
