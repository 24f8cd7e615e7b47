import { useSyncExternalStore } from 'react';

// The fixed cookie banner's height while it is shown, 0 otherwise: the footer keeps its last line
// above it and the news bubble's hint waits for a visit without it. Held here rather than as a CSS
// variable on <html>, whose every change restyled the whole page (docs/benchmarks.md#member-pages).

let height = 0;
const listeners = new Set<() => void>();

export function setCookieBannerHeight(next: number) {
  if (next === height) return;
  height = next;
  for (const listener of listeners) listener();
}

/** The height now, for a check outside rendering. */
export const cookieBannerHeight = () => height;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useCookieBannerHeight(): number {
  return useSyncExternalStore(subscribe, cookieBannerHeight, () => 0);
}
