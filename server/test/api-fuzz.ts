import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../plugins/sessions';

// Schema fuzzing of the whole JSON API (docs/reliability.md#schema-fuzzing; decision 030): every operation of
// the app's own OpenAPI document, called with values drawn from its declared schema mixed with hostile ones
// (wrong types, boundary numbers, huge strings, NUL and odd Unicode, SQL-ish text, invalid ids, deep pages).
// Passing means: no 5xx, and every 4xx in the JSON error shape with a Turkish message and among the refusals
// the document lists for that operation.

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body?: JsonSchema;
  /** The 4xx statuses the document lists for the operation. */
  refusals: Set<number>;
}

export interface FuzzRequest {
  operation: Operation;
  role: string;
  url: string;
  payload?: unknown;
}

/** Operations of the OpenAPI document (hidden routes — pages, provider callbacks — are not JSON APIs). */
export function operationsOf(app: FastifyInstance, skip: (key: string) => boolean = () => false): Operation[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { parameters?: { in: string; name: string; schema: JsonSchema }[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> }; responses?: Record<string, unknown> }>>;
  };
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const upper = method.toUpperCase() as Operation['method'];
      if (!path.startsWith('/api/') || !['GET', 'POST', 'PUT', 'DELETE'].includes(upper) || skip(`${upper} ${path}`)) continue;
      const params = op.parameters ?? [];
      operations.push({
        method: upper,
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema])),
        body: op.requestBody?.content?.['application/json']?.schema,
        refusals: new Set(Object.keys(op.responses ?? {}).map(Number).filter((status) => status >= 400 && status < 500)),
      });
    }
  }
  return operations;
}

const HOSTILE_STRINGS = [
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  '1) OR 1=1 --',
  '%00',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202Eevil',
  'İıŞşĞğÜüÖöÇç',
  '🙂'.repeat(300),
  'x'.repeat(20_000),
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "$& $' $`",
  '{{7*7}}',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '2026-13-45',
  '+275760-09-13',
  'null',
  '',
  ' ',
];

const hostileString = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 40 }));
const hostileNumber = fc.oneof(
  fc.constantFrom(-1, 0, 1, 2 ** 31, 2 ** 53, -(2 ** 53), 1e308, -1e308, 0.5, 100_000, 100_001),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(hostileString, hostileNumber), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }),
);

/** A value valid for the schema as far as its shape goes (types, enums, ranges, uuids). */
function validValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validValue(v, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid({ version: 4 });
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date-time') return fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 30, 30) });
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -1000, -1e9), max: Math.min(schema.maximum ?? 1000, 1e9) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), { maxLength: 3 });
    case 'object':
      return objectValue(schema, depth + 1);
    default:
      return fc.constant(null);
  }
}

/** Each declared property omitted, valid, or hostile; sometimes an undeclared key too. */
function objectValue(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const entries = Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fc.oneof(fc.constant(undefined), validValue(property, depth), hostileValue).map((value) => [name, value] as const),
  );
  const extra = fc.option(fc.tuple(fc.constantFrom('is_premium', 'user_id', 'status', 'token_balance', '__proto__', 'constructor'), hostileValue), { nil: undefined });
  return fc.tuple(fc.tuple(...entries), extra).map(([pairs, more]) => {
    const object: Record<string, unknown> = {};
    for (const [name, value] of pairs) if (value !== undefined) object[name] = value;
    if (more) object[more[0]] = more[1];
    return object;
  });
}

const pathParam = fc.oneof(fc.uuid({ version: 4 }), hostileString.filter((s) => s.length > 0), fc.constant('6ba7b810-9dad-11d1-80b4-00c04fd430c8'));
const queryValue = (schema: JsonSchema) =>
  fc.oneof(validValue(schema).map((v) => (v === null ? '' : String(v))), hostileString, hostileNumber.map(String), fc.constant('1'.repeat(12)));

/** Lone surrogates cannot be put in a URL (there is no UTF-8 for them); bodies still carry them. */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');

export function requestArbitrary(operations: Operation[], roles: string[]): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom(...operations).chain((operation) =>
    fc
      .record({
        role: fc.constantFrom(...roles),
        params: fc.tuple(...operation.pathParams.map(() => pathParam)),
        query: fc.tuple(...Object.entries(operation.query).map(([name, schema]) => fc.option(queryValue(schema), { nil: undefined }).map((v) => [name, v] as const))),
        body: operation.body ? fc.oneof({ weight: 4, arbitrary: objectValue(operation.body) }, { weight: 1, arbitrary: hostileValue }) : fc.constant(undefined),
      })
      .map(({ role, params, query, body }) => {
        let path = operation.path;
        operation.pathParams.forEach((name, i) => (path = path.replace(`{${name}}`, encodeURIComponent(wellFormed(params[i]!)))));
        const search = new URLSearchParams(query.filter(([, v]) => v !== undefined) as [string, string][]).toString();
        return { operation, role, url: search ? `${path}?${search}` : path, payload: operation.method === 'GET' ? undefined : (body ?? {}) };
      }),
  );
}

/** English left over from a library default: Zod, Fastify or AJV wording. */
const ENGLISH = /\b(Invalid|invalid input|Expected|expected|received|Required|must be|should be|Unexpected|Bad Request|Internal Server Error)\b/;

/** Why a response breaks the contract, or null when it keeps it. */
export function contractBreach(res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (res.statusCode < 400) return null;
  let body: { statusCode?: unknown; code?: unknown; message?: unknown };
  try {
    body = res.json();
  } catch {
    return `status ${res.statusCode} without a JSON body`;
  }
  if (body.statusCode !== res.statusCode || typeof body.code !== 'string' || typeof body.message !== 'string' || body.message === '') {
    return `status ${res.statusCode} without the error shape: ${res.body.slice(0, 200)}`;
  }
  if (ENGLISH.test(body.message)) return `status ${res.statusCode} with an English message: ${body.message}`;
  return null;
}

export interface FuzzTally {
  cases: number;
  byClass: Record<string, number>;
  breaches: { request: string; breach: string }[];
}

/** Runs `runs` generated requests against the app; sessions per role come from `cookies`. */
export async function fuzzApi(
  app: FastifyInstance,
  options: { runs: number; seed?: number; roles: Record<string, string | undefined>; skip?: (key: string) => boolean },
): Promise<FuzzTally> {
  const operations = operationsOf(app, options.skip);
  const tally: FuzzTally = { cases: 0, byClass: {}, breaches: [] };
  await fc.assert(
    fc.asyncProperty(requestArbitrary(operations, Object.keys(options.roles)), async (request) => {
      const session = options.roles[request.role];
      const res = await app.inject({
        method: request.operation.method,
        url: request.url,
        ...(request.payload !== undefined ? { payload: JSON.stringify(request.payload), headers: { 'content-type': 'application/json' } } : {}),
        cookies: session ? { [SESSION_COOKIE]: session } : {},
        remoteAddress: '10.99.0.1',
      });
      tally.cases += 1;
      const group = `${Math.floor(res.statusCode / 100)}xx`;
      tally.byClass[group] = (tally.byClass[group] ?? 0) + 1;
      const breach =
        contractBreach(res) ??
        (res.statusCode >= 400 && res.statusCode < 500 && !request.operation.refusals.has(res.statusCode) ? `status ${res.statusCode} not in the document: ${res.body.slice(0, 200)}` : null);
      if (breach) tally.breaches.push({ request: `${request.role} ${request.operation.method} ${request.url.slice(0, 200)}`, breach });
      return true;
    }),
    { numRuns: options.runs, seed: options.seed, endOnFailure: false },
  );
  return tally;
}
