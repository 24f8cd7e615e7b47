import { RECORD_EVENT_KIND_LABELS, type RecordEventEntity, type RecordEventKind } from '../../shared/record-events';
import type { FailedJob, Notification, Watch } from '../../shared/schemas/watches';
import type { WatchTarget } from '../../shared/constants';
import type { failed_jobs, notifications } from '../db/schema/watches';
import type { WatchRow } from '../services/watches/watches';

export function presentWatch(row: WatchRow, label: string): Watch {
  return {
    id: row.id,
    target: row.target as WatchTarget,
    target_id: row.target_id,
    filter: row.filter ?? null,
    label,
    created_at: row.created_at.toISOString(),
  };
}

/** What changed and where, never a value (docs/product-rules.md#watchlists). */
export function presentNotification(row: typeof notifications.$inferSelect): Notification {
  return {
    id: row.id,
    entity: row.entity as RecordEventEntity,
    entity_id: row.entity_id,
    kind: row.kind as RecordEventKind,
    title: RECORD_EVENT_KIND_LABELS[row.kind as RecordEventKind],
    item_name: row.item_name,
    reason: row.reason,
    created_at: row.created_at.toISOString(),
    read_at: row.read_at?.toISOString() ?? null,
  };
}

export function presentFailedJob(row: typeof failed_jobs.$inferSelect): FailedJob {
  return {
    id: row.id,
    queue: row.queue,
    job_id: row.job_id,
    data: JSON.stringify(row.data),
    attempts: row.attempts,
    error: row.error,
    failed_at: row.failed_at.toISOString(),
  };
}
