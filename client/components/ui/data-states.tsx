import type { ComponentType, ReactNode } from 'react';
import { buttonClass } from './button-styles';
import { AlertCircleIcon, DatabaseIcon } from './icons';

/** A data block could not load: the message and a retry button ("Yeniden Dene" by default). */
export function DataError({
  message,
  retryLabel = 'Yeniden Dene',
  onRetry,
  retrying = false,
}: {
  message: string;
  retryLabel?: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-200 bg-red-50 px-6 py-10 text-center dark:border-red-500/30 dark:bg-red-500/10"
    >
      <AlertCircleIcon className="size-8 text-red-600 dark:text-red-400" />
      <p className="mt-3 max-w-md font-medium text-red-900 dark:text-red-100">{message}</p>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClass('secondary', 'md', 'mt-5')}>
        {retryLabel}
      </button>
    </div>
  );
}

/** A data block has nothing to show (or a search found nothing), with an optional action. */
export function DataEmpty({
  message,
  icon: Icon = DatabaseIcon,
  action,
}: {
  message: string;
  icon?: ComponentType<{ className?: string }>;
  action?: ReactNode;
}) {
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900"
    >
      <Icon className="size-8 text-slate-400" />
      <p className="mt-3 font-medium text-slate-700 dark:text-slate-300">{message}</p>
      {action && <div className="mt-3">{action}</div>}
    </div>
  );
}
