import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryKeys } from '../../../api/query-keys';
import { CheckCircleIcon } from '../../../components/ui/icons';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useAdminCall } from '../api/admin-resource-api';

// Cells several lists draw alike: a value with a smaller line under it, a name with its marks (verified),
// the status badge that toggles a row, a confirmation's text.

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

/** A confirmation's text: what it acts on, in bold (`wrap`: broken at words, not anywhere), then what will happen. */
export function confirmBody(name: ReactNode, text: string, wrap: 'break-all' | 'break-words' = 'break-all') {
  return (
    <>
      <p className={`font-semibold ${wrap} text-slate-900 dark:text-white`}>{name}</p>
      <p className="mt-2">{text}</p>
    </>
  );
}

/** docs/product-rules.md#admin-catalogue: a green tick beside a verified project, a blue one beside a verified company. */
export function VerifiedTick({ verified, tone = 'green' }: { verified: boolean; tone?: 'green' | 'blue' }) {
  if (!verified) return null;
  return (
    <span title="Doğrulanmış" className={tone === 'blue' ? 'text-blue-600 dark:text-blue-400' : 'text-emerald-600 dark:text-emerald-400'}>
      <CheckCircleIcon className="size-4.5" />
      <span className="sr-only">Doğrulanmış</span>
    </span>
  );
}

/**
 * The clickable "Aktif"/"Pasif" status badge of back-office lists (docs/product-rules.md#admin: clicking the
 * status badge toggles it): POST <path>/:id/toggle, then the resource and `also` (the public pages that show
 * it) are fetched again; a refusal is a toast, and `done` one on success. `name` tells screen readers which
 * row it belongs to.
 */
export function ToggleCell({ path, id, active, name, failed, also = [], done }: { path: string; id: string; active: boolean; name: string; failed: string; also?: readonly QueryKey[]; done?: string }) {
  const toggle = useAdminCall(() => ({ url: `${path}/${encodeURIComponent(id)}/toggle` }), [queryKeys.admin.resource(path), ...also]);
  return (
    <button
      type="button"
      aria-pressed={active}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate(undefined, { onSuccess: () => done && showToast(done), onError: (e) => showToast(errorMessage(e) || failed, 'error') })}
      className={`rounded-full px-3 py-1 text-xs font-semibold ${active ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}
    >
      {active ? 'Aktif' : 'Pasif'}
      <span className="sr-only">: {name}</span>
    </button>
  );
}
