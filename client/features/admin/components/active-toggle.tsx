import type { QueryKey } from '@tanstack/react-query';
import { queryKeys } from '../../../api/query-keys';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useAdminCall } from '../api/admin-resource-api';

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
