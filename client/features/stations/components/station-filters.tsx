import { useId, type ReactNode } from 'react';
import { labelClass } from '../../../components/ui/form-field';
import { CloseIcon } from '../../../components/ui/icons';
import { useReference } from '../../../api/reference';
import { useSources } from '../../../api/sources';
import { SOURCES_MESSAGES } from '../../../../shared/sources-display';
import { SELECT_CLASS } from '../../../components/list/list-toolbar';
import { useStationYears } from '../../../api/station-years';
import type { StationFilters } from '../../../lib/station-params';
import { MONTHS } from '../../../lib/station-format';

interface StationFilterBarProps {
  filters: StationFilters;
  onChange: (key: keyof StationFilters, value: string) => void;
  onClear: () => void;
  /** One more control in the grid (the narrow screens' sort picker). */
  extra?: ReactNode;
}

/** Yıl, Ay, İl and Kaynak of the capacity list and map (docs/product-rules.md#transformer-stations, #provenance); open to every viewer. */
export function StationFilterBar({ filters, onChange, onClear, extra }: StationFilterBarProps) {
  const id = useId();
  const years = useStationYears();
  const reference = useReference();
  const sources = useSources();
  const known = years.data?.years ?? [];
  // A year from the URL that the list does not offer (yet) stays selectable.
  const yearOptions = filters.year !== null && !known.includes(filters.year) ? [filters.year, ...known] : known;
  const active = filters.year !== null || filters.month !== null || filters.city_id !== null || filters.source_id !== null;

  const select = (key: keyof StationFilters, label: string, allLabel: string, value: string, options: { value: string; label: string }[], loading: boolean) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={`${labelClass} mb-1 text-xs`}>
        {label}
      </label>
      <select
        id={`${id}-${key}`}
        value={value}
        onChange={(event) => onChange(key, event.target.value)}
        disabled={loading && value === ''}
        className={SELECT_CLASS}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {select(
          'year',
          'Yıl',
          'Tüm Yıllar',
          filters.year === null ? '' : String(filters.year),
          yearOptions.map((year) => ({ value: String(year), label: String(year) })),
          years.isPending,
        )}
        {select(
          'month',
          'Ay',
          'Tüm Aylar',
          filters.month === null ? '' : String(filters.month),
          MONTHS.map((month) => ({ value: String(month.value), label: month.label })),
          false,
        )}
        <div className="col-span-2 sm:col-span-1">
          {select(
            'city_id',
            'İl',
            'Tüm İller',
            filters.city_id ?? '',
            (reference.data?.cities ?? []).map((city) => ({ value: city.id, label: city.name })),
            reference.isPending,
          )}
        </div>
        <div className="col-span-2 sm:col-span-1">
          {select(
            'source_id',
            SOURCES_MESSAGES.filterLabel,
            SOURCES_MESSAGES.filterAll,
            filters.source_id ?? '',
            (sources.data?.items ?? []).map((source) => ({ value: source.id, label: source.name })),
            sources.isPending,
          )}
        </div>
        {/* A full row on a phone: half of one cut the picker's longest choice ("En yeni dönem"). */}
        {extra && <div className="col-span-2 sm:col-span-1">{extra}</div>}
      </div>
      {active && (
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
