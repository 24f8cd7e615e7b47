import { z } from '../zod';

/**
 * Params of a route that takes a record id: a version-4 UUID (every id here is gen_random_uuid()),
 * refused with the route's own Turkish message (the spec words it per record kind, e.g.
 * "Geçersiz maliyet", "Geçersiz proje ID").
 */
export function idParamsSchema(message: string) {
  return z.object({ id: recordIdSchema(message) });
}

/** Every record id: a version-4 UUID. */
export function recordIdSchema(message?: string) {
  return z.uuid({ version: 'v4', message });
}

/**
 * An id taken from a page address (/news-feed/:id, /stations/:id): anything that is not an id is
 * simply not found there (404 with the page's own text), so the id is parsed, not refused.
 */
export function parseRecordId(value: string): string | undefined {
  const parsed = recordIdSchema().safeParse(value);
  return parsed.success ? parsed.data : undefined;
}

/** The answer of a write that only reports back (the Turkish text the screen shows). */
export const messageSchema = z.object({ message: z.string() });

/** The answer of a create: the new record's id and the Turkish text. */
export const createdSchema = z.object({ id: z.uuid(), message: z.string() });

/** Params of a page-address id, parsed in the handler with parseRecordId. */
export const pageIdParamsSchema = z.object({ id: z.string() });

/** A POST that carries no data (the action is in the path). */
export const emptyBodySchema = z.object({}).optional();
