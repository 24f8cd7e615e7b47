import { SOURCE_MESSAGES as M, sourceFormSchema, type SourceRow } from '../../../../shared/schemas/admin/sources';
import { adminPaths } from '../../../config/paths';
import { formatDate, formatInteger } from '../../../lib/format';
import { MarkedName } from '../components/cells';
import type { FormResource } from '../registry/form';
import type { ListResource } from '../registry/list';
import { formScreens, type AdminResource } from '../registry/resource';

// Data sources (decision 038): where records and figures come from, their licence and the attribution
// it requires; a source in use is not deleted.

/** Our own sample data is never shown as an official figure; the back office marks it too. */
export function GeneratedMark() {
  return <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">Örnek veri</span>;
}

export const sourceList: ListResource<SourceRow> = {
  path: '/sources',
  title: 'Veri kaynakları',
  singular: 'Kaynak',
  search: { label: 'Kaynak ara', placeholder: 'Ad, anahtar ya da yayıncı', help: 'Adın, anahtarın ya da yayıncının bir kısmını yazın.' },
  newLabel: 'Yeni Kaynak',
  newPath: adminPaths.newSource(),
  editPath: adminPaths.source,
  totalNoun: 'kaynak',
  nameOf: (row) => row.name,
  columns: (column) => [
    column.accessor('name', {
      header: 'Kaynak',
      cell: (info) => (
        <span className="block min-w-0">
          <MarkedName name={info.getValue()}>{info.row.original.is_generated && <GeneratedMark />}</MarkedName>
          <span className="block font-mono text-xs break-all text-slate-500 dark:text-slate-400">{info.row.original.key}</span>
        </span>
      ),
    }),
    column.accessor('licence', { header: 'Lisans' }),
    column.accessor('publisher', { header: 'Yayıncı', cell: (info) => info.getValue() ?? '–' }),
    column.accessor('retrieved_on', { header: 'Alındığı tarih', cell: (info) => <span className="whitespace-nowrap">{info.getValue() ? formatDate(info.getValue()) : '–'}</span> }),
    column.accessor('use_count', { header: 'Kullanım', cell: (info) => <span className="whitespace-nowrap">{formatInteger(info.getValue())} kayıt</span> }),
  ],
  remove: { title: 'Kaynak silinsin mi?', confirmLabel: 'Kalıcı Olarak Sil' },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: M.deleteWarning },
};

export const sourceForm: FormResource = {
  titles: { create: 'Yeni Kaynak', edit: 'Kaynağı Düzenle' },
  path: '/sources',
  singular: 'Kaynak',
  draftKey: 'admin:sources',
  schema: sourceFormSchema,
  listPath: adminPaths.sources(),
  sections: [
    {
      title: 'Kaynak',
      fields: [
        { kind: 'text', name: 'name', label: 'Kaynak adı', required: true, wide: true, placeholder: 'ör. WRI Global Power Plant Database v1.3.0' },
        {
          kind: 'text',
          name: 'key',
          label: 'Anahtar',
          required: true,
          placeholder: 'ör. wri-gppd-1.3.0',
          hint: 'Küçük harf, rakam, nokta ve tire. Kaydedildikten sonra değiştirilemez.',
        },
        { kind: 'text', name: 'publisher', label: 'Yayıncı', placeholder: 'ör. World Resources Institute' },
        { kind: 'text', name: 'url', label: 'Adres (URL)', type: 'url', placeholder: 'https://' },
        { kind: 'date', name: 'data_date', label: 'Veri tarihi', hint: 'Verinin ait olduğu tarih (dönemse sonu); okuyucular bu tarihi görür.' },
        { kind: 'date', name: 'retrieved_on', label: 'Verinin alındığı tarih' },
      ],
    },
    {
      title: 'Lisans ve atıf',
      fields: [
        { kind: 'text', name: 'licence', label: 'Lisans', required: true, placeholder: 'ör. CC BY 4.0' },
        { kind: 'text', name: 'licence_url', label: 'Lisans adresi', type: 'url', placeholder: 'https://' },
        { kind: 'text', name: 'attribution', label: 'Atıf metni', wide: true, hint: 'Lisansın istediği atıf; kaynaklar sayfasında ve dışa aktarmalarda gösterilir.' },
        { kind: 'text', name: 'notes', label: 'Notlar', wide: true, hint: 'Kapsam, dönem ve bilinen eksikler.' },
        { kind: 'checkbox', name: 'is_generated', label: 'Örnek veri', hint: 'Bu kaynaktan gelen satırlar üretilmiş örnek veridir; sitede "Örnek veri" olarak işaretlenir.' },
      ],
    },
  ],
  messages: {
    loadFailed: M.recordLoadFailed,
    saveFailed: M.saveFailed,
    saved: M.saved,
    notFound: M.notFound,
  },
};

export default {
  screens: [
    { path: 'sources', title: 'Veri Kaynakları', description: 'Kayıtların ve istatistiklerin geldiği yayınlar, lisansları ve istedikleri atıflar.', list: sourceList },
    ...formScreens('sources', sourceForm),
  ],
  nav: { sources: { group: 'Veri Aktarımı', order: 3, description: 'Kaynaklar, lisanslar ve atıflar' } },
} satisfies AdminResource;
