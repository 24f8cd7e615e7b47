import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_NEWS_MESSAGES as M, type AdminNewsRow } from '../../../../shared/schemas/admin/news';
import { Alert } from '../../../components/ui/alert';
import { Modal } from '../../../components/ui/modal';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminPaths } from '../../../config/paths';
import { useAdminNewsRecord } from '../../../features/admin/api/news-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { NewsForm } from '../../../features/admin/components/news-form';
import { ResourceList } from '../../../features/admin/components/resource-list';
import { newsList } from '../../../features/admin/resources/news';

/** The edit dialog closes this long after its success message (spec 3 §4, §9). */
const DIALOG_CLOSE_MS = 1500;

/** /admin/news (spec 3 §2.13): the list, and an edit dialog that closes on Escape or a click outside. */
export default function AdminNewsPage() {
  const [editing, setEditing] = useState<AdminNewsRow | null>(null);
  return (
    <AdminPage title="Akışlar" description="Haber akışı: etiket, yayın tarihi ve aktif durumu. Başlık, yayındaki sayfayı yeni sekmede açar.">
      <ResourceList
        resource={newsList}
        rowActions={(row) => [{ label: 'Hızlı Düzenle', tone: 'ghost', onClick: () => setEditing(row) }]}
      />
      {editing && <NewsEditDialog id={editing.id} onClose={() => setEditing(null)} />}
    </AdminPage>
  );
}

function NewsEditDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const record = useAdminNewsRecord(id);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onClose, DIALOG_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);
  return (
    <Modal title="Akış Düzenle" onClose={onClose} size="xl">
      {record.isError ? (
        <Alert>{M.loadFailed}</Alert>
      ) : !record.data ? (
        <div role="status" aria-label="Yükleniyor" className="space-y-3">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-60 w-full" />
        </div>
      ) : (
        <>
          <NewsForm record={record.data} idPrefix="news-dialog" onSaved={() => setDone(M.updated)} onCancel={onClose} />
          {done && (
            <Alert tone="success" className="mt-4">
              {done}
            </Alert>
          )}
          <p className="mt-4 text-sm">
            <Link to={adminPaths.news(id)} className="font-semibold text-amber-800 hover:underline dark:text-amber-300">
              Tam sayfada düzenle
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}
