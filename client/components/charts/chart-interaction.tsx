import { useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { ChartTooltipBox, type ChartTooltipRow } from './chart-tooltip';
import type { Point } from './chart-geometry';

// What the app's own charts share: one point (a month, a slice, a bar) is "active" — under the
// pointer, or chosen with the arrow keys once the chart has focus — and its tooltip shows beside it.
// A keyboard user hears the same text through a polite live region.

export interface ActivePoint {
  index: number;
  /** Keyboard choices are announced; pointer moves are not (they would talk over the user). */
  by: 'pointer' | 'keyboard';
}

export interface TooltipContent {
  title: string;
  rows: readonly ChartTooltipRow[];
}

/** "Ekim 2025. Toplam Kurulu Güç: 123.456,79 MW; …" — the tooltip as one sentence. */
export const tooltipSentence = ({ title, rows }: TooltipContent) =>
  `${title}. ${rows.map((row) => (row.value ? `${row.name}: ${row.value}` : row.name)).join('; ')}`;

/** The text that tells a keyboard user how to read a chart (its wrapper's description). */
export const KEYBOARD_HINT = 'Değerleri okumak için ok tuşlarını kullanın.';

/**
 * The active point of a chart of `count` points, and the key and focus handlers of its focusable
 * wrapper: arrows step (left/up back, right/down on), Home and End jump, Escape hides; focus shows
 * point `first`, leaving the chart hides it.
 */
export function useActivePoint(count: number, first: number) {
  const [active, setActive] = useState<ActivePoint | null>(null);
  const current = active && active.index < count ? active : null;
  const step = (index: number) => setActive({ index: Math.max(0, Math.min(count - 1, index)), by: 'keyboard' });
  const handlers = {
    onKeyDown(event: KeyboardEvent) {
      if (count === 0) return;
      const at = current?.index ?? first;
      if (event.key === 'ArrowRight' || event.key === 'ArrowDown') step(current ? at + 1 : at);
      else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') step(current ? at - 1 : at);
      else if (event.key === 'Home') step(0);
      else if (event.key === 'End') step(count - 1);
      else if (event.key === 'Escape') setActive(null);
      else return;
      event.preventDefault();
    },
    onFocus(event: { target: EventTarget; currentTarget: EventTarget }) {
      if (event.target === event.currentTarget && count > 0) step(first);
    },
    onBlur() {
      setActive(null);
    },
  };
  return { active: current, setActive, handlers };
}

/**
 * The tooltip box beside `anchor` (px inside the nearest positioned parent): right of it where the
 * screen has room (it may reach past a small chart, as a donut's), else left of it; below it where
 * the parent has room, else above it.
 */
export function TooltipLayer({ anchor, content }: { anchor: Point; content: TooltipContent }) {
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<Point | null>(null);
  useLayoutEffect(() => {
    const node = box.current;
    const parent = node?.offsetParent as HTMLElement | null | undefined;
    if (!node || !parent) return;
    const width = node.offsetWidth;
    const height = node.offsetHeight;
    const parentLeft = parent.getBoundingClientRect().left;
    const screenRight = document.documentElement.clientWidth - 8 - parentLeft;
    let x = anchor.x + 12;
    if (x + width > screenRight) x = Math.max(8 - parentLeft, Math.min(anchor.x - 12 - width, screenRight - width));
    let y = anchor.y + 12;
    if (y + height > parent.clientHeight) y = Math.max(0, anchor.y - 12 - height);
    if (place?.x !== x || place.y !== y) setPlace({ x, y });
    // The content changes the box's size: measured again whenever it is given.
  }, [anchor.x, anchor.y, content, place?.x, place?.y]);
  return (
    <div
      ref={box}
      aria-hidden="true"
      className="pointer-events-none absolute top-0 left-0 z-10 w-max"
      style={{ transform: place ? `translate(${place.x}px, ${place.y}px)` : undefined, visibility: place ? 'visible' : 'hidden' }}
    >
      <ChartTooltipBox title={content.title} rows={content.rows} />
    </div>
  );
}

/** Reads the active point to a screen reader when it was chosen with the keyboard. */
export function ChartAnnouncer({ text }: { text: string | null }) {
  return (
    <p className="sr-only" aria-live="polite">
      {text ?? ''}
    </p>
  );
}

/** The chart's description for assistive technology: what it shows, then how to read it. */
export function ChartDescription({ id, children }: { id: string; children: ReactNode }) {
  return (
    <span id={id} className="sr-only">
      {children} {KEYBOARD_HINT}
    </span>
  );
}
