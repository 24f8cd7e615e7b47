import { ANNOUNCEMENT_DEFAULTS, ANNOUNCEMENT_SPEED_RANGE } from '../../../../shared/constants';
import { announcementScrollSeconds } from '../../../../shared/announcement-timing';
import { ANNOUNCEMENT_MESSAGES as M, announcementFormSchema, contrastRatio, type AnnouncementRow } from '../../../../shared/schemas/admin/announcements';
import { queryKeys } from '../../../api/query-keys';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { labelClass } from '../../../components/ui/form-field';
import { errorMessage } from '../../../lib/api-client';
import { formatDecimal } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { adminSaver, useAdminCall } from '../api/admin-resource-api';
import { ToggleCell } from '../components/cells';
import type { FormContext, FormResource } from '../registry/form';
import type { DialogForm, ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Announcements (docs/product-rules.md#announcements): the list in ticker order (moved up and down, the
// status badge toggles it), and a form in a dialog with a live preview of the ticker's text, colours and
// speed. The home page's ticker follows every write.

const PATH = '/announcements';
const TICKER = [queryKeys.admin.all, queryKeys.announcements];

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
  path: PATH,
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
  useSave: adminSaver(PATH, { also: TICKER }),
  messages: { loadFailed: M.loadFailed, saveFailed: M.saveFailed },
};

/** Move up / down: the ticker's order, a call of its own. */
function MoveButtons({ item, index, count }: { item: AnnouncementRow; index: number; count: number }) {
  const action = useAdminCall((direction: 'up' | 'down') => ({ url: `${PATH}/${item.id}/move`, json: { direction } }), TICKER);
  const run = (direction: 'up' | 'down') => action.mutate(direction, { onError: (e) => showToast(errorMessage(e) || M.orderFailed, 'error') });
  const moves = [['up', '↑', 'Yukarı', index === 0], ['down', '↓', 'Aşağı', index === count - 1]] as const;
  return (
    <div className="flex flex-col gap-1">
      {moves.map(([direction, arrow, verb, last]) => (
        <button key={direction} type="button" className={buttonClass('ghost', 'sm')} disabled={last || action.isPending} onClick={() => run(direction)}>
          <span aria-hidden="true">{arrow}</span>
          <span className="sr-only">{verb} taşı: {item.title}</span>
        </button>
      ))}
    </div>
  );
}

/** The form in its dialog, for a new announcement or a stored one. */
const dialogOf = (item?: AnnouncementRow): DialogForm => ({ title: item ? 'Duyuruyu Düzenle' : 'Yeni Duyuru', size: 'lg', form: announcementForm, id: item?.id, row: item, toast: () => M.saved });

const announcementList: ListResource<AnnouncementRow> = {
  path: PATH,
  title: 'Duyurular',
  singular: 'Duyuru',
  pager: false,
  cards: {
    ordered: true,
    item: (item, { index, count, actions }) => (
      <>
        <MoveButtons item={item} index={index} count={count} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold text-slate-900 dark:text-white">{item.title}</p>
          <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-400">{item.content}</p>
          <span className="mt-2 inline-flex rounded px-2 py-0.5 text-xs font-semibold" style={{ backgroundColor: item.background_color, color: item.text_color }}>
            Renk örneği · hız {item.animation_speed}
          </span>
        </div>
        <ToggleCell path={PATH} id={item.id} active={item.is_active} name={item.title} failed={M.toggleFailed} also={TICKER} />
        {actions}
      </>
    ),
  },
  nameOf: (row) => row.title,
  actions: (item) => [{ label: 'Düzenle', dialog: dialogOf(item) }],
  pageActions: () => [{ label: 'Yeni Duyuru', dialog: dialogOf() }],
  emptyAction: { label: M.firstAction, dialog: dialogOf() },
  remove: { confirmLabel: 'Sil', done: () => M.deleted },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: M.deleteConfirm },
};

export default {
  screens: [{ path: 'announcements', title: 'Duyurular', description: 'Ana sayfadaki kayan duyuru bandı: sırası, renkleri ve hızı.', list: announcementList }],
  nav: { announcements: { group: 'Yayın', order: 9, description: 'Kayan duyuru bandı' } },
} satisfies AdminResource;
