import { TRIAL_EXTENSION_DAYS, TRIAL_MESSAGES as M, TRIAL_SOON_DAYS, type TrialList, type TrialRow } from '../../../../shared/schemas/admin/trials';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { StatCard } from '../components/admin-page';
import { confirmBody } from '../components/cells';
import type { ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Trial memberships (docs/product-rules.md#admin-payments): stat cards, expire all expired, extend or end each.

function DaysLeft({ days }: { days: number }) {
  const tone = days <= 0 ? 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200' : days <= TRIAL_SOON_DAYS ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200' : 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>{days <= 0 ? 'Süresi doldu' : `${days} gün kaldı`}</span>;
}

const count = (value: number | undefined) => (value === undefined ? '–' : formatInteger(value));

const trialList: ListResource<TrialRow, TrialList> = {
  path: '/trials',
  title: 'Deneme üyelikleri',
  singular: 'Deneme üyeliği',
  pager: false,
  remove: false,
  nameOf: (row) => row.email,
  // The cards count what the list shows.
  header: ({ data }) => (
    <dl className="mb-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Toplam" value={count(data?.stats.total)} tone="border-slate-200 bg-white text-slate-900 dark:border-slate-800 dark:bg-slate-900 dark:text-white" />
      <StatCard label="Aktif" value={count(data?.stats.active)} tone="border-emerald-200 bg-emerald-50 text-emerald-950 dark:border-emerald-500/30 dark:bg-emerald-500/10 dark:text-emerald-100" />
      <StatCard label={`Yakında bitecek (1–${TRIAL_SOON_DAYS} gün)`} value={count(data?.stats.expiring_soon)} tone="border-amber-200 bg-amber-50 text-amber-950 dark:border-amber-400/30 dark:bg-amber-400/10 dark:text-amber-100" />
      <StatCard label="Süresi dolmuş" value={count(data?.stats.expired)} tone="border-red-200 bg-red-50 text-red-950 dark:border-red-500/30 dark:bg-red-500/10 dark:text-red-100" />
    </dl>
  ),
  pageActions: ({ data }) => [{ label: 'Süresi Dolanları Sona Erdir', disabled: !data?.stats.expired, call: { url: '/trials/expire' }, failed: M.expireFailed }],
  actions: (t) => [
    { label: `${TRIAL_EXTENSION_DAYS} Gün Uzat`, call: { url: `/trials/${t.id}/extend` }, failed: M.extendFailed },
    { label: 'Sonlandır', tone: 'danger', call: { url: `/trials/${t.id}/end` }, confirm: { title: 'Deneme üyeliği sonlandırılsın mı?', label: 'Sonlandır', body: confirmBody(t.email, M.endConfirm), failed: M.endFailed } },
  ],
  columns: (column) => [
    column.accessor('email', { header: 'E-posta', cell: (info) => <span className="font-medium break-all">{info.getValue()}</span> }),
    column.accessor('premium_trial_ends_at', { header: 'Bitiş', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
    column.accessor('days_left', { header: 'Kalan', cell: (info) => <DaysLeft days={info.getValue()} /> }),
    column.accessor('token_balance', { header: 'Bakiye', cell: (info) => <span className="tabular-nums">{formatInteger(info.getValue())}</span> }),
  ],
  messages: { loadFailed: M.loadFailed, empty: M.empty },
};

export default {
  screens: [{ path: 'trial-memberships', title: 'Deneme Üyelikleri', description: 'Aboneliği olmadan premium deneme süresindeki üyeler.', list: trialList }],
  nav: { 'trial-memberships': { group: 'Üyeler', order: 4, description: 'Uzat, sonlandır, süresi dolanları kapat' } },
} satisfies AdminResource;
