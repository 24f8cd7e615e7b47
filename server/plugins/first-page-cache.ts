import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createTtlCache } from '../lib/ttl-cache';

declare module 'fastify' {
  interface FastifyInstance {
    firstPages: FirstPageCache;
  }
}

/** One answer, serialised and compressed once for everyone it is sent to. */
interface PreparedBody {
  json: Buffer;
  br: Buffer;
  gzip: Buffer;
}

export interface FirstPageCache {
  /**
   * Answers a list's first view from memory, prepared once per LIST_CACHE_MS: `build` runs (SQL,
   * serialisation by `schema`, brotli and gzip) only when the entry is missing or old. `variant`
   * names who may share the answer (a tier); the caller has already checked the viewer's access and
   * makes sure nothing in the answer is the viewer's own.
   */
  send(request: FastifyRequest, reply: FastifyReply, entry: { list: string; variant: string; schema: z.ZodType }, build: () => Promise<unknown>): Promise<FastifyReply>;
  /**
   * The first view's rows themselves, for an answer finished per viewer (a premium member's own
   * marks): `build` (the SQL) runs once per LIST_CACHE_MS; presenting and serialising stay per
   * request. The value is shared: callers copy, never change it.
   */
  rows<T>(entry: { list: string; variant: string }, build: () => Promise<T>): Promise<T>;
  /** Lets go of held rows (and the answers finished from them) that a viewer's own write has made old. */
  forgetRows(entry: { list: string; variant: string }): void;
  /**
   * An answer finished from shared `rows` (from `rows` above) by something of the viewer's that many
   * viewers have in common, named by `key` (a premium member's marks on the page, most often none):
   * serialised and compressed once per rows and key, and let go with the rows.
   */
  sendFinished(request: FastifyRequest, reply: FastifyReply, entry: { rows: object; key: string; schema: z.ZodType }, build: () => unknown): Promise<FastifyReply>;
  /** True when LIST_CACHE_MS is on and `query` is the list's first view. */
  applies(query: Record<string, unknown>, defaults: Record<string, unknown>): boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** True for the list as first opened: page 1 and every other parameter absent or at its default. */
export function isFirstView(query: Record<string, unknown>, defaults: Record<string, unknown>): boolean {
  return Object.entries(query).every(([key, value]) => (key === 'page' ? value === 1 : value === undefined || value === defaults[key]));
}

async function prepare(schema: z.ZodType, body: unknown): Promise<PreparedBody> {
  // The route's response schema, as its serializer would apply it: only declared fields leave.
  const json = Buffer.from(JSON.stringify(schema.parse(body)));
  const [br, gz] = await Promise.all([brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipped(json, { level: 9 })]);
  return { json, br, gzip: gz };
}

/**
 * Every visitor opens the same first page of each list, so it is answered from memory for
 * LIST_CACHE_MS — no SQL, serialisation or compression per request (decision 014). Only
 * super admins change the catalogue: any write of theirs empties the cache before its answer leaves,
 * so their next read, and everyone's on this instance, is fresh; other instances follow within
 * LIST_CACHE_MS.
 */
export function registerFirstPageCache(app: FastifyInstance) {
  const ttl = app.config.LIST_CACHE_MS;
  const cache = createTtlCache<PreparedBody>(ttl);
  const rowCache = createTtlCache<unknown>(ttl);
  // Keyed by the rows object: when the rows are dropped (their time is up, an admin wrote), so are these.
  const finished = new WeakMap<object, Map<string, Promise<PreparedBody>>>();
  const sendPrepared = (request: FastifyRequest, reply: FastifyReply, body: PreparedBody) => {
    void reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (encoding === 'br' || encoding === 'gzip') return reply.header('Content-Encoding', encoding).send(body[encoding]);
    return reply.send(body.json);
  };
  const firstPages: FirstPageCache = {
    applies: (query, defaults) => ttl > 0 && isFirstView(query, defaults),
    rows: <T>({ list, variant }: { list: string; variant: string }, build: () => Promise<T>) => rowCache.get(`${list}:${variant}`, build) as Promise<T>,
    forgetRows: ({ list, variant }) => rowCache.delete(`${list}:${variant}`),
    async send(request, reply, { list, variant, schema }, build) {
      return sendPrepared(request, reply, await cache.get(`${list}:${variant}`, async () => prepare(schema, await build())));
    },
    async sendFinished(request, reply, { rows, key, schema }, build) {
      let bodies = finished.get(rows);
      if (!bodies) finished.set(rows, (bodies = new Map()));
      let body = bodies.get(key);
      if (!body) {
        const made = Promise.resolve().then(() => prepare(schema, build()));
        made.catch(() => bodies.delete(key));
        bodies.set(key, (body = made));
      }
      return sendPrepared(request, reply, await body);
    },
  };
  app.decorate('firstPages', firstPages);
  app.addHook('onSend', async (request) => {
    if (!SAFE_METHODS.has(request.method) && request.user?.is_super_admin) {
      cache.clear();
      rowCache.clear();
    }
  });
}
