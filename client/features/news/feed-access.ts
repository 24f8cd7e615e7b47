import { ApiRequestError } from '../../lib/api-client';
import type { FeedAccessNeed } from './components/feed-access-modal';

/** The three tiers of spec 2 §4, as the session tells them. */
export type FeedViewer = 'visitor' | 'member' | 'premium';

/** The server's refusal of a feed request: 401 asks for sign-in, 403 PREMIUM_REQUIRED for premium. */
export function feedRefusal(error: unknown): FeedAccessNeed | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.status === 401) return 'login';
  if (error.status === 403 && error.code === 'PREMIUM_REQUIRED') return 'premium';
  return null;
}

/**
 * Which dialog the feed pages show: decided from the session before asking (visitors and members
 * are not sent to a request the server would refuse), and from the server's answer otherwise
 * (e.g. a trial that ended since the session was read). Null while the session is loading.
 */
export function feedGate(viewer: FeedViewer | null, error: unknown): FeedAccessNeed | null {
  if (viewer === null) return null;
  if (viewer === 'visitor') return 'login';
  if (viewer === 'member') return 'premium';
  return feedRefusal(error);
}

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
