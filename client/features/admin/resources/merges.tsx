import { MERGE_KIND_LABELS, type MergeRow } from '../../../../shared/schemas/merges';
import { formatDateTime } from '../../../lib/format';
import { Named, small, When } from '../components/cells';
import type { ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Data quality (decisions 066, 072): two duplicate records side by side and merged, at
// /admin/data-quality/compare/:kind/:a/:b (reached from the duplicate candidates), and the history
// of merges, each undone behind a confirmation.

function UndoBody({ row }: { row: MergeRow }) {
  return (
    <>
      <p className="font-semibold break-words text-slate-900 dark:text-white">
        {row.merged_name} → {row.survivor_name}
      </p>
      <p className="mt-2">
        İki kayıt yeniden ayrılacak: birleşen kayıt, {row.kind === 'station' ? 'kaynak bağlantıları, geçmişi, takipleri ve aylık kapasiteleriyle' : 'kaynak bağlantıları, geçmişi, üye açılışları, takipleri, önerileri ve başvurularıyla'} geri
        gelecek; kalan kaydın değiştirilen alanları önceki değerlerine dönecek.
      </p>
      <p className="mt-2">Kalan kayıt birleştirmeden sonra değiştiyse geri alma reddedilir.</p>
    </>
  );
}

export const mergeList: ListResource<MergeRow> = {
  path: '/merges',
  title: 'Birleştirmeler',
  singular: 'Birleştirme',
  totalNoun: 'birleştirme',
  search: { label: 'Kayıt adıyla ara' },
  nameOf: (row) => `${row.merged_name} → ${row.survivor_name}`,
  remove: false,
  actions: (row) =>
    row.undone_at
      ? []
      : [
          {
            label: 'Geri Al',
            tone: 'danger',
            call: { url: `/merges/${encodeURIComponent(row.id)}/undo` },
            confirm: { title: 'Birleştirme geri alınsın mı?', label: 'Geri Al', body: <UndoBody row={row} />, failed: 'Birleştirme geri alınırken bir hata oluştu' },
          },
        ],
  columns: (column) => [
    column.accessor('merged_at', {
      header: 'Tarih',
      cell: (info) => <When at={info.getValue()} subClass="whitespace-nowrap">{info.row.original.merged_by_email ?? '–'}</When>,
    }),
    column.accessor('merged_name', {
      header: 'Kayıtlar',
      cell: (info) => (
        <Named name={`${info.getValue()} → ${info.row.original.survivor_name}`}>{MERGE_KIND_LABELS[info.row.original.kind]}</Named>
      ),
    }),
    column.accessor('taken', {
      header: 'Birleşenden alınan',
      cell: (info) => (info.getValue().length > 0 ? info.getValue().join(', ') : '–'),
    }),
    column.accessor('undone_at', {
      header: 'Durum',
      cell: (info) => {
        const row = info.row.original;
        return row.undone_at ? (
          <span className="block">
            <span className="inline-flex rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-900 dark:bg-slate-700 dark:text-slate-100">Geri alındı</span>
            <span className={small()}>
              {row.undone_by_email ?? '–'}, {formatDateTime(row.undone_at)}
            </span>
          </span>
        ) : (
          <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200">Birleşik</span>
        );
      },
    }),
  ],
  messages: { loadFailed: 'Birleştirmeler yüklenirken bir hata oluştu', empty: 'Henüz birleştirme yapılmadı.', noMatch: 'Bu aramaya uyan birleştirme yok.' },
};

export default {
  screens: [
    {
      path: 'data-quality/compare/:kind/:a/:b',
      title: 'Kayıtları Karşılaştır',
      description: 'İki kaydı yan yana görün, farklı alanlarda kalacak değeri seçin ve birleştirin. Birleştirme geri alınabilir.',
      part: () => import('../components/merge-compare').then((module) => ({ default: module.MergeCompare })),
    },
    {
      path: 'data-quality/merges',
      title: 'Birleştirmeler',
      description: 'Her birleştirme: hangi kayıt hangisine, kim, ne zaman. Bir birleştirme tam olarak geri alınabilir.',
      list: mergeList,
    },
  ],
  nav: {
    'data-quality/merges': { group: 'Veri Kalitesi', order: 4, description: 'Birleştirilen kayıtlar; bir birleştirmeyi geri alın' },
  },
} satisfies AdminResource;
