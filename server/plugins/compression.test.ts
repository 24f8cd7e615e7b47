import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { describeOnEachDatabase } from '../test/test-app';

// Compressed responses (docs/product-rules.md#speed, P7), brotli first, gzip for clients without it.

describeOnEachDatabase('compression', (ctx) => {
  const get = (encoding?: string) =>
    ctx.app.inject({ url: '/api/reference', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends JSON brotli-compressed to a browser that accepts it, gzip otherwise, plain to others', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(expected);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(expected);
  });

  it('sends the pages of the app brotli, `/` like every other, gzip to a browser without brotli (docs/reliability.md#second-attack-pass, finding 22)', async () => {
    for (const url of ['/', '/about', '/stations', '/profile/inventory']) {
      const plain = await ctx.app.inject({ url, headers: { accept: 'text/html' } });
      expect(plain.headers['content-type'], url).toContain('text/html');
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      const br = await ctx.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding'], url).toBe('br');
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString('utf8'), url).toBe(plain.body);
      const gzip = await ctx.app.inject({ url, headers: { accept: 'text/html', 'accept-encoding': 'gzip' } });
      expect(gzip.headers['content-encoding'], url).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString('utf8'), url).toBe(plain.body);
    }
  });

  it('leaves small responses alone', async () => {
    const health = await ctx.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('compresses a large answer in one piece, with its length, rather than streaming it in chunks', async () => {
    // The API description is a few hundred KB, like the station map: past the library's default
    // ceiling for compressing in one call (8 KB on two cores), which streamed such answers chunk by chunk.
    const plain = await ctx.app.inject({ url: '/api/docs/json' });
    expect(plain.rawPayload.length).toBeGreaterThan(100 * 1024);
    const br = await ctx.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['transfer-encoding']).toBeUndefined();
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
