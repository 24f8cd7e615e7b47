import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useDistricts } from '../../../api/districts';
import { useReference } from '../../../api/reference';
import { CompanyPicker } from '../../../components/pickers/company-picker';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataError } from '../../../components/ui/data-states';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { SelectField, TextField, type SelectOption } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { SubmitButton } from '../../../components/ui/submit-button';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms';
import { useFormDraft } from '../../../lib/use-form-draft';
import { ADMIN_REDIRECT_MS } from '../../../../shared/schemas/admin/list';
import { useAdminRecord, useDeleteAdminRecord, useSaveAdminRecord } from '../api/admin-resource-api';
import { emptyValues, formValuesOf, type FieldDef, type FormResource } from '../resources/resource';
import { AdminPage, dangerButtonClass } from './admin-page';
import { ConfirmDialog } from './confirm-dialog';
import { UserPicker } from './user-picker';

/** Draft keys of a picker's shown text (its id is a form field). */
const PICKER_TEXT = 'picker:';

/** /admin/<resource>/new and /admin/<resource>/{id}: the page around the form. */
export function ResourceFormPage({ resource }: { resource: FormResource }) {
  const { id } = useParams();
  return (
    <AdminPage title={id ? resource.titles.edit : resource.titles.create} description="Zorunlu alanlar yıldızla işaretlidir.">
      <ResourceForm key={id ?? 'new'} resource={resource} id={id} />
    </AdminPage>
  );
}

/**
 * A resource's create / edit form (refine's <Create>/<Edit>): new when there is no id, else the
 * stored record loaded first. Fields come from the definition, rules from the shared schema.
 */
export function ResourceForm({ resource, id }: { resource: FormResource; id?: string }) {
  const record = useAdminRecord(resource.path, id);
  if (!id) return <FormBody resource={resource} initial={emptyValues(resource)} labels={{}} />;
  if (record.isError) {
    const missing = record.error instanceof ApiRequestError && record.error.status === 404;
    return <DataError message={missing ? resource.messages.notFound : resource.messages.loadFailed} onRetry={() => void record.refetch()} />;
  }
  if (!record.data) {
    return (
      <div role="status" aria-label="Yükleniyor" className="space-y-4">
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} className="h-11 w-full" />
        ))}
      </div>
    );
  }
  return <FormBody key={record.data.id} resource={resource} id={id} initial={formValuesOf(resource, record.data.values)} labels={record.data.labels} />;
}

function FormBody({ resource, id, initial, labels }: { resource: FormResource; id?: string; initial: Record<string, unknown>; labels: Record<string, string> }) {
  const navigate = useNavigate();
  const [edited, setEdited] = useState(false);
  const [pickerText, setPickerText] = useState<Record<string, string>>(labels);
  const [saved, setSaved] = useState<string | null>(null);
  const [draftHidden, setDraftHidden] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const save = useSaveAdminRecord(resource.path, id);
  const remove = useDeleteAdminRecord(resource.path);
  const form = useZodForm(resource.schema, initial, { onEdit: () => setEdited(true) });
  const reference = useReference();
  const fields = resource.sections.flatMap((s) => s.fields);

  // The draft (spec 3 §2.6): text of every field and the pickers' shown names, per record or "new".
  const draftOf = (values: Record<string, unknown>, texts: Record<string, string>) => {
    const out: Record<string, string> = {};
    for (const key of Object.keys(initial)) out[key] = String(values[key] ?? '');
    for (const [key, text] of Object.entries(texts)) if (text) out[`${PICKER_TEXT}${key}`] = text;
    return out;
  };
  const initialDraft = useMemo(() => draftOf(initial, labels), [initial, labels]); // eslint-disable-line react-hooks/exhaustive-deps
  const current = form.values;
  const draftValues = useMemo(() => draftOf(current, pickerText), [current, pickerText]); // eslint-disable-line react-hooks/exhaustive-deps
  const draft = useFormDraft(`${resource.draftKey}:${id ?? 'new'}`, draftValues, edited && !saved, initialDraft);

  const restoreDraft = () => {
    const offered = draft.offered?.values ?? {};
    const restored: Record<string, unknown> = { ...initial };
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(offered)) {
      if (key.startsWith(PICKER_TEXT)) texts[key.slice(PICKER_TEXT.length)] = value;
      else if (key in initial) restored[key] = typeof initial[key] === 'boolean' ? value === 'true' : value;
    }
    form.reset(restored);
    setPickerText(texts);
    setEdited(true);
    draft.accept();
  };

  const fieldOf = (error: unknown): string | undefined => {
    const path = error instanceof ApiRequestError ? (error.details as { path?: unknown } | undefined)?.path : undefined;
    return typeof path === 'string' && path in initial ? path : undefined;
  };

  const submit = form.handleSubmit(
    (data) =>
      save.mutate(data, {
        onSuccess: (answer) => {
          draft.discard(true);
          setSaved(answer.message);
          setTimeout(() => navigate(resource.listPath), ADMIN_REDIRECT_MS);
        },
        onError: (error) => {
          const path = fieldOf(error);
          if (path) form.form.setError(path, { message: error.message }, { shouldFocus: true });
        },
      }),
    { skip: save.isPending || saved !== null },
  );
  const alert = save.error && !fieldOf(save.error) ? (save.error instanceof ApiRequestError && save.error.status < 500 ? errorMessage(save.error) : resource.messages.saveFailed) : null;

  const optionsOf = (options: FieldDef & { kind: 'select' }): SelectOption[] =>
    typeof options.options === 'string'
      ? (reference.data?.[options.options] ?? []).map((item) => ({ value: item.id, label: item.name }))
      : options.options.map((value) => ({ value, label: value }));

  const render = (field: FieldDef) => {
    switch (field.kind) {
      case 'text':
        return (
          <div key={field.name} className={field.wide ? 'sm:col-span-2' : undefined}>
            <TextField
              label={field.label}
              markRequired={field.required}
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              placeholder={field.placeholder}
              trailing={undefined}
              hint={field.prefix ? `${field.prefix} ile başlar; yalnızca rakam girin.` : undefined}
              {...form.field(field.name)}
            />
          </div>
        );
      case 'select':
        return (
          <SelectField
            key={field.name}
            label={field.label}
            markRequired={field.required}
            placeholder={field.required || typeof field.options === 'string' ? 'Seçiniz' : undefined}
            options={optionsOf(field)}
            disabled={typeof field.options === 'string' && !reference.data}
            {...form.field(field.name)}
            onValueChange={(value) => {
              form.setValue(field.name, value);
              // Spec 3 §5: changing the city clears the district.
              for (const other of fields) if (other.kind === 'district' && other.city === field.name) form.setValue(other.name, '');
            }}
          />
        );
      case 'district':
        return <DistrictField key={field.name} field={field} cityId={String(current[field.city] ?? '')} bound={form.field(field.name)} />;
      case 'amount':
        return (
          <div key={field.name} className="grid grid-cols-[minmax(0,1fr)_7rem] items-end gap-2">
            <TextField label={field.label} inputMode="decimal" placeholder="0,00" {...form.field(field.name)} />
            <SelectField label={field.unitLabel} hideLabel options={field.units.map((u) => ({ value: u, label: u }))} {...form.field(field.unit)} error={undefined} />
          </div>
        );
      case 'company':
        return (
          <CompanyPicker
            key={field.name}
            label={field.label}
            companyId={String(current[field.name] ?? '')}
            text={pickerText[field.name] ?? ''}
            error={form.errorOf(field.name)}
            onChange={({ companyId, text }) => {
              form.setValue(field.name, companyId);
              setPickerText((texts) => ({ ...texts, [field.name]: text }));
            }}
          />
        );
      case 'user':
        return (
          <UserPicker
            key={field.name}
            label={field.label}
            userId={String(current[field.name] ?? '')}
            text={pickerText[field.name] ?? ''}
            error={form.errorOf(field.name)}
            onChange={({ id: userId, text }) => {
              form.setValue(field.name, userId);
              setPickerText((texts) => ({ ...texts, [field.name]: text }));
            }}
          />
        );
      case 'text-unless':
        return current[field.unless] ? null : <TextField key={field.name} label={field.label} {...form.field(field.name)} />;
      case 'checkbox':
        return (
          <label key={field.name} className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 sm:col-span-2 dark:border-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-5 accent-amber-500"
              checked={Boolean(current[field.name])}
              onChange={(event) => form.setValue(field.name, event.target.checked)}
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900 dark:text-white">{field.label}</span>
              {field.hint && <span className="mt-0.5 block text-sm text-slate-600 dark:text-slate-400">{field.hint}</span>}
            </span>
          </label>
        );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {draft.offered && !draftHidden && (
        <DraftNotice savedAt={draft.offered.saved_at} onRestore={restoreDraft} onDiscard={() => draft.discard()} onDismiss={() => setDraftHidden(true)} className="" />
      )}
      {reference.isError && <Alert>Seçenekler yüklenemedi. Lütfen sayfayı yenileyin.</Alert>}
      {resource.sections.map((section) => (
        <fieldset key={section.title} className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
          <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">{section.title}</legend>
          <div className="mt-2 grid grid-cols-1 gap-5 sm:grid-cols-2">{section.fields.map(render)}</div>
        </fieldset>
      ))}
      {alert && <Alert>{alert}</Alert>}
      {saved && (
        <Alert tone="success" role="status">
          {saved}
        </Alert>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={save.isPending} pendingText="Kaydediliyor…" disabled={saved !== null} className="w-full sm:w-auto">
            Kaydet
          </SubmitButton>
          <Link to={resource.listPath} className={buttonClass('secondary', 'lg')}>
            Vazgeç
          </Link>
        </div>
        {id && (
          <button type="button" className={`${dangerButtonClass} h-11 px-4`} onClick={() => setConfirmDelete(true)}>
            {resource.singular} Sil
          </button>
        )}
      </div>
      {confirmDelete && id && (
        <ConfirmDialog
          title={`${resource.singular} kalıcı olarak silinsin mi?`}
          confirmLabel="Kalıcı Olarak Sil"
          pending={remove.isPending}
          error={remove.error ? errorMessage(remove.error) || resource.messages.deleteFailed : null}
          onConfirm={() =>
            remove.mutate(id, {
              onSuccess: () => {
                draft.discard(true);
                navigate(resource.listPath);
              },
            })
          }
          onClose={() => {
            remove.reset();
            setConfirmDelete(false);
          }}
        >
          <p>{resource.messages.deleteWarning}</p>
        </ConfirmDialog>
      )}
    </form>
  );
}

/** The district select: disabled until a city is chosen (spec 3 §2.6), then that city's districts. */
function DistrictField({ field, cityId, bound }: { field: FieldDef & { kind: 'district' }; cityId: string; bound: ReturnType<ReturnType<typeof useZodForm>['field']> }) {
  const districts = useDistricts(cityId);
  return (
    <SelectField
      label={field.label}
      markRequired={field.required}
      placeholder={cityId ? 'Seçiniz' : 'Önce şehir seçin'}
      options={(districts.data?.items ?? []).map((d) => ({ value: d.id, label: d.name }))}
      disabled={!cityId || !districts.data}
      {...bound}
    />
  );
}
