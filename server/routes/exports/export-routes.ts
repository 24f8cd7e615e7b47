import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { EXPORT_MESSAGES } from '../../../shared/export-messages';
import {
  exportConfirmSchema,
  exportDownloadQuerySchema,
  exportIdParamsSchema,
  exportQuoteSchema,
  exportRequestSchema,
  exportSchema,
  type ExportRequest,
} from '../../../shared/schemas/exports';
import { requireUser } from '../../policies/auth-policy';
import { tierOf } from '../../policies/tier';
import { EXPORT_LISTS } from '../../services/exports/export-lists';
import { confirmExport, exportToDownload, quoteExport } from '../../services/exports/paid-exports';
import { writeCsv, writeXlsx, type ExportDocument } from '../../services/exports/write-export';

const tags = ['exports'];

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

const istanbulTime = new Intl.DateTimeFormat('tr-TR', { timeZone: 'Europe/Istanbul', dateStyle: 'long', timeStyle: 'short' });

// Paid exports of the project, company and station lists and of the statistics tables
// (docs/product-rules.md#exports; docs/decisions/045-paid-exports.md, 063).
// Site sessions only: an API key never spends Bakiye (API_KEY_READS in policies/route-access.ts).
// Quote (what it costs, how many rows), confirm (the quoted total: claim and debit once), then
// download in either format for 24 hours, streamed as it is read.
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });
  const exporter = (user: NonNullable<FastifyRequest['user']>) => ({ tier: tierOf(user), userId: user.id });

  app.post(
    '/quote',
    {
      schema: {
        tags,
        summary: 'Dışa aktarma tutarı',
        description: 'Listenin filtreleriyle kaç satır dışa aktarılacağını ve bunun Bakiye tutarını döner; hiçbir şey düşmez.',
        body: exportRequestSchema,
        response: { 200: exportQuoteSchema },
      },
    },
    async (request) => quoteExport(app.db, exporter(request.user!), request.body),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Dışa aktarmayı onayla',
        description:
          'Gösterilen tutarla (quoted_total) dışa aktarmayı onaylar ve Bakiye bir kez düşer. Tutar değiştiyse 402 COST_CONFIRMATION_REQUIRED yeni tutarla döner. Aynı liste ve filtreler 24 saat içinde yeniden ücretsizdir.',
        body: exportConfirmSchema,
        response: { 200: exportSchema },
      },
    },
    async (request) => {
      const { quoted_total, ...params } = request.body;
      const done = await confirmExport(app.db, exporter(request.user!), params, quoted_total);
      const base = `/api/exports/${done.id}/download`;
      return { ...done, expires_at: done.expires_at.toISOString(), download: { csv: `${base}?format=csv`, xlsx: `${base}?format=xlsx` } };
    },
  );

  app.get(
    '/:id/download',
    {
      schema: {
        tags,
        summary: 'Dışa aktarılan dosyayı indir',
        description: 'Onaylanmış bir dışa aktarmanın dosyası (CSV ya da XLSX), 24 saat boyunca ücretsiz.',
        params: exportIdParamsSchema,
        querystring: exportDownloadQuerySchema,
      },
    },
    async (request, reply) => {
      const found = await exportToDownload(app.db, request.user!.id, request.params.id);
      const request_ = found.request;
      const viewer = exporter(request.user!);
      const list = EXPORT_LISTS[found.kind as ExportRequest['kind']];
      const names = list.names;
      const [filters, sources] = await Promise.all([list.filterLabels(app.db, request_), list.sources(app.db, request_)]);
      const now = new Date();
      const doc: ExportDocument = {
        sheet: names.sheet,
        about: [
          `GüneşVeri · ${names.title}`,
          `Dışa aktarma tarihi: ${istanbulTime.format(now)} (Türkiye saati)`,
          `Filtreler: ${filters.length ? filters.join('; ') : list.unfiltered}`,
          `Onaylanan satır sayısı: ${found.row_count}`,
          ...list.rules,
        ],
        columns: list.columns,
        sources,
        rows: list.rows(app.db, request_, viewer, found.row_count),
      };
      const format = request.query.format;
      const day = now.toISOString().slice(0, 10);
      const body = new PassThrough();
      const writer = format === 'csv' ? writeCsv : writeXlsx;
      writer(body, doc).catch((err: unknown) => {
        // Headers are gone by now: the download is cut short rather than ending as if complete.
        request.log.error({ err }, 'export failed while streaming');
        body.destroy(err instanceof Error ? err : new Error(EXPORT_MESSAGES.downloadFailed));
      });
      return reply
        .header('content-type', CONTENT_TYPES[format])
        .header('content-disposition', `attachment; filename="gunesveri-${names.file}-${day}.${format}"`)
        .header('cache-control', 'private, no-store')
        .send(body);
    },
  );
};
