import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { createdSchema, idParamsSchema, messageSchema } from '../../../shared/schemas/common';
import { requireSuperAdmin } from '../../policies/auth-policy';
import type { Admin } from '../../services/admin/audited';
import type { SentFields } from '../../services/admin/changed-columns';

type Db = FastifyInstance['db'];

/** The signed-in super admin (the admin plugin's guard already refused anyone else). */
export function adminOf(request: FastifyRequest): Admin {
  const user = requireSuperAdmin(request);
  return { id: user.id, email: user.email };
}

/**
 * One back-office resource's routes, the way refine's data provider sees an entity: list, read,
 * create, update, delete under `/api/admin/<path>`, each validated by the shared schemas and each
 * write audited by its service. Seven entities are such definitions (projects, companies, solar
 * projects, news tags, announcements, packages, station capacities); the routes that take a file,
 * sanitise HTML, keep one record per period or are actions have files of their own, built from
 * the same parts (`adminOf`, `rememberSentFields`, `audited` services).
 */
export interface AdminResourceDefinition<Q extends z.ZodType, B extends z.ZodType> {
  /** e.g. "/projects" */
  path: string;
  /** Turkish noun for the API docs, e.g. "Proje". */
  noun: string;
  /** The id refusal and the 404 text. */
  notFound: string;
  query: Q;
  page: z.ZodType;
  body: B;
  /** Absent when the list shows every field (edited inline). */
  record?: z.ZodType;
  /** Keys the record (or its list row) shows that the form does not write: an edit may send them back; they are ignored. */
  readOnly: readonly string[];
  saved: string;
  deleted: string;
  list: (db: Db, query: z.output<Q>) => Promise<unknown>;
  get?: (db: Db, id: string) => Promise<unknown>;
  create: (db: Db, admin: Admin, body: z.output<B>) => Promise<{ id: string }>;
  /** Writes only the fields in `sent` (what the form sent), and of those only what changed. */
  update: (db: Db, admin: Admin, id: string, body: z.output<B>, sent: SentFields) => Promise<unknown>;
  remove: (db: Db, admin: Admin, id: string) => Promise<unknown>;
}

const sentFields = new WeakMap<FastifyRequest, SentFields>();

/**
 * Remembers which fields an edit's JSON body carried, before validation drops the difference
 * between "not sent" and "sent empty" (a blank field parses to undefined either way).
 */
export async function rememberSentFields(request: FastifyRequest) {
  const body = request.body;
  sentFields.set(request, new Set(body && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : []));
}

/**
 * A client may send an edit the record it read, as it read it (decision 057): the keys that record
 * shows but its form does not write (its id, timestamps, values set by imports or derived) are
 * dropped before validation, so they are never written, while any other unknown key is still
 * refused ("Tanınmayan anahtar").
 */
export function ignoreReadOnlyKeys(keys: readonly string[]) {
  const readOnly = new Set(keys);
  return async (request: FastifyRequest) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    for (const key of Object.keys(body)) if (readOnly.has(key)) delete (body as Record<string, unknown>)[key];
  };
}

/** The edit's note in the API document on the keys it ignores. */
export const readOnlyNote = (keys: readonly string[]) => `Okunan kaydın salt okunur alanları (${keys.join(', ')}) geri gönderilebilir; yok sayılır, yazılmaz.`;

/** The fields the request's body carried (see rememberSentFields); none when it was not recorded. */
export function sentFieldsOf(request: FastifyRequest): SentFields {
  return sentFields.get(request) ?? new Set();
}

export function adminResource<Q extends z.ZodType, B extends z.ZodType>(def: AdminResourceDefinition<Q, B>): FastifyPluginAsyncZod {
  const tags = ['admin'];
  const params = idParamsSchema(def.notFound);
  return async (app) => {
    app.get(def.path, { schema: { tags, summary: `${def.noun} listesi`, querystring: def.query, response: { 200: def.page } } }, async (request) =>
      def.list(app.db, request.query as z.output<Q>),
    );
    if (def.get && def.record) {
      const get = def.get;
      app.get(`${def.path}/:id`, { schema: { tags, summary: `${def.noun} oku`, params, response: { 200: def.record } } }, async (request) =>
        get(app.db, request.params.id),
      );
    }
    app.post(def.path, { schema: { tags, summary: `${def.noun} ekle`, body: def.body, response: { 201: createdSchema } } }, async (request, reply) => {
      const { id } = await def.create(app.db, adminOf(request), request.body as z.output<B>);
      return reply.status(201).send({ id, message: def.saved });
    });
    app.put(
      `${def.path}/:id`,
      {
        preValidation: [ignoreReadOnlyKeys(def.readOnly), rememberSentFields],
        schema: { tags, summary: `${def.noun} güncelle`, description: `Yalnızca gönderilen alanlar yazılır; gönderilmeyen alan olduğu gibi kalır. ${readOnlyNote(def.readOnly)}`, params, body: def.body, response: { 200: messageSchema } } },
      async (request) => {
        await def.update(app.db, adminOf(request), request.params.id, request.body as z.output<B>, sentFieldsOf(request));
        return { message: def.saved };
      },
    );
    app.delete(`${def.path}/:id`, { schema: { tags, summary: `${def.noun} sil`, params, response: { 200: messageSchema } } }, async (request) => {
      await def.remove(app.db, adminOf(request), request.params.id);
      return { message: def.deleted };
    });
  };
}
