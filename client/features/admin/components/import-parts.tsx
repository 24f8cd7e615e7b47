import type { ReactNode } from 'react';
import { IMPORT_ACTION_LABELS, type ImportRowAction } from '../../../../shared/schemas/imports';
import { formatDecimal, formatInteger } from '../../../lib/format';

// Small pieces the importer's screens share (decision 039): how an action reads, a value of a diff,
// a progress bar.

/** Each action in its own colour, in both themes (text and background keep AA contrast). */
export const ACTION_TONES: Record<ImportRowAction, string> = {
  create: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  update: 'bg-sky-100 text-sky-900 dark:bg-sky-500/15 dark:text-sky-200',
  unchanged: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  duplicate: 'bg-violet-100 text-violet-900 dark:bg-violet-500/15 dark:text-violet-200',
  error: 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200',
};

export function ActionBadge({ action }: { action: ImportRowAction }) {
  return <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${ACTION_TONES[action]}`}>{IMPORT_ACTION_LABELS[action]}</span>;
}

/** A stored or read value as a reader sees it: empty as "boş", numbers in Turkish style, yes/no. */
export function importValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'boş';
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number') return Number.isInteger(value) ? formatInteger(value) : formatDecimal(value, 6);
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * A determinate bar when the total is known, else a moving stripe; read as "label: n %" (or the
 * label alone). `detail` stands under it ("1.200 / 35.000 satır").
 */
export function ProgressBar({ label, value, max, detail }: { label: string; value: number; max: number; detail?: ReactNode }) {
  const known = max > 0;
  const percent = known ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span className="font-medium text-slate-900 dark:text-white">{label}</span>
        {known && <span className="text-slate-600 tabular-nums dark:text-slate-400">%{percent}</span>}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={known ? percent : undefined}
        aria-valuetext={known ? `%${percent}` : 'Sürüyor'}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className={`h-full rounded-full bg-amber-500 transition-[width] ${known ? '' : 'w-1/3 animate-pulse'}`} style={known ? { width: `${percent}%` } : undefined} />
      </div>
      {detail && <p className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">{detail}</p>}
    </div>
  );
}
