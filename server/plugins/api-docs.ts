import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from '@fastify/type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from '../../shared/zod';
import { apiErrorSchema } from '../../shared/schemas/site';
import { errorAnswersOf, type DocumentedRoute } from './api-error-answers';
import { documentInputConstraints } from './api-input-constraints';

/** The JSON error shape every refusal is answered in, as a component the responses refer to. */
export const ERROR_SCHEMA_REF = '#/components/schemas/ApiError';

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: documentInputConstraints } });

type TransformInput = Parameters<typeof zodTransform>[0] & { route: DocumentedRoute };

/** The routes' Zod schemas as JSON Schema, and each operation's refusals next to its answers. */
function transform(input: TransformInput) {
  const transformed = zodTransform(input) as { schema?: { hide?: boolean; response?: Record<string, unknown> }; url: string };
  // A route declared without any schema still answers refusals.
  const result = { ...transformed, schema: transformed.schema ?? {} };
  if (result.schema.hide) return result;
  const methods = [input.route.method].flat().filter((method) => method !== 'HEAD');
  const refusals: Record<string, unknown> = {};
  for (const method of methods) {
    for (const [status, reasons] of errorAnswersOf(input.route, method)) {
      refusals[status] = {
        description: [...new Set(reasons)].join('; '),
        content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
      };
    }
  }
  result.schema.response = { ...result.schema.response, ...refusals };
  return result;
}

/** OpenAPI document generated from the routes' Zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'GüneşVeri API', description: 'Türkiye güneş enerjisi sektörü veritabanı', version: '0.1.0' },
      components: { schemas: { ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0', io: 'output' }) as object } },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
