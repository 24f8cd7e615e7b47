import { useEffect, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { SUBMISSION_REDIRECT_MS } from '../../../../shared/schemas/submissions';
import { paths } from '../../../config/paths';
import { Alert } from '../../../components/ui/alert';
import { DraftNotice } from '../../../components/ui/draft-notice';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { FormDraft } from '../../../lib/use-form-draft';
import type { SubmissionKind } from '../api/create-submission';

interface SubmissionFormFrameProps {
  kind: SubmissionKind;
  title: string;
  intro: string;
  offeredDraft: FormDraft | null;
  onRestoreDraft: () => void;
  onDiscardDraft: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  /** The server's answer once stored: the form gives way to it, then the page moves on. */
  sent: string | null;
  /** A refusal not tied to one field. */
  alert: string | null;
  children: ReactNode;
}

/**
 * The page around a submission form (docs/product-rules.md#submissions): title, the draft offer, the fields, the error
 * above the button, and after success the banner, then /profile/submissions 2 seconds later.
 */
export function SubmissionFormFrame({ kind, title, intro, offeredDraft, onRestoreDraft, onDiscardDraft, onSubmit, pending, sent, alert, children }: SubmissionFormFrameProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => void navigate(paths.profileSubmissions(kind)), SUBMISSION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, kind, navigate]);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <Link to={paths.profileSubmissions(kind)} className="text-sm font-semibold text-amber-700 hover:underline dark:text-amber-400">
        ← Başvurularım
      </Link>
      <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
      <p className="mt-1 mb-6 text-slate-600 dark:text-slate-400">{intro}</p>

      {sent ? (
        <Alert tone="success">
          {sent}
          <span className="block font-normal">Başvurularım sayfasına yönlendiriliyorsunuz…</span>
        </Alert>
      ) : (
        <>
          {offeredDraft && <DraftNotice savedAt={offeredDraft.saved_at} onRestore={onRestoreDraft} onDiscard={onDiscardDraft} />}
          <form noValidate onSubmit={onSubmit} aria-label={title} className="space-y-8">
            <fieldset disabled={pending} className="space-y-8">
              {children}
            </fieldset>
            {alert && <Alert>{alert}</Alert>}
            <div className="flex flex-col-reverse gap-3 border-t border-slate-200 pt-6 sm:flex-row sm:justify-end dark:border-slate-800">
              <Link
                to={paths.profileSubmissions(kind)}
                className="inline-flex h-11 items-center justify-center rounded-xl px-5 text-sm font-semibold text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                Vazgeç
              </Link>
              <SubmitButton pending={pending} pendingText="Gönderiliyor..." className="sm:w-auto sm:min-w-48">
                Başvuruyu Gönder
              </SubmitButton>
            </div>
          </form>
        </>
      )}
    </div>
  );
}

/** A titled group of fields. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="mb-4 text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}
