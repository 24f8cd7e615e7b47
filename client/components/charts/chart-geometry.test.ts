import { describe, expect, it } from 'vitest';
import { fittingTicks, monotonePath, niceTicks, pieArcs, sectorCentroid, sectorPath } from './chart-geometry';

/** The numbers of an SVG path, in order. */
const numbers = (path: string) => path.match(/-?\d+(\.\d+)?/g)!.map(Number);

describe('niceTicks', () => {
  it('steps by 1, 2, 2.5 or 5 × 10ⁿ from 0 to at least the maximum', () => {
    expect(niceTicks(123_284)).toEqual([0, 50_000, 100_000, 150_000]);
    expect(niceTicks(32_000)).toEqual([0, 10_000, 20_000, 30_000, 40_000]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(7)).toEqual([0, 2, 4, 6, 8]);
  });

  it('draws an axis for nothing (no data, zeros)', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe('monotonePath', () => {
  it('moves to a single point and draws a straight line between two', () => {
    expect(monotonePath([])).toBe('');
    expect(monotonePath([{ x: 1, y: 2 }])).toBe('M1,2');
    expect(monotonePath([{ x: 0, y: 10 }, { x: 20, y: 5 }])).toBe('M0,10L20,5');
  });

  it('never overshoots: each curve between two points stays between their values', () => {
    const points = [
      { x: 0, y: 100 },
      { x: 10, y: 20 },
      { x: 20, y: 20 },
      { x: 30, y: 90 },
      { x: 40, y: 10 },
    ];
    const path = monotonePath(points);
    expect(path.startsWith('M0,100C')).toBe(true);
    const segments = path.slice(1).split('C').slice(1).map(numbers);
    expect(segments).toHaveLength(4);
    segments.forEach((segment, i) => {
      const [a, b] = [points[i]!, points[i + 1]!];
      // A cubic Bézier stays inside the hull of its control points: the control points' y between the ends.
      for (const y of [segment[1]!, segment[3]!]) {
        expect(y).toBeGreaterThanOrEqual(Math.min(a.y, b.y) - 1e-9);
        expect(y).toBeLessThanOrEqual(Math.max(a.y, b.y) + 1e-9);
      }
      expect(segment.slice(4)).toEqual([b.x, b.y]);
    });
    // A flat stretch stays flat.
    expect(segments[1]).toEqual([13.33, 20, 16.67, 20, 20, 20]);
  });
});

describe('fittingTicks', () => {
  const months = ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'];

  it('labels every band when there is room', () => {
    expect(fittingTicks(months, 90, 12, 14)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it('drops labels that would overlap, keeping the first and the last', () => {
    // 3 × 11 × 0.6 ≈ 20 px a label, 8 px apart: every second band of 25 px.
    expect(fittingTicks(months, 25, 11, 8)).toEqual([0, 2, 4, 6, 8, 11]);
    const kept = fittingTicks(months, 10, 11, 8);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(11);
    for (let i = 1; i < kept.length; i++) expect((kept[i]! - kept[i - 1]!) * 10).toBeGreaterThanOrEqual(3 * 11 * 0.6 + 8);
  });

  it('labels a single band', () => {
    expect(fittingTicks(['Oca'], 300, 12, 14)).toEqual([0]);
    expect(fittingTicks([], 300, 12, 14)).toEqual([]);
  });
});

describe('pie arcs and sectors', () => {
  it('shares the circle by value after the padding between slices', () => {
    const arcs = pieArcs([3, 1], 2);
    expect(arcs).toEqual([
      { start: 0, end: 267 },
      { start: 269, end: 358 },
    ]);
    // One value: a whole turn, no padding; a zero or negative value: no sweep.
    expect(pieArcs([5], 2)).toEqual([{ start: 0, end: 360 }]);
    expect(pieArcs([0, 4], 0).map((a) => a.end - a.start)).toEqual([0, 360]);
  });

  it('draws a slice counter-clockwise from 3 o’clock, and a full turn as a ring', () => {
    // A quarter from 3 o'clock to 12 o'clock: the outer arc ends at the top.
    const quarter = sectorPath(100, 100, 50, 90, { start: 0, end: 90 });
    expect(quarter).toBe('M190,100A90,90,0,0,0,100,10L100,50A50,50,0,0,1,150,100Z');
    const ring = sectorPath(100, 100, 50, 90, { start: 0, end: 360 });
    expect(ring.match(/M/g)).toHaveLength(2);
    expect(sectorCentroid(100, 100, 50, 90, { start: 0, end: 90 }).x).toBeCloseTo(100 + 70 * Math.SQRT1_2);
    expect(sectorCentroid(100, 100, 50, 90, { start: 0, end: 90 }).y).toBeCloseTo(100 - 70 * Math.SQRT1_2);
  });
});
