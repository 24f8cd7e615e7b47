import { z } from '../zod';
import { adminListQuerySchema, adminPageSchema } from './admin/list';

// The back office's data quality: duplicate candidates (docs/decisions/065-duplicate-candidates.md).

export const DUPLICATE_KINDS = ['project', 'company', 'station'] as const;
export type DuplicateKind = (typeof DUPLICATE_KINDS)[number];

export const DUPLICATE_KIND_LABELS: Record<DuplicateKind, string> = {
  project: 'Projeler',
  company: 'Firmalar',
  station: 'Trafo merkezleri',
};

/** Why a pair is proposed. A value is null when it could not be measured (a record without a position or a capacity). */
export interface DuplicateReasons {
  /** Metres between the two positions. */
  distance_m: number | null;
  /** Trigram similarity of the folded names, 0–1. */
  name_similarity: number;
  /** |a − b| / max(a, b) of the capacities (projects: DC power, else AC), 0–1. */
  capacity_difference: number | null;
  same_province: boolean;
}

export const duplicateReasonsSchema = z.object({
  distance_m: z.number().nullable(),
  name_similarity: z.number(),
  capacity_difference: z.number().nullable(),
  same_province: z.boolean(),
});

const kindMessage = 'Tür proje, firma veya trafo merkezi olmalıdır';
export const duplicateKindSchema = z.enum(DUPLICATE_KINDS, { error: kindMessage });

export const duplicateCandidatesQuerySchema = adminListQuerySchema.extend({
  kind: duplicateKindSchema.optional(),
  city_id: z.uuid({ error: 'Geçersiz il' }).optional(),
  source_id: z.uuid({ error: 'Geçersiz kaynak' }).optional(),
});
export type DuplicateCandidatesQuery = z.input<typeof duplicateCandidatesQuerySchema>;

const side = z.object({
  id: z.uuid(),
  name: z.string(),
  city: z.string().nullable(),
  sources: z.array(z.string()),
});
export type DuplicateSide = z.infer<typeof side>;

export const duplicateCandidateSchema = z.object({
  kind: duplicateKindSchema,
  a: side,
  b: side,
  score: z.number().int(),
  reasons: duplicateReasonsSchema,
  found_at: z.string(),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;

export const duplicateCandidatesPageSchema = adminPageSchema(duplicateCandidateSchema);

export const duplicateCountsSchema = z.object({ project: z.number().int(), company: z.number().int(), station: z.number().int() });
export type DuplicateCounts = z.infer<typeof duplicateCountsSchema>;

const recordId = z.uuid({ error: 'Geçersiz kayıt' });
export const distinctPairBodySchema = z
  .object({ kind: duplicateKindSchema, a: recordId, b: recordId })
  .refine((pair) => pair.a !== pair.b, { error: 'Bir kayıt kendisinden farklı işaretlenemez', path: ['b'] });
export type DistinctPairBody = z.infer<typeof distinctPairBodySchema>;

export const rescanResultSchema = z.object({ pairs: z.number().int(), milliseconds: z.number().int() });

/** "20 m uzaklıkta, ad benzerliği %87, güç farkı %4" — the reasons in words, the order fixed. */
export function describeReasons(reasons: DuplicateReasons): string {
  const parts: string[] = [];
  if (reasons.distance_m !== null) parts.push(`${formatDistance(reasons.distance_m)} uzaklıkta`);
  parts.push(`ad benzerliği %${Math.round(reasons.name_similarity * 100)}`);
  if (reasons.capacity_difference !== null) parts.push(`güç farkı %${Math.round(reasons.capacity_difference * 100)}`);
  if (reasons.same_province) parts.push('aynı il');
  return parts.join(', ');
}

export function formatDistance(metres: number): string {
  if (metres < 1000) return `${Math.round(metres)} m`;
  return `${(metres / 1000).toLocaleString('tr-TR', { maximumFractionDigits: 1 })} km`;
}
