import { Link } from 'react-router';
import { ADMIN_NEWS_MESSAGES as M, truncateTitle, type AdminNewsRow } from '../../../../shared/schemas/admin/news';
import { NEWS_TAG_MESSAGES, type NewsTagRow } from '../../../../shared/schemas/admin/news-tags';
import { NEWS_FORM_MESSAGES, newsFormSchema } from '../../../../shared/schemas/news';
import { TAG_CHIP_CLASS, tagChipStyle } from '../../../components/ui/tag-colors';
import { adminPaths, paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { adminSaver, useAdminList } from '../api/admin-resource-api';
import { queryKeys } from '../../../api/query-keys';
import { ToggleCell } from '../components/cells';
import { localMoment, type FormContext, type FormResource } from '../registry/form';
import type { ListResource } from '../registry/list';
import { formScreens, type AdminResource } from '../registry/resource';
import { TagChip } from './news-tags';

// News (docs/product-rules.md#news): titles cut at 40 characters, each linking to its public page in a new tab,
// the tag, the publication time and the active switch; a quick edit in a dialog that closes on Escape or a
// click outside, and the form on its own page.

/** The quick edit's dialog closes this long after its success message (docs/product-rules.md#news). */
const DIALOG_CLOSE_MS = 1500;

export const newsList: ListResource<AdminNewsRow> = {
  path: '/news',
  title: 'Akışlar',
  singular: 'Akış',
  search: { label: 'Akışlarda ara' },
  newLabel: 'Yeni Akış',
  newPath: adminPaths.newNews(),
  editPath: adminPaths.news,
  nameOf: (row) => row.title,
  actions: (row) => [
    {
      label: 'Hızlı Düzenle',
      tone: 'ghost',
      dialog: {
        title: 'Akış Düzenle',
        size: 'xl',
        form: newsForm,
        id: row.id,
        saved: { text: M.updated, closeAfter: DIALOG_CLOSE_MS },
        footer: (
          <p className="mt-4 text-sm">
            <Link to={adminPaths.news(row.id)} className="font-semibold text-amber-800 hover:underline dark:text-amber-300">
              Tam sayfada düzenle
            </Link>
          </p>
        ),
      },
    },
  ],
  columns: (column) => [
    column.accessor('title', {
      header: 'Başlık',
      // A link to the public page where the item has one; the full title on hover either way.
      cell: ({ row: { original: row } }) => {
        const Title = row.short_url ? 'a' : 'span';
        const link = row.short_url ? { href: paths.newsArticle(row.short_url), target: '_blank', rel: 'noopener noreferrer' } : {};
        return (
          <Title {...link} title={row.title} className={`font-medium text-slate-900 dark:text-white ${row.short_url ? 'underline decoration-slate-300 underline-offset-2 hover:decoration-amber-500' : ''}`}>
            {truncateTitle(row.title)}
            {row.short_url && <span className="sr-only"> (yeni sekmede açılır)</span>}
          </Title>
        );
      },
    }),
    column.accessor('tag', { header: 'Etiket', cell: (info) => (info.getValue() ? <TagChip name={info.getValue()!.name} color={info.getValue()!.color} /> : '–') }),
    column.accessor('published_at', { header: 'Yayın', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDateTime(info.getValue())}</span> }),
    column.accessor('is_active', { header: 'Durum', cell: ({ row: { original: row } }) => <ToggleCell path="/news" id={row.id} active={row.is_active} name={row.title} failed={M.updateFailed} also={[queryKeys.news.all]} /> }),
  ],
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: 'Akış kalıcı olarak silinecek ve sayfası yayından kalkacak.' },
};

/** The tags as the select's options (the admin list of tags, shared with the chips). */
function useTagOptions() {
  const tags = useAdminList<NewsTagRow>('/news-tags', {});
  return { options: (tags.data?.items ?? []).map((t) => ({ value: t.id, label: t.name })), error: tags.isError ? NEWS_TAG_MESSAGES.loadFailed : undefined };
}

/** The tags as chips in their colours; a click picks one, a second click clears it. */
function TagChips({ values, set }: FormContext) {
  const tags = useAdminList<NewsTagRow>('/news-tags', {}).data?.items ?? [];
  if (tags.length === 0) return null;
  return (
    <div className="-mt-3 flex flex-wrap gap-2" role="group" aria-label="Etiket seç">
      {tags.map((tag) => (
        <button
          key={tag.id}
          type="button"
          aria-pressed={values.tag_id === tag.id}
          onClick={() => set('tag_id', values.tag_id === tag.id ? '' : tag.id)}
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${TAG_CHIP_CLASS} ${values.tag_id === tag.id ? 'ring-2 ring-amber-500 ring-offset-1 dark:ring-offset-slate-900' : ''}`}
          style={tagChipStyle(tag.color)}
        >
          {tag.name}
        </button>
      ))}
    </div>
  );
}

/** The news item form (docs/product-rules.md#news), on its own page and in the list's edit dialog. */
export const newsForm: FormResource = {
  path: '/news',
  singular: 'Akış',
  titles: { create: 'Yeni Akış Ekle', edit: 'Akış Düzenle' },
  back: { label: 'Akışlara Dön', to: adminPaths.newsList() },
  listPath: adminPaths.newsList(),
  label: (record) => (record ? 'Akış Düzenle' : 'Yeni Akış Ekle'),
  schema: newsFormSchema,
  draftKey: 'admin:news',
  // New items start active, published now.
  defaults: () => ({ published_at: localMoment(new Date()), is_active: true }),
  sections: [
    {
      fields: [
        { kind: 'text', name: 'title', label: 'Başlık', required: true, maxLength: 300, wide: true },
        { kind: 'select', name: 'tag_id', label: 'Etiket', options: useTagOptions, placeholder: 'Etiket yok', wide: true },
        { kind: 'part', name: 'tag-chips', wide: true, part: TagChips },
        { kind: 'text', name: 'short_url', label: 'Kısa URL', maxLength: 200, hint: ({ values }) => `Detay sayfasının kısa adresi: /news/${String(values.short_url ?? '').trim() || 'kisa-adres'}` },
        { kind: 'text', name: 'post_image_url', label: 'Kapak görseli URL', type: 'url', maxLength: 2000, hint: 'Önerilen boyut 1200×630 piksel' },
        { kind: 'text', name: 'external_link', label: 'Harici bağlantı', type: 'url', maxLength: 2000, hint: "Doluysa 'Detaylı Oku' düğmesi bu adresi açar; içerik o zaman isteğe bağlıdır." },
        { kind: 'date', name: 'published_at', label: 'Yayın tarihi ve saati', time: true, required: true },
        { kind: 'rich-text', name: 'content', label: 'İçerik' },
        { kind: 'checkbox', name: 'is_active', label: 'Aktif' },
      ],
    },
  ],
  // The public news pages show what was saved at once.
  useSave: adminSaver('/news', { also: [queryKeys.news.all] }),
  messages: { loadFailed: M.loadFailed, notFound: NEWS_FORM_MESSAGES.notFound, saveFailed: NEWS_FORM_MESSAGES.saveFailed },
};

export default {
  screens: [
    { path: 'news', title: 'Akışlar', description: 'Haber akışı: etiket, yayın tarihi ve aktif durumu. Başlık, yayındaki sayfayı yeni sekmede açar.', list: newsList },
    ...formScreens('news', newsForm),
  ],
  nav: { news: { group: 'Yayın', order: 1, description: 'Haber akışı: yaz, düzenle, yayından kaldır' } },
} satisfies AdminResource;
