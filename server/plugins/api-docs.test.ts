import { beforeAll, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../shared/schemas/billing';
import { API_KEY_READS, ROUTE_ACCESS, routeKey } from '../policies/route-access';
import { createVerifiedUser } from '../services/users/create-user';
import { TestClient } from '../test/http';
import { describeOnEachDatabase } from '../test/test-app';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { API_KEY_SCHEME, ERROR_SCHEMA_REF, SESSION_SCHEME } from './api-docs';
import { SESSION_COOKIE } from './sessions';
import { OWN_ANSWERS } from './api-error-answers';
import { FIXTURE_HASH_COST } from '../test/members';

// The OpenAPI document says what the server does (decision 030): each operation's refusals in the JSON
// error shape, and each request field with the rules the server checks, so a client generated from
// it refuses what the server would.

type Schema = Record<string, unknown> & { properties?: Record<string, Schema>; items?: Schema; additionalProperties?: Schema | boolean; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[] };
interface Operation {
  parameters?: { in: string; name: string; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Every operation of the document with the key the route table uses ("POST /api/admin/news/:id"). */
function operations(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ key: routeKey(method.toUpperCase(), path.replace(/\{(\w+)\}/g, ':$1')), op })),
  );
}

/** Where a request schema (parameters and body, nested) leaves a value without any rule: `{}`. */
function emptySchemas(schema: Schema | undefined, at: string): string[] {
  if (!schema) return [];
  if (Object.keys(schema).length === 0) return [at];
  return [
    ...Object.entries(schema.properties ?? {}).flatMap(([name, property]) => emptySchemas(property, `${at}.${name}`)),
    ...emptySchemas(schema.items, `${at}[]`),
    ...(typeof schema.additionalProperties === 'object' ? emptySchemas(schema.additionalProperties, `${at}{}`) : []),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap((variant, i) => emptySchemas(variant, `${at}|${i}`)),
  ];
}

describeOnEachDatabase('the OpenAPI document', (ctx) => {
  let doc: Document;
  const op = (method: string, path: string) => doc.paths[path]![method]!;
  const bodyOf = (method: string, path: string) => op(method, path).requestBody!.content['application/json']!.schema;

  beforeAll(() => {
    doc = ctx.app.swagger() as unknown as Document;
  });

  it('keeps the e-mail format and the length rules of sign-up', () => {
    const { email, password } = bodyOf('post', '/api/auth/register').properties!;
    expect(email).toMatchObject({ type: 'string', format: 'email', pattern: expect.any(String) });
    expect(new RegExp(email!.pattern as string).test('ayse@ornek.com.tr')).toBe(true);
    expect(new RegExp(email!.pattern as string).test('ayse@')).toBe(false);
    expect(password).toMatchObject({ type: 'string', minLength: 12, maxLength: 200 });
    expect(bodyOf('post', '/api/auth/forgot-password').properties!.email).toMatchObject({ format: 'email' });
  });

  it('types the publication date of a news item as a date-time, not as anything', () => {
    for (const [method, path] of [['post', '/api/admin/news'], ['put', '/api/admin/news/{id}']] as const) {
      expect(bodyOf(method, path).properties!.published_at).toEqual({ type: 'string', format: 'date-time' });
    }
  });

  it('gives the billing phone the pattern the server checks: a number it matches is taken, one it does not is refused', async () => {
    const gsm = bodyOf('post', '/api/me/billing-infos').properties!.gsm_number!;
    expect(gsm).toMatchObject({ type: 'string', maxLength: 30, pattern: expect.any(String) });
    const pattern = new RegExp(gsm.pattern as string);
    const email = `openapi-fatura-${ctx.target}@example.com`;
    await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email, password: 'gizli-sifre' });
    const member = new TestClient(ctx.app);
    await member.signIn(email, 'gizli-sifre');
    const billing = {
      billing_name: 'Ev', name: 'Ayşe', surname: 'Yılmaz', email, identity_number: '10000000146',
      billing_contact_name: 'Ayşe Yılmaz', billing_city: 'Ankara', billing_address: 'Çankaya', billing_zip_code: '06000',
    };
    for (const number of ['5321234567', '0532 123 45 67', '+90 (532) 123-45-67', '90 532 123 45 67', '532 123', '05321234567 8', '95321234567', '532l234567', 'tel: 5321234567']) {
      const res = await member.post('/api/me/billing-infos', { ...billing, gsm_number: number });
      expect({ number, documented: pattern.test(number) }).toEqual({ number, documented: res.statusCode === 201 });
      if (res.statusCode !== 201) expect(res.json().message).toBe(BILLING_MESSAGES.phoneInvalid);
    }
  });

  it('leaves no request field without a rule, unless it says why any value is taken', () => {
    const empty = operations(doc).flatMap(({ key, op }) => [
      ...(op.parameters ?? []).flatMap((p) => emptySchemas(p.schema, `${key} ${p.in}:${p.name}`)),
      ...Object.entries(op.requestBody?.content ?? {}).flatMap(([type, { schema }]) => emptySchemas(schema, `${key} body(${type})`)),
    ]);
    expect(empty).toEqual([]);
    // The one deliberate "any value": a suggestion's values, checked per field by the server.
    expect(bodyOf('post', '/api/suggestions/projects/{id}').properties!.suggested_data!.additionalProperties).toEqual({ description: expect.stringContaining('Önerilen') });
  });

  it('lists the refusals of every operation in the JSON error shape', () => {
    expect(doc.components.schemas.ApiError).toMatchObject({ required: ['statusCode', 'code', 'message'] });
    const all = operations(doc);
    expect(all.length).toBeGreaterThan(100);
    const problems: string[] = [];
    for (const { key, op } of all) {
      const refusals = Object.entries(op.responses).filter(([status]) => status.startsWith('4'));
      const statuses = refusals.map(([status]) => Number(status));
      if (refusals.length === 0) problems.push(`${key}: no 4xx`);
      for (const [status, response] of refusals) {
        if (response.content?.['application/json']?.schema.$ref !== ERROR_SCHEMA_REF || !response.description) problems.push(`${key} ${status}: not the error shape`);
      }
      const access = ROUTE_ACCESS[key]?.access;
      const expected = [
        ...(op.parameters?.length || op.requestBody ? [400] : []),
        ...(access === 'member' || access === 'premium' || access === 'admin' ? [401] : []),
        ...(access === 'premium' || access === 'admin' || !key.startsWith('GET ') ? [403] : []),
        ...(key.includes('/:') ? [404] : []),
      ];
      const missing = expected.filter((status) => !statuses.includes(status));
      if (missing.length > 0) problems.push(`${key}: ${missing.join(', ')} missing`);
    }
    expect(problems).toEqual([]);
    const responses = op('post', '/api/projects/{id}/open').responses;
    expect(Object.keys(responses).filter((s) => s.startsWith('4'))).toEqual(['400', '401', '402', '403', '404', '409', '413', '414', '415']);
    expect(responses['403']!.description).toContain('Premium');
    expect(responses['402']!.description).toBe('Bakiye yetersiz');
    expect(Object.keys(op('post', '/api/auth/login').responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
    expect(Object.keys(op('delete', '/api/admin/news-tags/{id}').responses)).toEqual(expect.arrayContaining(['401', '403', '404', '409']));
  });

  it('documents the API key: the bearer scheme, the operations it opens with their refusals, curl and Python', () => {
    const full = doc as unknown as { info: { description: string }; components: { securitySchemes: Record<string, unknown> } };
    expect(full.components.securitySchemes[API_KEY_SCHEME]).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(full.info.description).toContain('Authorization: Bearer');
    expect(full.info.description).toContain('curl -H "Authorization: Bearer');
    expect(full.info.description).toContain('```python');
    expect(full.info.description).toContain('Retry-After');
    const projects = op('get', '/api/projects') as Operation & { security?: unknown };
    expect(projects.security).toEqual([{ [API_KEY_SCHEME]: [] }, { [SESSION_SCHEME]: [] }, {}]);
    expect(Object.keys(projects.responses)).toEqual(expect.arrayContaining(['401', '403', '429']));
    expect((op('delete', '/api/me/api-keys/{id}') as Operation & { security?: unknown }).security).toEqual([{ [SESSION_SCHEME]: [] }]);
    expect(op('delete', '/api/me/api-keys/{id}').responses['403']!.description).toContain('API anahtarıyla çağrılamaz');
    const byKey = new Map(operations(doc).map(({ key, op }) => [key, op as Operation & { security?: { [scheme: string]: string[] }[] }]));
    for (const key of API_KEY_READS) expect(byKey.get(key)?.security?.[0], key).toEqual({ [API_KEY_SCHEME]: [] });
    expect([...byKey].filter(([key, op]) => op.security?.some((s) => API_KEY_SCHEME in s) && !API_KEY_READS.has(key))).toEqual([]);
  });

  it('declares who may call each operation: the session cookie, the API key, or nobody in particular (public)', () => {
    const full = doc as unknown as { components: { securitySchemes: Record<string, unknown> } };
    expect(full.components.securitySchemes[SESSION_SCHEME]).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }));
    const security = (method: string, path: string) => (op(method, path) as Operation & { security?: unknown }).security;
    expect(security('post', '/api/auth/login')).toEqual([]);
    expect(security('get', '/api/admin/projects/{id}')).toEqual([{ [SESSION_SCHEME]: [] }]);
    for (const { key, op } of operations(doc)) {
      const access = ROUTE_ACCESS[key]?.access;
      const declared = (op as Operation & { security?: Record<string, unknown>[] }).security;
      expect(declared, key).toBeDefined();
      expect(declared!.length === 0 || declared!.some((s) => Object.keys(s).length === 0), key).toBe(access === 'public' || access === 'provider');
    }
  });

  it('passes the recommended rules of an OpenAPI linter: no error; operationIds stable and unique', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: JSON.stringify(doc), absoluteRef: '/api/docs/json', config });
    const errors = problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
    expect(errors).toEqual([]);
    // The warnings are not gated; SHOW_LINT_WARNINGS=1 lists them by rule.
    if (process.env.SHOW_LINT_WARNINGS) {
      const byRule = new Map<string, number>();
      for (const p of problems) byRule.set(p.ruleId, (byRule.get(p.ruleId) ?? 0) + 1);
      console.log([...byRule].map(([rule, n]) => `${rule}: ${n}`).join('\n'));
    }
    expect(op('get', '/api/admin/projects/{id}')).toMatchObject({ operationId: 'getAdminProjectsById' });
    expect(Object.keys(doc.paths).filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  });

  it("lists an operation's own refusals only for operations the app serves", () => {
    expect(Object.keys(OWN_ANSWERS).filter((key) => !ctx.app.apiRoutes.has(key))).toEqual([]);
  });

  it('lists the refusals a test or a fuzz run found missing', () => {
    expect(Object.keys(op('post', '/api/me/watches').responses)).toEqual(expect.arrayContaining(['404', '409']));
    expect(op('post', '/api/exports').responses).toHaveProperty('402');
    expect(op('get', '/api/exports/{id}/download').responses).toHaveProperty('410');
    expect(op('put', '/api/admin/users/{id}/roles').responses).toHaveProperty('409');
  });
});
