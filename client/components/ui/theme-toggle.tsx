import { useTheme } from '../../lib/theme';
import { MoonIcon, SunIcon } from './icons';

/** Switches light/dark; the choice is kept in localStorage "theme". */
export function ThemeToggle() {
  const { isDark, toggle } = useTheme();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-pressed={isDark}
      aria-label={isDark ? 'Aydınlık modu aç' : 'Karanlık modu aç'}
      title={isDark ? 'Aydınlık mod' : 'Karanlık mod'}
      className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-slate-600 transition-colors sm:size-10 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-amber-300"
    >
      {isDark ? <SunIcon className="size-5" /> : <MoonIcon className="size-5" />}
    </button>
  );
}
