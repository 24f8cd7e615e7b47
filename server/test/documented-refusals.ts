import type { FastifyInstance } from 'fastify';
import { operationsOf, type Operation } from './api-fuzz';

// Every refusal (4xx) an API test sees must be one the OpenAPI document lists for its operation
// (server/plugins/api-error-answers.ts), so the document is checked by every test that meets a
// refusal, not only by the fuzz's random draw.

interface Template {
  operation: Operation;
  pattern: RegExp;
  params: number;
}

const templates = new WeakMap<FastifyInstance, Template[]>();
const trimSlash = (path: string) => (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path);

function templatesOf(app: FastifyInstance): Template[] {
  let found = templates.get(app);
  if (!found) {
    found = typeof app.swagger === 'function' ? operationsOf(app).map((operation) => {
      const source = trimSlash(operation.path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+');
      return { operation, pattern: new RegExp(`^${source}$`), params: operation.pathParams.length };
    }) : [];
    templates.set(app, found);
  }
  return found;
}

/** The documented operation a request reaches: a literal path before one with parameters. */
export function operationOf(app: FastifyInstance, method: string, url: string): Operation | undefined {
  const path = trimSlash(new URL(url, 'http://local').pathname);
  return templatesOf(app)
    .filter((t) => t.operation.method === method && t.pattern.test(path))
    .sort((a, b) => a.params - b.params)[0]?.operation;
}

/** Throws when a documented operation answered a 4xx its document does not list. */
export function assertDocumentedRefusal(app: FastifyInstance, method: string, url: string, res: { statusCode: number; body: string }) {
  if (res.statusCode < 400 || res.statusCode >= 500) return;
  const operation = operationOf(app, method, url);
  if (operation && !operation.refusals.has(res.statusCode)) {
    throw new Error(`${method} ${operation.path} answered ${res.statusCode}, which the API document does not list for it: ${res.body.slice(0, 200)}`);
  }
}
