import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { Point } from './chart-geometry';
import { ChartAnnouncer, ChartDescription, TooltipLayer, tooltipSentence, useActivePoint, type TooltipContent } from './chart-interaction';

export interface BarItem {
  key: string;
  name: string;
  value: number;
  /** Printed at the bar's end (e.g. "1.234,5 MWp"). */
  label: string;
  tooltip: TooltipContent;
  /** Read after the label by assistive technology: what only the tooltip shows (e.g. ", 12 proje"). */
  spoken?: string;
}

interface BarListProps {
  /** The chart's name for assistive technology (its panel's title). */
  label: string;
  description: string;
  items: readonly BarItem[];
  color: string;
  /** The names' and labels' colour. */
  textColor: string;
  /** Under 640 px: shorter rows and a narrower name column. */
  narrow: boolean;
  /** The hovered row's background. */
  cursor: string;
}

/**
 * Horizontal bars, biggest first, each with its name before it and its value after it: an ordered
 * list of HTML rows (plain CSS bars, as the stations summary's), so it costs a phone no chart
 * library. Focusable: the arrow keys step through the rows and show each one's tooltip.
 */
export function BarList({ label, description, items, color, textColor, narrow, cursor }: BarListProps) {
  const descriptionId = useId();
  const { active, setActive, handlers } = useActivePoint(items.length, 0);
  const bars = useRef<(HTMLSpanElement | null)[]>([]);
  const list = useRef<HTMLDivElement>(null);
  const [anchor, setAnchor] = useState<Point | null>(null);
  const max = Math.max(0, ...items.map((item) => item.value));
  // The rows' heights of the Recharts bar chart this replaced: the panel keeps its size.
  const row = narrow ? 34 : 38;
  const fontSize = narrow ? 11 : 12;

  // The tooltip points from the active bar's end.
  useLayoutEffect(() => {
    const bar = active ? bars.current[active.index] : null;
    const box = list.current;
    if (!bar || !box) return setAnchor(null);
    const barBox = bar.getBoundingClientRect();
    const listBox = box.getBoundingClientRect();
    setAnchor({ x: barBox.right - listBox.left, y: barBox.top - listBox.top + barBox.height / 2 });
  }, [active, narrow]);

  const shown = active ? items[active.index] : undefined;
  return (
    <div
      ref={list}
      role="group"
      aria-label={label}
      aria-describedby={descriptionId}
      tabIndex={items.length > 0 ? 0 : undefined}
      className="relative rounded-lg py-2"
      onPointerLeave={() => setActive(null)}
      {...handlers}
    >
      <ol>
        {items.map((item, index) => (
          <li
            key={item.key}
            className="flex items-center rounded-md"
            style={{ height: row, fontSize, backgroundColor: active?.index === index ? cursor : undefined }}
            onPointerEnter={() => setActive({ index, by: 'pointer' })}
            onPointerDown={() => setActive({ index, by: 'pointer' })}
          >
            <span className="shrink-0 truncate pr-2 text-right" style={{ width: narrow ? 92 : 120, color: textColor }} title={item.name}>
              {item.name}
            </span>
            {/* The value is written after the bar: the longest bar leaves it its room. */}
            <span className="min-w-0 flex-1" style={{ marginRight: narrow ? 84 : 96 }}>
              <span
                ref={(node) => {
                  bars.current[index] = node;
                }}
                className="relative block h-[26px] rounded-r-md"
                style={{ width: `${max > 0 ? Math.max(0.5, (item.value / max) * 100) : 0}%`, backgroundColor: color }}
              >
                <span className="absolute top-1/2 left-full ml-2 -translate-y-1/2 whitespace-nowrap tabular-nums" style={{ color: textColor }}>
                  {item.label}
                  {item.spoken && <span className="sr-only">{item.spoken}</span>}
                </span>
              </span>
            </span>
          </li>
        ))}
      </ol>
      {anchor && shown && <TooltipLayer anchor={anchor} content={shown.tooltip} />}
      <ChartDescription id={descriptionId}>{description}</ChartDescription>
      <ChartAnnouncer text={active?.by === 'keyboard' && shown ? tooltipSentence(shown.tooltip) : null} />
    </div>
  );
}
