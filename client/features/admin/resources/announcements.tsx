import { ANNOUNCEMENT_DEFAULTS, ANNOUNCEMENT_SPEED_RANGE } from '../../../../shared/constants';
import { announcementScrollSeconds } from '../../../../shared/announcement-timing';
import { ANNOUNCEMENT_MESSAGES as M, announcementFormSchema, contrastRatio } from '../../../../shared/schemas/admin/announcements';
import { Alert } from '../../../components/ui/alert';
import { labelClass } from '../../../components/ui/form-field';
import { formatDecimal } from '../../../lib/format';
import { adminSaver } from '../api/admin-resource-api';
import type { FormContext, FormResource } from './form-resource';
import { queryKeys } from '../../../api/query-keys';

// The announcement form (docs/product-rules.md#announcements), in the list's dialog: the ticker's
// text, colours and speed, with a live preview.

/** The ticker as it will scroll, and a warning when its text would be hard to read. */
function Preview({ values }: FormContext) {
  const [background, text] = [String(values.background_color), String(values.text_color)];
  const ratio = contrastRatio(background, text);
  return (
    <div>
      <p className={labelClass}>Önizleme</p>
      <div className="mt-1.5 overflow-hidden rounded-lg" style={{ backgroundColor: background, color: text }} data-testid="announcement-preview">
        <div className="flex w-max animate-[gv-marquee_linear_infinite] py-2 text-sm whitespace-nowrap motion-reduce:animate-none" style={{ animationDuration: `${announcementScrollSeconds(Number(values.animation_speed) || ANNOUNCEMENT_DEFAULTS.animation_speed)}s` }}>
          <p className="pr-16 pl-3">
            <strong className="font-semibold">{String(values.title) || 'Başlık'}: </strong>
            {String(values.content) || 'Duyuru metni'}
          </p>
        </div>
      </div>
      {ratio < 4.5 && (
        <Alert tone="warning" className="mt-2" role="status">
          {M.lowContrast(formatDecimal(ratio, 1))}
        </Alert>
      )}
    </div>
  );
}

export const announcementForm: FormResource = {
  path: '/announcements',
  singular: 'Duyuru',
  schema: announcementFormSchema,
  defaults: () => ({ background_color: ANNOUNCEMENT_DEFAULTS.background_color, text_color: ANNOUNCEMENT_DEFAULTS.text_color, animation_speed: String(ANNOUNCEMENT_DEFAULTS.animation_speed), is_active: true }),
  sections: [
    {
      fields: [
        { kind: 'text', name: 'title', label: 'Başlık', required: true, maxLength: 200, wide: true },
        { kind: 'text', name: 'content', label: 'İçerik', required: true, maxLength: 1000, wide: true },
        { kind: 'colour', name: 'background_color', label: 'Arka plan' },
        { kind: 'colour', name: 'text_color', label: 'Yazı rengi' },
        { kind: 'number', name: 'animation_speed', label: `Animasyon hızı (${ANNOUNCEMENT_SPEED_RANGE.min}–${ANNOUNCEMENT_SPEED_RANGE.max})`, min: ANNOUNCEMENT_SPEED_RANGE.min, max: ANNOUNCEMENT_SPEED_RANGE.max },
        { kind: 'checkbox', name: 'is_active', label: 'Aktif' },
        { kind: 'part', name: 'preview', wide: true, part: Preview },
      ],
    },
  ],
  // The home page's ticker shows it at once.
  useSave: adminSaver('/announcements', { also: [queryKeys.admin.all, queryKeys.announcements] }),
  messages: { loadFailed: M.loadFailed, saveFailed: M.saveFailed },
};
