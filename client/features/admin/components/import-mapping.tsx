import { IMPORT_FIELDS, type ImportKind, type ImportMapping } from '../../../../shared/schemas/imports';
import { SelectField } from '../../../components/ui/form-field';

// The column mapping step of the importer (issue 43): for each canonical field of the kind, the
// file's column it is read from. The server's mapping (remembered for the source, else found by the
// Turkish header synonyms of shared/schemas/imports.ts) comes first; the admin changes what it got wrong.

export const NOT_MAPPED = 'Eşleştirilmedi';
export const REQUIRED_UNMAPPED = 'Zorunlu alan: dosyadaki sütununu seçin';

/** Required fields of the kind that no column is mapped to. */
export function unmappedRequired(kind: ImportKind, mapping: ImportMapping): string[] {
  return IMPORT_FIELDS[kind].filter((f) => f.required && !mapping[f.field]).map((f) => f.field);
}

/** The mapping without empty choices (what the server is sent). */
export function cleanMapping(mapping: ImportMapping): ImportMapping {
  return Object.fromEntries(Object.entries(mapping).filter(([, header]) => header));
}

export function sameMapping(a: ImportMapping, b: ImportMapping): boolean {
  const x = cleanMapping(a);
  const y = cleanMapping(b);
  return Object.keys(x).length === Object.keys(y).length && Object.entries(x).every(([field, header]) => y[field] === header);
}

export function ImportMappingEditor({
  kind,
  headers,
  mapping,
  detected,
  showMissing,
  onChange,
}: {
  kind: ImportKind;
  /** The file's column headers, in order. */
  headers: readonly string[];
  mapping: ImportMapping;
  /** What the server used for the preview: a field it mapped reads "Dosyadan tanındı". */
  detected: ImportMapping;
  /** Name each required field left unmapped (after the admin tried to go on). */
  showMissing: boolean;
  onChange: (next: ImportMapping) => void;
}) {
  const fields = IMPORT_FIELDS[kind];
  const options = [...new Set(headers)].filter(Boolean).map((header) => ({ value: header, label: header }));
  const used = new Set(Object.values(cleanMapping(mapping)));
  const unused = options.filter((o) => !used.has(o.value)).map((o) => o.value);
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Dosyada {options.length} sütun var. Her alan için verinin okunacağı sütunu seçin; zorunlu alanlar yıldızla işaretlidir. Bu eşleştirme kaynak için hatırlanır.
      </p>
      <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">Sütun eşleştirme</legend>
        <ul className="mt-2 grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
          {fields.map((field) => {
            const value = mapping[field.field] ?? '';
            const missing = field.required && !value;
            const recognised = value && detected[field.field] === value;
            return (
              <li key={field.field}>
                <SelectField
                  label={field.label}
                  markRequired={field.required}
                  value={value}
                  placeholder={NOT_MAPPED}
                  options={options}
                  hint={recognised ? 'Dosyadan tanındı' : undefined}
                  error={missing && showMissing ? REQUIRED_UNMAPPED : undefined}
                  onValueChange={(header) => onChange({ ...mapping, [field.field]: header })}
                />
              </li>
            );
          })}
        </ul>
      </fieldset>
      {unused.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="font-semibold text-slate-800 dark:text-slate-200">Okunmayacak sütunlar:</span> {unused.join(', ')}
        </p>
      )}
    </div>
  );
}
