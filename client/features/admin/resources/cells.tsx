import type { ReactNode } from 'react';
import { formatDateTime } from '../../../lib/format';

// Cells several lists draw alike: a value with a smaller line under it.

const SMALL = 'block text-xs text-slate-600 dark:text-slate-400';
/** The smaller line's class, with `extra` (mono, no wrap). */
export const small = (extra?: string) => (extra ? `${SMALL} ${extra}` : SMALL);

/** A moment over a smaller line (who, how many tries, when last used). */
export function When({ at, children, subClass }: { at: string; children: ReactNode; subClass?: string }) {
  return (
    <span className="block">
      <span className="whitespace-nowrap">{formatDateTime(at)}</span>
      <span className={small(subClass)}>{children}</span>
    </span>
  );
}

/** A record's name over a smaller line, if any (its key, its kind and size); `wrap` breaks a long name. */
export function Named({ name, children, subClass, wrap = true }: { name: ReactNode; children?: ReactNode; subClass?: string; wrap?: boolean }) {
  return (
    <span className="block min-w-0">
      <span className={`font-medium ${wrap ? 'break-words ' : ''}text-slate-900 dark:text-white`}>{name}</span>
      {children && <span className={small(subClass)}>{children}</span>}
    </span>
  );
}

/** A record's name with its marks beside it (verified, generated). */
export function MarkedName({ name, children }: { name: ReactNode; children?: ReactNode }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5 font-medium text-slate-900 dark:text-white">
      {name}
      {children}
    </span>
  );
}
