import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import type { ConfirmStep } from '../registry/list';
import { dangerButtonClass } from './admin-page';

/**
 * "Are you sure?" before a delete or another step that cannot be undone (docs/product-rules.md#admin): runs the
 * step, then toasts its answer (or what `done` says) and closes; a refusal stays in the dialog.
 */
export function ConfirmDialog({ step, onClose }: { step: ConfirmStep; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    try {
      const answer = await step.run();
      const toast = step.done ? step.done(answer) : (answer.message ?? null);
      if (toast) showToast(toast);
      onClose();
    } catch (error) {
      // The server's refusal (e.g. a value still in use, with where) stays in the dialog.
      setFailure(errorMessage(error) || step.failed);
    } finally {
      setPending(false);
    }
  };
  return (
    <Modal title={step.title} onClose={onClose}>
      <div className="text-sm text-slate-700 dark:text-slate-300">{step.body}</div>
      {failure && <Alert className="mt-4">{failure}</Alert>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onClose}>
          Vazgeç
        </button>
        <button type="button" className={`${dangerButtonClass} h-10 px-4`} onClick={() => void confirm()} disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner className="size-4" />}
          {step.label}
        </button>
      </div>
    </Modal>
  );
}
