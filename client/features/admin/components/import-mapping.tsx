import { IMPORT_FIELDS, IMPORT_MESSAGES, type ImportColumn, type ImportKind, type ImportMapping } from '../../../../shared/schemas/imports';
import { SelectField } from '../../../components/ui/form-field';

// The column mapping step of the importer (decisions 039, 053): for each canonical field of the kind, the
// file's column it is read from. The server's mapping (remembered for the source, else found by the
// Turkish header synonyms of shared/schemas/imports.ts) comes first; the admin changes what it got wrong.

export const NOT_MAPPED = 'Eşleştirilmedi';
export const REQUIRED_UNMAPPED = 'Zorunlu alan: dosyadaki sütununu seçin';
/** The choice that confirms a column is left out (the other choices are field names). */
export const IGNORE_COLUMN = '__ignore__';
export const IGNORE_LABEL = 'İçe aktarma';
export const UNDECIDED = 'Karar verin';
export const UNDECIDED_COLUMN = 'Bir alana eşleştirin ya da içe aktarılmayacağını seçin';

/** "Şu sütunlar için karar verin: …" */
export const undecidedMessage = (headers: readonly string[]) =>
  `Dosyadaki şu sütunlar için karar verin (bir alana eşleştirin ya da “${IGNORE_LABEL}” seçin): ${headers.join(', ')}`;

/**
 * The file's columns holding data that the mapping reads into no field: each needs a decision (a
 * field, or "İçe aktarma") before the import is saved, so nothing is dropped unnoticed. A column the
 * server found empty needs none; one the admin unmapped counts as holding data.
 */
export function unmappedColumns(columns: readonly ImportColumn[], mapping: ImportMapping): string[] {
  const used = new Set(Object.values(cleanMapping(mapping)));
  return [...new Set(columns.filter((c) => !c.empty && !used.has(c.header)).map((c) => c.header))];
}

/** Unmapped columns not yet confirmed as left out. */
export function undecidedColumns(columns: readonly ImportColumn[], mapping: ImportMapping, ignored: readonly string[]): string[] {
  const decided = new Set(ignored);
  return unmappedColumns(columns, mapping).filter((header) => !decided.has(header));
}

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
  columns,
  mapping,
  detected,
  showMissing,
  ignored,
  onChange,
  onIgnoredChange,
}: {
  kind: ImportKind;
  /** The file's column headers, in order. */
  headers: readonly string[];
  /** The preview's columns (which ones the server found empty). */
  columns: readonly ImportColumn[];
  mapping: ImportMapping;
  /** What the server used for the preview: a field it mapped reads "Dosyadan tanındı". */
  detected: ImportMapping;
  /** Name each required field left unmapped and each undecided column (after the admin tried to go on). */
  showMissing: boolean;
  /** Headers of the columns the admin chose not to import. */
  ignored: readonly string[];
  onChange: (next: ImportMapping) => void;
  onIgnoredChange: (next: string[]) => void;
}) {
  const fields = IMPORT_FIELDS[kind];
  const options = [...new Set(headers)].filter(Boolean).map((header) => ({ value: header, label: header }));
  const used = new Set(Object.values(cleanMapping(mapping)));
  const unmapped = unmappedColumns(columns, mapping);
  const emptyColumns = [...new Set(columns.filter((c) => c.empty && !used.has(c.header)).map((c) => c.header))];
  const freeFields = fields.filter((f) => !mapping[f.field]);
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
      {unmapped.length > 0 && (
        <fieldset className="rounded-2xl border border-amber-300 bg-white p-4 sm:p-6 dark:border-amber-500/40 dark:bg-slate-900">
          <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">Eşleştirilmemiş sütunlar</legend>
          <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">
            Bu sütunlarda veri var ama hiçbir alana okunmuyor. Her biri için bir alan seçin ya da “{IGNORE_LABEL}” diyerek {IMPORT_MESSAGES.notImported} olduğunu onaylayın; karar
            verilmeden kaydedilmez.
          </p>
          <ul className="mt-4 grid grid-cols-1 gap-x-6 gap-y-4 md:grid-cols-2">
            {unmapped.map((header) => {
              const isIgnored = ignored.includes(header);
              return (
                <li key={header}>
                  <SelectField
                    label={`“${header}” sütunu`}
                    value={isIgnored ? IGNORE_COLUMN : ''}
                    placeholder={UNDECIDED}
                    options={[{ value: IGNORE_COLUMN, label: IGNORE_LABEL }, ...freeFields.map((f) => ({ value: f.field, label: `Alana eşleştir: ${f.label}` }))]}
                    hint={isIgnored ? IMPORT_MESSAGES.notImported : undefined}
                    error={!isIgnored && showMissing ? UNDECIDED_COLUMN : undefined}
                    onValueChange={(choice) => {
                      const others = ignored.filter((h) => h !== header);
                      if (choice === IGNORE_COLUMN) onIgnoredChange([...others, header]);
                      else {
                        onIgnoredChange(others);
                        if (choice) onChange({ ...mapping, [choice]: header });
                      }
                    }}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}
      {emptyColumns.length > 0 && (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          <span className="font-semibold text-slate-800 dark:text-slate-200">Boş sütunlar ({IMPORT_MESSAGES.notImported}):</span> {emptyColumns.join(', ')}
        </p>
      )}
    </div>
  );
}
