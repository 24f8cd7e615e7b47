import { useId } from 'react';
import { Link } from 'react-router';
import type { NamedItem } from '../../../../shared/schemas/reference';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { CloseIcon, LockIcon } from '../../../components/ui/icons';
import type { ViewerTier } from '../viewer';

/** A select in the form style with its chevron (app/styles.css .select-chevron). */
export const SELECT_CLASS = `${inputClass} select-chevron appearance-none pr-9`;

function SearchIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" aria-hidden="true">
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </svg>
  );
}

interface SearchBoxProps {
  label: string;
  placeholder: string;
  text: string;
  hint: string | null;
  onChange: (text: string) => void;
  tier: ViewerTier;
}

/** The list's search box: disabled for visitors (with a sign-in hint), "En az 4 harf" under 4 letters. */
export function SearchBox({ label, placeholder, text, hint, onChange, tier }: SearchBoxProps) {
  const id = useId();
  const visitor = tier === 'visitor';
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="relative">
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(event) => onChange(event.target.value)}
          disabled={visitor}
          placeholder={visitor ? 'Arama için giriş yapın' : placeholder}
          aria-describedby={`${id}-hint`}
          aria-invalid={hint ? true : undefined}
          autoComplete="off"
          enterKeyHint="search"
          className={`${inputClass} pr-10 pl-11 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 dark:disabled:bg-slate-800/60 [&::-webkit-search-cancel-button]:hidden`}
        />
        {text && !visitor && (
          <button
            type="button"
            onClick={() => onChange('')}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:hover:bg-slate-800 dark:hover:text-white"
          >
            <CloseIcon className="size-4" />
            <span className="sr-only">Aramayı temizle</span>
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 min-h-4 text-xs text-slate-500 dark:text-slate-400" aria-live="polite">
        {visitor ? (
          <>
            Arama yalnızca üyelere açıktır.{' '}
            <Link to="/login" className="font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400">
              Giriş Yap
            </Link>
          </>
        ) : hint ? (
          <span className="font-medium text-amber-800 dark:text-amber-300">{hint}</span>
        ) : (
          'En az 4 harf ile arayın.'
        )}
      </p>
    </div>
  );
}

export interface FilterDef {
  key: string;
  label: string;
  /** "Tüm şehirler" … */
  allLabel: string;
  options: NamedItem[];
}

interface FilterBarProps {
  filters: FilterDef[];
  values: Record<string, string>;
  onChange: (key: string, value: string) => void;
  onClear: () => void;
  tier: ViewerTier;
  /** A non-premium viewer touched the filters. */
  onLocked: () => void;
  loading?: boolean;
}

/** Filter selects; blurred and disabled for non-premium viewers, whose click asks for premium. */
export function FilterBar({ filters, values, onChange, onClear, tier, onLocked, loading = false }: FilterBarProps) {
  const baseId = useId();
  const locked = tier !== 'premium';
  const active = Object.values(values).some(Boolean);
  return (
    <div className="relative">
      <div
        className={`grid gap-3 sm:grid-cols-3 ${locked ? 'pointer-events-none blur-[1.5px] select-none opacity-60' : ''}`}
        inert={locked || undefined}
        aria-hidden={locked || undefined}
      >
        {filters.map((filter) => (
          <div key={filter.key}>
            <label htmlFor={`${baseId}-${filter.key}`} className={`${labelClass} mb-1 text-xs`}>
              {filter.label}
            </label>
            <select
              id={`${baseId}-${filter.key}`}
              value={values[filter.key] ?? ''}
              onChange={(event) => onChange(filter.key, event.target.value)}
              disabled={locked || loading}
              className={SELECT_CLASS}
            >
              <option value="">{filter.allLabel}</option>
              {filter.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {locked && (
        <button
          type="button"
          onClick={onLocked}
          className="absolute inset-0 flex items-center justify-center rounded-xl focus-visible:outline-2"
        >
          <span className="inline-flex items-center gap-2 rounded-full border border-amber-300 bg-white/95 px-3.5 py-1.5 text-sm font-semibold text-amber-900 shadow-sm dark:border-amber-400/40 dark:bg-slate-900/95 dark:text-amber-200">
            <LockIcon className="size-4" />
            Filtreler premium üyelere özeldir
          </span>
        </button>
      )}
      {!locked && active && (
        <button
          type="button"
          onClick={onClear}
          className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-950 dark:text-slate-400 dark:hover:text-white"
        >
          <CloseIcon className="size-4" />
          Filtreleri temizle
        </button>
      )}
    </div>
  );
}
