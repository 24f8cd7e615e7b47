import { type Watch } from '../../../../shared/schemas/watches';
import { WATCH_MESSAGES as M } from '../../../../shared/watch-messages';
import { buttonClass } from '../../../components/ui/button-styles';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { useDeleteWatch } from '../../../api/watches/delete-watch';
import { useWatches } from '../../../api/watches/get-watches';

const TARGET_LABELS: Record<Watch['target'], string> = { project: 'Proje', company: 'Firma', station: 'Trafo merkezi', filter: 'Kayıtlı filtre' };

/** What the member follows, with the cap, each with "Takibi Bırak". */
export function WatchList() {
  const watches = useWatches();
  const remove = useDeleteWatch();
  if (!watches.data) return null;
  const { items, limit } = watches.data;
  return (
    <section aria-labelledby="watch-list-title" className="mt-10">
      <h2 id="watch-list-title" className="text-lg font-bold text-slate-900 dark:text-white">
        Takip ettikleriniz <span className="text-sm font-medium text-slate-500 dark:text-slate-400">({items.length} / {limit})</span>
      </h2>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Henüz bir şey takip etmiyorsunuz. Proje, firma ve trafo merkezi ayrıntılarında ya da proje listesinde bir filtre seçtiğinizde “{M.follow}” düğmesini kullanın.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {items.map((w) => (
            <li key={w.id} className="flex flex-wrap items-center gap-3 px-4 py-3 sm:px-5">
              <span className="min-w-0 flex-1">
                <span className="block text-xs font-semibold text-slate-500 uppercase dark:text-slate-400">{TARGET_LABELS[w.target]}</span>
                <span className="block font-medium break-words text-slate-900 dark:text-slate-100">{w.label}</span>
              </span>
              <button
                type="button"
                className={buttonClass('ghost', 'sm')}
                disabled={remove.isPending}
                aria-label={`${M.unfollow}: ${w.label}`}
                onClick={() => remove.mutateAsync(w.id).then((a) => showToast(a.message), (e: unknown) => showToast(errorMessage(e), 'error'))}
              >
                {M.unfollow}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
