import { z } from '../zod';
import { COST_KEYS, TOKEN_COST_RANGE } from '../constants';

/** The operators' cost screen (docs/product-rules.md#token-costs). */
export const tokenCostRowsSchema = z.object({
  items: z.array(
    z.object({ id: z.uuid(), cost_key: z.enum(COST_KEYS), cost_value: z.number().int(), description: z.string().nullable(), is_active: z.boolean(), updated_at: z.date() }),
  ),
});

export const tokenCostUpdateSchema = z.object({
  cost_value: z
    .number({ message: 'Geçerli bir sayı girin' })
    .int('Tam sayı girin')
    .min(TOKEN_COST_RANGE.min, 'Bakiye maliyeti negatif olamaz')
    .max(TOKEN_COST_RANGE.max, `Bakiye maliyeti en fazla ${TOKEN_COST_RANGE.max} olabilir`),
});
