/**
 * A small seeded PRNG (mulberry32), so generated demo content is the same on every fresh install
 * and in every test run.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** A float in [min, max). */
    between: (min: number, max: number) => min + next() * (max - min),
    /** An integer in [min, max]. */
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick<T>(items: readonly T[]): T {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
  };
}

export type SeededRandom = ReturnType<typeof seededRandom>;

/** Rounds to two decimals (MW, MWe and percentages are stored with two). */
export const round2 = (value: number) => Math.round(value * 100) / 100;
