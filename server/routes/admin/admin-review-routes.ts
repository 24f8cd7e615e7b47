import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { messageSchema } from '../../../shared/schemas/common';
import {
  approveSubmissionSchema,
  rejectSubmissionSchema,
  rejectSuggestionSchema,
  reviewParamsSchema,
  submissionListSchema,
  suggestionListSchema,
} from '../../../shared/schemas/admin/reviews';
import { emptyBodySchema } from '../../../shared/schemas/common';
import { approveSubmission, listSubmissions, rejectSubmission } from '../../services/admin/submissions';
import { approveSuggestion, listSuggestions, rejectSuggestion } from '../../services/admin/suggestions';
import { adminOf } from './admin-resource';

const tags = ['admin'];

/** Suggestion review (docs/product-rules.md#reviews) and submission review. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/suggestions', { schema: { tags, summary: 'Öneriler', response: { 200: suggestionListSchema } } }, async () => listSuggestions(app.db));
  app.post(
    '/suggestions/:kind/:id/approve',
    { schema: { tags, summary: 'Öneriyi onayla', params: reviewParamsSchema, body: emptyBodySchema, response: { 200: messageSchema } } },
    async (request) => approveSuggestion(app.db, adminOf(request), request.params.kind, request.params.id),
  );
  app.post(
    '/suggestions/:kind/:id/reject',
    { schema: { tags, summary: 'Öneriyi reddet', params: reviewParamsSchema, body: rejectSuggestionSchema, response: { 200: messageSchema } } },
    async (request) => rejectSuggestion(app.db, adminOf(request), request.params.kind, request.params.id, request.body.feedback),
  );

  app.get('/submissions', { schema: { tags, summary: 'Üye başvuruları', response: { 200: submissionListSchema } } }, async () => listSubmissions(app.db));
  app.post(
    '/submissions/:kind/:id/approve',
    { schema: { tags, summary: 'Başvuruyu onayla', params: reviewParamsSchema, body: approveSubmissionSchema, response: { 200: messageSchema } } },
    async (request) => approveSubmission(app.db, adminOf(request), request.params.kind, request.params.id, request.body.feedback),
  );
  app.post(
    '/submissions/:kind/:id/reject',
    { schema: { tags, summary: 'Başvuruyu reddet', params: reviewParamsSchema, body: rejectSubmissionSchema, response: { 200: messageSchema } } },
    async (request) => rejectSubmission(app.db, adminOf(request), request.params.kind, request.params.id, request.body.feedback),
  );
};
