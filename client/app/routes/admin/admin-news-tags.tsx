import { NEWS_TAG_MESSAGES as M, type NewsTagRow } from '../../../../shared/schemas/admin/news-tags';
import { ListPage } from '../../../features/admin/components/resource-list';
import { TagChip, tagForm } from '../../../features/admin/resources/news-tags';
import type { ListResource } from '../../../features/admin/resources/resource';

const tagList: ListResource<NewsTagRow> = {
  path: '/news-tags',
  title: 'Akış etiketleri',
  singular: 'Etiket',
  paged: false,
  create: { form: tagForm, label: 'Yeni etiket', toast: (values) => `${String(values.name).trim()} eklendi` },
  layout: {
    kind: 'list',
    item: (tag, { actions }) => (
      <>
        <span className="min-w-0 flex-1 font-medium text-slate-900 dark:text-white">
          {tag.name}
          {/* Its own line: beside the name on a phone, the colour code ran under the chip. */}
          <span className="block text-xs font-normal text-slate-500 dark:text-slate-400">
            {tag.color} · {tag.news_count} akış
          </span>
        </span>
        <span className="shrink-0">
          <TagChip name={tag.name} color={tag.color} />
        </span>
        {actions}
      </>
    ),
  },
  inlineEdit: { label: 'Düzenle', form: { form: tagForm, formLabel: (row) => `${row.name} düzenleniyor`, toast: () => null } },
  nameOf: (row) => row.name,
  remove: {
    title: 'Etiket silinsin mi?',
    confirmLabel: 'Sil',
    body: (tag) => (
      <p>
        <TagChip name={tag.name} color={tag.color} /> etiketi silinecek. Akışlarda kullanılan bir etiket silinmez.
      </p>
    ),
    done: (tag) => `${tag.name} silindi`,
  },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed },
};

/** /admin/news-tags: add with a live preview, edit in place, delete unless used. */
export default function AdminNewsTagsPage() {
  return <ListPage title="Akış Etiketleri" description="Akışlarda kullanılan etiketler ve renkleri." resource={tagList} />;
}
