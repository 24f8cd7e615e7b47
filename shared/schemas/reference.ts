import { z } from '../zod';
import { COST_KEYS, type CostKey } from '../constants';

export const namedItemSchema = z.object({ id: z.uuid(), name: z.string() });
export type NamedItem = z.infer<typeof namedItemSchema>;

export const referenceListsSchema = z.object({
  cities: z.array(namedItemSchema),
  project_types: z.array(namedItemSchema),
  project_status_types: z.array(namedItemSchema),
  project_locations: z.array(namedItemSchema),
  company_activity_types: z.array(namedItemSchema),
  company_product_types: z.array(namedItemSchema),
});
export type ReferenceLists = z.infer<typeof referenceListsSchema>;

export const districtListSchema = z.object({ items: z.array(namedItemSchema) });
export const districtQuerySchema = z.object({ city_id: z.uuid({ message: 'Geçersiz şehir' }) });

/** Every cost key, built from COST_KEYS: a key written out by hand here was dropped from the answer when a cost was added. */
export const tokenCostsSchema = z.object({
  costs: z.object(Object.fromEntries(COST_KEYS.map((key) => [key, z.number().int()])) as Record<CostKey, z.ZodNumber>),
});
