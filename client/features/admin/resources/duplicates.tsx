import { DUPLICATE_KIND_LABELS, DUPLICATE_KINDS, describeReasons, type DuplicateCandidate, type DuplicateSide } from '../../../../shared/schemas/quality';
import { adminPaths } from '../../../config/paths';
import { formatInteger } from '../../../lib/format';
import { confirmBody } from '../components/cells';
import type { ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// "Veri Kalitesi": pairs of records that are likely one thing (docs/decisions/065-duplicate-candidates.md),
// best first, each with its score and reasons; "Karşılaştır" opens the pair side by side, "Farklı kayıtlar"
// takes it out for good.

const KIND_SINGULAR = { project: 'Proje', company: 'Firma', station: 'Trafo merkezi' } as const;

const pairName = (row: DuplicateCandidate) => `${row.a.name} / ${row.b.name}`;

function Side({ side }: { side: DuplicateSide }) {
  return (
    <span className="block min-w-0">
      <span className="font-medium break-words text-slate-900 dark:text-white">{side.name}</span>
      <span className="block text-sm text-slate-600 dark:text-slate-400">
        {side.city ?? 'İl bilinmiyor'}
        {side.sources.length > 0 && <> · {side.sources.join(', ')}</>}
      </span>
    </span>
  );
}

function Score({ score }: { score: number }) {
  const tone =
    score >= 70
      ? 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200'
      : score >= 50
        ? 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200'
        : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200';
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap tabular-nums ${tone}`}>{formatInteger(score)} puan</span>;
}

export const duplicateList: ListResource<DuplicateCandidate> = {
  path: '/quality/duplicates',
  title: 'Olası kopyalar',
  singular: 'olası kopya',
  totalNoun: 'çift',
  search: { label: 'Çift ara', placeholder: 'Kayıt adı', help: 'İki kayıttan birinin adının bir kısmını yazın.' },
  filters: [
    {
      name: 'kind',
      label: 'Kayıt türü',
      placeholder: 'Tüm türler',
      width: 'w-full sm:w-56',
      useOptions: () => ({ options: DUPLICATE_KINDS.map((k) => ({ value: k, label: DUPLICATE_KIND_LABELS[k] })) }),
    },
  ],
  clearable: true,
  nameOf: pairName,
  remove: false,
  pageActions: () => [
    {
      label: 'Baştan Tara',
      tone: 'secondary',
      call: { url: '/quality/duplicates/scan' },
      done: (answer) => `Tarama bitti: ${formatInteger((answer as { pairs?: number }).pairs ?? 0)} olası kopya çifti.`,
      failed: 'Tarama yapılırken bir hata oluştu',
    },
  ],
  actions: (row) => [
    { label: 'Karşılaştır', to: adminPaths.dataQualityCompare(row.kind, row.a.id, row.b.id) },
    {
      label: 'Farklı kayıtlar',
      tone: 'secondary',
      call: { url: '/quality/duplicates/distinct', json: { kind: row.kind, a: row.a.id, b: row.b.id } },
      confirm: {
        title: 'Bu iki kayıt farklı mı?',
        label: 'Farklı kayıtlar',
        body: confirmBody(pairName(row), 'İkisi ayrı kayıt olarak işaretlenir ve bu çift bir daha önerilmez.', 'break-words'),
        failed: 'Çift işaretlenirken bir hata oluştu',
      },
    },
  ],
  columns: (column) => [
    column.accessor('a', {
      header: 'Kayıtlar',
      cell: (info) => (
        <span className="block min-w-0 space-y-2">
          <span className="block text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">{KIND_SINGULAR[info.row.original.kind]}</span>
          <Side side={info.row.original.a} />
          <Side side={info.row.original.b} />
        </span>
      ),
    }),
    column.accessor('score', { header: 'Puan', cell: (info) => <Score score={info.getValue()} /> }),
    column.accessor('reasons', { header: 'Neden', cell: (info) => <span className="block max-w-sm text-sm break-words">{describeReasons(info.getValue())}</span> }),
  ],
  messages: { loadFailed: 'Olası kopyalar yüklenirken bir hata oluştu', empty: 'Olası kopya yok', noMatch: 'Bu aramaya uyan olası kopya yok.' },
};

export default {
  screens: [
    {
      path: 'data-quality/duplicates',
      title: 'Olası Kopyalar',
      description:
        'Aynı tesis, firma ya da trafo merkezi olması muhtemel kayıt çiftleri: yakın konum, benzer ad, aynı il ve yakın güç. Karşılaştırın, birleştirin ya da farklı kayıtlar olarak işaretleyin.',
      list: duplicateList,
    },
  ],
  nav: { 'data-quality/duplicates': { group: 'Veri Kalitesi', order: 3, description: 'Aynı kaydın iki kez girilmiş olabileceği çiftler' } },
} satisfies AdminResource;
