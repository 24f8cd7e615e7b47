import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import createClient from 'openapi-fetch';
import openapiTS, { astToString } from 'openapi-typescript';
import { beforeAll, expect, it } from 'vitest';
import type { paths } from '../../shared/api/openapi.generated';
import { createVerifiedUser } from '../services/users/create-user';
import { FIXTURE_HASH_COST } from '../test/members';
import { describeOnEachDatabase, type TestContext } from '../test/test-app';

// A client generated from the OpenAPI document (openapi-typescript's types, openapi-fetch's calls;
// decision 057) makes real calls: the committed types are the document's own (a route changed without
// regenerating them fails here), and the typecheck holds the calls below to them.

const GENERATED = path.join(process.cwd(), 'shared/api/openapi.generated.ts');
const HEADER = `// Generated from the app's OpenAPI document by openapi-typescript: do not edit. To regenerate after
// changing a route: UPDATE_API_TYPES=1 npx vitest run server/plugins/api-client.test.ts
/* eslint-disable */
`;

/** openapi-fetch's fetch, answered by the app in memory (no port), cookies kept as a browser keeps them. */
function injectFetch(ctx: TestContext) {
  const cookies: Record<string, string> = {};
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const body = request.body ? await request.text() : undefined;
    const res = await ctx.app.inject({
      method: request.method as 'GET',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(request.headers),
      payload: body,
      cookies: { ...cookies },
    });
    for (const set of res.cookies) cookies[set.name] = set.value;
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: res.headers as Record<string, string> });
  };
}

describeOnEachDatabase('a client generated from the OpenAPI document', (ctx) => {
  let client: ReturnType<typeof createClient<paths>>;
  beforeAll(() => {
    client = createClient<paths>({ baseUrl: 'http://gunesveri.test', fetch: injectFetch(ctx) });
  });

  it('is generated from the document as it is now', async () => {
    const types = HEADER + astToString(await openapiTS(ctx.app.swagger() as Parameters<typeof openapiTS>[0]));
    if (process.env.UPDATE_API_TYPES) writeFileSync(GENERATED, types);
    expect(readFileSync(GENERATED, 'utf8'), 'shared/api/openapi.generated.ts is older than the routes: regenerate it (see its first line)').toBe(types);
  });

  it('reads the project list and a detail with the document\'s types', async () => {
    const list = await client.GET('/api/projects', { params: { query: { page: 1 } } });
    expect(list.response.status).toBe(200);
    const first = list.data!.items[0];
    expect(typeof list.data!.total).toBe('number');
    if (first) {
      const detail = await client.GET('/api/projects/{id}', { params: { path: { id: first.id } } });
      expect(detail.response.status).toBe(200);
      expect(detail.data!.project.project_name).toBe(first.project_name);
    }
  });

  it('signs in and reads the member\'s own account, and gets the documented refusal before that', async () => {
    const refused = await client.GET('/api/me/balance');
    expect(refused.response.status).toBe(401);
    expect(refused.error).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });

    const email = `api-istemcisi-${ctx.target}@example.com`;
    await createVerifiedUser(ctx.db, { hashCost: FIXTURE_HASH_COST, email, password: 'Istemci-Sifre-2026' });
    const login = await client.POST('/api/auth/login', { body: { email, password: 'Istemci-Sifre-2026' } });
    expect(login.response.status, JSON.stringify(login.error)).toBe(200);
    const session = await client.GET('/api/auth/session');
    expect(session.data!.user?.email).toBe(email);
    const balance = await client.GET('/api/me/balance');
    expect(balance.response.status).toBe(200);
    expect(balance.data!.balance).toBe(session.data!.user!.token_balance);
  });

  it('reads the national statistics by year', async () => {
    const stats = await client.GET('/api/statistics/installed-power', { params: { query: {} } });
    expect(stats.response.status).toBe(200);
    expect(Array.isArray(stats.data!.years)).toBe(true);
  });
});
