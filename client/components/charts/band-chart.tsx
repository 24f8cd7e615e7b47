import { useId, type PointerEvent } from 'react';
import { fittingTicks, monotonePath, type Point } from './chart-geometry';
import { ChartAnnouncer, ChartDescription, TooltipLayer, tooltipSentence, useActivePoint, type TooltipContent } from './chart-interaction';
import type { ChartTheme } from './chart-theme';
import { useWidth } from './use-width';

export interface BandSeries {
  key: string;
  color: string;
  /** One value per category; null draws nothing there (a line joins across it). */
  values: readonly (number | null)[];
  /** Categories whose dot is drawn hollow (e.g. generated sample data, "Örnek veri"). */
  hollow?: readonly boolean[];
}

interface BandChartProps {
  /** The chart's name for assistive technology. */
  label: string;
  /** What it shows, in a sentence or two (a screen reader's summary of the figure). */
  description: string;
  height: number;
  /** The x axis: one band per category, left to right. */
  ticks: readonly string[];
  /** Which categories get a label; by default every one that fits, the first and last always. */
  tickIndexes?: readonly number[];
  tickFormat?: (tick: string) => string;
  /** The y axis' ticks, from its bottom (0) to its top (the domain's end). */
  yTicks: readonly number[];
  yFormat: (value: number) => string;
  yAxisWidth: number;
  fontSize: number;
  /** Stacked bars, bottom first. */
  bars?: readonly BandSeries[];
  lines?: readonly BandSeries[];
  /** A dot on each value of a line (when the points are few enough to tell apart). */
  dotRadius?: number;
  /** The share of a band left empty between bars. */
  barGap?: number;
  maxBarWidth?: number;
  /** The hovered category: a shaded band (bars) or a vertical line. */
  cursor: 'band' | 'line';
  theme: ChartTheme;
  tooltip: (index: number) => TooltipContent;
}

const MARGIN = { top: 8, right: 8 };
/** Room under the plot for the x labels. */
const X_AXIS_HEIGHT = 30;
const TICK_MARGIN = 8;

/**
 * Months (or any categories) as bands along x, with stacked bars and smooth lines on a shared y axis:
 * plain SVG sized to its box, no chart library (docs/decisions/032-member-pages-draw-what-is-in-view.md).
 * Hovering or touching a band, or stepping with the arrow keys once the chart has focus, shows
 * that category's tooltip; the newest (last) category is shown first.
 */
export function BandChart(props: BandChartProps) {
  const { label, description, height, ticks, yTicks, yFormat, yAxisWidth, fontSize, bars = [], lines = [], theme, tooltip } = props;
  const descriptionId = useId();
  const { ref, width } = useWidth<HTMLDivElement>();
  const count = ticks.length;
  const { active, setActive, handlers } = useActivePoint(count, count - 1);

  const left = yAxisWidth;
  const plotWidth = Math.max(0, width - left - MARGIN.right);
  const top = MARGIN.top;
  const bottom = height - X_AXIS_HEIGHT;
  const band = count > 0 ? plotWidth / count : 0;
  const yMax = yTicks.at(-1) ?? 1;
  const y = (value: number) => bottom - (Math.min(Math.max(value, 0), yMax) / yMax) * (bottom - top);
  const center = (index: number) => left + band * (index + 0.5);
  const barWidth = Math.min(band * (1 - (props.barGap ?? 0.2)), props.maxBarWidth ?? 40);
  const labelled = props.tickIndexes ?? fittingTicks(ticks.map((t) => props.tickFormat?.(t) ?? t), band, fontSize, fontSize <= 11 ? 8 : 14);

  const onPointer = (event: PointerEvent<SVGSVGElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const index = Math.floor((event.clientX - box.left - left) / (band || 1));
    setActive(index >= 0 && index < count ? { index, by: 'pointer' } : null);
  };

  const stacks = ticks.map((_, index) => {
    let base = 0;
    return bars.map((series) => {
      const value = series.values[index] ?? 0;
      const from = base;
      base += Math.max(0, value);
      return { key: series.key, color: series.color, from, to: base };
    });
  });
  const linePoints = (series: BandSeries): (Point & { index: number })[] =>
    series.values.flatMap((value, index) => (value === null ? [] : [{ x: center(index), y: y(value), index }]));

  const shown = active ? tooltip(active.index) : null;
  return (
    <div
      ref={ref}
      role="group"
      aria-label={label}
      aria-describedby={descriptionId}
      tabIndex={count > 0 ? 0 : undefined}
      className="relative rounded-lg"
      style={{ height }}
      onPointerLeave={() => setActive(null)}
      {...handlers}
    >
      {width > 0 && (
        // Out of the flow: a drawn width must not hold its box wide when the box narrows (a scrollbar appearing).
        <svg width={width} height={height} className="absolute inset-0 touch-pan-y" aria-hidden="true" onPointerMove={onPointer} onPointerDown={onPointer}>
          {yTicks.map((tick) => (
            <g key={tick}>
              <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} stroke={theme.grid} strokeDasharray="3 3" />
              <text x={left - 8} y={y(tick)} dy="0.35em" textAnchor="end" fill={theme.axis} fontSize={fontSize}>
                {yFormat(tick)}
              </text>
            </g>
          ))}
          {active &&
            (props.cursor === 'band' ? (
              <rect x={left + band * active.index} y={top} width={band} height={bottom - top} fill={theme.isDark ? 'rgba(148,163,184,0.12)' : 'rgba(148,163,184,0.15)'} />
            ) : (
              <line x1={center(active.index)} x2={center(active.index)} y1={top} y2={bottom} stroke={theme.other} />
            ))}
          {stacks.map((stack, index) =>
            stack.map(
              (part) =>
                part.to > part.from && (
                  <rect
                    key={`${index}-${part.key}`}
                    x={center(index) - barWidth / 2}
                    y={y(part.to)}
                    width={barWidth}
                    height={y(part.from) - y(part.to)}
                    fill={part.color}
                  />
                ),
            ),
          )}
          {lines.map((series) => (
            <g key={series.key}>
              <path d={monotonePath(linePoints(series))} fill="none" stroke={series.color} strokeWidth={2.5} strokeLinejoin="round" strokeLinecap="round" />
              {props.dotRadius !== undefined &&
                linePoints(series).map((p) =>
                  series.hollow?.[p.index] ? (
                    <circle key={p.x} cx={p.x} cy={p.y} r={props.dotRadius} fill={theme.surface} stroke={series.color} strokeWidth={1.5} data-hollow="true" />
                  ) : (
                    <circle key={p.x} cx={p.x} cy={p.y} r={props.dotRadius} fill={series.color} />
                  ),
                )}
              {active && series.values[active.index] != null && (
                <circle cx={center(active.index)} cy={y(series.values[active.index]!)} r={5} fill={series.color} stroke={theme.surface} strokeWidth={2} />
              )}
            </g>
          ))}
          <line x1={left} x2={left + plotWidth} y1={bottom} y2={bottom} stroke={theme.grid} />
          {labelled.map((index) => (
            <text key={index} x={center(index)} y={bottom + TICK_MARGIN} dy="0.71em" textAnchor="middle" fill={theme.axis} fontSize={fontSize}>
              {props.tickFormat?.(ticks[index]!) ?? ticks[index]}
            </text>
          ))}
        </svg>
      )}
      {active && shown && <TooltipLayer anchor={{ x: center(active.index), y: top }} content={shown} />}
      <ChartDescription id={descriptionId}>{description}</ChartDescription>
      <ChartAnnouncer text={active?.by === 'keyboard' && shown ? tooltipSentence(shown) : null} />
    </div>
  );
}
