import { z } from '../../shared/zod';
import type { $ZodType } from 'zod/v4/core';

// Zod's JSON Schema of a request keeps only what it can see on the input side of a schema. Two kinds
// of rule the server applies would otherwise vanish from the OpenAPI document, so that a client
// generated from it would send what the server then refuses:
// - a check behind a pipe: `z.string().trim().min(1, …).pipe(z.email(…))` documents only the
//   trimmed string, not the e-mail format (the pipe runs the format only after "required" passed,
//   which is why the schemas are written that way);
// - a date: `z.coerce.date()` has no JSON Schema and became `{}`; clients send dates as ISO 8601
//   date-times (the SPA sends `Date` values, which JSON writes so).
// The document may be stricter than the server (a format check on a value the server trims first),
// never looser.

type JsonSchema = Record<string, unknown>;
type OverrideContext = { zodSchema: $ZodType; jsonSchema: JsonSchema };

/** The string rules of a pipe's output, added to its input's: format, pattern and lengths. */
function addPipedStringRules(json: JsonSchema, out: $ZodType) {
  if (json.type !== 'string' || out._zod.def.type !== 'string') return;
  const rules = z.toJSONSchema(out as z.ZodType, { io: 'input', target: 'openapi-3.0', unrepresentable: 'any' }) as JsonSchema;
  if (typeof rules.format === 'string') json.format ??= rules.format;
  if (typeof rules.pattern === 'string' && rules.pattern !== json.pattern) {
    if (json.pattern === undefined) json.pattern = rules.pattern;
    else json.allOf = [...((json.allOf as JsonSchema[] | undefined) ?? []), { pattern: rules.pattern }];
  }
  if (typeof rules.minLength === 'number') json.minLength = Math.max(rules.minLength, (json.minLength as number | undefined) ?? 0);
  if (typeof rules.maxLength === 'number') json.maxLength = Math.min(rules.maxLength, (json.maxLength as number | undefined) ?? Infinity);
}

/** `override` for Zod's JSON Schema conversion (input and output alike: both rules hold for answers too). */
export function documentInputConstraints({ zodSchema, jsonSchema }: OverrideContext) {
  const def = zodSchema._zod.def as { type: string; out?: $ZodType };
  if (def.type === 'pipe' && def.out) addPipedStringRules(jsonSchema, def.out);
  if (def.type === 'date') {
    jsonSchema.type = 'string';
    jsonSchema.format = 'date-time';
  }
}
