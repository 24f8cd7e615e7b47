import { useEffect, useId, useRef, useState } from 'react';
import { CATALOG_MESSAGES } from '../../../../shared/catalog-messages';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../../../shared/constants';
import { useReference } from '../../../api/reference';
import { SELECT_CLASS } from '../../../components/list/list-toolbar';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import type { MapState } from '../map-params';

interface MapControlsProps {
  state: MapState;
  /** The number each layer draws, once known. */
  counts: { stations: number | null; projects: number | null };
  onShowLayer: (layer: 'stations' | 'projects', shown: boolean) => void;
  onFilter: (key: 'search' | 'type_id' | 'status_type_id', value: string) => void;
}

const letters = (text: string) => [...text].length;

function LayerToggle({ label, count, checked, onChange, swatch }: { label: string; count: number | null; checked: boolean; onChange: (checked: boolean) => void; swatch: string }) {
  return (
    <label className="inline-flex min-h-10 cursor-pointer items-center gap-2.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-medium text-slate-800 has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-amber-600 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 dark:has-[:checked]:border-amber-400/70 dark:has-[:checked]:bg-amber-400/10">
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="size-4 accent-amber-600" />
      <span aria-hidden="true" className={swatch} />
      {label}
      {checked && count !== null && <span className="text-slate-500 tabular-nums dark:text-slate-400">({count.toLocaleString('tr-TR')})</span>}
    </label>
  );
}

/**
 * The map's layers (stations, projects: each can be hidden) and the projects layer's filters, the
 * project list's own (docs/product-rules.md#catalogue): name search (4+ letters), type and status; the city is the page's İl.
 */
export function MapControls({ state, counts, onShowLayer, onFilter }: MapControlsProps) {
  const id = useId();
  const reference = useReference();
  const [text, setText] = useState(state.search);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const trimmed = text.trim();
  const hint = trimmed !== '' && letters(trimmed) < SEARCH_MIN_CHARS ? CATALOG_MESSAGES.searchTooShort : null;

  const select = (key: 'type_id' | 'status_type_id', label: string, allLabel: string, options: { id: string; name: string }[]) => (
    <div>
      <label htmlFor={`${id}-${key}`} className={`${labelClass} mb-1 text-xs`}>
        {label}
      </label>
      <select id={`${id}-${key}`} value={state[key] ?? ''} onChange={(event) => onFilter(key, event.target.value)} disabled={reference.isPending && !state[key]} className={SELECT_CLASS}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="space-y-3">
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">Haritadaki katmanlar</legend>
        <LayerToggle
          label="Trafo merkezleri"
          count={counts.stations}
          checked={state.stations}
          onChange={(shown) => onShowLayer('stations', shown)}
          swatch="size-3 rounded-full bg-amber-500 ring-2 ring-white dark:ring-slate-900"
        />
        <LayerToggle
          label="Projeler"
          count={counts.projects}
          checked={state.projects}
          onChange={(shown) => onShowLayer('projects', shown)}
          swatch="size-2.5 rotate-45 bg-emerald-600 ring-2 ring-white dark:ring-slate-900"
        />
      </fieldset>
      {state.projects && (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <div className="col-span-2 sm:col-span-1">
            <label htmlFor={`${id}-search`} className={`${labelClass} mb-1 text-xs`}>
              Proje adı
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={text}
              placeholder="Projelerde ara"
              aria-describedby={hint ? `${id}-hint` : undefined}
              onChange={(event) => {
                const next = event.target.value;
                setText(next);
                clearTimeout(timer.current);
                const value = next.trim();
                if (value !== '' && letters(value) < SEARCH_MIN_CHARS) return;
                timer.current = setTimeout(() => onFilter('search', value), value ? SEARCH_DEBOUNCE_MS : 0);
              }}
              className={`${inputClass} h-10 py-2`}
            />
            {hint && (
              <p id={`${id}-hint`} className="mt-1 text-xs text-amber-800 dark:text-amber-300">
                {hint}
              </p>
            )}
          </div>
          {select('type_id', 'Proje tipi', 'Tüm tipler', reference.data?.project_types ?? [])}
          {select('status_type_id', 'Proje durumu', 'Tüm durumlar', reference.data?.project_status_types ?? [])}
        </div>
      )}
    </div>
  );
}
