import { Link, useLocation } from 'react-router';
import { WATCH_MESSAGES as M } from '../../../shared/watch-messages';
import { buttonClass } from '../ui/button-styles';
import { BellIcon } from '../ui/icons';
import { errorMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toast';
import { paths } from '../../config/paths';
import { useFollow, type FollowSubject } from '../../api/watches/use-follow';

interface FollowButtonProps {
  subject: FollowSubject;
  /** The record's name, for the screen reader ("Takip Et: Konya TM"). */
  name?: string;
  labels?: { follow: string; unfollow: string };
  size?: 'sm' | 'md';
  /** Whether a member is signed in (the dialog's viewer); a visitor is sent to sign in. */
  signedIn: boolean;
}

/**
 * "Takip Et" / "Takibi Bırak" (docs/product-rules.md#watchlists): a toggle for members; a visitor is
 * taken to sign in first. A refusal (the cap) is shown as a notice with the server's words.
 */
export function FollowButton({ subject, name, labels = { follow: M.follow, unfollow: M.unfollow }, size = 'md', signedIn }: FollowButtonProps) {
  const location = useLocation();
  const state = useFollow(subject, signedIn);
  const described = (label: string) => (name ? `${label}: ${name}` : label);

  if (!signedIn) {
    return (
      <Link to={paths.login({ redirect: `${location.pathname}${location.search}` })} className={buttonClass('secondary', size)} aria-label={described(labels.follow)}>
        <BellIcon className="size-4" />
        {labels.follow}
      </Link>
    );
  }
  const label = state.following ? labels.unfollow : labels.follow;
  return (
    <button
      type="button"
      aria-pressed={state.following}
      aria-label={described(label)}
      // Not disabled while saving: a disabled button loses the focus (and the dialog its Escape).
      aria-disabled={state.loading || state.pending}
      onClick={() => {
        if (state.loading || state.pending) return;
        const run = state.following ? state.unfollow() : state.follow();
        run.then(
          (answer) => showToast(answer.message, 'success'),
          (error: unknown) => showToast(errorMessage(error), 'error'),
        );
      }}
      className={buttonClass('secondary', size, state.following ? 'border-amber-500 dark:border-amber-400' : '')}
    >
      <BellIcon className="size-4" />
      {label}
    </button>
  );
}
