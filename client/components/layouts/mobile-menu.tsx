import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { CloseIcon, MenuIcon } from '../ui/icons';
import { HeaderAccount, type HeaderUser } from './header-account';
import { MAIN_NAV } from './nav-links';

interface MobileMenuProps {
  user?: HeaderUser | null;
  /** The session is still being read: no account links yet. */
  accountPending?: boolean;
  onSignOut?: () => void;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center rounded-lg px-3 py-2.5 text-base font-medium transition-colors ${
    isActive
      ? 'bg-amber-50 text-amber-800 dark:bg-amber-400/10 dark:text-amber-300'
      : 'text-slate-700 hover:bg-slate-100 hover:text-slate-950 dark:text-slate-200 dark:hover:bg-slate-800 dark:hover:text-white'
  }`;

/**
 * Hamburger button and drop-down panel for screens under 768 px.
 * Closes on an outside click, on Escape and on any navigation.
 */
export function MobileMenu({ user, accountPending = false, onSignOut }: MobileMenuProps) {
  const location = useLocation();
  // Remember which location the menu was opened at: any navigation closes it without an effect.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === location.key;
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpenAt(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  const close = () => setOpenAt(null);

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Menüyü kapat' : 'Menüyü aç'}
        onClick={() => setOpenAt(open ? null : location.key)}
        className="inline-flex size-9 items-center justify-center rounded-lg text-slate-700 sm:size-10 transition-colors hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {open ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] animate-fade-up overflow-y-auto border-b border-slate-200 bg-white shadow-xl dark:border-slate-800 dark:bg-slate-900"
      >
        <nav aria-label="Mobil menü" className="mx-auto max-w-7xl px-4 py-3">
          <ul className="grid gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.end} onClick={close} className={linkClass}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          {!accountPending && (
            <div className="mt-3 border-t border-slate-200 pt-3 dark:border-slate-800">
              <HeaderAccount user={user} onSignOut={onSignOut} layout="menu" onNavigate={close} />
            </div>
          )}
        </nav>
      </div>
    </div>
  );
}
