import { lazy, Suspense, useId, useState } from 'react';
import { useDistricts } from '../../../../api/districts';
import { useReference } from '../../../../api/reference';
import { buttonClass } from '../../../../components/ui/button-styles';
import type { ReferenceLists } from '../../../../../shared/schemas/reference';
import { inputClass, labelClass, SelectField, TextField } from '../../../../components/ui/form-field';
import { SegmentedToggle } from '../../../../components/ui/segmented-toggle';
import { Skeleton } from '../../../../components/ui/skeleton';
import type { BoundField } from '../../../../lib/forms';
import type { FieldDef, OptionSource } from '../../registry/form';
import type { FieldProps } from './field-props';
import { FileField } from './file-field';

// How each kind of field of a resource form is drawn; ResourceForm binds them to the form.

const RichTextEditor = lazy(() => import('../../components/rich-text-editor'));

export function FormField({ field, ...props }: FieldProps & { field: FieldDef }) {
  const { ctx, bound } = props;
  if (field.kind === 'part') return <field.part {...ctx} />;
  const hint = typeof field.hint === 'function' ? field.hint(ctx) : field.hint;
  const onValueChange = (value: string) => (!field.allow || field.allow.test(value)) && bound.onValueChange(value);
  const common = { label: field.label, markRequired: field.required, hint, ...bound, onValueChange, error: bound.error ?? (bound.value ? field.check?.(bound.value) : undefined) };
  switch (field.kind) {
    case 'text':
      return <TextField {...common} type={field.type ?? 'text'} maxLength={field.maxLength} placeholder={field.placeholder} hint={hint ?? (field.prefix ? `${field.prefix} ile başlar; yalnızca rakam girin.` : undefined)} />;
    case 'number':
      return field.min !== undefined ? (
        <TextField {...common} type="number" min={field.min} max={field.max} />
      ) : (
        <TextField {...common} inputMode={field.integer ? 'numeric' : 'decimal'} maxLength={field.maxLength} placeholder={field.placeholder ?? (field.integer ? undefined : '0,00')} />
      );
    case 'date':
      return <TextField {...common} type={field.time ? 'datetime-local' : 'date'} />;
    case 'select':
      return (
        <OptionsField
          {...common}
          options={field.options}
          placeholder={field.placeholder === false ? undefined : (field.placeholder ?? (field.required || typeof field.options === 'string' ? 'Seçiniz' : undefined))}
        />
      );
    case 'district':
      return <DistrictField {...common} cityId={String(ctx.values[field.city] ?? '')} />;
    case 'amount':
      return (
        <div className="grid grid-cols-[minmax(0,1fr)_7rem] items-end gap-2">
          <TextField {...common} inputMode="decimal" placeholder="0,00" />
          <SelectField label={field.unitLabel} hideLabel options={field.units.map((u) => ({ value: u, label: u }))} value={String(ctx.values[field.unit] ?? '')} onValueChange={(unit) => ctx.set(field.unit, unit)} />
        </div>
      );
    case 'picker':
      return (
        <field.picker
          label={field.label}
          markRequired={field.required}
          id={bound.value}
          text={props.pickerText}
          error={bound.error}
          onChange={({ id, text }) => {
            props.onPicked(text);
            bound.onValueChange(id);
          }}
        />
      );
    case 'text-unless':
      return ctx.values[field.unless] ? null : <TextField {...common} />;
    case 'checkbox':
      return <CheckboxField label={field.label} hint={hint} checked={Boolean(ctx.values[field.name])} onChange={(checked) => ctx.set(field.name, checked)} />;
    case 'toggle':
      return <SegmentedToggle label={field.label} options={field.options} value={bound.value} onChange={bound.onValueChange} />;
    case 'colour':
      return <ColourField label={field.label} value={bound.value} onChange={bound.onValueChange} />;
    case 'file':
      return <FileField {...props} field={field} hint={hint} />;
    case 'rich-text':
      return <RichTextField label={field.label} bound={bound} />;
    case 'list':
      return <ListField label={field.label} placeholder={field.placeholder} items={(ctx.values[field.name] as string[]) ?? []} onChange={(next) => ctx.set(field.name, next)} error={bound.error} />;
  }
}

type SelectProps = Omit<Parameters<typeof SelectField>[0], 'options'>;

/** Options from a reference list, fixed values, labelled options or a hook (news tags). */
function OptionsField({ options, ...props }: SelectProps & { options: OptionSource }) {
  if (typeof options === 'string') return <ReferenceSelect list={options} {...props} />;
  // A hook source is the same function on every render of this field (definitions are constants).
  const resolved: ReturnType<Extract<OptionSource, () => unknown>> = typeof options === 'function' ? options() : { options: options.map((o) => (typeof o === 'string' ? { value: o, label: o } : o)) };
  return <SelectField {...props} options={resolved.options} error={props.error ?? resolved.error} placeholder={resolved.placeholder ?? props.placeholder} disabled={resolved.disabled ?? props.disabled} />;
}

function ReferenceSelect({ list, ...props }: SelectProps & { list: keyof ReferenceLists }) {
  const reference = useReference();
  return (
    <SelectField
      {...props}
      options={(reference.data?.[list] ?? []).map((item) => ({ value: item.id, label: item.name }))}
      disabled={!reference.data}
      error={props.error ?? (reference.isError ? 'Seçenekler yüklenemedi. Lütfen sayfayı yenileyin.' : undefined)}
    />
  );
}

/** The district select: disabled until a city is chosen, then that city's districts. */
function DistrictField({ cityId, ...props }: SelectProps & { cityId: string }) {
  const districts = useDistricts(cityId);
  return (
    <SelectField
      {...props}
      placeholder={cityId ? 'Seçiniz' : 'Önce şehir seçin'}
      options={(districts.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
      disabled={!cityId || !districts.data}
    />
  );
}

function CheckboxField({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const box = <input type="checkbox" className="size-5 shrink-0 accent-amber-500" checked={checked} onChange={(e) => onChange(e.target.checked)} />;
  if (!hint)
    return (
      <label className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
        {box}
        {label}
      </label>
    );
  return (
    <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 dark:border-slate-700">
      {box}
      <span>
        <span className="block text-sm font-semibold text-slate-900 dark:text-white">{label}</span>
        <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">{hint}</span>
      </span>
    </label>
  );
}

function ColourField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input id={id} type="color" value={value} onChange={(e) => onChange(e.target.value)} className={`${inputClass.replace('w-full', 'w-20')} mt-1.5 cursor-pointer p-1`} />
    </div>
  );
}

/** The TipTap editor (its own chunk), named by the label above it; its error is read with it. */
function RichTextField({ label, bound }: { label: string; bound: BoundField }) {
  const id = useId();
  return (
    <div>
      <span className={labelClass}>{label}</span>
      <Suspense fallback={<Skeleton className="mt-1.5 h-60 w-full" />}>
        <RichTextEditor label={label} value={bound.value} onChange={bound.onValueChange} invalid={Boolean(bound.error)} describedBy={bound.error ? `${id}-error` : undefined} />
      </Suspense>
      {bound.error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
          {bound.error}
        </p>
      )}
    </div>
  );
}

/** Entries added with Enter (never an empty one that way), each removable; "Boşluk ekle" adds a spacer. */
function ListField({ label, placeholder, items, onChange, error }: { label: string; placeholder?: string; items: string[]; onChange: (next: string[]) => void; error?: string }) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const add = () => {
    if (!draft.trim()) return;
    onChange([...items, draft.trim()]);
    setDraft('');
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={id}
          className={inputClass}
          value={draft}
          maxLength={200}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={buttonClass('secondary', 'lg')} disabled={!draft.trim()} onClick={add}>
          Ekle
        </button>
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        Enter ile eklenir. Boş satır, müşteri listesinde boşluk bırakır.
      </p>
      {error && <p className="mt-1 text-sm text-red-700 dark:text-red-300">{error}</p>}
      {items.length > 0 && (
        <ol className="mt-3 space-y-1.5">
          {items.map((item, index) => (
            <li key={index} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm dark:border-slate-700">
              <span className="min-w-0 flex-1 break-words">{item || <em className="text-slate-600 dark:text-slate-400">(boşluk)</em>}</span>
              <button type="button" className={buttonClass('ghost', 'sm')} onClick={() => onChange(items.filter((_, i) => i !== index))}>
                Kaldır<span className="sr-only">: {item || 'boşluk'}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <button type="button" className={buttonClass('ghost', 'sm', 'mt-2')} onClick={() => onChange([...items, ''])}>
        Boşluk ekle
      </button>
    </div>
  );
}
