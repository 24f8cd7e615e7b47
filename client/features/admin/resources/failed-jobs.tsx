import { type FailedJob } from '../../../../shared/schemas/watches';
import { NOTIFICATION_MESSAGES as M } from '../../../../shared/watch-messages';
import { formatDateTime } from '../../../lib/format';
import { confirmBody, Named, When } from '../components/cells';
import type { ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Background jobs that failed on every try (docs/decisions/044-watchlists-and-notifications.md): which
// queue, what it carried, the last error; one more try of each after a confirmation.

/** What each queue does, in the back office's words. */
export const QUEUE_LABELS: Record<string, string> = {
  'notifications-fan-out': 'Bildirim dağıtımı',
  'notifications-mail': 'Bildirim e-postası',
  'notifications-digest-daily': 'Günlük özet hazırlığı',
  'notifications-digest-weekly': 'Haftalık özet hazırlığı',
  'notifications-digest-mail': 'Özet e-postası',
  'quality-duplicates-rescan': 'Olası kopya taraması',
};

export const failedJobName = (row: FailedJob) => `${QUEUE_LABELS[row.queue] ?? row.queue} (${formatDateTime(row.failed_at)})`;

export const failedJobList: ListResource<FailedJob> = {
  path: '/failed-jobs',
  title: M.failedJobsTitle,
  singular: 'başarısız iş',
  search: { label: 'İş ara', placeholder: 'Kuyruk ya da hata', help: 'Kuyruğun adının ya da hata iletisinin bir kısmını yazın.' },
  totalNoun: 'iş',
  nameOf: failedJobName,
  remove: false,
  actions: (row) => [
    {
      label: M.failedJobRetry,
      call: { url: `/failed-jobs/${encodeURIComponent(row.id)}/retry` },
      confirm: { title: 'İş yeniden denensin mi?', label: M.failedJobRetry, body: confirmBody(failedJobName(row), M.failedJobRetryConfirm, 'break-words'), failed: 'İş yeniden denenirken bir hata oluştu' },
    },
  ],
  columns: (column) => [
    column.accessor('queue', {
      header: 'İş',
      cell: (info) => <Named name={QUEUE_LABELS[info.getValue()] ?? info.getValue()} subClass="font-mono break-all" wrap={false}>{info.getValue()}</Named>,
    }),
    column.accessor('failed_at', { header: 'Son deneme', cell: (info) => <When at={info.getValue()}>{info.row.original.attempts} deneme</When> }),
    column.accessor('error', { header: 'Hata', cell: (info) => <span className="block max-w-md text-sm break-words">{info.getValue()}</span> }),
    column.accessor('data', {
      header: 'Veri',
      cell: (info) => <span className="block max-w-xs font-mono text-xs break-all text-slate-600 dark:text-slate-400">{info.getValue()}</span>,
    }),
  ],
  messages: { loadFailed: 'Başarısız işler yüklenirken bir hata oluştu', empty: M.failedJobsEmpty, noMatch: 'Bu aramaya uyan başarısız iş yok.' },
};

export default {
  screens: [
    { path: 'failed-jobs', title: M.failedJobsTitle, description: 'Beş denemenin hepsinde başarısız olan arka plan işleri (bildirim e-postaları, özetler). Sorunu giderdikten sonra bir işi yeniden deneyebilirsiniz.', list: failedJobList },
  ],
  nav: { 'failed-jobs': { group: 'Üyeler', order: 7, description: 'Beş kez başarısız olan bildirim işleri; yeniden deneyin' } },
} satisfies AdminResource;
