import { useId } from 'react';
import { SELECT_CLASS } from './list-toolbar';

/**
 * The order picker of narrow screens, where a list's rows are cards without column headers to sort
 * by (docs/product-rules.md#submissions): each column ascending and descending, as `column:dir` values. `first` is an extra
 * first choice (the station list's "no chosen order").
 */
export function SortPicker({
  value,
  columns,
  first,
  labelHidden = false,
  onChange,
}: {
  value: string;
  columns: { column: string; label: string }[];
  first?: { value: string; label: string };
  /** The label only for screen readers, where the picker sits beside a labelled search box. */
  labelHidden?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'mb-1 block text-xs font-medium text-slate-800 dark:text-slate-200'}>
        Sıralama
      </label>
      <select id={id} className={SELECT_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
        {first && <option value={first.value}>{first.label}</option>}
        {columns.flatMap(({ column, label }) => [
          <option key={`${column}:asc`} value={`${column}:asc`}>
            {label} (artan)
          </option>,
          <option key={`${column}:desc`} value={`${column}:desc`}>
            {label} (azalan)
          </option>,
        ])}
      </select>
    </div>
  );
}
