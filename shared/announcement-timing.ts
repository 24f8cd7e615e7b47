// The ticker's timing (spec 2 §9). Without zod: the first screen imports it, and the schema library
// stays out of the first load (issue 17 P7).

/** Seconds one pass of the scrolling text takes (spec 2 §9). */
export function announcementScrollSeconds(animationSpeed: number): number {
  return Math.max(10, 100 - animationSpeed);
}

export const ANNOUNCEMENT_ROTATION_MS = 10_000;
