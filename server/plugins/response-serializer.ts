import { ResponseSerializationError } from '@fastify/type-provider-zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import type { z } from 'zod';

/**
 * Kinds of schema that change a value or fill one in: with them, checking an answer forwards (parse)
 * and backwards (encode) can give different JSON.
 */
const CHANGING = new Set(['transform', 'pipe', 'default', 'prefault', 'catch', 'success', 'promise']);

/** The first part of `schema` that changes values (its kind), or undefined for plain data. */
export function changingPart(schema: z.core.$ZodType, seen = new Set<z.core.$ZodType>()): string | undefined {
  if (seen.has(schema)) return undefined;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown> & { type: string };
  if (CHANGING.has(def.type)) return def.type;
  const children: unknown[] = def.type === 'lazy' ? [(def.getter as () => unknown)()] : [];
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    if (Array.isArray(value)) children.push(...value);
    else if (value && typeof value === 'object' && !('_zod' in value)) children.push(...Object.values(value));
    else children.push(value);
  }
  for (const child of children) {
    if (!child || typeof child !== 'object' || !('_zod' in child)) continue;
    const found = changingPart(child as z.core.$ZodType, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * Every answer is checked against its route's response schema, and only declared fields leave
 * (docs/product-rules.md#general), as `@fastify/type-provider-zod`'s serializer does; but by parsing, not encoding.
 * Zod encodes by running each checked value twice (a canary pass, then the checks): with
 * `JSON.stringify`, markedly slower on a large answer such as the station map (decision 020).
 * The two are the same for plain data, so a response schema that changes values is refused when its
 * route is added, not met later as a different answer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  const changing = changingPart(schema);
  if (changing) throw new Error(`${method} ${url}: the response schema has a ${changing}; answers are plain data (server/plugins/response-serializer.ts)`);
  return (data: unknown) => {
    const result = schema.safeParse(data);
    if (!result.success) throw new ResponseSerializationError(method, url, { cause: result.error });
    return JSON.stringify(result.data);
  };
};
