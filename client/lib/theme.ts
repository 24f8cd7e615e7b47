import { useCallback, useSyncExternalStore } from 'react';

// The colour theme lives on <html class="dark"> (set before paint by public/boot.js) and, once
// the user picks one, in localStorage "theme" = "dark" | "light". Until then it follows the system.

export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';
const THEME_COLORS: Record<Theme, string> = { light: '#f8fafc', dark: '#020617' };

const listeners = new Set<() => void>();

export function getTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage unavailable: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

function savedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // The system scheme changed and the user has not picked one: follow it.
  const system = window.matchMedia?.('(prefers-color-scheme: dark)');
  const onSystem = (event: MediaQueryListEvent) => {
    if (savedTheme()) return;
    applyTheme(event.matches ? 'dark' : 'light');
    listener();
  };
  system?.addEventListener?.('change', onSystem);
  // Another tab changed the theme.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    applyTheme(event.newValue === 'dark' ? 'dark' : 'light');
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
    system?.removeEventListener?.('change', onSystem);
  };
}

export function useTheme(): { theme: Theme; isDark: boolean; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, getTheme, () => 'light' as Theme);
  const toggle = useCallback(() => setTheme(getTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, isDark: theme === 'dark', toggle };
}
