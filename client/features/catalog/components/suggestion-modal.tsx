import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  AC_POWER_UNITS,
  CURRENCIES,
  DC_POWER_UNITS,
  STORAGE_UNITS,
} from '../../../../shared/constants';
import type { NamedItem, ReferenceLists } from '../../../../shared/schemas/reference';
import {
  companySuggestionValuesSchema,
  projectSuggestionValuesSchema,
  SUGGESTION_MESSAGES,
} from '../../../../shared/schemas/suggestions';
import { parseDecimal, withScheme } from '../../../../shared/schemas/form-values';
import { Alert } from '../../../components/ui/alert';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { buttonClass } from '../../../components/ui/button-styles';
import { COMPANY_FIELD_LABELS, PROJECT_FIELD_LABELS } from '../../../../shared/catalog-fields';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useCreateSuggestion, type SuggestionTarget } from '../api/create-suggestion';
import { useDistricts } from '../../../api/districts';
import { useReference } from '../../../api/reference';
import { useFormDraft } from '../../../lib/use-form-draft';
import { SELECT_CLASS } from '../../../components/list/list-toolbar';

export const SUGGESTION_SUCCESS = SUGGESTION_MESSAGES.success;
export const SUGGESTION_ERROR = SUGGESTION_MESSAGES.failed;
/** The modal closes this long after a successful submit (docs/product-rules.md#suggestions). */
export const SUGGESTION_CLOSE_MS = 2000;

export type Kind = 'text' | 'number' | 'year' | 'date' | 'email' | 'url' | 'tel' | 'select';
export type ReferenceKey = keyof ReferenceLists | 'districts';

export interface FieldSpec {
  label: string;
  kind: Kind;
  /** A reference list (selects by id) or a fixed list of values. */
  options?: ReferenceKey | readonly string[];
  wide?: boolean;
}

/** Labels and inputs of every suggestable field (project and company). */
export const FIELDS: Record<string, FieldSpec> = {
  project_name: { label: PROJECT_FIELD_LABELS.project_name, kind: 'text', wide: true },
  status_type_id: { label: PROJECT_FIELD_LABELS.status_type_id, kind: 'select', options: 'project_status_types' },
  type_id: { label: PROJECT_FIELD_LABELS.type_id, kind: 'select', options: 'project_types' },
  location_id: { label: PROJECT_FIELD_LABELS.location_id, kind: 'select', options: 'project_locations' },
  city_id: { label: PROJECT_FIELD_LABELS.city_id, kind: 'select', options: 'cities' },
  district_id: { label: PROJECT_FIELD_LABELS.district_id, kind: 'select', options: 'districts' },
  dc_power: { label: PROJECT_FIELD_LABELS.dc_power, kind: 'number' },
  dc_power_unit: { label: PROJECT_FIELD_LABELS.dc_power_unit, kind: 'select', options: DC_POWER_UNITS },
  ac_power: { label: PROJECT_FIELD_LABELS.ac_power, kind: 'number' },
  ac_power_unit: { label: PROJECT_FIELD_LABELS.ac_power_unit, kind: 'select', options: AC_POWER_UNITS },
  storage_capacity: { label: PROJECT_FIELD_LABELS.storage_capacity, kind: 'number' },
  storage_capacity_unit: { label: PROJECT_FIELD_LABELS.storage_capacity_unit, kind: 'select', options: STORAGE_UNITS },
  investor: { label: PROJECT_FIELD_LABELS.investor, kind: 'text' },
  contractor: { label: PROJECT_FIELD_LABELS.contractor, kind: 'text' },
  pv_module: { label: PROJECT_FIELD_LABELS.pv_module, kind: 'text' },
  inverter: { label: PROJECT_FIELD_LABELS.inverter, kind: 'text' },
  construction: { label: PROJECT_FIELD_LABELS.construction, kind: 'text' },
  inspection_consulting: { label: PROJECT_FIELD_LABELS.inspection_consulting, kind: 'text' },
  maintenance_repair: { label: PROJECT_FIELD_LABELS.maintenance_repair, kind: 'text' },
  total_investment_cost: { label: PROJECT_FIELD_LABELS.total_investment_cost, kind: 'number' },
  investment_currency: { label: PROJECT_FIELD_LABELS.investment_currency, kind: 'select', options: CURRENCIES },
  financial_institution: { label: PROJECT_FIELD_LABELS.financial_institution, kind: 'text' },
  permission_status: { label: PROJECT_FIELD_LABELS.permission_status, kind: 'text' },
  project_start_date: { label: PROJECT_FIELD_LABELS.project_start_date, kind: 'date' },
  commissioning_date: { label: PROJECT_FIELD_LABELS.commissioning_date, kind: 'date' },
  company_name: { label: COMPANY_FIELD_LABELS.company_name, kind: 'text', wide: true },
  activity_type_id: { label: COMPANY_FIELD_LABELS.activity_type_id, kind: 'select', options: 'company_activity_types' },
  product_type_id: { label: COMPANY_FIELD_LABELS.product_type_id, kind: 'select', options: 'company_product_types' },
  establishment_year: { label: COMPANY_FIELD_LABELS.establishment_year, kind: 'year' },
  website: { label: COMPANY_FIELD_LABELS.website, kind: 'url' },
  linkedin: { label: COMPANY_FIELD_LABELS.linkedin, kind: 'url' },
  relevant_person: { label: COMPANY_FIELD_LABELS.relevant_person, kind: 'text' },
  title: { label: COMPANY_FIELD_LABELS.title, kind: 'text' },
  email: { label: COMPANY_FIELD_LABELS.email, kind: 'email' },
  phone: { label: COMPANY_FIELD_LABELS.phone, kind: 'tel' },
};

type Values = Record<string, string>;

/**
 * The changed fields typed for the server (numbers parsed, empty -> null), checked by the same
 * schema the server uses, or the first error of each field.
 */
export function buildSuggestion(target: SuggestionTarget, fields: readonly string[], values: Values, initial: Values) {
  const data: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const name of fields) {
    const raw = (values[name] ?? '').trim();
    if (raw === (initial[name] ?? '').trim()) continue;
    const kind = FIELDS[name]?.kind;
    // A cleared name stays a string so the server's "… adı zorunludur" applies.
    if (raw === '') data[name] = name.endsWith('_name') ? '' : null;
    else if (kind === 'number' || kind === 'year') {
      const number = parseDecimal(raw);
      if (number === null || Number.isNaN(number)) errors[name] = 'Sayı girilmelidir';
      else data[name] = number;
    } else data[name] = kind === 'url' ? withScheme(raw) : raw;
  }
  const schema = target === 'projects' ? projectSuggestionValuesSchema : companySuggestionValuesSchema;
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '_');
      errors[key] ??= issue.message;
    }
  }
  return { data: parsed.success ? (parsed.data as Record<string, unknown>) : data, errors };
}

interface SuggestionModalProps {
  target: SuggestionTarget;
  id: string;
  /** The project or company name (shown under the title). */
  subject: string;
  /** Editable fields, in form order. */
  fields: readonly string[];
  /** The values as known now ('' where unknown or locked). */
  initial: Values;
  onClose: () => void;
}

/**
 * The suggestion modal (docs/product-rules.md#suggestions): the editable fields prefilled with what is known, city
 * change clears the district, districts load by city, numbers are parsed. Only changed fields are
 * sent. The draft is kept under suggestion:<project|company>:<id> (500 ms debounce) and offered on
 * reopen. Success shows 'Öneriniz başarıyla gönderildi!', clears the draft and closes after 2 s.
 */
export function SuggestionModal({ target, id, subject, fields, initial: givenInitial, onClose }: SuggestionModalProps) {
  const formId = useId();
  // The values at opening stay the reference for "changed" (a refetch behind does not move it).
  const [initial] = useState(givenInitial);
  const [values, setValues] = useState<Values>(initial);
  const [edited, setEdited] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [noChange, setNoChange] = useState(false);
  const draft = useFormDraft(`suggestion:${target === 'projects' ? 'project' : 'company'}:${id}`, values, edited, initial);
  const reference = useReference();
  const districts = useDistricts(fields.includes('district_id') ? (values.city_id ?? '') : '');
  const submit = useCreateSuggestion(target, id);
  const done = submit.isSuccess;

  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => onCloseRef.current(), SUGGESTION_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [done]);

  const change = (name: string, value: string) => {
    setValues((current) => ({ ...current, [name]: value, ...(name === 'city_id' ? { district_id: '' } : {}) }));
    setEdited(true);
    setNoChange(false);
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending || done) return;
    const { data, errors: found } = buildSuggestion(target, fields, values, initial);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(data).length === 0) {
      setNoChange(true);
      return;
    }
    submit.mutate(data, { onSuccess: () => draft.discard(true) });
  };

  const optionsFor = (spec: FieldSpec): { value: string; label: string }[] => {
    if (Array.isArray(spec.options)) return spec.options.map((v: string) => ({ value: v, label: v }));
    const key = spec.options as ReferenceKey;
    const items: NamedItem[] = key === 'districts' ? (districts.data?.items ?? []) : (reference.data?.[key] ?? []);
    return items.map((item) => ({ value: item.id, label: item.name }));
  };

  const serverError = submit.error ? errorMessage(submit.error) : null;

  return (
    <Modal
      size="lg"
      title="Güncelleme Öner"
      description={
        <>
          <strong className="font-semibold text-slate-900 dark:text-white">{subject}</strong>
          <span className="block text-sm">Hatalı ya da eksik bilgiyi düzeltin; öneriniz yönetici onayından sonra yayına alınır.</span>
        </>
      }
      onClose={onClose}
    >
      {draft.offered && !done && (
        <DraftNotice
          savedAt={draft.offered.saved_at}
          onRestore={() => {
            setValues({ ...initial, ...draft.offered!.values });
            setEdited(true);
            draft.accept();
          }}
          onDiscard={() => draft.discard()}
        />
      )}

      {done ? (
        <Alert tone="success">{submit.data?.message || SUGGESTION_SUCCESS}</Alert>
      ) : (
        <form id={formId} onSubmit={onSubmit} noValidate>
          <fieldset disabled={submit.isPending} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Önerilen bilgiler</legend>
            {fields.map((name) => {
              const spec = FIELDS[name];
              if (!spec) return null;
              const inputId = `${formId}-${name}`;
              const error = errors[name];
              const common = {
                id: inputId,
                name,
                value: values[name] ?? '',
                'aria-invalid': error ? true : undefined,
                'aria-describedby': error ? `${inputId}-error` : undefined,
              };
              const noCity = name === 'district_id' && !values.city_id;
              return (
                <div key={name} className={spec.wide ? 'sm:col-span-2' : ''}>
                  <label htmlFor={inputId} className={labelClass}>
                    {spec.label}
                  </label>
                  <div className="mt-1.5">
                    {spec.kind === 'select' ? (
                      <select
                        {...common}
                        onChange={(event) => change(name, event.target.value)}
                        disabled={noCity}
                        className={SELECT_CLASS}
                      >
                        {/* Units and currency always have a value; lists may be left empty. */}
                        {!(Array.isArray(spec.options) && values[name]) && <option value="">{noCity ? 'Önce şehir seçin' : 'Seçin'}</option>}
                        {optionsFor(spec).map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                    ) : (
                      <input
                        {...common}
                        onChange={(event) => change(name, event.target.value)}
                        type={spec.kind === 'number' || spec.kind === 'year' ? 'text' : spec.kind}
                        inputMode={spec.kind === 'number' ? 'decimal' : spec.kind === 'year' ? 'numeric' : undefined}
                        autoComplete="off"
                        className={inputClass}
                      />
                    )}
                  </div>
                  {error && (
                    <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>

          {noChange && (
            <Alert tone="warning" className="mt-5">
              {SUGGESTION_MESSAGES.empty}
            </Alert>
          )}
          {serverError && (
            <Alert tone="error" className="mt-5">
              {serverError === FALLBACK_ERROR_MESSAGE ? SUGGESTION_ERROR : serverError}
            </Alert>
          )}

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={buttonClass('secondary', 'md')}>
              Vazgeç
            </button>
            <button type="submit" disabled={submit.isPending} aria-busy={submit.isPending || undefined} className={buttonClass('primary', 'md')}>
              {submit.isPending && <Spinner className="size-4" />}
              Öneriyi Gönder
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
