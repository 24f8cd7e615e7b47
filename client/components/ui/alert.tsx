import type { ReactNode } from 'react';
import { AlertCircleIcon, CheckCircleIcon, InfoIcon } from './icons';

type AlertTone = 'error' | 'success' | 'info' | 'warning';

const TONES: Record<AlertTone, string> = {
  error: 'border-red-200 bg-red-50 text-red-900 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100',
  success:
    'border-emerald-200 bg-emerald-50 text-emerald-900 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100',
  info: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-500/30 dark:bg-sky-500/10 dark:text-sky-100',
  warning: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100',
};

const ICON_TONES: Record<AlertTone, string> = {
  error: 'text-red-600 dark:text-red-400',
  success: 'text-emerald-600 dark:text-emerald-400',
  info: 'text-sky-600 dark:text-sky-400',
  warning: 'text-amber-600 dark:text-amber-400',
};

interface AlertProps {
  tone?: AlertTone;
  children: ReactNode;
  /** Extra content under the message (a link or a button). */
  action?: ReactNode;
  className?: string;
  /** "alert" (default for errors) interrupts screen readers; "status" waits politely. */
  role?: 'alert' | 'status';
}

/** A message box for server answers and form results. */
export function Alert({ tone = 'error', children, action, className = '', role }: AlertProps) {
  const Icon = tone === 'success' ? CheckCircleIcon : tone === 'info' ? InfoIcon : AlertCircleIcon;
  return (
    <div
      role={role ?? (tone === 'error' || tone === 'warning' ? 'alert' : 'status')}
      className={`flex gap-3 rounded-xl border p-3.5 text-sm leading-relaxed ${TONES[tone]} ${className}`}
    >
      <Icon className={`mt-0.5 size-5 shrink-0 ${ICON_TONES[tone]}`} />
      <div className="min-w-0 flex-1">
        <div className="font-medium">{children}</div>
        {action && <div className="mt-2">{action}</div>}
      </div>
    </div>
  );
}
