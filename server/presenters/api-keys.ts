import type { ApiKey } from '../../shared/schemas/api-keys';
import type { api_keys } from '../db/schema/api-keys';

/** A key as its member sees it: its name and visible beginning, never the key or its hash. */
export function presentApiKey(row: typeof api_keys.$inferSelect, usage: { day: string; requests: number }[], total: number): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
    revoked_at: row.revoked_at?.toISOString() ?? null,
    usage,
    total_requests: total,
  };
}
