import { dismissToast, useToasts, type ToastTone } from '../../lib/toast';
import { AlertCircleIcon, CheckCircleIcon, CloseIcon, InfoIcon } from './icons';

const TONES: Record<ToastTone, { box: string; icon: string }> = {
  success: {
    box: 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:border-emerald-500/40 dark:bg-emerald-950 dark:text-emerald-50',
    icon: 'text-emerald-600 dark:text-emerald-400',
  },
  error: {
    box: 'border-red-300 bg-red-50 text-red-950 dark:border-red-500/40 dark:bg-red-950 dark:text-red-50',
    icon: 'text-red-600 dark:text-red-400',
  },
  info: {
    box: 'border-sky-300 bg-sky-50 text-sky-950 dark:border-sky-500/40 dark:bg-sky-950 dark:text-sky-50',
    icon: 'text-sky-600 dark:text-sky-400',
  },
};

/**
 * App-wide notices below the header. The polite live region is always in the page so screen
 * readers announce what gets added; errors are announced assertively.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 top-20 z-[55] md:top-28 flex flex-col items-center gap-2 px-4 sm:inset-x-auto sm:right-4 sm:items-end"
    >
      {toasts.map((toast) => {
        const tone = TONES[toast.tone];
        const Icon = toast.tone === 'success' ? CheckCircleIcon : toast.tone === 'error' ? AlertCircleIcon : InfoIcon;
        return (
          <div
            key={toast.id}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            data-testid="toast"
            className={`pointer-events-auto flex w-full max-w-sm animate-fade-up items-start gap-3 rounded-xl border p-4 shadow-lg ${tone.box}`}
          >
            <Icon className={`mt-0.5 size-5 shrink-0 ${tone.icon}`} />
            <p className="flex-1 text-sm leading-relaxed font-medium">{toast.message}</p>
            <button
              type="button"
              onClick={() => dismissToast(toast.id)}
              className="-mt-1 -mr-1 inline-flex size-8 shrink-0 items-center justify-center rounded-lg opacity-70 hover:bg-black/5 hover:opacity-100 dark:hover:bg-white/10"
            >
              <CloseIcon className="size-4" />
              <span className="sr-only">Bildirimi kapat</span>
            </button>
          </div>
        );
      })}
    </div>
  );
}
