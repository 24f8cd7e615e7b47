import { useState } from 'react';
import { ANNOUNCEMENT_DEFAULTS, ANNOUNCEMENT_SPEED_RANGE } from '../../../../shared/constants';
import { announcementScrollSeconds } from '../../../../shared/announcement-timing';
import { ANNOUNCEMENT_MESSAGES as M, announcementFormSchema, contrastRatio, type AnnouncementRow } from '../../../../shared/schemas/admin/announcements';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { labelClass, TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { useSaveAdminRecord } from '../../../features/admin/api/admin-resource-api';
import { useAnnouncementAction } from '../../../features/admin/api/announcements-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { CheckField, ColorField, FormActions } from '../../../features/admin/components/form-parts';
import { ResourceList } from '../../../features/admin/components/resource-list';
import type { ListResource } from '../../../features/admin/resources/resource';
import { errorMessage } from '../../../lib/api-client';
import { formatDecimal } from '../../../lib/format';
import { useZodForm } from '../../../lib/forms';
import { showToast } from '../../../lib/toast';
import { ActiveToggle } from '../../../features/admin/components/active-toggle';

const PATH = '/announcements';

/** Move up / down and the status badge: the ticker's order and switch, each a call of its own. */
function useRun() {
  const action = useAnnouncementAction();
  return { pending: action.isPending, run: (next: Parameters<typeof action.mutate>[0], failed: string) => action.mutate(next, { onError: (e) => showToast(errorMessage(e) || failed, 'error') }) };
}

function MoveButtons({ item, index, count }: { item: AnnouncementRow; index: number; count: number }) {
  const { pending, run } = useRun();
  return (
    <div className="flex flex-col gap-1">
      <button type="button" className={buttonClass('ghost', 'sm')} disabled={index === 0 || pending} onClick={() => run({ type: 'move', id: item.id, direction: 'up' }, M.orderFailed)}>
        <span aria-hidden="true">↑</span>
        <span className="sr-only">Yukarı taşı: {item.title}</span>
      </button>
      <button type="button" className={buttonClass('ghost', 'sm')} disabled={index === count - 1 || pending} onClick={() => run({ type: 'move', id: item.id, direction: 'down' }, M.orderFailed)}>
        <span aria-hidden="true">↓</span>
        <span className="sr-only">Aşağı taşı: {item.title}</span>
      </button>
    </div>
  );
}

function StatusBadge({ item }: { item: AnnouncementRow }) {
  const { pending, run } = useRun();
  // Clicking the status badge toggles it (spec 3 §4).
  return <ActiveToggle active={item.is_active} name={item.title} disabled={pending} onToggle={() => run({ type: 'toggle', id: item.id }, M.toggleFailed)} />;
}

const announcementList: ListResource<AnnouncementRow> = {
  path: PATH,
  title: 'Duyurular',
  singular: 'Duyuru',
  paged: false,
  layout: {
    kind: 'list',
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
        <StatusBadge item={item} />
        {actions}
      </>
    ),
  },
  nameOf: (row) => row.title,
  remove: { confirmLabel: 'Sil', done: () => M.deleted },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: M.deleteConfirm },
};

/** /admin/announcements (spec 3 §2.21): the list in ticker order, a form with a live preview. */
export default function AdminAnnouncementsPage() {
  const [editing, setEditing] = useState<AnnouncementRow | 'new' | null>(null);
  return (
    <AdminPage
      title="Duyurular"
      description="Ana sayfadaki kayan duyuru bandı: sırası, renkleri ve hızı."
      actions={
        <button type="button" className={buttonClass('primary', 'md')} onClick={() => setEditing('new')}>
          Yeni Duyuru
        </button>
      }
    >
      <ResourceList
        resource={announcementList}
        rowActions={(item) => [{ label: 'Düzenle', onClick: () => setEditing(item) }]}
        emptyAction={
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => setEditing('new')}>
            {M.firstAction}
          </button>
        }
      />
      {editing && <AnnouncementFormDialog item={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}

// The list is a definition; the form is not on ResourceForm (decision 033): a dialog with the
// ticker's live preview and a contrast warning computed from two colours as they are picked.

/** The form with the ticker as it will scroll (spec 3 §2.21), and a warning when its text would be hard to read. */
function AnnouncementFormDialog({ item, onClose }: { item?: AnnouncementRow; onClose: () => void }) {
  const save = useSaveAdminRecord(PATH, item?.id);
  const form = useZodForm(announcementFormSchema, {
    title: item?.title ?? '',
    content: item?.content ?? '',
    background_color: item?.background_color ?? ANNOUNCEMENT_DEFAULTS.background_color,
    text_color: item?.text_color ?? ANNOUNCEMENT_DEFAULTS.text_color,
    animation_speed: String(item?.animation_speed ?? ANNOUNCEMENT_DEFAULTS.animation_speed),
    is_active: item?.is_active ?? true,
  });
  const v = form.values as { title: string; content: string; background_color: string; text_color: string; animation_speed: string; is_active: boolean };
  const ratio = contrastRatio(v.background_color, v.text_color);
  const speed = Number(v.animation_speed) || ANNOUNCEMENT_DEFAULTS.animation_speed;
  const submit = form.handleSubmit(
    (data) =>
      save.mutate(data, {
        onSuccess: () => {
          showToast(M.saved);
          onClose();
        },
      }),
    { skip: save.isPending },
  );
  return (
    <Modal title={item ? 'Duyuruyu Düzenle' : 'Yeni Duyuru'} onClose={onClose} size="lg">
      <form noValidate onSubmit={submit} className="space-y-4">
        <TextField label="Başlık" markRequired maxLength={200} {...form.field('title')} />
        <TextField label="İçerik" markRequired maxLength={1000} {...form.field('content')} />
        <div className="flex flex-wrap items-end gap-4">
          <ColorField id="announcement-bg" label="Arka plan" value={v.background_color} onChange={(c) => form.setValue('background_color', c)} />
          <ColorField id="announcement-fg" label="Yazı rengi" value={v.text_color} onChange={(c) => form.setValue('text_color', c)} />
          <div className="min-w-0 flex-1 basis-48">
            <TextField
              label={`Animasyon hızı (${ANNOUNCEMENT_SPEED_RANGE.min}–${ANNOUNCEMENT_SPEED_RANGE.max})`}
              type="number"
              min={ANNOUNCEMENT_SPEED_RANGE.min}
              max={ANNOUNCEMENT_SPEED_RANGE.max}
              {...form.field('animation_speed')}
            />
          </div>
        </div>
        <CheckField label="Aktif" checked={v.is_active} onChange={(checked) => form.setValue('is_active', checked)} />
        <div>
          <p className={labelClass}>Önizleme</p>
          <div className="mt-1.5 overflow-hidden rounded-lg" style={{ backgroundColor: v.background_color, color: v.text_color }} data-testid="announcement-preview">
            <div className="flex w-max animate-[gv-marquee_linear_infinite] py-2 text-sm whitespace-nowrap motion-reduce:animate-none" style={{ animationDuration: `${announcementScrollSeconds(speed)}s` }}>
              <p className="pr-16 pl-3">
                <strong className="font-semibold">{v.title || 'Başlık'}: </strong>
                {v.content || 'Duyuru metni'}
              </p>
            </div>
          </div>
          {ratio < 4.5 && (
            <Alert tone="warning" className="mt-2" role="status">
              {M.lowContrast(formatDecimal(ratio, 1))}
            </Alert>
          )}
        </div>
        {save.error && <Alert>{errorMessage(save.error) || M.saveFailed}</Alert>}
        <FormActions pending={save.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
