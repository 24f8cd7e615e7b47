import { useState } from 'react';
import { REFERENCES_PAGE_SIZE } from '../../../../shared/constants';
import { MapPinIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useCompanyReferences } from '../api/get-company-references';
import { DetailError } from '../../../components/detail/detail-parts';
import { Pager } from '../../../components/list/pager';
import { StatusBadge } from '../../../components/detail/status-badge';

/** Projects where the company holds a role: 9 per page, up to 5 page buttons (docs/product-rules.md#catalogue). */
export function CompanyReferences({ companyId, onOpenProject }: { companyId: string; onOpenProject: (id: string) => void }) {
  const [page, setPage] = useState(1);
  const references = useCompanyReferences(companyId, page, true);
  const data = references.data;

  if (!data) {
    if (references.isError) return <DetailError message={errorMessage(references.error)} onRetry={() => void references.refetch()} />;
    return (
      <div role="status" aria-label="Yükleniyor" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} className="h-24 w-full rounded-xl" />
        ))}
      </div>
    );
  }
  if (data.items.length === 0) {
    return <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">Bu firmaya ait proje bulunamadı.</p>;
  }
  const totalPages = Math.max(1, Math.ceil(data.total / (data.page_size || REFERENCES_PAGE_SIZE)));
  return (
    <div aria-busy={references.isPlaceholderData || undefined}>
      <ul className={`grid gap-3 sm:grid-cols-2 lg:grid-cols-3 ${references.isPlaceholderData ? 'opacity-60' : ''}`}>
        {data.items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpenProject(item.id)}
              className="flex h-full w-full flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-3 text-left transition-colors hover:border-amber-400 hover:bg-amber-50/50 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-amber-400/50 dark:hover:bg-slate-800/60"
            >
              <span className="font-semibold text-slate-900 dark:text-white">{item.project_name}</span>
              <StatusBadge name={item.status?.name} />
              {item.city && (
                <span className="inline-flex items-center gap-1 text-xs text-slate-600 dark:text-slate-400">
                  <MapPinIcon className="size-3.5" />
                  {item.city.name}
                </span>
              )}
              {item.roles.length > 0 && (
                <span className="flex flex-wrap gap-1">
                  {item.roles.map((role) => (
                    <span key={role} className="rounded-md bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-700 dark:bg-slate-800 dark:text-slate-300">
                      {role}
                    </span>
                  ))}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <Pager page={page} totalPages={totalPages} onPageChange={setPage} buttons={5} label="Referans sayfaları" />
      </div>
    </div>
  );
}
