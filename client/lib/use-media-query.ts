import { useCallback, useMemo, useSyncExternalStore } from 'react';

/** Narrower than Tailwind's `md` (768 px): where tables become cards (docs/product-rules.md#catalogue, #profile). */
export const BELOW_MD = '(max-width: 767px)';

/**
 * Whether a CSS media query matches now, following changes (e.g. '(max-width: 639px)').
 * False where matchMedia is missing (tests without a stub, old browsers).
 */
export function useMediaQuery(query: string): boolean {
  // One MediaQueryList per query for the component's life: React reads the snapshot on every
  // render, and matchMedia parses the query and makes a new list each time it is called.
  const list = useMemo(() => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined), [query]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [list],
  );
  return useSyncExternalStore(subscribe, () => list?.matches ?? false, () => false);
}
