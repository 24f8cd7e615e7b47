// Classes of a choropleth: which shade a province gets for its figure, and the legend's ranges.

/** Up to this many shades for figures above zero. */
export const SHADES = 5;

/** 1234 -> 1200, 0.0456 -> 0.046: two significant digits, so the legend reads in round numbers. */
export function roundNice(value: number): number {
  if (value <= 0) return 0;
  const magnitude = 10 ** (Math.floor(Math.log10(value)) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/**
 * The upper bounds of every shade but the last, from the figures above zero: their quantiles,
 * rounded and without repeats. Quantiles rather than equal steps: the figures are skewed (one
 * province holds a fifth of the country's solar power), and equal steps would paint most alike.
 */
export function classBreaks(values: readonly (number | null)[], shades = SHADES): number[] {
  const positive = values.filter((v): v is number => v !== null && v > 0).sort((a, b) => a - b);
  if (positive.length === 0) return [];
  const breaks: number[] = [];
  for (let i = 1; i < shades; i++) {
    const bound = roundNice(positive[Math.min(positive.length - 1, Math.floor((positive.length * i) / shades))]!);
    if (bound > 0 && bound < positive.at(-1)! && !breaks.includes(bound) && bound > (breaks.at(-1) ?? 0)) breaks.push(bound);
  }
  return breaks;
}

/** 'none' (no figure), 0 (a figure of zero), or the shade 1…breaks.length + 1 of a figure above zero. */
export type ShadeClass = 'none' | number;

export function shadeOf(value: number | null, breaks: readonly number[]): ShadeClass {
  if (value === null) return 'none';
  if (value <= 0) return 0;
  const above = breaks.findIndex((bound) => value <= bound);
  return above === -1 ? breaks.length + 1 : above + 1;
}

/** Each shade above zero with the range it covers: [from, to], `to` null for the last. */
export function shadeRanges(breaks: readonly number[]): { shade: number; from: number; to: number | null }[] {
  return [...breaks, null].map((to, i) => ({ shade: i + 1, from: i === 0 ? 0 : breaks[i - 1]!, to }));
}

/** The colour step (1…SHADES) of a shade when there are fewer shades than colours: spread over the scale. */
export function colourStep(shade: number, shades: number): number {
  return shades <= 1 ? SHADES : Math.round(1 + ((shade - 1) * (SHADES - 1)) / (shades - 1));
}
