import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { dangerButtonClass } from './admin-page';

/** "Are you sure?" before a delete or another step that cannot be undone (docs/product-rules.md#admin). */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal title={title} onClose={onClose}>
      <div className="text-sm text-slate-700 dark:text-slate-300">{children}</div>
      {error && <Alert className="mt-4">{error}</Alert>}
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'md')} onClick={onClose}>
          Vazgeç
        </button>
        <button type="button" className={`${dangerButtonClass} h-10 px-4`} onClick={onConfirm} disabled={pending} aria-busy={pending || undefined}>
          {pending && <Spinner className="size-4" />}
          {confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
