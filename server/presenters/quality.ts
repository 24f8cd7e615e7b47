import type { DuplicateCandidate } from '../../shared/schemas/quality';
import type { AdminPage } from '../../shared/schemas/admin/list';
import type { CandidateRow } from '../services/quality/duplicates';

/** A page of duplicate candidates as the back office reads it. */
export function presentCandidates(page: AdminPage<CandidateRow>): AdminPage<DuplicateCandidate> {
  return { ...page, items: page.items.map((row) => ({ ...row, found_at: row.found_at.toISOString() })) };
}
