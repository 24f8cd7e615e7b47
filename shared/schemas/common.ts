import { z } from 'zod';

/**
 * Params of a route that takes a record id: a UUID, refused with the route's own Turkish message
 * (the spec words it per record kind, e.g. "Geçersiz maliyet").
 */
export function idParamsSchema(message: string) {
  return z.object({ id: z.uuid({ message }) });
}
