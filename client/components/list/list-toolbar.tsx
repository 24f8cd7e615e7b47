import { useId } from 'react';
import { Link } from 'react-router';
import type { NamedItem } from '../../../shared/schemas/reference';
import { labelClass, selectClass } from '../ui/form-field';
import { CloseIcon, LockIcon } from '../ui/icons';
import { SearchField } from '../ui/search-field';
import type { ViewerTier } from '../../lib/viewer';
import { paths } from '../../config/paths';

/** A select in the form style with its chevron (app/styles.css .select-chevron). */
export const SELECT_CLASS = selectClass;

interface SearchBoxProps {
  label: string;
  placeholder: string;
  text: string;
  hint: string | null;
  onChange: (text: string) => void;
  tier: ViewerTier;
}

/** The list's search box: disabled for visitors (with a sign-in hint), "En az 4 harf" under 4 letters. */
export function SearchBox({ tier, ...props }: SearchBoxProps) {
  const locked =
    tier === 'visitor'
      ? {
          placeholder: 'Arama için giriş yapın',
          note: (
            <>
              Arama yalnızca üyelere açıktır.{' '}
              <Link to={paths.login()} className="font-semibold text-amber-700 underline-offset-2 hover:underline dark:text-amber-400">
                Giriş Yap
              </Link>
            </>
          ),
        }
      : undefined;
  return <SearchField {...props} locked={locked} />;
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
        className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-4 ${locked ? 'pointer-events-none blur-[1.5px] select-none opacity-60' : ''}`}
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
