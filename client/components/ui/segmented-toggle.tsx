import type { ComponentType } from 'react';

export interface SegmentOption<K extends string> {
  key: K;
  label: string;
  icon?: ComponentType<{ className?: string }>;
}

interface SegmentedToggleProps<K extends string> {
  /** Names the group for screen readers (e.g. "Görünüm"). */
  label: string;
  options: readonly SegmentOption<K>[];
  value: K;
  onChange: (key: K) => void;
  className?: string;
}

/** Two or three mutually exclusive views (e.g. "Tablo" / "Grafik") as toggle buttons with aria-pressed. */
export function SegmentedToggle<K extends string>({ label, options, value, onChange, className = '' }: SegmentedToggleProps<K>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`inline-flex shrink-0 rounded-lg border border-slate-300 bg-slate-100 p-0.5 dark:border-slate-700 dark:bg-slate-800/60 ${className}`}
    >
      {options.map((option) => {
        const pressed = option.key === value;
        const Icon = option.icon;
        return (
          <button
            key={option.key}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.key)}
            className={`inline-flex h-9 items-center justify-center gap-1.5 rounded-md px-3.5 text-sm font-semibold whitespace-nowrap transition-colors ${
              pressed
                ? 'bg-white text-slate-950 shadow-sm ring-1 ring-slate-200 dark:bg-slate-950 dark:text-white dark:ring-slate-700'
                : 'text-slate-600 hover:text-slate-950 dark:text-slate-400 dark:hover:text-white'
            }`}
          >
            {Icon && <Icon className={`size-4 shrink-0 ${pressed ? 'text-amber-600 dark:text-amber-400' : ''}`} />}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
