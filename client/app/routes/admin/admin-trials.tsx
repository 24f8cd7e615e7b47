import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { TRIAL_EXTENSION_DAYS, TRIAL_MESSAGES as M, TRIAL_SOON_DAYS, type TrialRow } from '../../../../shared/schemas/admin/trials';
import { buttonClass } from '../../../components/ui/button-styles';
import { useTrialAction, useTrials, type TrialAction } from '../../../features/admin/api/trials-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ConfirmDialog } from '../../../features/admin/components/confirm-dialog';
import { DataTable } from '../../../features/admin/components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { showToast } from '../../../lib/toast';

const column = createColumnHelper<TrialRow>();

function DaysLeft({ days }: { days: number }) {
  const tone = days <= 0 ? 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200' : days <= TRIAL_SOON_DAYS ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>{days <= 0 ? 'Süresi doldu' : `${days} gün kaldı`}</span>;
}

/** /admin/trial-memberships (spec 3 §2.19): stat cards, expire all expired, extend or end each. */
export default function AdminTrialsPage() {
  const trials = useTrials();
  const action = useTrialAction();
  const [ending, setEnding] = useState<TrialRow | null>(null);
  const run = (next: TrialAction, failed: string) =>
    action.mutate(next, { onSuccess: (answer) => showToast(answer.message), onError: (e) => showToast(errorMessage(e) || failed, 'error') });

  const columns = [
    column.accessor('email', { header: 'E-posta', cell: (info) => <span className="font-medium break-all">{info.getValue()}</span> }),
    column.accessor('premium_trial_ends_at', { header: 'Bitiş', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
    column.accessor('days_left', { header: 'Kalan', cell: (info) => <DaysLeft days={info.getValue()} /> }),
    column.accessor('token_balance', { header: 'Bakiye', cell: (info) => <span className="tabular-nums">{formatInteger(info.getValue())}</span> }),
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">İşlemler</span>,
      cell: ({ row: { original: t } }) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          <button type="button" className={buttonClass('secondary', 'sm')} disabled={action.isPending} onClick={() => run({ type: 'extend', id: t.id }, M.extendFailed)}>
            {TRIAL_EXTENSION_DAYS} Gün Uzat<span className="sr-only">: {t.email}</span>
          </button>
          <button type="button" className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-300')} onClick={() => setEnding(t)}>
            Sonlandır<span className="sr-only">: {t.email}</span>
          </button>
        </div>
      ),
    }),
  ];

  const stats = trials.data?.stats;
  const card = (label: string, value: number | undefined, tone: string) => (
    <div className={`rounded-2xl border p-4 ${tone}`}>
      <p className="text-sm font-medium">{label}</p>
      <p className="mt-1 text-2xl font-bold tabular-nums">{value === undefined ? '–' : formatInteger(value)}</p>
    </div>
  );
  return (
    <AdminPage
      title="Deneme Üyelikleri"
      description="Aboneliği olmadan premium deneme süresindeki üyeler."
      actions={
        <button type="button" className={buttonClass('primary', 'md')} disabled={action.isPending || !stats?.expired} onClick={() => run({ type: 'expire' }, M.expireFailed)}>
          Süresi Dolanları Sona Erdir
        </button>
      }
    >
      <div className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {card('Toplam', stats?.total, 'border-slate-200 bg-white text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-white')}
        {card('Aktif', stats?.active, 'border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100')}
        {card(`Yakında bitecek (1–${TRIAL_SOON_DAYS} gün)`, stats?.expiring_soon, 'border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100')}
        {card('Süresi dolmuş', stats?.expired, 'border-red-200 bg-red-50 text-red-950 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100')}
      </div>
      <DataTable
        caption="Deneme üyelikleri"
        columns={columns as never}
        rows={trials.data?.items}
        getRowId={(row: TrialRow) => row.id}
        loading={trials.isFetching}
        error={trials.isError ? M.loadFailed : null}
        onRetry={() => void trials.refetch()}
        empty={M.empty}
      />
      {ending && (
        <ConfirmDialog
          title="Deneme üyeliği sonlandırılsın mı?"
          confirmLabel="Sonlandır"
          pending={action.isPending}
          error={action.error ? errorMessage(action.error) || M.endFailed : null}
          onConfirm={() =>
            action.mutate(
              { type: 'end', id: ending.id },
              {
                onSuccess: (answer) => {
                  showToast(answer.message);
                  setEnding(null);
                },
              },
            )
          }
          onClose={() => {
            action.reset();
            setEnding(null);
          }}
        >
          <p className="font-semibold break-all text-slate-900 dark:text-white">{ending.email}</p>
          <p className="mt-2">{M.endConfirm}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
