import { useState } from 'react';
import { REFERENCES_PAGE_SIZE } from '../../../../shared/constants';
import type { OwnCompany } from '../../../../shared/schemas/me';
import { DetailError } from '../../../components/detail/detail-parts';
import { StatusBadge } from '../../../components/detail/status-badge';
import { Pager } from '../../../components/list/pager';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useOwnCompanyProjects } from '../api/get-own-company-projects';

/**
 * On a phone, a company of the member opens this list of its projects with their status chips
 * (docs/product-rules.md#profile); a project opens its detail dialog above it.
 */
export function OwnCompanyProjectsModal({ company, onOpenProject, onClose }: { company: OwnCompany; onOpenProject: (id: string) => void; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const projects = useOwnCompanyProjects(company.id, page);
  const data = projects.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / (data.page_size || REFERENCES_PAGE_SIZE))) : 1;

  return (
    <Modal title={company.company_name} description="Firmanızın yer aldığı projeler" onClose={onClose}>
      {!data ? (
        projects.isError ? (
          <DetailError message={errorMessage(projects.error)} onRetry={() => void projects.refetch()} />
        ) : (
          <div role="status" aria-label="Yükleniyor" className="grid grid-cols-1 gap-2">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-14 w-full" />
            ))}
          </div>
        )
      ) : data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-4 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">Bu firmaya ait proje bulunamadı.</p>
      ) : (
        <div aria-busy={projects.isPlaceholderData || undefined}>
          <ul className={`divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800 ${projects.isPlaceholderData ? 'opacity-60' : ''}`}>
            {data.items.map((project) => (
              <li key={project.id}>
                <button
                  type="button"
                  onClick={() => onOpenProject(project.id)}
                  className="flex w-full flex-col items-start gap-1.5 px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60"
                >
                  <span className="font-medium text-slate-900 dark:text-white">{project.project_name}</span>
                  <StatusBadge name={project.status?.name} />
                </button>
              </li>
            ))}
          </ul>
          <div className="mt-4">
            <Pager page={page} totalPages={totalPages} onPageChange={setPage} buttons={3} label="Proje sayfaları" />
          </div>
        </div>
      )}
    </Modal>
  );
}
