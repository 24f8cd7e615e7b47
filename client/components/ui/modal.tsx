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
  /** Width: md (default, 28 rem), lg (42 rem) or xl (56 rem). */
  size?: ModalSize;
}

export type ModalSize = 'md' | 'lg' | 'xl';

const WIDTHS: Record<ModalSize, string> = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** Open dialogs, innermost last: only the top one answers Escape and keeps Tab (a confirmation over a detail). */
const openDialogs: symbol[] = [];

/**
 * A modal dialog (role="dialog", aria-modal) rendered over the page: Tab stays inside, Escape and
 * the close button call onClose, the page behind does not scroll, and focus returns on close.
 * Dialogs stack: one opened over another takes the keyboard until it closes. Long content scrolls
 * inside the dialog while the close button stays in view.
 */
export function Modal({ title, description, icon, children, onClose, initialFocusRef, size = 'md' }: ModalProps) {
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
    const token = Symbol('dialog');
    openDialogs.push(token);

    const onKeyDown = (event: KeyboardEvent) => {
      if (openDialogs[openDialogs.length - 1] !== token) return;
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
      openDialogs.splice(openDialogs.indexOf(token), 1);
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
        className={`relative flex max-h-[calc(100dvh-2rem)] w-full ${WIDTHS[size]} animate-fade-up flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl focus:outline-none dark:border-slate-700 dark:bg-slate-900`}
      >
        <div className="overflow-y-auto overscroll-contain p-6 sm:p-7">
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
        </div>
        {/* Last in the DOM: the dialog's own actions come first in the Tab order. */}
        <button
          type="button"
          onClick={() => onCloseRef.current()}
          className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg bg-white/80 text-slate-500 hover:bg-slate-100 dark:bg-slate-900/80 hover:text-slate-800 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">Pencereyi kapat</span>
        </button>
      </div>
    </div>,
    document.body,
  );
}
