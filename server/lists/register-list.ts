import type { FastifyInstance, FastifyRequest } from 'fastify';
import { answerList, viewerOf } from './answer-list';
import type { ListDefinition } from './list-definition';

/**
 * A list's routes from its definition (docs/decisions/064-one-definition-per-list.md): GET `path`
 * reads (it never charges: a view that costs Bakiye answers 402 with its quote), and, for a list with
 * paid views, POST `path/list` accepts a quote with the quoted total (a link cannot spend; decision
 * 008). The first view is answered from the first-page cache when the definition has a cache policy,
 * after the viewer's access is checked.
 */
export function registerList<Query extends object, Params, Page, Answer>(app: FastifyInstance, list: ListDefinition<Query, Params, Page, Answer>) {
  const { tags, summary } = list;
  app.get(list.path, { schema: { tags, summary, querystring: list.query, response: { 200: list.response } } }, async (request: FastifyRequest, reply) => {
    const query = request.query as Query;
    const viewer = viewerOf(request);
    if (!list.cache || !app.firstPages.applies(query as Record<string, unknown>, list.defaults)) return answerList(app.db, list, request, query, undefined, viewer);
    // Who may see the first view is judged before the shared answer, warm or not (a first view costs nothing).
    list.access(request, viewer, query);
    return app.firstPages.answerList(list, request, reply, viewer, () => answerList(app.db, list, request, query, undefined, viewer));
  });
  const paid = list.paid;
  if (paid) {
    app.post(`${list.path}/list`, { schema: { tags, summary: paid.summary, body: paid.body, response: { 200: list.response } } }, async (request: FastifyRequest) => {
      const body = request.body as Query & { quoted_total: number };
      return answerList(app.db, list, request, body, body.quoted_total);
    });
  }
}
