import { SELECT_CLASS } from '../../../components/list/list-toolbar';
import { inputClass } from '../../../components/ui/form-field';
import type { FieldOption } from '../hooks/use-record-fields';
import type { FieldSpec } from '../record-fields';

interface RecordFieldControlProps {
  id: string;
  name: string;
  spec: FieldSpec;
  value: string;
  /** Its error is shown under it, by `${id}-error`. */
  error?: string;
  options: FieldOption[];
  /** The district before a city is chosen. */
  waitsForCity: boolean;
  onChange: (value: string) => void;
  placeholder?: string;
}

/** One field's input in the suggestion and correction forms: a select of its options, or a text input typed by its kind. */
export function RecordFieldControl({ id, name, spec, value, error, options, waitsForCity, onChange, placeholder }: RecordFieldControlProps) {
  const common = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  if (spec.kind === 'select') {
    return (
      <select {...common} onChange={(event) => onChange(event.target.value)} disabled={waitsForCity} className={SELECT_CLASS}>
        {/* Units and currency always have a value; lists may be left empty. */}
        {!(Array.isArray(spec.options) && value) && <option value="">{waitsForCity ? 'Önce şehir seçin' : 'Seçin'}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  }
  return (
    <input
      {...common}
      onChange={(event) => onChange(event.target.value)}
      type={spec.kind === 'number' || spec.kind === 'year' ? 'text' : spec.kind}
      inputMode={spec.kind === 'number' ? 'decimal' : spec.kind === 'year' ? 'numeric' : undefined}
      autoComplete="off"
      placeholder={placeholder}
      className={inputClass}
    />
  );
}
