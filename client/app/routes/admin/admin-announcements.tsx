import { useState } from 'react';
import { ANNOUNCEMENT_MESSAGES as M, type AnnouncementRow } from '../../../../shared/schemas/admin/announcements';
import { buttonClass } from '../../../components/ui/button-styles';
import { useAdminCall } from '../../../features/admin/api/admin-resource-api';
import { queryKeys } from '../../../api/query-keys';
import { ToggleCell } from '../../../features/admin/components/active-toggle';
import { ResourceFormDialog } from '../../../features/admin/components/resource-form';
import { ListPage } from '../../../features/admin/components/resource-list';
import { announcementForm } from '../../../features/admin/resources/announcements';
import type { ListResource } from '../../../features/admin/resources/resource';
import { errorMessage } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';

const PATH = '/announcements';

/** Move up / down: the ticker's order, a call of its own; the home page's ticker follows. */
function MoveButtons({ item, index, count }: { item: AnnouncementRow; index: number; count: number }) {
  const action = useAdminCall((direction: 'up' | 'down') => ({ url: `${PATH}/${item.id}/move`, json: { direction } }), [queryKeys.admin.all, queryKeys.announcements]);
  const pending = action.isPending;
  const run = (direction: 'up' | 'down') => action.mutate(direction, { onError: (e) => showToast(errorMessage(e) || M.orderFailed, 'error') });
  const moves = [['up', '↑', 'Yukarı', index === 0], ['down', '↓', 'Aşağı', index === count - 1]] as const;
  return (
    <div className="flex flex-col gap-1">
      {moves.map(([direction, arrow, verb, last]) => (
        <button key={direction} type="button" className={buttonClass('ghost', 'sm')} disabled={last || pending} onClick={() => run(direction)}>
          <span aria-hidden="true">{arrow}</span>
          <span className="sr-only">{verb} taşı: {item.title}</span>
        </button>
      ))}
    </div>
  );
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
        {/* Clicking the status badge toggles it (docs/product-rules.md#announcements); the home page's ticker follows. */}
        <ToggleCell path={PATH} id={item.id} active={item.is_active} name={item.title} failed={M.toggleFailed} also={[queryKeys.admin.all, queryKeys.announcements]} />
        {actions}
      </>
    ),
  },
  nameOf: (row) => row.title,
  remove: { confirmLabel: 'Sil', done: () => M.deleted },
  messages: { loadFailed: M.loadFailed, empty: M.empty, deleteFailed: M.deleteFailed, deleteWarning: M.deleteConfirm },
};

/** /admin/announcements (docs/product-rules.md#announcements): the list in ticker order, a form with a live preview. */
export default function AdminAnnouncementsPage() {
  const [editing, setEditing] = useState<AnnouncementRow | 'new' | null>(null);
  const add = (label: string) => (
    <button type="button" className={buttonClass('primary', 'md')} onClick={() => setEditing('new')}>
      {label}
    </button>
  );
  return (
    <ListPage
      title="Duyurular"
      description="Ana sayfadaki kayan duyuru bandı: sırası, renkleri ve hızı."
      actions={add('Yeni Duyuru')}
      resource={announcementList}
      rowActions={(item) => [{ label: 'Düzenle', onClick: () => setEditing(item) }]}
      emptyAction={add(M.firstAction)}
    >
      {editing && (
        <ResourceFormDialog
          title={editing === 'new' ? 'Yeni Duyuru' : 'Duyuruyu Düzenle'}
          size="lg"
          resource={announcementForm}
          id={editing === 'new' ? undefined : editing.id}
          row={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          toast={() => M.saved}
        />
      )}
    </ListPage>
  );
}
