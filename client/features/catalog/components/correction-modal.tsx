import { useId, useState, type FormEvent } from 'react';
import { CORRECTION_SOURCE_KINDS } from '../../../../shared/constants';
import { CORRECTION_MESSAGES, CORRECTION_SOURCE_LABELS, correctionSourceSchema, type CorrectionForm, type CorrectionSource } from '../../../../shared/schemas/corrections';
import { uploadProblem } from '../../../../shared/upload-rules';
import { SELECT_CLASS } from '../../../components/list/list-toolbar';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { inputClass, labelClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useCreateCorrection } from '../api/create-correction';
import { useUploadCorrectionDocument } from '../api/upload-correction-document';
import { useRecordFields } from '../hooks/use-record-fields';
import { buildSuggestion, FIELDS } from '../record-fields';
import { RecordFieldControl } from './record-field-control';

// A company representative's correction (docs/decisions/070-field-corrections-and-change-log.md): the
// record's current values; each field changed gets its source (a web address, a PDF, or the company's
// word); only the changed fields are sent. The server checks it all again.

type SourceKind = (typeof CORRECTION_SOURCE_KINDS)[number];
interface SourceDraft {
  kind: SourceKind | '';
  url: string;
  document?: { id: string; name: string };
}

const asText = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A field's source as sent, or the Turkish reason it cannot be. */
export function sourceOf(draft: SourceDraft | undefined): { source?: CorrectionSource; error?: string } {
  if (!draft?.kind) return { error: CORRECTION_MESSAGES.sourceRequired };
  const candidate = draft.kind === 'url' ? { kind: 'url', url: draft.url.trim() } : draft.kind === 'document' ? { kind: 'document', document_id: draft.document?.id ?? '' } : { kind: 'statement' };
  const parsed = correctionSourceSchema.safeParse(candidate);
  return parsed.success ? { source: parsed.data } : { error: parsed.error.issues[0]?.message ?? CORRECTION_MESSAGES.sourceRequired };
}

export function CorrectionModal({ form, onClose }: { form: CorrectionForm; onClose: () => void }) {
  const formId = useId();
  const submit = useCreateCorrection(form.kind, form.id);
  const done = submit.isSuccess;
  const editor = useRecordFields(form.fields, () => Object.fromEntries(form.fields.map((f) => [f, asText(form.values[f])])), { done, onClose });
  const { initial, values, errors, setErrors } = editor;
  const [sources, setSources] = useState<Record<string, SourceDraft>>({});
  const upload = useUploadCorrectionDocument(form.company.id);
  const [uploading, setUploading] = useState<string | null>(null);

  const target = form.kind;
  const changedNow = Object.keys(buildSuggestion(target, form.fields, values, initial).data);

  const setSource = (name: string, next: Partial<SourceDraft>) => {
    setSources((current) => ({ ...current, [name]: { kind: '', url: '', ...current[name], ...next } }));
    setErrors(({ [`source:${name}`]: _gone, ...rest }) => rest);
  };

  const chooseFile = (name: string, file: File | undefined) => {
    if (!file) return;
    const problem = uploadProblem(file, 'pdf');
    if (problem) return setErrors((current) => ({ ...current, [`source:${name}`]: problem }));
    setUploading(name);
    upload.mutate(file, {
      onSuccess: (document) => setSource(name, { document: { id: document.id, name: document.name } }),
      onError: (error) => setErrors((current) => ({ ...current, [`source:${name}`]: errorMessage(error) })),
      onSettled: () => setUploading(null),
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending || done) return;
    const { data, errors: found } = buildSuggestion(target, form.fields, values, initial);
    const chosen: Record<string, CorrectionSource> = {};
    for (const field of Object.keys(data)) {
      const { source, error } = sourceOf(sources[field]);
      if (source) chosen[field] = source;
      else found[`source:${field}`] = error!;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(data).length === 0) return editor.setNoChange(true);
    submit.mutate({ values: data, sources: chosen });
  };

  const serverError = submit.error ? errorMessage(submit.error) : null;

  return (
    <Modal
      size="lg"
      title="Firma Olarak Düzelt"
      description={
        <>
          <strong className="font-semibold text-slate-900 dark:text-white">{form.name}</strong>
          <span className="block text-sm">
            {form.company.name} temsilcisi olarak düzeltiyorsunuz. Değiştirdiğiniz her alanın kaynağını belirtin; düzeltmeniz editör onayından sonra kayda işlenir ve
            değişiklik geçmişinde herkese gösterilir.
          </span>
        </>
      }
      onClose={onClose}
    >
      {done ? (
        <Alert tone="success">{submit.data?.message ?? CORRECTION_MESSAGES.success}</Alert>
      ) : (
        <form id={formId} onSubmit={onSubmit} noValidate>
          <fieldset disabled={submit.isPending} className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <legend className="sr-only">Düzeltilen bilgiler</legend>
            {form.fields.map((name) => {
              const spec = FIELDS[name];
              if (!spec) return null;
              const inputId = `${formId}-${name}`;
              const error = errors[name];
              const sourceError = errors[`source:${name}`];
              const changed = changedNow.includes(name);
              const draft = sources[name];
              // A premium field this member may not read: its value is not sent here, a new one may be.
              const locked = form.locked.includes(name);
              return (
                <div key={name} className={`${spec.wide || changed ? 'sm:col-span-2' : ''} ${changed ? 'rounded-xl border border-amber-300 bg-amber-50/60 p-3 dark:border-amber-400/40 dark:bg-amber-400/5' : ''}`}>
                  <label htmlFor={inputId} className={labelClass}>
                    {spec.label}
                    {changed && <span className="ml-2 text-xs font-semibold text-amber-700 dark:text-amber-300">değişti</span>}
                  </label>
                  <div className="mt-1.5">
                    <RecordFieldControl
                      id={inputId}
                      name={name}
                      spec={spec}
                      value={values[name] ?? ''}
                      error={error}
                      options={editor.optionsFor(spec)}
                      waitsForCity={editor.waitsForCity(name)}
                      onChange={(value) => editor.change(name, value)}
                      placeholder={locked ? 'Premium İçerik' : undefined}
                    />
                  </div>
                  {locked && !changed && <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Mevcut değer premium içeriktir; yeni bir değer yazarsanız düzeltme olarak gönderilir.</p>}
                  {error && (
                    <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
                      {error}
                    </p>
                  )}
                  {changed && (
                    <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-[12rem_1fr]">
                      <div>
                        <label htmlFor={`${inputId}-source`} className={labelClass}>
                          Kaynak
                        </label>
                        <select
                          id={`${inputId}-source`}
                          value={draft?.kind ?? ''}
                          onChange={(event) => setSource(name, { kind: event.target.value as SourceKind | '' })}
                          aria-invalid={sourceError ? true : undefined}
                          aria-describedby={sourceError ? `${inputId}-source-error` : undefined}
                          className={`${SELECT_CLASS} mt-1.5`}
                        >
                          <option value="">Kaynak seçin</option>
                          {CORRECTION_SOURCE_KINDS.map((kind) => (
                            <option key={kind} value={kind}>
                              {CORRECTION_SOURCE_LABELS[kind]}
                            </option>
                          ))}
                        </select>
                      </div>
                      <div className="min-w-0">
                        {draft?.kind === 'url' && (
                          <>
                            <label htmlFor={`${inputId}-url`} className={labelClass}>
                              Kaynağın web adresi
                            </label>
                            <input
                              id={`${inputId}-url`}
                              type="url"
                              inputMode="url"
                              placeholder="https://"
                              value={draft.url}
                              onChange={(event) => setSource(name, { url: event.target.value })}
                              className={`${inputClass} mt-1.5`}
                            />
                          </>
                        )}
                        {draft?.kind === 'document' && (
                          <>
                            <label htmlFor={`${inputId}-file`} className={labelClass}>
                              Belge (PDF, en fazla 10 MB)
                            </label>
                            <input
                              id={`${inputId}-file`}
                              type="file"
                              accept="application/pdf,.pdf"
                              onChange={(event) => chooseFile(name, event.target.files?.[0])}
                              className="mt-1.5 block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-semibold file:text-slate-800 dark:text-slate-300 dark:file:bg-slate-800 dark:file:text-slate-100"
                            />
                            {uploading === name && (
                              <p className="mt-1.5 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                                <Spinner className="size-4" /> Yükleniyor…
                              </p>
                            )}
                            {draft.document && <p className="mt-1.5 text-sm text-emerald-700 dark:text-emerald-400">Yüklendi: {draft.document.name}</p>}
                          </>
                        )}
                        {draft?.kind === 'statement' && (
                          <p className="text-sm text-slate-600 sm:mt-7 dark:text-slate-400">Değer firmanızın beyanı olarak yayımlanır.</p>
                        )}
                      </div>
                      {sourceError && (
                        <p id={`${inputId}-source-error`} className="text-sm font-medium text-red-700 sm:col-span-2 dark:text-red-400">
                          {sourceError}
                        </p>
                      )}
                    </div>
                  )}
                </div>
              );
            })}
          </fieldset>

          {editor.noChange && (
            <Alert tone="warning" className="mt-5">
              {CORRECTION_MESSAGES.nothingChanged}
            </Alert>
          )}
          {serverError && (
            <Alert tone="error" className="mt-5">
              {serverError === FALLBACK_ERROR_MESSAGE ? CORRECTION_MESSAGES.failed : serverError}
            </Alert>
          )}

          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <button type="button" onClick={onClose} className={buttonClass('secondary', 'md')}>
              Vazgeç
            </button>
            <button type="submit" disabled={submit.isPending || uploading !== null} aria-busy={submit.isPending || undefined} className={buttonClass('primary', 'md')}>
              {submit.isPending && <Spinner className="size-4" />}
              Düzeltmeyi Gönder
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
