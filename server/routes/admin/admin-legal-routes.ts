import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { createdSchema, emptyBodySchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import {
  LEGAL_DOCUMENT_KINDS,
  LEGAL_DOCUMENT_MESSAGES,
  legalDocumentFieldsSchema,
  legalDocumentListSchema,
  type LegalDocumentKind,
} from '../../../shared/schemas/admin/legal-documents';
import { createLegalDocument, deleteLegalDocument, listLegalDocuments, toggleLegalDocument, updateLegalDocument } from '../../services/admin/legal-documents';
import { MAX_PDF_BYTES, UPLOAD_MESSAGES } from '../../../shared/upload-rules';
import { adminOf } from './admin-resource';
import { formFields, readUploadForm, registerUploads, type UploadForm } from '../../lib/read-upload';

const tags = ['admin'];

/** Contracts (docs/product-rules.md#legal-documents) and cookie policies: the same five operations under each path. */
export const adminLegalRoutes: FastifyPluginAsyncZod = async (app) => {
  await registerUploads(app, MAX_PDF_BYTES);

  for (const kind of LEGAL_DOCUMENT_KINDS) registerKind(kind);

  function registerKind(kind: LegalDocumentKind) {
    const M = LEGAL_DOCUMENT_MESSAGES[kind];
    const base = `/${kind}`;
    const params = idParamsSchema(M.notFound);
    const upload = { consumes: ['multipart/form-data'], description: 'multipart/form-data: title, must (sözleşmeler), file (PDF, en fazla 10 MB)' };
    const fieldsOf = (form: UploadForm) => {
      const fields = formFields(legalDocumentFieldsSchema, form);
      return kind === 'contracts' ? fields : { ...fields, must: false };
    };

    app.get(base, { schema: { tags, summary: M.plural, response: { 200: legalDocumentListSchema } } }, async () =>
      listLegalDocuments(app.db, kind),
    );

    app.post(base, { schema: { tags, summary: `${M.noun} ekle`, ...upload, response: { 201: createdSchema } } }, async (request, reply) => {
      const form = await readUploadForm(request, UPLOAD_MESSAGES.pdfTooLarge);
      const { id } = await createLegalDocument(app.db, app.storage, adminOf(request), kind, fieldsOf(form), form.file);
      return reply.status(201).send({ id, message: M.created });
    });

    app.put(`${base}/:id`, { schema: { tags, summary: `${M.noun} güncelle`, ...upload, params, response: { 200: messageSchema } } }, async (request) => {
      const form = await readUploadForm(request, UPLOAD_MESSAGES.pdfTooLarge);
      await updateLegalDocument(app.db, app.storage, adminOf(request), kind, request.params.id, fieldsOf(form), form.file, new Set(Object.keys(form.fields)));
      return { message: M.saved };
    });

    app.post(`${base}/:id/toggle`, { schema: { tags, summary: `${M.noun} durumunu değiştir`, params, body: emptyBodySchema, response: { 200: messageSchema } } }, async (request) => {
      await toggleLegalDocument(app.db, adminOf(request), kind, request.params.id);
      return { message: M.toggled };
    });

    app.delete(`${base}/:id`, { schema: { tags, summary: `${M.noun} sil`, params, response: { 200: messageSchema } } }, async (request) => {
      await deleteLegalDocument(app.db, app.storage, adminOf(request), kind, request.params.id);
      return { message: M.deleted };
    });
  }
};
