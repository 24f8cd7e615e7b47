import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RecordEventEntity } from '../../shared/record-events';
import { createTtlCache } from '../lib/ttl-cache';
import type { ListDefinition, MarkedRows, Viewer } from '../lists/list-definition';
import type { ItemKind } from '../services/catalog/item-access';

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

/** A list definition whatever its types: the cache reads its name, response schema and cache policy. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyList = ListDefinition<any, any, any, any>;

export interface FirstPageCache {
  /**
   * Answers a list's first view (`applies`) from memory, as its definition's cache policy says: one
   * answer per group of viewers that share it (`sharedBy`), prepared once per LIST_CACHE_MS (SQL,
   * serialisation by the list's response schema, brotli and gzip), or, for the viewers of a marked
   * page, the shared rows finished with the viewer's own marks. `build` answers the view when nothing
   * is held. The caller has already checked the viewer's access.
   */
  answerList(list: AnyList, request: FastifyRequest, reply: FastifyReply, viewer: Viewer, build: () => Promise<unknown>): Promise<FastifyReply>;
  /**
   * Answers another shared view (the whole station map) from memory, prepared once per LIST_CACHE_MS;
   * `variant` names who may share it (a tier). Emptied like the lists, by the record events of `emptiedBy`.
   */
  send(request: FastifyRequest, reply: FastifyReply, entry: { list: string; variant: string; schema: z.ZodType; emptiedBy: readonly RecordEventEntity[] }, build: () => Promise<unknown>): Promise<FastifyReply>;
  /**
   * A member's own opening of an item of `kind`: the marked first pages whose marks it changes let
   * their held rows go on this instance (the member's next read shows it). Not a catalogue change:
   * nobody else's answer changes.
   */
  memberOpened(kind: ItemKind): void;
  /**
   * An answer finished from shared `rows` (a marked page's) by something of the viewer's that many
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
  for (const key in query) {
    const value = query[key];
    if (key === 'page' ? value !== 1 : value !== undefined && value !== defaults[key]) return false;
  }
  return true;
}

async function prepare(schema: z.ZodType, body: unknown): Promise<PreparedBody> {
  // The route's response schema, as its serializer would apply it: only declared fields leave.
  const json = Buffer.from(JSON.stringify(schema.parse(body)));
  const [br, gz] = await Promise.all([brotli(json, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }), gzipped(json, { level: 9 })]);
  return { json, br, gzip: gz };
}

/** What is held for one list (or shared view): its answers per group of viewers, and a marked page's rows. */
interface Held {
  emptiedBy: ReadonlySet<string>;
  answers: ReturnType<typeof createTtlCache<PreparedBody>>;
  rows: ReturnType<typeof createTtlCache<MarkedRows<unknown>>>;
  /** The item kind whose openings change the marks on its held rows. */
  opened?: ItemKind;
}

/**
 * Every visitor opens the same first page of each list, so it is answered from memory for
 * LIST_CACHE_MS — no SQL, serialisation or compression per request (decision 014). What is held is
 * let go when the catalogue changes (docs/decisions/064-one-definition-per-list.md):
 * - by the committed record events of the kinds a list names (`emptiedBy`), wherever they were written
 *   (an admin route, an import, a script, another instance): heard on the events' channel
 *   (plugins/record-event-listener.ts), a moment after the commit;
 * - by any write of a super admin: on this instance before its answer leaves, so their next read is
 *   fresh at once and a write with no record event (a company's website) shows too, and on every
 *   other instance through the cache bus (Redis pub/sub) within milliseconds (decision 068).
 */
export function registerFirstPageCache(app: FastifyInstance) {
  const ttl = app.config.LIST_CACHE_MS;
  const held = new Map<string, Held>();
  // Keyed by the rows object: when the rows are dropped (their time is up, the catalogue changed), so are these.
  const finished = new WeakMap<object, Map<string, Promise<PreparedBody>>>();
  const heldFor = (name: string, emptiedBy: readonly string[], opened?: ItemKind) => {
    let entry = held.get(name);
    if (!entry) held.set(name, (entry = { emptiedBy: new Set(emptiedBy), answers: createTtlCache<PreparedBody>(ttl), rows: createTtlCache<MarkedRows<unknown>>(ttl), opened }));
    return entry;
  };
  const empty = (entry: Held) => {
    entry.answers.clear();
    entry.rows.clear();
  };
  const sendPrepared = (request: FastifyRequest, reply: FastifyReply, body: PreparedBody) => {
    void reply.type('application/json; charset=utf-8').header('Vary', 'Accept-Encoding');
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (encoding === 'br' || encoding === 'gzip') return reply.header('Content-Encoding', encoding).send(body[encoding]);
    return reply.send(body.json);
  };
  const sendFinished: FirstPageCache['sendFinished'] = async (request, reply, { rows, key, schema }, build) => {
    let bodies = finished.get(rows);
    if (!bodies) finished.set(rows, (bodies = new Map()));
    let body = bodies.get(key);
    if (!body) {
      const made = Promise.resolve().then(() => prepare(schema, build()));
      made.catch(() => bodies.delete(key));
      bodies.set(key, (body = made));
    }
    return sendPrepared(request, reply, await body);
  };

  const firstPages: FirstPageCache = {
    applies: (query, defaults) => ttl > 0 && isFirstView(query, defaults),
    async answerList(list, request, reply, viewer, build) {
      const policy = list.cache!;
      const entry = heldFor(list.name, policy.emptiedBy, policy.marked?.opened);
      const marked = policy.marked;
      if (marked && viewer.tier === marked.tier && viewer.userId) {
        // The rows every viewer of the tier shares; this viewer's marks on them; one answer per set of marks.
        const rows = await entry.rows.get('rows', () => marked.hold(app));
        const opened = await marked.marksOf(app, rows, viewer.userId);
        const marks = rows.markable.filter((id: string) => opened.has(id));
        const params = list.params({ page: 1 });
        return sendFinished(request, reply, { rows, key: marks.join(','), schema: list.response }, () => list.present(marked.mark(rows.page, opened), viewer, params, []));
      }
      return sendPrepared(request, reply, await entry.answers.get(policy.sharedBy(viewer), async () => prepare(list.response, await build())));
    },
    async send(request, reply, { list, variant, schema, emptiedBy }, build) {
      const entry = heldFor(list, emptiedBy);
      return sendPrepared(request, reply, await entry.answers.get(variant, async () => prepare(schema, await build())));
    },
    sendFinished,
    memberOpened(kind) {
      for (const entry of held.values()) if (entry.opened === kind) entry.rows.clear();
    },
  };
  app.decorate('firstPages', firstPages);
  // A committed record event, wherever it was written: the lists that show its kind of record let go.
  // (An app built without a database, as a unit test of this cache builds one, hears none.)
  if (app.hasDecorator('recordEvents')) {
    const stopHearing = app.recordEvents.onCommitted((kinds) => {
      for (const entry of held.values()) if (!kinds || [...kinds].some((kind) => entry.emptiedBy.has(kind))) empty(entry);
    });
    app.addHook('onClose', async () => stopHearing());
  }
  const emptyAll = () => {
    for (const entry of held.values()) empty(entry);
  };
  // A super admin's write (an edit or delete, an import's commit or revert, or one that makes no record
  // event) empties the first pages here before its answer leaves, and on every other instance through
  // the cache bus a few milliseconds later (decision 068). Unless Redis cannot be reached: then the
  // others follow within LIST_CACHE_MS, or at the write's record event.
  const bus = app.hasDecorator('cacheBus') ? app.cacheBus : undefined;
  bus?.onMessage((message) => {
    if (message.type === 'first-pages:clear') emptyAll();
  });
  app.addHook('onSend', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.user?.is_super_admin || ttl === 0) return;
    if (!bus) return emptyAll();
    await bus.publish({ type: 'first-pages:clear' }).catch((err: unknown) => request.log.warn({ err }, 'ilk sayfaları boşaltma bildirimi diğer sunuculara gönderilemedi (Redis)'));
  });
}
