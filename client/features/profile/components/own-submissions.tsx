import { ReviewStatusBadge } from '../../../components/detail/review-status-badge';
import { SUBMISSION_MESSAGES, type OwnSubmission } from '../../../../shared/schemas/submissions';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button-styles';
import { paths } from '../../../config/paths';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { TabBar, TabPanel, type TabDef } from '../../../components/ui/tab-bar';
import { BuildingIcon, DatabaseIcon } from '../../../components/ui/icons';
import { formatDateTime } from '../../../lib/format';
import { useOwnSubmissions } from '../api/get-own-submissions';

export type SubmissionTab = 'companies' | 'projects';

const TABS: readonly TabDef<SubmissionTab>[] = [
  { key: 'companies', label: 'Firma Başvuruları', icon: BuildingIcon },
  { key: 'projects', label: 'Proje Başvuruları', icon: DatabaseIcon },
];


/** /profile/submissions (docs/product-rules.md#submissions): the member's company and project applications, two tabs. */
export function OwnSubmissionsView({ tab, onTabChange }: { tab: SubmissionTab; onTabChange: (tab: SubmissionTab) => void }) {
  const submissions = useOwnSubmissions();
  return (
    <div>
      <TabBar idPrefix="submissions" label="Başvuru türleri" tabs={TABS} active={tab} onChange={onTabChange} />
      {TABS.map(({ key }) => (
        <TabPanel key={key} idPrefix="submissions" tab={key} active={key === tab}>
          {key !== tab ? null : submissions.isPending ? (
            <div role="status" aria-label="Yükleniyor" className="grid gap-3">
              {Array.from({ length: 3 }, (_, i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          ) : submissions.isError ? (
            <DataError message={SUBMISSION_MESSAGES.listFailed} onRetry={() => void submissions.refetch()} retrying={submissions.isFetching} />
          ) : (
            <>
              <div className="mb-4 flex justify-end">
                <Link to={key === 'companies' ? paths.profileNewCompany() : paths.profileNewProject()} className={buttonClass('primary', 'sm')}>
                  {key === 'companies' ? 'Yeni Firma Başvurusu' : 'Yeni Proje Başvurusu'}
                </Link>
              </div>
              <SubmissionTable
                items={submissions.data[key]}
                empty={key === 'companies' ? 'Henüz firma başvurunuz yok' : 'Henüz proje başvurunuz yok'}
                nameLabel={key === 'companies' ? 'Firma adı' : 'Proje adı'}
              />
            </>
          )}
        </TabPanel>
      ))}
    </div>
  );
}

function SubmissionTable({ items, empty, nameLabel }: { items: OwnSubmission[]; empty: string; nameLabel: string }) {
  if (items.length === 0) return <DataEmpty message={empty} />;
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase dark:bg-slate-900/60 dark:text-slate-400">
          <tr>
            <th scope="col" className="px-4 py-3">
              {nameLabel}
            </th>
            <th scope="col" className="px-4 py-3">
              Durum
            </th>
            <th scope="col" className="px-4 py-3">
              Başvuru tarihi
            </th>
            <th scope="col" className="px-4 py-3">
              Geri bildirim
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <tr key={item.id}>
              <td className="px-4 py-3 font-medium text-slate-900 dark:text-white">{item.name || '—'}</td>
              <td className="px-4 py-3">
                <ReviewStatusBadge status={item.status} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300">{formatDateTime(item.created_at)}</td>
              <td className="px-4 py-3 text-slate-700 dark:text-slate-300">{item.admin_feedback ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
