import { DEFAULT_TAG_COLOR } from '../../../../shared/constants';
import { NEWS_TAG_MESSAGES as M, newsTagFormSchema, type NewsTagRow } from '../../../../shared/schemas/admin/news-tags';
import { TAG_CHIP_CLASS, tagChipStyle } from '../../../components/ui/tag-colors';
import type { FormContext, FormResource } from '../registry/form';
import type { ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// News tags (docs/product-rules.md#news): a name and a colour, added above the list with a live preview of
// the chip as readers will see it, edited in place, deleted unless news use it.

/** A tag as readers see it: its colour on a 20 % background (docs/product-rules.md#news), the text shaded to stay readable. */
export function TagChip({ name, color }: { name: string; color: string }) {
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${TAG_CHIP_CLASS}`} style={tagChipStyle(color)}>
      {name || 'Önizleme'}
    </span>
  );
}

/** The chip as it will read, from what is typed. */
const Preview = ({ values }: FormContext) => (
  <div className="flex h-11 items-center">
    <TagChip name={String(values.name ?? '').trim()} color={String(values.color)} />
  </div>
);

export const tagForm: FormResource = {
  path: '/news-tags',
  singular: 'Etiket',
  schema: newsTagFormSchema,
  defaults: () => ({ color: DEFAULT_TAG_COLOR }),
  sections: [
    {
      fields: [
        { kind: 'text', name: 'name', label: 'Etiket adı', maxLength: 60, wide: true },
        { kind: 'colour', name: 'color', label: 'Renk' },
        { kind: 'part', name: 'preview', part: Preview },
      ],
    },
  ],
  // Add and save wait for a name.
  canSubmit: (values) => String(values.name ?? '').trim() !== '',
  messages: { loadFailed: M.loadFailed, saveFailed: M.updateFailed },
};

const tagList: ListResource<NewsTagRow> = {
  path: '/news-tags',
  title: 'Akış etiketleri',
  singular: 'Etiket',
  pager: false,
  create: { form: tagForm, label: 'Yeni etiket', toast: (values) => `${String(values.name).trim()} eklendi` },
  cards: {
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
  inlineEdit: { label: 'Düzenle', form: tagForm, formLabel: (row) => `${row.name} düzenleniyor`, toast: () => null },
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

export default {
  screens: [{ path: 'news-tags', title: 'Akış Etiketleri', description: 'Akışlarda kullanılan etiketler ve renkleri.', list: tagList }],
  nav: { 'news-tags': { group: 'Yayın', order: 2, description: 'Etiket adları ve renkleri' } },
} satisfies AdminResource;
