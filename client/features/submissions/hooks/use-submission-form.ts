import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { SUBMISSION_MESSAGES } from '../../../../shared/schemas/submissions';
import { useReference } from '../../../api/reference';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { useZodForm } from '../../../lib/forms';
import { useFormDraft } from '../../../lib/use-form-draft';
import { useCreateSubmission, type SubmissionKind } from '../api/create-submission';
import type { PickedCompany } from '../../../components/pickers/company-picker';

/** Draft keys of a picker's shown text (its id is a form field). */
const PICKER_TEXT = 'picker:';

interface SubmissionFormOptions<S extends z.ZodType> {
  kind: SubmissionKind;
  schema: S;
  /** Every form field, as text. */
  empty: Record<string, string>;
  /** Picker fields (company id fields) whose shown text lives beside the form. */
  pickers?: readonly string[];
  /** Where a picker's text is itself a form field (owners engineering's free text). */
  pickerTextFields?: Partial<Record<string, string>>;
  /** Draft owner: one draft per member and form. */
  userId: string;
}

/**
 * What the company and project submission forms share (docs/product-rules.md#submissions): the shared schema on
 * react-hook-form, related-company pickers, the local draft (500 ms after an edit, offered on the
 * next visit), the request, the reference lists, and the server's refusal shown on its field or
 * above the button.
 */
export function useSubmissionForm<S extends z.ZodType>({ kind, schema, empty, pickers = [], pickerTextFields = {}, userId }: SubmissionFormOptions<S>) {
  const [edited, setEdited] = useState(false);
  const [pickerText, setPickerText] = useState<Record<string, string>>({});
  const create = useCreateSubmission(kind);
  const [sent, setSent] = useState<string | null>(null);
  const form = useZodForm(schema, empty, { onEdit: () => setEdited(true) });

  const textOf = (field: string) => {
    const own = pickerTextFields[field];
    return own ? String(form.values[own] ?? '') : (pickerText[field] ?? '');
  };
  const picker = (field: string) => ({
    companyId: String(form.values[field] ?? ''),
    text: textOf(field),
    error: form.errorOf(field),
    onChange: ({ companyId, text }: PickedCompany) => {
      form.setValue(field, companyId);
      const own = pickerTextFields[field];
      if (own) form.setValue(own, text);
      else setPickerText((current) => ({ ...current, [field]: text }));
    },
  });

  const fieldValues = form.values;
  const draftValues = useMemo(() => {
    const values: Record<string, string> = {};
    for (const key of Object.keys(empty)) values[key] = String(fieldValues[key] ?? '');
    for (const field of pickers) if (!pickerTextFields[field] && pickerText[field]) values[`${PICKER_TEXT}${field}`] = pickerText[field];
    return values;
  }, [fieldValues, pickerText, empty, pickers, pickerTextFields]);
  const draft = useFormDraft(`submission:${kind}:${userId}`, draftValues, edited && !sent, empty);

  const restoreDraft = () => {
    const offered = draft.offered?.values ?? {};
    const restored: Record<string, string> = { ...empty };
    const texts: Record<string, string> = {};
    for (const [key, value] of Object.entries(offered)) {
      if (key.startsWith(PICKER_TEXT)) texts[key.slice(PICKER_TEXT.length)] = value;
      else if (key in empty) restored[key] = value;
    }
    form.reset(restored);
    setPickerText(texts);
    setEdited(true);
    draft.accept();
  };

  /** The form field a server refusal names (details.path), if it is one of this form's. */
  const fieldOf = (error: unknown): string | undefined => {
    const path = error instanceof ApiRequestError ? (error.details as { path?: unknown } | undefined)?.path : undefined;
    return typeof path === 'string' && path in empty ? path : undefined;
  };

  const submit = form.handleSubmit(
    (data) => {
      create.mutate(data as never, {
        onSuccess: (answer) => {
          draft.discard(true);
          setSent(answer.message);
        },
        onError: (error) => {
          // A refusal about one field is shown on that field, like the browser's own check.
          const path = fieldOf(error);
          if (path) form.form.setError(path, { message: error.message }, { shouldFocus: true });
        },
      });
    },
    { skip: create.isPending || sent !== null },
  );

  /** The refusal shown above the button (none when it is shown on its field). */
  const alert = (() => {
    const error = create.error;
    if (!error || fieldOf(error)) return null;
    if (error instanceof ApiRequestError) {
      if (error.status === 401) return SUBMISSION_MESSAGES.signInRequired;
      if (error.status === 400 || error.status === 429) return errorMessage(error);
    }
    return kind === 'companies' ? SUBMISSION_MESSAGES.companySaveFailed : SUBMISSION_MESSAGES.projectSaveFailed;
  })();

  const reference = useReference();
  /** What SubmissionFormFrame needs, to spread on it. */
  const frame = {
    offeredDraft: draft.offered,
    onRestoreDraft: restoreDraft,
    onDiscardDraft: () => draft.discard(),
    onSubmit: submit,
    pending: create.isPending,
    sent,
    alert: alert ?? (reference.isError ? 'Seçenekler yüklenemedi. Lütfen sayfayı yenileyin.' : null),
  };

  return { form, picker, reference, frame };
}
