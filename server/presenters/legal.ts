import type { InferSelectModel } from 'drizzle-orm';
import type { Contract, CookiePolicy } from '../../shared/schemas/legal';
import type { contracts, cookie_policies } from '../db/schema/legal';
import { publicFileUrl } from '../integrations/storage/storage';

export function presentContract(row: InferSelectModel<typeof contracts>): Contract {
  return {
    id: row.id,
    title: row.title,
    must: row.must,
    file_url: publicFileUrl(row.file_path),
    created_at: row.created_at.toISOString(),
  };
}

export function presentCookiePolicy(row: InferSelectModel<typeof cookie_policies>): CookiePolicy {
  return { id: row.id, title: row.title, file_url: publicFileUrl(row.file_path), created_at: row.created_at.toISOString() };
}
