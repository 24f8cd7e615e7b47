import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { BalanceBadge } from '../ui/balance-badge';
import { Logo } from '../ui/logo';
import { OnlineCount } from '../ui/online-count';
import { ThemeToggle } from '../ui/theme-toggle';
import { HeaderAccount, type HeaderUser } from './header-account';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-links';

interface SiteHeaderProps {
  /** People online now; null while not known (shown as a dash, like 0). */
  onlineCount: number | null;
  user?: HeaderUser | null;
  /** The session is still being read: the account area stays empty (no visitor buttons flicker). */
  accountPending?: boolean;
  onSignOut?: () => void;
  /** The signed-in member's notification bell (features/watches), beside the Bakiye. */
  bell?: ReactNode;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-amber-50 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

const ONE_ROW_FROM_XL = {
  nav: 'order-3 hidden w-full md:block xl:order-2 xl:w-auto xl:flex-1',
  list: '-mx-3 flex flex-wrap items-center gap-1 pb-2 xl:mx-0 xl:justify-center xl:pb-0',
  end: 'order-2 ml-auto flex h-16 items-center gap-1.5 sm:gap-2 xl:order-3 xl:ml-0',
};
const TWO_ROWS = {
  nav: 'order-3 hidden w-full md:block',
  list: '-mx-3 flex flex-wrap items-center gap-1 pb-2',
  end: 'order-2 ml-auto flex h-16 items-center gap-1 sm:gap-2',
};

/**
 * Sticky site header. Under 768 px: logo, online count, theme toggle and the hamburger menu.
 * 768–1279 px: links on a second row. From 1280 px: one row for visitors; a signed-in user's
 * account buttons keep the links on the second row. The Bakiye badge is shown at every width.
 */
export function SiteHeader({ onlineCount, user, accountPending = false, onSignOut, bell }: SiteHeaderProps) {
  const account = accountPending ? null : user;
  // A signed-in user's account buttons leave no room for the links on the same row.
  const layout = account ? TWO_ROWS : ONE_ROW_FROM_XL;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 sm:gap-x-3 sm:px-6 lg:px-8">
        <div className="order-1 flex h-16 items-center">
          <Logo compact={Boolean(account)} />
        </div>

        <nav aria-label="Ana menü" className={layout.nav}>
          <ul className={layout.list}>
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className={layout.end}>
          <OnlineCount count={onlineCount} compact={Boolean(account)} />
          {account && typeof account.token_balance === 'number' && <BalanceBadge balance={account.token_balance} />}
          {account && bell}
          <ThemeToggle />
          <div className="hidden md:block">
            {accountPending ? (
              <div className="h-10 w-52" aria-hidden="true" data-testid="account-pending" />
            ) : (
              <HeaderAccount user={account} onSignOut={onSignOut} />
            )}
          </div>
          <MobileMenu user={account} accountPending={accountPending} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}
