import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { z } from '../shared/zod';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { describeOnEachDatabase } from './test/test-app';

// A route used only here (outside /api, which only takes classified routes), to exercise validation
// and the error shape through the real pipeline.
const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/echo',
    { schema: { body: z.object({ name: z.string().min(2, 'Ad en az 2 karakter olmalıdır'), year: z.number().int() }) } },
    async (request) => request.body,
  );
  app.get('/boom', async () => {
    throw new Error('secret internal detail');
  });
};

describeOnEachDatabase(
  'app',
  (ctx) => {
    it('reports health with a database check', async () => {
      const res = await ctx.app.inject('/api/health');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'ok' });
    });

    it('answers bad input with a 400, a stable code and a Turkish message', async () => {
      const invalid = await ctx.app.inject({ method: 'POST', url: '/probe/echo', payload: { name: 'A', year: 2020 } });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR', message: 'Ad en az 2 karakter olmalıdır' });

      const badJson = await ctx.app.inject({
        method: 'POST',
        url: '/probe/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{"name": "Ali",',
      });
      expect(badJson.statusCode).toBe(400);
      expect(badJson.json()).toEqual({ statusCode: 400, code: 'INVALID_JSON', message: 'İstek gövdesi geçerli bir JSON değil.' });

      const wrongType = await ctx.app.inject({ method: 'POST', url: '/probe/echo', headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
      expect(wrongType.statusCode).toBe(415);
      expect(wrongType.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');

      const ok = await ctx.app.inject({ method: 'POST', url: '/probe/echo', payload: { name: 'Ali', year: 2020 } });
      expect(ok.json()).toEqual({ name: 'Ali', year: 2020 });
    });

    it('hides internal errors behind a generic Turkish 500', async () => {
      const res = await ctx.app.inject('/probe/boom');
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ statusCode: 500, code: 'INTERNAL_ERROR', message: 'Bir hata oluştu. Lütfen tekrar deneyin.' });
      expect(res.body).not.toContain('secret');
    });

    it('answers unknown API paths with a JSON 404 and page paths with the SPA', async () => {
      const api = await ctx.app.inject('/api/nope');
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Aradığınız kaynak bulunamadı.' });

      // The client router redirects unknown pages to /; the server hands it every page path.
      const page = await ctx.app.inject({ url: '/some/unknown/page', headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('<html lang="tr"');
    });

    it('sends security headers with a CSP that allows no inline script but the boot script, by its hash', async () => {
      const res = await ctx.app.inject('/');
      const csp = String(res.headers['content-security-policy']);
      const bootScript = readFileSync('public/boot.js', 'utf8');
      expect(csp).toContain(`script-src 'self' 'sha256-${createHash('sha256').update(bootScript).digest('base64')}'`);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      // Sockets to this site only, not to any ws:/wss: host (docs/reliability.md#attack-pass, finding 9).
      expect(csp).toMatch(/connect-src 'self' ws:\/\/localhost:3000(;|$)/);
      expect(csp).not.toMatch(/connect-src[^;]*(ws:|wss:)(\s|;|$)/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeDefined();
    });

    it('publishes the OpenAPI document and its UI at /api/docs', async () => {
      const doc = await ctx.app.inject('/api/docs/json');
      expect(doc.statusCode).toBe(200);
      const spec = doc.json();
      expect(spec.openapi).toMatch(/^3\./);
      expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/legal/contracts', '/api/legal/cookie-policy']));
      // The map's answer is documented as columns, its ids as uuids (they are not pattern-checked on the way out).
      const map = spec.paths['/api/stations/map'].get.responses['200'].content['application/json'].schema;
      expect(map.properties.station_id).toMatchObject({ type: 'array', items: { type: 'string', format: 'uuid' } });
      const ui = await ctx.app.inject('/api/docs/');
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toContain('text/html');
    });

    it('lists the active contracts with reachable PDF files', async () => {
      const res = await ctx.app.inject('/api/legal/contracts');
      expect(res.statusCode).toBe(200);
      const { items } = res.json() as { items: { title: string; must: boolean; file_url: string }[] };
      expect(items.map((c) => c.title).sort()).toEqual(['KVKK Aydınlatma Metni', 'Üyelik Sözleşmesi']);
      for (const contract of items) {
        expect(contract.must).toBe(true);
        const file = await ctx.app.inject(contract.file_url);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    });

    it('returns the latest active cookie policy, or null when none is active', async () => {
      const res = await ctx.app.inject('/api/legal/cookie-policy');
      const { policy } = res.json() as { policy: { title: string; file_url: string } };
      expect(policy.title).toBe('Çerez Politikası');
      expect((await ctx.app.inject({ method: 'HEAD', url: policy.file_url })).statusCode).toBe(200);

      const { cookie_policies } = await import('./db/schema/legal');
      await ctx.db.update(cookie_policies).set({ active: false });
      expect((await ctx.app.inject('/api/legal/cookie-policy')).json()).toEqual({ policy: null });
      await ctx.db.update(cookie_policies).set({ active: true });
    });

    it('does not serve files outside the storage folder', async () => {
      for (const url of ['/files/../package.json', '/files/%2e%2e/%2e%2e/package.json', '/files/..%2f..%2fpackage.json']) {
        const res = await ctx.app.inject(url);
        expect(res.body).not.toContain('devDependencies');
        expect(res.body).not.toContain('"name": "gunesveri"');
      }
      expect((await ctx.app.inject('/files/..%2f..%2fpackage.json')).json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
      expect((await ctx.app.inject('/files/contracts/yok.pdf')).json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    });

    it('gives the site settings the browser needs', async () => {
      expect((await ctx.app.inject('/api/site')).json()).toEqual({
        contact_email: 'iletisim@gunesveri.com.tr',
        // No outside tile server unless configured: the map draws its own province outlines.
        map_tile_url: null,
        map_tile_attribution: '© OpenStreetMap katkıda bulunanlar',
      });
    });
  },
  { configure: (app) => app.register(probeRoutes, { prefix: '/probe' }) },
);
