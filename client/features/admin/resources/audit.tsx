import type { z } from 'zod';
import type { auditRowSchema } from '../../../../shared/schemas/admin/users';
import { useSession } from '../../../api/session';
import { buttonClass } from '../../../components/ui/button-styles';
import { formatDateTime } from '../../../lib/format';
import type { ListResource, ListView } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// The audit log (docs/decisions/011-back-office-resources.md): every back-office write, newest first: who,
// when, what, before and after. Read-only, filtered by entity and by "mine", paged newer / older by
// position (the answer carries no total); no row actions, no form.

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
  ['company_claims', 'Firma temsil başvuruları'],
  ['reference:cities', 'Şehirler'],
  ['reference:districts', 'İlçeler'],
] as const;

const ACTIONS: Record<string, string> = {
  create: 'Ekledi',
  update: 'Güncelledi',
  delete: 'Sildi',
  approve_suggestion: 'Öneriyi onayladı',
  decide_suggestion: 'Öneriyi alan alan karara bağladı',
  approve_submission: 'Başvuruyu onayladı',
  reject: 'Reddetti',
  approve: 'Onayladı',
  refuse: 'Reddetti',
  revoke: 'Geri aldı',
  credit: 'Bakiye ekledi',
  debit: 'Bakiye düştü',
  roles: 'Yetki değiştirdi',
  assign_subscription: 'Abonelik atadı',
  remove_subscription: 'Aboneliği kaldırdı',
};

const show = (value: unknown) => (value === null || value === undefined ? '–' : typeof value === 'object' ? JSON.stringify(value) : String(value));

type AuditRow = z.infer<typeof auditRowSchema>;

/** Newer / older: a short page is the last one. */
function PositionPager({ list: { data, page, setPage, isFetching } }: { list: ListView<unknown, unknown> }) {
  return (
    <div className="flex justify-center gap-2">
      <button type="button" className={buttonClass('secondary', 'md')} disabled={page <= 1 || isFetching} onClick={() => setPage(page - 1)}>
        Daha yeni
      </button>
      <button type="button" className={buttonClass('secondary', 'md')} disabled={!data || data.items.length < (data.page_size ?? 0) || isFetching} onClick={() => setPage(page + 1)}>
        Daha eski
      </button>
    </div>
  );
}

const auditList: ListResource<AuditRow> = {
  path: '/audit',
  title: 'İşlem kaydı',
  singular: 'Kayıt',
  pager: PositionPager,
  remove: false,
  filters: [
    { name: 'entity', label: 'Kayıt türü', placeholder: 'Tümü', width: 'w-full sm:w-64', useOptions: () => ({ options: ENTITIES.map(([value, label]) => ({ value, label })) }) },
    {
      name: 'admin_id',
      label: 'Yalnızca benim işlemlerim',
      useChecked: function useMine() {
        return useSession().user?.id;
      },
    },
  ],
  nameOf: (row) => row.id,
  cards: {
    ordered: true,
    item: (item) => (
      <div className="min-w-0 flex-1">
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
      </div>
    ),
  },
  messages: { loadFailed: 'İşlem kaydı yüklenirken bir hata oluştu', empty: 'Kayıt bulunamadı.', noMatch: 'Kayıt bulunamadı.' },
};

export default {
  screens: [{ path: 'audit', title: 'İşlem Kaydı', description: 'Yönetim panelindeki her değişiklik: kim, ne zaman, hangi kayıtta, önce ve sonra.', list: auditList }],
  nav: { audit: { group: 'Üyeler', order: 2, description: 'Yönetim işlemlerinin kim, ne zaman, ne değişti kaydı' } },
} satisfies AdminResource;
