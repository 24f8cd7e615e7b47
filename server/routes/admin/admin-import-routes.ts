import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { emptyBodySchema, idParamsSchema } from '../../../shared/schemas/common';
import {
  IMPORT_MESSAGES as M,
  importListQuerySchema,
  importPageSchema,
  importPreviewSchema,
  importRowsPageSchema,
  importRowsQuerySchema,
  importSourceOptionsSchema,
  importSummarySchema,
  importUploadFieldsSchema,
} from '../../../shared/schemas/imports';
import { MAX_IMPORT_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { AppError } from '../../lib/errors';
import { commitImport } from '../../services/imports/commit-import';
import { getImportSummary, listImportRows, listImports } from '../../services/imports/import-queries';
import { importSourceOptions } from '../../services/imports/import-sources';
import { previewImport } from '../../services/imports/preview-import';
import { revertImport } from '../../services/imports/revert-import';
import { adminOf } from './admin-resource';
import { formFields, readUploadToFile, registerUploads } from './read-upload';

// The spreadsheet importer (issue 43): upload → preview → commit → revert, and the history.
// docs/decisions/039-imports-preview-commit-revert.md says what each step guarantees.

const tags = ['admin'];

export const adminImportRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app, MAX_IMPORT_BYTES);
  const params = idParamsSchema(M.id);

  app.get('/imports/sources', { schema: { tags, summary: 'İçe aktarmada seçilebilecek kaynaklar', response: { 200: importSourceOptionsSchema } } }, async () =>
    importSourceOptions(app.db),
  );

  app.get(
    '/imports',
    { schema: { tags, summary: 'İçe aktarma geçmişi (kim, ne zaman, dosya, kaynak, sayılar)', querystring: importListQuerySchema, response: { 200: importPageSchema } } },
    async (request) => listImports(app.db, request.query),
  );

  app.post(
    '/imports',
    {
      schema: {
        tags,
        summary: 'Dosya yükle ve önizle (kaydetmez)',
        description:
          'multipart/form-data: `kind`, `file` (CSV veya XLSX, en fazla 25 MB), isteğe bağlı `source_id`, `mapping` (JSON: alan → sütun başlığı) ve `id` (istemcinin seçtiği UUID; önizleme sürerken GET /api/admin/imports/{id} ile ilerleme okunur). Bir sunucu aynı anda en fazla 2 dosya önizler; üçüncüsü 429 ve `Retry-After` alır.',
        consumes: ['multipart/form-data'],
        response: { 201: importPreviewSchema },
      },
    },
    async (request, reply) => {
      const form = await readUploadToFile(request, UPLOAD_MESSAGES.importTooLarge);
      let release: (() => void) | undefined;
      try {
        const fields = formFields(importUploadFieldsSchema, form);
        if (!form.file) throw new AppError(400, 'VALIDATION_ERROR', M.fileRequired, { path: 'file' });
        // Taken once the file is on disk (the client then reads the 429, not a cut connection) and
        // before anything parses it: the parse is what costs memory.
        release = app.importPreviews.take();
        const preview = await previewImport(app.db, {
          kind: fields.kind,
          filePath: form.file.path,
          fileName: form.file.name,
          sourceId: fields.source_id ?? null,
          mapping: fields.mapping,
          id: fields.id,
          actor: adminOf(request),
        });
        return reply.status(201).send(preview);
      } finally {
        release?.();
        await form.cleanup();
      }
    },
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
    { schema: { tags, summary: 'Önizlenen satırları tek işlemde kaydet', params, body: emptyBodySchema, response: { 200: importSummarySchema } } },
    async (request) => {
      await commitImport(app.db, request.params.id, adminOf(request));
      return getImportSummary(app.db, request.params.id);
    },
  );

  app.post(
    '/imports/:id/revert',
    { schema: { tags, summary: 'Bir içe aktarmayı tam olarak geri al', params, body: emptyBodySchema, response: { 200: importSummarySchema } } },
    async (request) => {
      await revertImport(app.db, request.params.id, adminOf(request));
      return getImportSummary(app.db, request.params.id);
    },
  );
};
