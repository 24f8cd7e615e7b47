import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { createJsonSchemaTransform } from '@fastify/type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { z } from '../../shared/zod';
import { apiErrorSchema } from '../../shared/schemas/site';
import { API_KEY_PREFIX, API_KEY_RATE_LIMIT, API_KEY_RATE_WINDOW_SECONDS } from '../../shared/constants';
import { API_KEY_READS, ROUTE_ACCESS, routeKey } from '../policies/route-access';
import { SESSION_COOKIE } from './sessions';
import { errorAnswersOf, type DocumentedRoute } from './api-error-answers';
import { documentInputConstraints } from './api-input-constraints';

/** The JSON error shape every refusal is answered in, as a component the responses refer to. */
export const ERROR_SCHEMA_REF = '#/components/schemas/ApiError';

const zodTransform = createJsonSchemaTransform({ zodToJsonConfig: { override: documentInputConstraints } });

type TransformInput = Parameters<typeof zodTransform>[0] & { route: DocumentedRoute };

/** The routes' Zod schemas as JSON Schema, and each operation's refusals next to its answers. */
function transform(input: TransformInput) {
  const transformed = zodTransform(input) as { schema?: { hide?: boolean; response?: Record<string, unknown> }; url: string };
  // A prefix's "/" route is the prefix itself (routeKey reads them as one): the document names it without the slash.
  if (transformed.url.length > 1 && transformed.url.endsWith('/')) transformed.url = transformed.url.slice(0, -1);
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
  const extra = result.schema as { security?: unknown; operationId?: string };
  extra.security = securityOf(methods.map((method) => routeKey(method, input.route.url)));
  extra.operationId = operationIdOf(methods[0] ?? 'GET', transformed.url);
  return result;
}

/** The security scheme of API keys (docs/decisions/043-keyed-api.md). */
export const API_KEY_SCHEME = 'apiKey';
/** The security scheme of the signed-in session (server/plugins/sessions.ts). */
export const SESSION_SCHEME = 'session';

/**
 * What an operation asks for (server/policies/route-access.ts): none when anyone may call it (a
 * provider proves itself another way), else the session cookie; an operation a key may call takes
 * the key too, and, when public, nothing.
 */
function securityOf(keys: string[]): Record<string, string[]>[] {
  const rules = keys.map((key) => ROUTE_ACCESS[key]?.access);
  const open = rules.every((access) => access === 'public' || access === 'provider');
  const keyed = keys.some((key) => API_KEY_READS.has(key));
  if (!keyed) return open ? [] : [{ [SESSION_SCHEME]: [] }];
  return [{ [API_KEY_SCHEME]: [] }, { [SESSION_SCHEME]: [] }, ...(open ? [{}] : [])];
}

/**
 * A stable operationId from the method and the path, so generated clients get names that stay:
 * "GET /api/admin/projects/{id}" → "getAdminProjectsById".
 */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[:{](\w+)\}?$/.exec(segment);
      return param ? ['by', param[1]!] : segment.split(/[^A-Za-z0-9]+/);
    })
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

/** The document's introduction: how to read with a key, in curl and Python. */
export const API_DESCRIPTION = `Türkiye güneş enerjisi sektörü veritabanı.

## API anahtarıyla okuma

Premium üyeler Profil → **API Anahtarları** sekmesinde anahtar oluşturur. Anahtar yalnızca oluşturulduğunda
bir kez gösterilir (\`${API_KEY_PREFIX}…\` ile başlar); sunucu yalnızca özetini saklar. Anahtarı her istekte
\`Authorization: Bearer <anahtar>\` başlığıyla gönderin.

- Anahtar yalnızca kilit simgeli okuma uçlarında (GET: projeler, firmalar, trafo merkezleri, istatistikler,
  referans listeleri) geçer ve üyenin sitedeki oturumuyla aynı yetkileri ve Bakiye kurallarını taşır. Anahtar
  Bakiye harcamaz: ücretli bir görünüm 402 ve fiyat teklifiyle yanıtlanır, onay sitede verilir.
- Başka her uç (yazma işlemleri, /api/me, yönetim) anahtarla 403 döner.
- Geçersiz ya da iptal edilmiş anahtar: 401. Premium üyelik bittiğinde anahtarlar 403 ile durur.
- Anahtar başına ${API_KEY_RATE_WINDOW_SECONDS} saniyede en fazla ${API_KEY_RATE_LIMIT} istek; aşınca 429 ve \`Retry-After\` (saniye).

### curl

\`\`\`sh
curl -H "Authorization: Bearer $GUNESVERI_API_KEY" "https://gunesveri.com/api/projects?page=1"
\`\`\`

### Python

\`\`\`python
import os, time, requests

session = requests.Session()
session.headers["Authorization"] = f"Bearer {os.environ['GUNESVERI_API_KEY']}"

def get(path, **params):
    while True:
        answer = session.get(f"https://gunesveri.com{path}", params=params, timeout=30)
        if answer.status_code == 429:
            time.sleep(int(answer.headers.get("Retry-After", "60")))
            continue
        answer.raise_for_status()
        return answer.json()

projects = get("/api/projects", page=1)
print(projects["total"], [p["project_name"] for p in projects["items"]])
\`\`\`
`;

/** OpenAPI document generated from the routes' Zod schemas; UI at /api/docs, JSON at /api/docs/json. */
export async function registerApiDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'GüneşVeri API',
        description: API_DESCRIPTION,
        version: '0.1.0',
        // The data carries its sources' licences (ODbL, CC BY…), per record; the sources page lists them.
        license: { name: 'Kaynaklarının lisansları (kayıt başına)', url: `${app.config.PUBLIC_URL}/veri-kaynaklari` },
      },
      servers: [{ url: app.config.PUBLIC_URL, description: 'Bu sunucu' }],
      components: {
        schemas: { ApiError: z.toJSONSchema(apiErrorSchema, { target: 'openapi-3.0', io: 'output' }) as object },
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'Sitede oturum açınca verilen httpOnly oturum çerezi (POST /api/auth/login).',
          },
          [API_KEY_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: `Premium üyenin API anahtarı (${API_KEY_PREFIX}…), Authorization: Bearer <anahtar> başlığıyla. Yalnızca okuma uçları; anahtar başına ${API_KEY_RATE_WINDOW_SECONDS} saniyede ${API_KEY_RATE_LIMIT} istek.`,
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
