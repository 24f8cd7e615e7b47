import { accessRefusal, type AccessNeed } from '../../lib/viewer';

/** The three tiers of docs/product-rules.md#news, as the session tells them. */
export type FeedViewer = 'visitor' | 'member' | 'premium';

/**
 * Which dialog the feed pages show: decided from the session before asking (visitors and members
 * are not sent to a request the server would refuse), and from the server's answer otherwise
 * (e.g. a trial that ended since the session was read). Null while the session is loading.
 */
export function feedGate(viewer: FeedViewer | null, error: unknown): AccessNeed | null {
  if (viewer === null) return null;
  if (viewer === 'visitor') return 'login';
  if (viewer === 'member') return 'premium';
  return accessRefusal(error);
}
