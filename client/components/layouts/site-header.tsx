import { NavLink } from 'react-router';
import { Logo } from '../ui/logo';
import { OnlineCount } from '../ui/online-count';
import { ThemeToggle } from '../ui/theme-toggle';
import { HeaderAccount, type HeaderUser } from './header-account';
import { MobileMenu } from './mobile-menu';
import { MAIN_NAV } from './nav-links';

interface SiteHeaderProps {
  onlineCount: number;
  user?: HeaderUser | null;
  onSignOut?: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium transition-colors ${
    isActive
      ? 'bg-amber-50 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

/**
 * Sticky site header. Under 768 px: logo, online count, theme toggle and the hamburger menu.
 * 768–1279 px: links on a second row. From 1280 px: one row.
 */
export function SiteHeader({ onlineCount, user, onSignOut }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90 dark:supports-[backdrop-filter]:bg-slate-950/75">
      <div className="relative mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 sm:px-6 lg:px-8">
        <div className="order-1 flex h-16 items-center">
          <Logo />
        </div>

        <nav aria-label="Ana menü" className="order-3 hidden w-full md:block xl:order-2 xl:w-auto xl:flex-1">
          <ul className="-mx-3 flex flex-wrap items-center gap-1 pb-2 xl:mx-0 xl:justify-center xl:pb-0">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="order-2 ml-auto flex h-16 items-center gap-1.5 sm:gap-2 xl:order-3 xl:ml-0">
          <OnlineCount count={onlineCount} />
          <ThemeToggle />
          <div className="hidden md:block">
            <HeaderAccount user={user} onSignOut={onSignOut} />
          </div>
          <MobileMenu user={user} onSignOut={onSignOut} />
        </div>
      </div>
    </header>
  );
}
