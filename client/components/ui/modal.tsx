import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './icons';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  title: string;
  /** Short text read with the title when the dialog opens. */
  description?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
  onClose: () => void;
  /** Receives focus on open (else the first focusable element in the dialog). */
  initialFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog (role="dialog", aria-modal) rendered over the page: Tab stays inside, Escape and
 * the close button call onClose, the page behind does not scroll, and focus returns on close.
 */
export function Modal({ title, description, icon, children, onClose, initialFocusRef }: ModalProps) {
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const first = initialFocusRef?.current ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
    first?.focus();

    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.hasAttribute('hidden'));
      if (items.length === 0) {
        event.preventDefault();
        return;
      }
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === firstItem || !dialog.contains(active))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (active === lastItem || !dialog.contains(active))) {
        event.preventDefault();
        firstItem.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.body.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
    // Opening is the only moment that matters; initialFocusRef is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return createPortal(
    <div className="fixed inset-0 z-[70] flex items-end justify-center p-4 sm:items-center">
      <div aria-hidden="true" className="absolute inset-0 bg-slate-950/60 backdrop-blur-sm" onClick={() => onCloseRef.current()} />
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        className="relative w-full max-w-md animate-fade-up rounded-2xl border border-slate-200 bg-white p-6 shadow-2xl focus:outline-none sm:p-7 dark:border-slate-700 dark:bg-slate-900"
      >
        {icon && <div className="mb-4">{icon}</div>}
        <h2 id={titleId} className="pr-8 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
          {title}
        </h2>
        {description && (
          <div id={descriptionId} className="mt-2 leading-relaxed text-slate-600 dark:text-slate-300">
            {description}
          </div>
        )}
        {children && <div className="mt-5">{children}</div>}
        {/* Last in the DOM: the dialog's own actions come first in the Tab order. */}
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">Pencereyi kapat</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
