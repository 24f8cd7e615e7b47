import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from '../../shared/zod';
import { toColumns } from '../../shared/schemas/columns';
import { STATION_MARKER_FIELDS, stationMarkerColumnsSchema } from '../../shared/schemas/stations';
import { changingPart, responseSerializerCompiler } from './response-serializer';

// Answers are checked by parsing against the response schema (decision 020: Zod's encode costs
// more on large answers); only declared fields leave, and a schema that would change values is refused.

async function appWith(schema: z.ZodType, body: unknown) {
  const app = Fastify({ logger: false });
  app.setSerializerCompiler(responseSerializerCompiler);
  app.get('/', { schema: { response: { 200: schema } } }, async () => body);
  await app.ready();
  return app;
}

describe('response serializer', () => {
  it('sends only the declared fields', async () => {
    const app = await appWith(z.object({ id: z.uuid(), items: z.array(z.object({ name: z.string() })) }), {
      id: '0b6f1c1e-9d7a-4c8e-8f5e-2d1c3b4a5f60',
      secret: 'premium',
      items: [{ name: 'A', website: 'https://gizli.example' }],
    });
    expect((await app.inject({ url: '/' })).json()).toEqual({ id: '0b6f1c1e-9d7a-4c8e-8f5e-2d1c3b4a5f60', items: [{ name: 'A' }] });
  });

  it('refuses to send an answer that breaks its schema', async () => {
    const app = await appWith(z.object({ total: z.number().int() }), { total: 'çok' });
    const res = await app.inject({ url: '/' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('çok');
  });

  it('gives the JSON that encoding gives, for the largest answer the API sends', () => {
    const items = Array.from({ length: 50 }, (_, i) => ({
      id: `0b6f1c1e-9d7a-4c8e-8f5e-${String(i).padStart(12, '0')}`,
      station_id: `1b6f1c1e-9d7a-4c8e-8f5e-${String(i).padStart(12, '0')}`,
      station_name: `İstasyon ${i}`,
      city_name: 'Şanlıurfa',
      operator: i % 2 ? 'TEİAŞ' : null,
      available_capacity: 12.5 + i,
      year: 2026,
      month: 10,
      latitude: 37.1 + i / 100,
      longitude: 38.7,
      has_kml: i % 3 === 0,
      sample: false,
      osm: i % 2 === 0,
    }));
    const columns = { ...toColumns(items, STATION_MARKER_FIELDS), extra: items.map(() => 'gitmez') };
    const serialize = responseSerializerCompiler({ schema: stationMarkerColumnsSchema, method: 'GET', url: '/api/stations/map', httpStatus: '200' });
    const json = serialize(columns);
    expect(json).toBe(JSON.stringify(z.encode(stationMarkerColumnsSchema, columns)));
    expect(json).not.toContain('gitmez');
  });

  it('refuses, when the route is added, a response schema that changes values', async () => {
    await expect(appWith(z.object({ name: z.string().transform((v) => v.toUpperCase()) }), { name: 'a' })).rejects.toThrow(/the response schema has a (pipe|transform)/);
    const nested = [
      z.object({ rows: z.array(z.object({ n: z.number().default(0) })) }),
      z.object({ a: z.union([z.null(), z.object({ b: z.string().optional().catch('x') })]) }),
      z.object({ c: z.lazy(() => z.string().pipe(z.email())) }),
    ];
    expect(nested.map((schema) => changingPart(schema))).toEqual(['default', 'catch', 'pipe']);
    expect(changingPart(stationMarkerColumnsSchema)).toBeUndefined();
  });
});
