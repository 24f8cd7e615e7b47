import { DEFAULT_TAG_COLOR } from '../../../../shared/constants';
import { NEWS_TAG_MESSAGES as M, newsTagFormSchema } from '../../../../shared/schemas/admin/news-tags';
import { TAG_CHIP_CLASS, tagChipStyle } from '../../../components/ui/tag-colors';
import type { FormContext, FormResource } from './form-resource';

// A news tag (docs/product-rules.md#news): its name and colour, added above the list and edited in
// place, with the chip as readers will see it.

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
