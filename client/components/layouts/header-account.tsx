import { Link } from 'react-router';
import { buttonClass } from '../ui/button-styles';
import { CrownIcon, LogoutIcon, UserIcon } from '../ui/icons';
import { paths } from '../../config/paths';

/** The signed-in user as the header needs it. */
export interface HeaderUser {
  email: string;
  is_super_admin: boolean;
  /** Bakiye, shown as a badge in the header. */
  token_balance?: number;
}

interface HeaderAccountProps {
  user?: HeaderUser | null;
  onSignOut?: () => void;
  /** "bar": inline in the desktop header; "menu": full-width stacked in the mobile menu. */
  layout?: 'bar' | 'menu';
  /** Called after a link is followed (the mobile menu closes itself). */
  onNavigate?: () => void;
}

/** Right side of the header: Giriş Yap / Ücretsiz Deneme for visitors; Profilim, Çıkış Yap (and Admin Panel) when signed in. */
export function HeaderAccount({ user, onSignOut, layout = 'bar', onNavigate }: HeaderAccountProps) {
  const stacked = layout === 'menu';
  // In the bar the signed-in buttons show icons only between 768 and 1023 px (names stay for screen readers).
  const label = stacked ? undefined : 'max-lg:sr-only';
  const wrap = stacked ? 'grid gap-2' : 'flex items-center gap-2';
  const full = stacked ? 'w-full' : '';

  if (!user) {
    return (
      <div className={wrap}>
        <Link to={paths.login()} onClick={onNavigate} className={buttonClass(stacked ? 'secondary' : 'ghost', 'md', full)}>
          Giriş Yap
        </Link>
        <Link to={paths.packagesPublic()} onClick={onNavigate} className={buttonClass('primary', 'md', full)}>
          Ücretsiz Deneme
        </Link>
      </div>
    );
  }

  return (
    <div className={wrap}>
      {stacked && (
        <p className="truncate px-1 text-sm text-slate-500 dark:text-slate-400" title={user.email}>
          {user.email}
        </p>
      )}
      {user.is_super_admin && (
        <Link
          to={paths.admin()}
          onClick={onNavigate}
          className={buttonClass('ghost', 'md', `${full} max-lg:px-3`)}
          title={stacked ? undefined : 'Admin Panel'}
        >
          <CrownIcon className="size-4 text-amber-600 dark:text-amber-400" />
          <span className={label}>Admin Panel</span>
        </Link>
      )}
      <Link
        to={paths.profile()}
        onClick={onNavigate}
        className={buttonClass(stacked ? 'secondary' : 'ghost', 'md', `${full} max-lg:px-3`)}
        title={stacked ? undefined : user.email}
      >
        <UserIcon className="size-4" />
        <span className={label}>Profilim</span>
      </Link>
      <button
        type="button"
        onClick={() => {
          onNavigate?.();
          onSignOut?.();
        }}
        className={buttonClass('secondary', 'md', `${full} max-lg:px-3`)}
        title={stacked ? undefined : 'Çıkış Yap'}
      >
        <LogoutIcon className="size-4" />
        <span className={label}>Çıkış Yap</span>
      </button>
    </div>
  );
}
