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
import { approveSuggestion, decideSuggestion, listSuggestions, rejectSuggestion } from '../../services/admin/suggestions';
import { sendDecisionMail } from '../../services/corrections/decision-mails';
import { decideCorrectionSchema } from '../../../shared/schemas/corrections';
import { adminOf } from './admin-resource';

const tags = ['admin'];

/** Suggestion review (docs/product-rules.md#reviews) and submission review. */
export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // A decided correction's mail is owed in the decision's own transaction (decision 070); queueing it
  // now only saves the sweep's minute, so a failure to queue is logged, not answered.
  const mailDecision = (kind: 'projects' | 'companies', id: string) =>
    sendDecisionMail(app.jobs, kind, id).catch((err: unknown) => app.log.warn({ err }, 'düzeltme kararı e-postası kuyruğa eklenemedi'));

  app.get('/suggestions', { schema: { tags, summary: 'Öneriler', response: { 200: suggestionListSchema } } }, async () => listSuggestions(app.db));
  app.post(
    '/suggestions/:kind/:id/approve',
    { schema: { tags, summary: 'Öneriyi onayla', params: reviewParamsSchema, body: emptyBodySchema, response: { 200: messageSchema } } },
    async (request) => {
      const result = await approveSuggestion(app.db, adminOf(request), request.params.kind, request.params.id);
      await mailDecision(request.params.kind, request.params.id);
      return result;
    },
  );
  app.post(
    '/suggestions/:kind/:id/reject',
    { schema: { tags, summary: 'Öneriyi reddet', params: reviewParamsSchema, body: rejectSuggestionSchema, response: { 200: messageSchema } } },
    async (request) => {
      const result = await rejectSuggestion(app.db, adminOf(request), request.params.kind, request.params.id, request.body.feedback);
      await mailDecision(request.params.kind, request.params.id);
      return result;
    },
  );

  // Field by field (decision 070): approve some fields, reject others with a reason each.
  app.post(
    '/suggestions/:kind/:id/decide',
    { schema: { tags, summary: 'Öneriyi alan alan karara bağla', params: reviewParamsSchema, body: decideCorrectionSchema, response: { 200: messageSchema } } },
    async (request) => {
      const { kind, id } = request.params;
      const result = await decideSuggestion(app.db, adminOf(request), kind, id, request.body.decisions);
      await mailDecision(kind, id);
      return result;
    },
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
