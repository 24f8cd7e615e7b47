import { z } from '../zod';

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

export const tokenCostsSchema = z.object({
  costs: z.object({
    company_detail: z.number().int(),
    project_detail: z.number().int(),
    filter: z.number().int(),
    search: z.number().int(),
    pagination: z.number().int(),
  }),
});
