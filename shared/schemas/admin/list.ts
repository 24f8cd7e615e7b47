import { z } from '../../zod';
import { PAGE_SIZE } from '../../constants';

// What every back-office list shares (docs/product-rules.md#admin: pages of 10): the query and the page it answers.

export const ADMIN_PAGE_SIZE = PAGE_SIZE;

export const adminListQuerySchema = z.object({
  search: z.string().trim().max(200, 'Arama en fazla 200 karakter olabilir').optional().default(''),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminListQuery = z.input<typeof adminListQuerySchema>;

/** A page of rows; `capped` when the total is a floor ("10 000+"), never an exact count of a big table. */
export function adminPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total: z.number().int(), capped: z.boolean(), page: z.number().int(), page_size: z.number().int() });
}
export interface AdminPage<T> {
  items: T[];
  total: number;
  capped: boolean;
  page: number;
  page_size: number;
}

/** A saved form moves on this long after its success message (docs/product-rules.md#admin). */
export const ADMIN_REDIRECT_MS = 2000;
