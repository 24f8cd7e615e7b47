import { describe, expect, it } from 'vitest';
import { classBreaks, colourStep, roundNice, SHADES, shadeOf, shadeRanges } from './choropleth';

describe('the province shading', () => {
  it('rounds a bound to two significant digits', () => {
    expect([roundNice(1234), roundNice(0.0456), roundNice(87), roundNice(0)]).toEqual([1200, 0.046, 87, 0]);
  });

  it('breaks skewed figures at their quantiles, so one large province does not paint the rest alike', () => {
    // Konya-like: one province far above the others.
    const values = [1722, 520, 435, 414, 392, 339, 286, 264, 262, 260, 40, 12, 5, 3, 1, 0, 0, null];
    const breaks = classBreaks(values);
    expect(breaks).toHaveLength(SHADES - 1);
    expect(breaks).toEqual([...breaks].sort((a, b) => a - b));
    // Equal steps of 1722 / 5 would put everything but Konya in the two lightest shades.
    const shades = values.map((v) => shadeOf(v, breaks));
    expect(new Set(shades.filter((s) => typeof s === 'number' && s > 0)).size).toBe(SHADES);
    expect(shadeOf(1722, breaks)).toBe(SHADES);
    expect(shadeOf(0, breaks)).toBe(0);
    expect(shadeOf(null, breaks)).toBe('none');
  });

  it('gives fewer shades when there are few distinct figures, spread over the whole colour scale', () => {
    const breaks = classBreaks([10, 10, 10, 500]);
    expect(breaks).toEqual([10]);
    expect([shadeOf(10, breaks), shadeOf(500, breaks)]).toEqual([1, 2]);
    expect([colourStep(1, 2), colourStep(2, 2)]).toEqual([1, SHADES]);
    expect(classBreaks([0, null])).toEqual([]);
    expect(shadeOf(7, [])).toBe(1);
    expect(colourStep(1, 1)).toBe(SHADES);
  });

  it('names each shade’s range for the legend', () => {
    expect(shadeRanges([10, 100])).toEqual([
      { shade: 1, from: 0, to: 10 },
      { shade: 2, from: 10, to: 100 },
      { shade: 3, from: 100, to: null },
    ]);
  });
});
