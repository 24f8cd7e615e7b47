import { useEffect, useId, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { Dialog, Heading, Modal as AriaModal, ModalOverlay } from 'react-aria-components';
import { CloseIcon } from './icons';

export interface ModalProps {
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

/** The dialogs open now, the innermost last. */
const openDialogs: HTMLElement[] = [];

/**
 * Keeps the keyboard in the dialog below when a dialog opened over it closes. React Aria returns
 * focus to the element that opened the inner dialog, but when that element is gone by then (the
 * "Detayları Aç" button once the Bakiye spend is confirmed) it looks further up and focus ends on the
 * page body: Escape then closes nothing. After React Aria's own attempt (a frame later), focus that
 * is in no open dialog goes to the dialog below.
 */
function useFocusReturnToOuterDialog(dialogRef: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const outer = openDialogs.at(-1);
    openDialogs.push(dialog);
    return () => {
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (!outer) return;
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          const active = document.activeElement;
          if (!outer.isConnected || (active && openDialogs.some((open) => open.contains(active)))) return;
          outer.focus();
        }),
      );
    };
  }, [dialogRef]);
}

const WIDTHS: Record<ModalSize, string> = { md: 'max-w-md', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * A modal dialog on React Aria (decision 010): rendered while mounted; Tab stays inside, Escape, a
 * click outside and the close button call onClose, the page behind neither scrolls nor is read by a
 * screen reader, and focus returns on close. Dialogs stack: one opened over another takes the
 * keyboard until it closes. Long content scrolls inside while the close button stays in view.
 */
export default function ModalDialog({ title, description, icon, children, onClose, initialFocusRef, size = 'md' }: ModalProps) {
  const descriptionId = useId();
  const dialogRef = useRef<HTMLElement | null>(null);
  useFocusReturnToOuterDialog(dialogRef);

  useEffect(() => {
    // React Aria focuses the first focusable element; a caller may name a better one.
    initialFocusRef?.current?.focus();
    // Opening is the only moment that matters; initialFocusRef is read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <ModalOverlay
      isOpen
      isDismissable
      // Escape is handled on the dialog itself (below), so the innermost of stacked dialogs closes.
      isKeyboardDismissDisabled
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="fixed inset-0 z-[70] flex items-end justify-center bg-slate-950/60 p-4 backdrop-blur-sm sm:items-center"
    >
      <AriaModal className={`relative flex max-h-[calc(100dvh-2rem)] w-full ${WIDTHS[size]} animate-fade-up flex-col`}>
        {/* Escape is handled here, below the innermost dialog's overlay, so only that one closes. */}
        <div
          className="contents"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            onClose();
          }}
        >
          <Dialog
            ref={(node) => {
              dialogRef.current = node;
              // React Aria hides the page behind from assistive tech; aria-modal says the same to those that read it.
              node?.setAttribute('aria-modal', 'true');
            }}
            aria-describedby={description ? descriptionId : undefined}
            className="relative flex max-h-[calc(100dvh-2rem)] w-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl focus:outline-none dark:border-slate-700 dark:bg-slate-900"
          >
            <div className="overflow-y-auto overscroll-contain p-6 sm:p-7">
              {icon && <div className="mb-4">{icon}</div>}
              <Heading slot="title" className="pr-8 text-xl font-bold tracking-tight text-slate-900 dark:text-white">
                {title}
              </Heading>
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
              onClick={onClose}
              className="absolute top-3 right-3 inline-flex size-9 items-center justify-center rounded-lg bg-white/80 text-slate-500 hover:bg-slate-100 hover:text-slate-800 dark:bg-slate-900/80 dark:text-slate-400 dark:hover:bg-slate-800 dark:hover:text-white"
            >
              <CloseIcon className="size-5" />
              <span className="sr-only">Pencereyi kapat</span>
            </button>
          </Dialog>
        </div>
      </AriaModal>
    </ModalOverlay>
  );
}
