import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ADMIN_REDIRECT_MS } from '../../../../shared/schemas/admin/list';
import { ADMIN_NEWS_MESSAGES as M } from '../../../../shared/schemas/admin/news';
import { Alert } from '../../../components/ui/alert';
import { DataError } from '../../../components/ui/data-states';
import { Skeleton } from '../../../components/ui/skeleton';
import { adminPaths } from '../../../config/paths';
import { useAdminNewsRecord } from '../../../features/admin/api/news-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { NewsForm } from '../../../features/admin/components/news-form';

// Not on ResourceForm (decision 033): the rich-text editor is a lazy chunk with its own toolbar and
// the form is also shown in the list's quick-edit dialog (features/admin/components/news-form.tsx).

/** /admin/news/new and /admin/news/{id} (spec 3 §2.13): saved, then back to the list after 2 s. */
export default function AdminNewsFormPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const record = useAdminNewsRecord(id);
  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    if (!saved) return;
    const timer = window.setTimeout(() => void navigate(adminPaths.newsList()), ADMIN_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [saved, navigate]);

  return (
    <AdminPage title={id ? 'Akış Düzenle' : 'Yeni Akış Ekle'} back={false}>
      <Link to={adminPaths.newsList()} className="mb-4 inline-flex items-center gap-1 text-sm font-semibold text-amber-800 hover:underline dark:text-amber-300">
        <span aria-hidden="true">←</span> Akışlara Dön
      </Link>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        {id && record.isError ? (
          <DataError message={M.loadFailed} onRetry={() => void record.refetch()} />
        ) : id && !record.data ? (
          <div role="status" aria-label="Yükleniyor" className="space-y-3">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-60 w-full" />
          </div>
        ) : (
          <NewsForm key={id ?? 'new'} record={record.data} onSaved={setSaved} />
        )}
        {saved && (
          <Alert tone="success" className="mt-4">
            {saved}
          </Alert>
        )}
      </div>
    </AdminPage>
  );
}
