import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_NEWS_MESSAGES as M, type AdminNewsRow } from '../../../../shared/schemas/admin/news';
import { adminPaths } from '../../../config/paths';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { ResourceFormDialog } from '../../../features/admin/components/resource-form';
import { ResourceList } from '../../../features/admin/components/resource-list';
import { newsForm, newsList } from '../../../features/admin/resources/news';

/** The edit dialog closes this long after its success message (docs/product-rules.md#news). */
const DIALOG_CLOSE_MS = 1500;

/** /admin/news (docs/product-rules.md#news): the list, and an edit dialog that closes on Escape or a click outside. */
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
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!done) return;
    const timer = window.setTimeout(onClose, DIALOG_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [done, onClose]);
  return (
    <ResourceFormDialog
      title="Akış Düzenle"
      size="xl"
      resource={newsForm}
      id={id}
      onClose={onClose}
      onSaved={() => {
        setDone(true);
        return M.updated;
      }}
    >
      <p className="mt-4 text-sm">
        <Link to={adminPaths.news(id)} className="font-semibold text-amber-800 hover:underline dark:text-amber-300">
          Tam sayfada düzenle
        </Link>
      </p>
    </ResourceFormDialog>
  );
}
