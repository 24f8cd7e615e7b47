import { useCallback, useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `md` (768 px): where tables become cards (spec 2 §2.3, §2.12). */
export const BELOW_MD = '(max-width: 767px)';

/**
 * Whether a CSS media query matches now, following changes (e.g. '(max-width: 639px)').
 * False where matchMedia is missing (tests without a stub, old browsers).
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false);
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
