import type { ReactNode } from 'react';
import type { TooltipPayloadEntry } from 'recharts';

export interface ChartTooltipRow {
  key: string;
  name: string;
  color: string;
  value: string;
  /** Bars get a square swatch, lines a short stroke. */
  shape?: 'square' | 'line';
}

interface ChartTooltipProps {
  active?: boolean;
  payload?: readonly TooltipPayloadEntry[];
  /** The heading (e.g. "Ekim 2025"). */
  title: (payload: readonly TooltipPayloadEntry[]) => ReactNode;
  /** The rows to list for the hovered point. */
  rows: (payload: readonly TooltipPayloadEntry[]) => ChartTooltipRow[];
}

/** A tooltip box in the app's card style (both themes) listing formatted values. */
export function ChartTooltipBox({ title, rows }: { title: ReactNode; rows: readonly ChartTooltipRow[] }) {
  return (
    <div className="max-w-72 rounded-xl border border-slate-200 bg-white/95 px-3 py-2.5 text-xs shadow-lg backdrop-blur dark:border-slate-700 dark:bg-slate-900/95">
      <p className="mb-1.5 font-semibold text-slate-900 dark:text-white">{title}</p>
      <ul className="space-y-1">
        {rows.map((row) => (
          <li key={row.key} className="flex items-center gap-2">
            <Swatch color={row.color} shape={row.shape} />
            <span className="min-w-0 flex-1 text-slate-600 dark:text-slate-300">{row.name}</span>
            <span className="pl-3 font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white">{row.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The box as a Recharts tooltip's content (the back office's charts). */
export function ChartTooltip({ active, payload, title, rows }: ChartTooltipProps) {
  if (!active || !payload || payload.length === 0) return null;
  return <ChartTooltipBox title={title(payload)} rows={rows(payload)} />;
}

export function Swatch({ color, shape = 'square' }: { color: string; shape?: 'square' | 'line' }) {
  return shape === 'line' ? (
    <span aria-hidden="true" className="inline-block h-0.5 w-3.5 shrink-0 rounded-full" style={{ backgroundColor: color }} />
  ) : (
    <span aria-hidden="true" className="inline-block size-2.5 shrink-0 rounded-sm" style={{ backgroundColor: color }} />
  );
}

/** A legend as an HTML list (wraps on narrow screens, readable on both themes). */
export function ChartLegend({ items }: { items: { key: string; name: string; color: string; shape?: 'square' | 'line' }[] }) {
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600 dark:text-slate-300">
      {items.map((item) => (
        <li key={item.key} className="inline-flex items-center gap-1.5">
          <Swatch color={item.color} shape={item.shape} />
          {item.name}
        </li>
      ))}
    </ul>
  );
}
