import { useState } from 'react';
import { useSession } from '../../../api/session';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { SelectField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useAudit } from '../../../features/admin/api/audit-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { formatDateTime } from '../../../lib/format';

// Not a resource list (decision 033): read-only, filtered by entity and by "mine", paged newer /
// older by position with each entry's before / after; no row actions, no form.

const ENTITIES = [
  ['projects', 'Projeler'],
  ['companies', 'Firmalar'],
  ['users', 'Kullanıcılar'],
  ['solar_projects', 'Solar projeler'],
  ['news', 'Akışlar'],
  ['token_costs', 'Bakiye maliyetleri'],
  ['project_suggestions', 'Proje önerileri'],
  ['company_suggestions', 'Firma önerileri'],
  ['user_company_submissions', 'Firma başvuruları'],
  ['user_project_submissions', 'Proje başvuruları'],
  ['reference:cities', 'Şehirler'],
  ['reference:districts', 'İlçeler'],
] as const;

const ACTIONS: Record<string, string> = {
  create: 'Ekledi',
  update: 'Güncelledi',
  delete: 'Sildi',
  approve_suggestion: 'Öneriyi onayladı',
  approve_submission: 'Başvuruyu onayladı',
  reject: 'Reddetti',
  credit: 'Bakiye ekledi',
  debit: 'Bakiye düştü',
  roles: 'Yetki değiştirdi',
  assign_subscription: 'Abonelik atadı',
  remove_subscription: 'Aboneliği kaldırdı',
};

const show = (value: unknown) => (value === null || value === undefined ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** /admin/audit (issue 15): every back-office write, newest first: who, when, what, before and after. */
export default function AdminAuditPage() {
  const { user } = useSession();
  const [entity, setEntity] = useState('');
  const [mine, setMine] = useState(false);
  const [page, setPage] = useState(1);
  const audit = useAudit({ entity: entity || undefined, admin_id: mine ? user?.id : undefined, page });
  const data = audit.data;
  return (
    <AdminPage title="İşlem Kaydı" description="Yönetim panelindeki her değişiklik: kim, ne zaman, hangi kayıtta, önce ve sonra.">
      <div className="flex flex-wrap items-end gap-4">
        <div className="w-full sm:w-64">
          <SelectField
            label="Kayıt türü"
            placeholder="Tümü"
            options={ENTITIES.map(([value, label]) => ({ value, label }))}
            value={entity}
            onValueChange={(value) => {
              setEntity(value);
              setPage(1);
            }}
          />
        </div>
        <label className="flex h-11 items-center gap-2 text-sm font-medium text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            className="size-5 accent-amber-500"
            checked={mine}
            onChange={(event) => {
              setMine(event.target.checked);
              setPage(1);
            }}
          />
          Yalnızca benim işlemlerim
        </label>
      </div>
      <div className="mt-5">
        {audit.isError && !data ? (
          <DataError message="İşlem kaydı yüklenirken bir hata oluştu" onRetry={() => void audit.refetch()} />
        ) : !data ? (
          <div role="status" aria-label="Yükleniyor" className="space-y-2">
            {Array.from({ length: 5 }, (_, i) => (
              <Skeleton key={i} className="h-16 w-full" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <DataEmpty message="Kayıt bulunamadı." />
        ) : (
          <ol className="space-y-3" aria-busy={audit.isFetching || undefined}>
            {data.items.map((item) => (
              <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900">
                <p className="text-sm text-slate-900 dark:text-white">
                  <span className="font-semibold break-all">{item.admin_email}</span> · {ACTIONS[item.action] ?? item.action} ·{' '}
                  <span className="text-slate-600 dark:text-slate-400">{ENTITIES.find(([key]) => key === item.entity)?.[1] ?? item.entity}</span>
                </p>
                <p className="mt-0.5 text-xs text-slate-500 tabular-nums dark:text-slate-400">
                  {formatDateTime(item.created_at)} · <span className="break-all">{item.entity_id ?? '–'}</span>
                </p>
                {item.changed.length > 0 && (
                  <details className="mt-2 text-sm">
                    <summary className="cursor-pointer font-medium text-amber-800 dark:text-amber-300">{item.changed.length} alan değişti</summary>
                    <dl className="mt-2 space-y-1">
                      {item.changed.slice(0, 40).map((key) => (
                        <div key={key} className="grid grid-cols-1 gap-1 sm:grid-cols-[12rem_minmax(0,1fr)]">
                          <dt className="font-mono text-xs text-slate-600 dark:text-slate-400">{key}</dt>
                          <dd className="min-w-0 break-words text-slate-800 dark:text-slate-200">
                            <span className="text-slate-500 line-through dark:text-slate-400">{show(item.before?.[key])}</span> → {show(item.after?.[key])}
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
      {data && (
        <div className="mt-5 flex justify-center gap-2">
          <button type="button" className={buttonClass('secondary', 'md')} disabled={page <= 1 || audit.isFetching} onClick={() => setPage(page - 1)}>
            Daha yeni
          </button>
          <button type="button" className={buttonClass('secondary', 'md')} disabled={data.items.length < data.page_size || audit.isFetching} onClick={() => setPage(page + 1)}>
            Daha eski
          </button>
        </div>
      )}
    </AdminPage>
  );
}
