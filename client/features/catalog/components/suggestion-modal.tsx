import { useId, useState, type FormEvent } from 'react';
import { SUGGESTION_MESSAGES } from '../../../../shared/schemas/suggestions';
import { Alert } from '../../../components/ui/alert';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { buttonClass } from '../../../components/ui/button-styles';
import { labelClass } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage, FALLBACK_ERROR_MESSAGE } from '../../../lib/api-client';
import { useCreateSuggestion, type SuggestionTarget } from '../api/create-suggestion';
import { useFormDraft } from '../../../lib/use-form-draft';
import { useRecordFields } from '../hooks/use-record-fields';
import { buildSuggestion, FIELDS, type FieldValues } from '../record-fields';
import { RecordFieldControl } from './record-field-control';

export const SUGGESTION_SUCCESS = SUGGESTION_MESSAGES.success;
export const SUGGESTION_ERROR = SUGGESTION_MESSAGES.failed;

interface SuggestionModalProps {
  target: SuggestionTarget;
  id: string;
  /** The project or company name (shown under the title). */
  subject: string;
  /** Editable fields, in form order. */
  fields: readonly string[];
  /** The values as known now ('' where unknown or locked). */
  initial: FieldValues;
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
  const submit = useCreateSuggestion(target, id);
  const done = submit.isSuccess;
  const editor = useRecordFields(fields, givenInitial, { done, onClose });
  const { initial, values, errors } = editor;
  const [edited, setEdited] = useState(false);
  const draft = useFormDraft(`suggestion:${target === 'projects' ? 'project' : 'company'}:${id}`, values, edited, initial);

  const change = (name: string, value: string) => {
    editor.change(name, value);
    setEdited(true);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending || done) return;
    const { data, errors: found } = buildSuggestion(target, fields, values, initial);
    editor.setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (Object.keys(data).length === 0) {
      editor.setNoChange(true);
      return;
    }
    submit.mutate(data, { onSuccess: () => draft.discard(true) });
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
            editor.setValues({ ...initial, ...draft.offered!.values });
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
              return (
                <div key={name} className={spec.wide ? 'sm:col-span-2' : ''}>
                  <label htmlFor={inputId} className={labelClass}>
                    {spec.label}
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
                      onChange={(value) => change(name, value)}
                    />
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

          {editor.noChange && (
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
