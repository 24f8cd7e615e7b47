// The ticker's timing (docs/product-rules.md#shell). Without zod: the first screen imports it, and the schema library
// stays out of the first load (docs/product-rules.md#speed, P7).

/** Seconds one pass of the scrolling text takes (docs/product-rules.md#shell). */
export function announcementScrollSeconds(animationSpeed: number): number {
  return Math.max(10, 100 - animationSpeed);
}

export const ANNOUNCEMENT_ROTATION_MS = 10_000;
