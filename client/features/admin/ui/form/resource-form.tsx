import { useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ADMIN_REDIRECT_MS } from '../../../../../shared/schemas/admin/list';
import { z } from '../../../../../shared/zod';
import { Alert } from '../../../../components/ui/alert';
import { buttonClass } from '../../../../components/ui/button-styles';
import { DataError } from '../../../../components/ui/data-states';
import { DraftNotice } from '../../../../components/ui/draft-notice';
import { Modal } from '../../../../components/ui/modal';
import { ApiRequestError, errorMessage } from '../../../../lib/api-client';
import { showToast } from '../../../../lib/toast';
import { useZodForm } from '../../../../lib/forms';
import { useFormDraft } from '../../../../lib/use-form-draft';
import { adminSaver, useAdminRecord, useDeleteAdminRecord } from '../../api/admin-resource-api';
import { emptyValues, fieldsOf, formValuesOf, type FieldDef, type FormContext, type FormResource, type SaveAnswer } from '../../registry/form';
import type { DialogForm } from '../../registry/list';
import { AdminPage, dangerButtonClass, Loading } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormField } from './form-fields';

/** Draft keys of a picker's shown text (its id is a form field). */
const PICKER_TEXT = 'picker:';

/** A form that stays where it is after a save (no list to return to, no container to close it) says so this long (docs/product-rules.md#token-costs). */
const SAVED_FADE_MS = 3000;

/** A list field's draft back from its JSON (an unreadable one as no entries). */
function listOf(text: string): string[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** /admin/<resource>/new and /admin/<resource>/{id}: the page around the form. */
export function ResourceFormPage({ resource }: { resource: FormResource }) {
  const { id } = useParams();
  return (
    <AdminPage title={(id ? resource.titles?.edit : resource.titles?.create) ?? resource.singular} description={resource.description ?? 'Zorunlu alanlar yıldızla işaretlidir.'} back={!resource.back}>
      {resource.back && (
        <Link to={resource.back.to} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-amber-800 hover:underline dark:text-amber-300">
          <span aria-hidden="true">←</span> {resource.back.label}
        </Link>
      )}
      <ResourceForm key={id ?? 'new'} resource={resource} id={id} />
    </AdminPage>
  );
}

/**
 * A definition's form in a dialog (a list's `dialog` action): cancel closes it; a save either toasts
 * what `toast` says and closes it, or shows `saved` and closes `closeAfter` ms later.
 */
export function ResourceFormDialog({ dialog, onClose }: { dialog: DialogForm; onClose: () => void }) {
  const { title, description, size, form, id, row, toast, saved, footer } = dialog;
  const onSaved = (message: string, _values: unknown, answer: SaveAnswer) => {
    if (toast) {
      showToast(toast(message, answer));
      onClose();
    } else if (saved) {
      window.setTimeout(onClose, saved.closeAfter);
      return saved.text;
    }
  };
  return (
    <Modal title={title} description={description} onClose={onClose} size={size}>
      <ResourceForm resource={form} id={id} row={row} layout="stack" onCancel={onClose} onSaved={onSaved} />
      {footer}
    </Modal>
  );
}

interface ResourceFormProps {
  resource: FormResource;
  /** The record to edit; none: a new one. */
  id?: string;
  /** The record already at hand (a list's row): nothing to load. */
  row?: unknown;
  /** `page`: titled sections as cards; `stack`: a dialog's fields; `row`: one line above or in a list. */
  layout?: 'page' | 'stack' | 'row';
  /** The form's accessible name (default: the definition's). */
  label?: string;
  submitLabel?: string;
  /** After a save (default: the success text, then the list after 2 s); a text it returns is shown as the success. */
  onSaved?: (message: string, values: Record<string, unknown>, answer: SaveAnswer) => string | void;
  /** A new record's values beyond the definition's defaults (the city of the district added last). */
  start?: Record<string, unknown>;
  /** Only these fields are shown (a quick edit); the others keep and send their stored values. */
  only?: readonly string[];
  /** A cancel button (default on a page: a link back to the list). */
  onCancel?: () => void;
}

/**
 * A resource's create / edit form (refine's <Edit>): new when there is no id, else the stored record
 * loaded first (or given). Fields come from the definition, rules from the shared schema; a stored
 * record's page adds its delete where the definition names one.
 */
export function ResourceForm(props: ResourceFormProps) {
  const { resource, id, row } = props;
  const record = useAdminRecord(resource.path, row === undefined ? id : undefined);
  const stored = row ?? record.data;
  if (!id) return <FormBody {...props} initial={{ ...emptyValues(resource), ...props.start }} labels={{}} />;
  if (row === undefined && record.isError) {
    const missing = record.error instanceof ApiRequestError && record.error.status === 404;
    return <DataError message={missing ? (resource.messages.notFound ?? resource.messages.loadFailed) : resource.messages.loadFailed} onRetry={() => void record.refetch()} />;
  }
  if (!stored) return <Loading count={6} className="space-y-4" block="h-11 w-full" />;
  const asRecord = stored as { values?: Record<string, unknown> };
  const values = resource.storedOf ? resource.storedOf(stored as never) : (asRecord.values ?? (stored as Record<string, unknown>));
  const labels = resource.labelsOf ? resource.labelsOf(stored as never) : ((stored as { labels?: Record<string, string> }).labels ?? {});
  return <FormBody key={id} {...props} record={stored} initial={formValuesOf(resource, values)} labels={labels} />;
}

/** The field an answer refuses (`details.path`, or `details.field` on older routes), if the form has it. */
function refusedField(error: unknown, fields: FieldDef[]): string | undefined {
  const details = error instanceof ApiRequestError ? (error.details as { path?: unknown; field?: unknown } | undefined) : undefined;
  const name = details?.path ?? details?.field;
  return typeof name === 'string' && fields.some((f) => f.name === name && f.kind !== 'part') ? name : undefined;
}

function FormBody({
  resource,
  id,
  record,
  initial,
  labels,
  layout = 'page',
  label,
  submitLabel,
  onSaved,
  onCancel,
  only,
}: ResourceFormProps & { record?: unknown; initial: Record<string, unknown>; labels: Record<string, string> }) {
  const navigate = useNavigate();
  const [edited, setEdited] = useState(false);
  const [pickerText, setPickerText] = useState<Record<string, string>>(labels);
  const [fileErrors, setFileErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const [draftHidden, setDraftHidden] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const staysOpen = !onSaved && !resource.listPath;
  // A saved form is done (its list or its container takes over), unless it stays open for the next save.
  const done = saved !== null && !staysOpen;
  const useSave = resource.useSave ?? adminSaver(resource.path);
  const save = useSave(id);
  const fields = fieldsOf(resource);
  // A chosen file travels beside the fields; the schema checks only the fields.
  const schema = useMemo(() => {
    const files = fields.filter((f) => f.kind === 'file').map((f) => f.name);
    return files.length ? z.preprocess((v) => Object.fromEntries(Object.entries(v as object).filter(([k]) => !files.includes(k))), resource.schema) : resource.schema;
  }, [resource]); // eslint-disable-line react-hooks/exhaustive-deps
  const form = useZodForm(schema, initial, { onEdit: () => setEdited(true) });
  const shown = (field: FieldDef) => !only || only.includes(field.name);
  const values = form.values as Record<string, unknown>;

  const ctx: FormContext = {
    values,
    record,
    errorOf: form.errorOf,
    reset: (next) => form.reset(next),
    set: (name, value) => {
      form.setValue(name, value);
      // A district belongs to its city: a new city clears it.
      for (const other of fields) if (other.kind === 'district' && other.city === name) form.setValue(other.name, '');
      const field = fields.find((f) => f.name === name);
      // What a follow-up sets does not set off further follow-ups.
      if (field && field.kind !== 'part') field.then?.(value, { ...ctx, set: form.setValue, values: { ...values, [name]: value } }, values[name]);
    },
  };

  // The draft: text of every field (a list as JSON; a file is not kept) and the pickers' shown names,
  // per record or "new".
  const drafted = Object.keys(initial).filter((key) => !fields.some((f) => f.name === key && f.kind === 'file'));
  const draftOf = (from: Record<string, unknown>, texts: Record<string, string>) => {
    const out: Record<string, string> = {};
    for (const key of drafted) out[key] = Array.isArray(from[key]) ? JSON.stringify(from[key]) : String(from[key] ?? '');
    for (const [key, text] of Object.entries(texts)) if (text) out[`${PICKER_TEXT}${key}`] = text;
    return out;
  };
  const initialDraft = useMemo(() => draftOf(initial, labels), [initial, labels]); // eslint-disable-line react-hooks/exhaustive-deps
  const draftValues = useMemo(() => draftOf(values, pickerText), [values, pickerText]); // eslint-disable-line react-hooks/exhaustive-deps
  // A quick edit in a row keeps no draft of its own (its record's page does).
  const draftKey = resource.draftKey && layout !== 'row' ? `${resource.draftKey}:${id ?? 'new'}` : '';
  const draft = useFormDraft(draftKey, draftValues, Boolean(draftKey) && edited && !saved, initialDraft);

  const restoreDraft = () => {
    const restored: Record<string, unknown> = { ...initial };
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(draft.offered?.values ?? {})) {
      if (key.startsWith(PICKER_TEXT)) texts[key.slice(PICKER_TEXT.length)] = value;
      else if (drafted.includes(key)) restored[key] = typeof initial[key] === 'boolean' ? value === 'true' : Array.isArray(initial[key]) ? listOf(value) : value;
    }
    form.reset(restored);
    setPickerText(texts);
    setEdited(true);
    draft.accept();
  };

  /** A file a new record needs and lacks, or one refused when chosen: named on its field, nothing sent. */
  const fileProblems = () => {
    const problems = { ...fileErrors };
    for (const field of fields) if (field.kind === 'file' && field.missing && !id && !values[field.name]) problems[field.name] ??= field.missing;
    setFileErrors(problems);
    return Object.keys(problems).length > 0;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || done) return;
    void form.form.handleSubmit(
      (data) => {
        if (fileProblems()) return;
        save.mutate(
          { data, values: form.form.getValues() },
          {
            onSuccess: (answer) => {
              if (draftKey) draft.discard(true);
              const shown = onSaved ? onSaved(answer.message, form.form.getValues(), answer) : (resource.messages.saved ?? answer.message);
              if (shown) setSaved(shown);
              if (staysOpen) setTimeout(() => setSaved(null), SAVED_FADE_MS);
              if (!onSaved && resource.listPath) setTimeout(() => navigate(resource.listPath!), ADMIN_REDIRECT_MS);
            },
            onError: (error) => {
              const name = refusedField(error, fields);
              if (!name) return;
              form.form.setError(name, { message: error.message });
              // The refused field takes focus, so its message is read out with it.
              formRef.current?.querySelector<HTMLElement>(`[data-field="${name}"] :is(input, select, textarea, [contenteditable="true"])`)?.focus();
            },
          },
        );
      },
      () => void fileProblems(),
    )(event);
  };
  const failed = resource.messages.saveFailed;
  const alert = save.error && !refusedField(save.error, fields) ? (save.error instanceof ApiRequestError && save.error.status < 500 ? errorMessage(save.error) : typeof failed === 'function' ? failed(values) : failed) : null;

  const render = (field: FieldDef) => (
    <div key={field.name} data-field={field.name} className={cellClass(layout, field)}>
      <FormField
        field={field}
        ctx={ctx}
        editing={Boolean(id)}
        bound={{ ...form.field(field.name), onValueChange: (value) => ctx.set(field.name, value), error: fileErrors[field.name] ?? form.errorOf(field.name) }}
        pickerText={pickerText[field.name] ?? ''}
        onPicked={(text) => setPickerText((texts) => ({ ...texts, [field.name]: text }))}
        setError={(message) =>
          setFileErrors(({ [field.name]: _old, ...rest }) => (message ? { ...rest, [field.name]: message } : rest))
        }
      />
    </div>
  );

  const blocked = resource.canSubmit ? !resource.canSubmit(values, record) : false;
  const size = layout === 'page' ? 'lg' : 'md';
  // A row's buttons stand as tall as its inputs.
  const sizeExtra = layout === 'page' ? 'flex-1 sm:flex-none' : layout === 'row' ? 'h-11' : '';
  const actions = (
    <div className={layout === 'row' ? `flex flex-wrap items-center gap-2 ${UNDER_LABEL}` : 'flex flex-wrap items-center justify-between gap-3'}>
      <div className={`flex flex-wrap gap-2 ${layout === 'stack' ? 'ml-auto flex-row-reverse' : layout === 'page' ? 'w-full sm:w-auto' : ''}`}>
        <button type="submit" className={buttonClass('primary', size, sizeExtra)} disabled={save.isPending || done || blocked} aria-busy={save.isPending || undefined}>
          {save.isPending ? 'Kaydediliyor...' : (submitLabel ?? resource.submitLabel?.(values) ?? 'Kaydet')}
        </button>
        {onCancel ? (
          <button
            type="button"
            className={buttonClass('secondary', size, layout === 'row' ? 'h-11' : '')}
            onClick={() => {
              save.reset();
              onCancel();
            }}
          >
            Vazgeç
          </button>
        ) : (
          layout === 'page' &&
          resource.listPath && (
            <Link to={resource.listPath} className={buttonClass('secondary', 'lg')}>
              Vazgeç
            </Link>
          )
        )}
      </div>
      {id && resource.remove && <FormDelete resource={resource} id={id} onDeleted={() => draftKey && draft.discard(true)} />}
    </div>
  );

  const notice: ReactNode = record && resource.notice ? resource.notice(record as never) : null;
  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={label ?? (resource.label ? resource.label(record) : undefined)} className={layout === 'row' ? 'flex w-full flex-wrap items-start gap-4' : 'space-y-6'}>
      {draft.offered && draftKey && !draftHidden && <DraftNotice savedAt={draft.offered.saved_at} onRestore={restoreDraft} onDiscard={() => draft.discard()} onDismiss={() => setDraftHidden(true)} className="" />}
      {notice}
      {layout === 'row'
        ? fields.filter(shown).map(render)
        : resource.sections.map((section, index) =>
            layout === 'page' && section.title ? (
              <fieldset key={section.title} className={cardClass}>
                <legend className="px-1 text-base font-semibold text-slate-900 dark:text-white">{section.title}</legend>
                <div className="mt-2 grid grid-cols-1 gap-5 sm:grid-cols-2">{section.fields.filter(shown).map(render)}</div>
              </fieldset>
            ) : (
              <div key={section.title ?? index} className={`grid grid-cols-1 gap-5 sm:grid-cols-2 ${layout === 'page' ? cardClass : ''}`}>
                {section.fields.filter(shown).map(render)}
              </div>
            ),
          )}
      {alert && <Alert className={layout === 'row' ? 'order-last w-full' : undefined}>{alert}</Alert>}
      {saved && (
        <Alert tone="success" role="status">
          {saved}
        </Alert>
      )}
      {actions}
    </form>
  );
}

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

/** In a row, what has no label of its own stands level with the inputs beside it (a label's height lower). */
const UNDER_LABEL = 'sm:pt-[1.625rem]';

/** Where a field stands: both columns when wide; in a row, wide fields take the room and the rest their own width. */
function cellClass(layout: 'page' | 'stack' | 'row', field: FieldDef) {
  if (layout === 'row') return field.wide ? 'min-w-0 flex-1 basis-56' : `min-w-0 ${field.kind === 'part' || (field.kind === 'checkbox' && !field.hint) ? UNDER_LABEL : ''}`;
  return field.wide || field.kind === 'rich-text' || field.kind === 'list' || field.kind === 'file' || (field.kind === 'checkbox' && field.hint) ? 'sm:col-span-2' : undefined;
}

/** "<Singular> Sil" and its confirmation; once deleted, back to the list with no toast. */
function FormDelete({ resource, id, onDeleted }: { resource: FormResource; id: string; onDeleted: () => void }) {
  const navigate = useNavigate();
  const removeRecord = useDeleteAdminRecord(resource.path);
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <button type="button" className={`${dangerButtonClass} h-11 px-4`} onClick={() => setConfirming(true)}>
        {resource.singular} Sil
      </button>
      {confirming && (
        <ConfirmDialog
          step={{
            title: `${resource.singular} kalıcı olarak silinsin mi?`,
            label: 'Kalıcı Olarak Sil',
            body: <p>{resource.remove!.warning}</p>,
            run: () => removeRecord.mutateAsync(id),
            failed: resource.remove!.failed,
            done: () => {
              onDeleted();
              navigate(resource.listPath ?? '/admin');
              return null;
            },
          }}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
}

