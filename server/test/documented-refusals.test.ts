import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operationOf } from './documented-refusals';
import { TestClient } from './http';

// The test client holds every answer to the API document (documented-refusals.ts): checked on a
// small real app whose routes answer a refusal the document lists, and one it does not.

describe('the test client against the API document', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    await app.register(swagger, { openapi: { info: { title: 'test', version: '1' } } });
    // Fastify answers an error with its statusCode.
    const conflict = async () => {
      throw Object.assign(new Error('Çakışma'), { statusCode: 409 });
    };
    app.get('/api/items/:id', { schema: { response: { 200: { type: 'object' }, 409: { type: 'object' } } } }, conflict);
    app.get('/api/items/latest', { schema: { response: { 200: { type: 'object' } } } }, conflict);
    app.get('/api/items/', { schema: { response: { 200: { type: 'object' } } } }, async () => ({}));
    await app.ready();
  });
  afterAll(() => app.close());

  it('passes a refusal the document lists and fails a test on one it does not', async () => {
    const client = new TestClient(app);
    expect((await client.get('/api/items/7?x=1')).statusCode).toBe(409);
    await expect(client.get('/api/items/latest')).rejects.toThrow('GET /api/items/latest answered 409, which the API document does not list for it');
  });

  it('finds the operation a request reaches: a literal path before a template, a trailing slash either way', () => {
    expect(operationOf(app, 'GET', '/api/items/7')?.path).toBe('/api/items/{id}');
    expect(operationOf(app, 'GET', '/api/items/latest')?.path).toBe('/api/items/latest');
    expect(operationOf(app, 'GET', '/api/items')?.path).toBe('/api/items/');
    expect(operationOf(app, 'POST', '/api/items/7')).toBeUndefined();
    expect(operationOf(app, 'GET', '/elsewhere')).toBeUndefined();
  });
});
