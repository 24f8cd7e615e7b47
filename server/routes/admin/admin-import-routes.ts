import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { emptyBodySchema, idParamsSchema } from '../../../shared/schemas/common';
import {
  IMPORT_MESSAGES as M,
  importListQuerySchema,
  importPageSchema,
  importJobSchema,
  importPreviewStatusSchema,
  importRowsPageSchema,
  importRowsQuerySchema,
  importCommitBodySchema,
  importSummarySchema,
  importUploadFieldsSchema,
} from '../../../shared/schemas/imports';
import { MAX_IMPORT_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { AppError } from '../../lib/errors';
import { commitImport } from '../../services/imports/commit-import';
import { getImportSummary, getPreviewStatus, listImportRows, listImports } from '../../services/imports/import-queries';
import { runPreview, startPreview } from '../../services/imports/preview-import';
import { revertImport } from '../../services/imports/revert-import';
import { adminOf } from './admin-resource';
import { formFields, readUploadToFile, registerUploads } from '../../lib/read-upload';

// The spreadsheet importer: upload → preview → commit → revert, and the history.
// docs/decisions/039-imports-preview-commit-revert.md says what each step guarantees.

const tags = ['admin'];

export const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app, MAX_IMPORT_BYTES);
  // Commit and revert carry no data they need: a POST whose client sets "Content-Type:
  // application/json" but sends no body (curl -X POST -H …, many HTTP libraries) is read as no body,
  // here only (as `{}`), instead of Fastify's refusal of an empty JSON body.
  const json = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    json(request, body as string, done);
  });
  // A POST with no body and no content type reaches validation as null: read as `{}` too.
  const bodyless = async (request: FastifyRequest) => {
    request.body ??= {};
  };
  const params = idParamsSchema(M.id);

  app.get(
    '/imports',
    { schema: { tags, summary: 'İçe aktarma geçmişi (kim, ne zaman, dosya, kaynak, sayılar)', querystring: importListQuerySchema, response: { 200: importPageSchema } } },
    async (request) => listImports(app.db, request.query),
  );

  // Preview jobs this instance runs: awaited when the app closes, so none writes to a closed database.
  const jobs = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...jobs]);
  });

  app.post(
    '/imports',
    {
      schema: {
        tags,
        summary: 'Dosya yükle ve önizlemeyi başlat (kaydetmez)',
        description:
          'multipart/form-data: `kind`, `file` (CSV veya XLSX, en fazla 25 MB), isteğe bağlı `source_id`, `mapping` (JSON: alan → sütun başlığı) ve `id` (istemcinin seçtiği UUID). ' +
          'Hemen 202 ile içe aktarmanın kimliğini ve `status_url` adresini döner; önizleme arka planda hazırlanır: GET `status_url` durumu (queued, reading, checking, ready, failed), okunan satırları ve hazır olunca önizlemeyi verir. ' +
          'Dosyanın içeriğiyle ilgili hatalar (okunamayan dosya, başlık satırı yok, eşleştirme…) o durumda `failed` ve Türkçe `error` olarak görünür. Bir sunucu aynı anda en fazla 2 dosya önizler; üçüncüsü 429 ve `Retry-After` alır.',
        consumes: ['multipart/form-data'],
        response: { 202: importJobSchema },
      },
    },
    async (request, reply) => {
      const form = await readUploadToFile(request, UPLOAD_MESSAGES.importTooLarge);
      let release: (() => void) | undefined;
      let handedOver = false;
      try {
        const fields = formFields(importUploadFieldsSchema, form);
        if (!form.file) throw new AppError(400, 'VALIDATION_ERROR', M.fileRequired, { path: 'file' });
        // Taken once the file is on disk (the client then reads the 429, not a cut connection) and
        // before anything parses it: the parse is what costs memory.
        release = app.importPreviews.take();
        const options = {
          kind: fields.kind,
          filePath: form.file.path,
          fileName: form.file.name,
          sourceId: fields.source_id ?? null,
          mapping: fields.mapping,
          id: fields.id,
          actor: adminOf(request),
        };
        const started = await startPreview(app.db, options);
        // The job owns the slot and the file from here; its failure is stored in the import's row.
        const slot = release;
        const job = runPreview(app.db, started, options)
          .catch((error: unknown) => {
            if (!(error instanceof AppError)) request.log.error({ err: error, importId: started.id }, 'import preview failed');
          })
          .finally(async () => {
            slot();
            await form.cleanup();
            jobs.delete(job);
          });
        jobs.add(job);
        handedOver = true;
        const statusUrl = `/api/admin/imports/${started.id}/preview`;
        return reply.status(202).header('location', statusUrl).send({ id: started.id, status_url: statusUrl });
      } finally {
        if (!handedOver) {
          release?.();
          await form.cleanup();
        }
      }
    },
  );

  app.get(
    '/imports/:id/preview',
    { schema: { tags, summary: 'Önizleme işinin durumu, okunan satırlar ve hazır olunca önizleme', params, response: { 200: importPreviewStatusSchema } } },
    async (request) => getPreviewStatus(app.db, request.params.id),
  );

  app.get('/imports/:id', { schema: { tags, summary: 'İçe aktarmanın durumu ve ilerlemesi', params, response: { 200: importSummarySchema } } }, async (request) =>
    getImportSummary(app.db, request.params.id),
  );

  app.get(
    '/imports/:id/rows',
    { schema: { tags, summary: 'Önizleme satırları (işleme göre süzülebilir)', params, querystring: importRowsQuerySchema, response: { 200: importRowsPageSchema } } },
    async (request) => listImportRows(app.db, request.params.id, request.query),
  );

  app.post(
    '/imports/:id/commit',
    {
      schema: {
        tags,
        summary: 'Önizlenen satırları tek işlemde kaydet',
        description:
          'Gövde isteğe bağlı (gövdesiz, boş gövde ya da `{}` aynıdır). Önizlemenin `unmapped` listesindeki her sütun ya yeni bir yüklemede bir alana eşleştirilmeli ya da burada `ignore_columns` ile içe aktarılmayacağı onaylanmalıdır; karar verilmemiş sütun varsa 400 ile adları döner.',
        params,
        body: importCommitBodySchema,
        response: { 200: importSummarySchema },
      },
      preValidation: bodyless,
    },
    async (request) => {
      await commitImport(app.db, request.params.id, adminOf(request), { ignoreColumns: request.body?.ignore_columns });
      return getImportSummary(app.db, request.params.id);
    },
  );

  app.post(
    '/imports/:id/revert',
    {
      schema: { tags, summary: 'Bir içe aktarmayı tam olarak geri al', description: 'Gövde isteğe bağlı (gövdesiz, boş gövde ya da `{}` aynıdır).', params, body: emptyBodySchema, response: { 200: importSummarySchema } },
      preValidation: bodyless,
    },
    async (request) => {
      await revertImport(app.db, request.params.id, adminOf(request));
      return getImportSummary(app.db, request.params.id);
    },
  );
};
