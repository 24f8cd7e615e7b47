import { useId, type ReactNode } from 'react';
import { pieArcs, sectorCentroid, sectorPath } from './chart-geometry';
import { ChartAnnouncer, ChartDescription, TooltipLayer, tooltipSentence, useActivePoint, type TooltipContent } from './chart-interaction';

export interface DonutSlice {
  key: string;
  value: number;
  fill: string;
  tooltip: TooltipContent;
}

interface DonutProps {
  /** The chart's name for assistive technology (its panel's title). */
  label: string;
  /** What it shows, read after the name (the legend beside it lists every slice). */
  description: string;
  slices: readonly DonutSlice[];
  /** The border between slices: the card's background. */
  surface: string;
  /** Drawn in the hole (the total). */
  center: ReactNode;
}

const SIZE = 208;
const C = SIZE / 2;
// The radii Recharts drew with innerRadius 58 % and outerRadius 96 %; the active slice grows to the edge.
const INNER = C * 0.58;
const OUTER = C * 0.96;

/**
 * A donut of 208 × 208 px drawn as plain SVG: one path per slice, no chart library (a phone drew
 * Recharts' pie in a task of several hundred ms, docs/decisions/032-member-pages-draw-what-is-in-view.md).
 * Focusable: the arrow keys step through the slices and show each one's tooltip, as hovering does.
 */
export function Donut({ label, description, slices, surface, center }: DonutProps) {
  const descriptionId = useId();
  const { active, setActive, handlers } = useActivePoint(slices.length, 0);
  const arcs = pieArcs(
    slices.map((s) => s.value),
    1.5,
  );
  const shown = active ? slices[active.index] : undefined;
  return (
    <div
      role="group"
      aria-label={label}
      aria-describedby={descriptionId}
      tabIndex={slices.length > 0 ? 0 : undefined}
      className="relative size-52 shrink-0 rounded-full"
      onPointerLeave={() => setActive(null)}
      {...handlers}
    >
      <svg viewBox={`0 0 ${SIZE} ${SIZE}`} className="size-full overflow-visible" aria-hidden="true">
        {slices.map((slice, index) => (
          <path
            key={slice.key}
            d={sectorPath(C, C, INNER, active?.index === index ? C : OUTER, arcs[index]!)}
            fill={slice.fill}
            stroke={surface}
            strokeWidth={2}
            strokeLinejoin="round"
            fillRule="evenodd"
            onPointerEnter={() => setActive({ index, by: 'pointer' })}
            onPointerDown={() => setActive({ index, by: 'pointer' })}
          />
        ))}
      </svg>
      <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">{center}</div>
      {active && shown && <TooltipLayer anchor={sectorCentroid(C, C, INNER, OUTER, arcs[active.index]!)} content={shown.tooltip} />}
      <ChartDescription id={descriptionId}>{description}</ChartDescription>
      <ChartAnnouncer text={active?.by === 'keyboard' && shown ? tooltipSentence(shown.tooltip) : null} />
    </div>
  );
}
