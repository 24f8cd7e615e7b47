// The arithmetic of the app's own SVG charts (donut, band chart): pure functions, no DOM.
// They replace what Recharts and d3 computed for the member pages' charts
// (docs/decisions/032-member-pages-draw-what-is-in-view.md).

/**
 * Round axis ticks from 0 up to at least `max`, about `count` intervals (1, 2, 2.5 or 5 × 10ⁿ each),
 * as a chart axis with an "auto" top reads: [0, 25 000, 50 000, …].
 */
export function niceTicks(max: number, count = 4): number[] {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const residual = rough / magnitude;
  const step = (residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 2.5 ? 2.5 : residual <= 5 ? 5 : 10) * magnitude;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  // Rounded so 0.1 + 0.2 steps do not print as 0.30000000000000004.
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
}

export interface Point {
  x: number;
  y: number;
}

/**
 * A smooth line through the points that never overshoots between them (monotone cubic
 * interpolation in x, as d3's curveMonotoneX): a month between two values is never drawn above both.
 */
export function monotonePath(points: readonly Point[]): string {
  const n = points.length;
  if (n === 0) return '';
  const f = (value: number) => Number(value.toFixed(2));
  const start = `M${f(points[0]!.x)},${f(points[0]!.y)}`;
  if (n === 1) return start;
  if (n === 2) return `${start}L${f(points[1]!.x)},${f(points[1]!.y)}`;
  const slope = (a: Point, b: Point) => (b.y - a.y) / (b.x - a.x || 1e-9);
  // Tangents: at an inner point the smaller of the neighbouring slopes, zero at a peak or trough.
  const tangents = points.map((p, i) => {
    if (i === 0 || i === n - 1) return 0;
    const prev = points[i - 1]!;
    const next = points[i + 1]!;
    const s0 = slope(prev, p);
    const s1 = slope(p, next);
    const h0 = p.x - prev.x;
    const h1 = next.x - p.x;
    const blended = (s0 * h1 + s1 * h0) / (h0 + h1);
    return (Math.sign(s0) + Math.sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(blended)) || 0;
  });
  tangents[0] = (3 * slope(points[0]!, points[1]!) - tangents[1]!) / 2;
  tangents[n - 1] = (3 * slope(points[n - 2]!, points[n - 1]!) - tangents[n - 2]!) / 2;
  let path = start;
  for (let i = 0; i < n - 1; i++) {
    const a = points[i]!;
    const b = points[i + 1]!;
    const dx = (b.x - a.x) / 3;
    path += `C${f(a.x + dx)},${f(a.y + dx * tangents[i]!)},${f(b.x - dx)},${f(b.y - dx * tangents[i + 1]!)},${f(b.x)},${f(b.y)}`;
  }
  return path;
}

/**
 * Which labels of a row of evenly spaced bands fit without overlapping: the first and the last
 * always, then every one at least `gap` px clear of its kept neighbours. Text width is estimated
 * from its length (the axis font is the system sans-serif; 0.6 em a character is generous).
 */
export function fittingTicks(labels: readonly string[], band: number, fontSize: number, gap: number): number[] {
  const n = labels.length;
  if (n === 0) return [];
  const width = (i: number) => labels[i]!.length * fontSize * 0.6;
  const clear = (i: number, j: number) => Math.abs(j - i) * band >= (width(i) + width(j)) / 2 + gap;
  const kept = [0];
  for (let i = 1; i < n; i++) if (clear(kept.at(-1)!, i)) kept.push(i);
  if (n > 1 && kept.at(-1) !== n - 1) {
    // The last one is kept; the ones before it that it would overlap make way.
    while (kept.length > 1 && !clear(kept.at(-1)!, n - 1)) kept.pop();
    kept.push(n - 1);
  }
  return kept;
}

export interface Arc {
  /** Degrees, counter-clockwise from 3 o'clock (the maths convention, as Recharts' pies). */
  start: number;
  end: number;
}

/**
 * The sectors of a pie for these values: each a share of the circle after `padding` degrees between
 * neighbours (none for a single value), from 3 o'clock counter-clockwise.
 */
export function pieArcs(values: readonly number[], padding: number): Arc[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  const gap = values.length > 1 ? padding : 0;
  const free = 360 - gap * values.length;
  let angle = 0;
  return values.map((value) => {
    const sweep = total > 0 ? (Math.max(0, value) / total) * free : 0;
    const arc = { start: angle, end: angle + sweep };
    angle += sweep + gap;
    return arc;
  });
}

const polar = (cx: number, cy: number, r: number, degrees: number): Point => {
  const radians = (degrees * Math.PI) / 180;
  // SVG's y grows downwards: counter-clockwise on screen is a negative y.
  return { x: cx + r * Math.cos(radians), y: cy - r * Math.sin(radians) };
};

/** An annular sector (a donut slice) as an SVG path; a full turn is a ring (fill-rule evenodd). */
export function sectorPath(cx: number, cy: number, inner: number, outer: number, arc: Arc): string {
  const f = (value: number) => Number(value.toFixed(2));
  const sweep = arc.end - arc.start;
  if (sweep >= 359.999) {
    const ring = (r: number) => `M${f(cx + r)},${f(cy)}A${f(r)},${f(r)},0,1,0,${f(cx - r)},${f(cy)}A${f(r)},${f(r)},0,1,0,${f(cx + r)},${f(cy)}Z`;
    return inner > 0 ? ring(outer) + ring(inner) : ring(outer);
  }
  const large = sweep > 180 ? 1 : 0;
  const o0 = polar(cx, cy, outer, arc.start);
  const o1 = polar(cx, cy, outer, arc.end);
  // Counter-clockwise on screen is SVG's sweep flag 0.
  let path = `M${f(o0.x)},${f(o0.y)}A${f(outer)},${f(outer)},0,${large},0,${f(o1.x)},${f(o1.y)}`;
  if (inner > 0) {
    const i1 = polar(cx, cy, inner, arc.end);
    const i0 = polar(cx, cy, inner, arc.start);
    path += `L${f(i1.x)},${f(i1.y)}A${f(inner)},${f(inner)},0,${large},1,${f(i0.x)},${f(i0.y)}`;
  } else {
    path += `L${f(cx)},${f(cy)}`;
  }
  return `${path}Z`;
}

/** The middle of a sector's band: where its tooltip points from. */
export function sectorCentroid(cx: number, cy: number, inner: number, outer: number, arc: Arc): Point {
  return polar(cx, cy, (inner + outer) / 2, (arc.start + arc.end) / 2);
}
