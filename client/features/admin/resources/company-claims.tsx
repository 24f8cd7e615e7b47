import { claimReasonBodySchema, COMPANY_CLAIM_METHOD_LABELS, COMPANY_CLAIM_STATUS_LABELS, COMPANY_CLAIM_STATUSES_ORDER, type AdminClaimRow, type CompanyClaimStatus } from '../../../../shared/schemas/company-claims';
import { queryKeys } from '../../../api/query-keys';
import { formatDateTime } from '../../../lib/format';
import { adminSaver } from '../api/admin-resource-api';
import { Named, small } from '../components/cells';
import type { FormResource } from '../registry/form';
import type { DialogForm, ListResource, RowAction } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Company claims (docs/decisions/069-company-claims-and-representatives.md): pending first, each with
// its document or the address its link went to; approve, refuse or revoke with a reason the member
// reads in their account and by mail. A company's representatives are this list filtered by it.

const TONES: Record<CompanyClaimStatus, string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  verified: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200',
  refused: 'bg-red-100 text-red-900 dark:bg-red-500/15 dark:text-red-200',
  revoked: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};

type Decision = 'approve' | 'refuse' | 'revoke';
const DECISIONS: Record<Decision, { label: string; title: string; submit: string; reasonRequired: boolean; hint: string; failed: string }> = {
  approve: { label: 'Onayla', title: 'Başvuruyu onayla', submit: 'Onayla', reasonRequired: false, hint: 'İsteğe bağlı; üye hesabında ve e-postada okur.', failed: 'Başvuru onaylanamadı' },
  refuse: { label: 'Reddet', title: 'Başvuruyu reddet', submit: 'Reddet', reasonRequired: true, hint: 'Üye gerekçeyi hesabında ve e-postada okur.', failed: 'Başvuru reddedilemedi' },
  revoke: {
    label: 'Temsilciliği Geri Al',
    title: 'Temsilciliği geri al',
    submit: 'Geri Al',
    reasonRequired: true,
    hint: 'Üyenin kabul edilmiş değişiklikleri ve geçmişi korunur; yalnızca temsilciliği biter.',
    failed: 'Temsilcilik geri alınamadı',
  },
};

function decisionForm(row: AdminClaimRow, decision: Decision): FormResource {
  const d = DECISIONS[decision];
  const path = `/company-claims/${encodeURIComponent(row.id)}/${decision}`;
  return {
    path,
    singular: 'Başvuru',
    schema: claimReasonBodySchema,
    sections: [{ fields: [{ kind: 'text', name: 'reason', label: 'Gerekçe', required: d.reasonRequired, maxLength: 1000, wide: true, hint: d.hint }] }],
    canSubmit: (values) => !d.reasonRequired || String(values.reason ?? '').trim().length > 0,
    submitLabel: () => d.submit,
    // A decision changes the company's mark and lists elsewhere in the back office.
    useSave: adminSaver(path, { also: [queryKeys.admin.all] }),
    messages: { loadFailed: d.failed, saveFailed: d.failed },
  };
}

const decisionDialog = (row: AdminClaimRow, decision: Decision): DialogForm => ({
  title: DECISIONS[decision].title,
  description: (
    <span className="break-words">
      {row.company_name} · <span className="break-all">{row.member_email}</span>
    </span>
  ),
  form: decisionForm(row, decision),
  // The server's words, and the dialog closes: the row has moved to its new status.
  toast: (message) => message,
});

function actionsOf(row: AdminClaimRow): RowAction[] {
  const actions: RowAction[] = [];
  if (row.has_document) actions.push({ label: 'Belgeyi Aç', href: `/api/admin/company-claims/${encodeURIComponent(row.id)}/document`, newTab: true, tone: 'secondary' });
  if (row.status === 'pending') {
    actions.push({ label: DECISIONS.approve.label, tone: 'primary', dialog: decisionDialog(row, 'approve') });
    actions.push({ label: DECISIONS.refuse.label, tone: 'danger', dialog: decisionDialog(row, 'refuse') });
  }
  if (row.status === 'verified') actions.push({ label: DECISIONS.revoke.label, tone: 'danger', dialog: decisionDialog(row, 'revoke') });
  return actions;
}

export const companyClaimList: ListResource<AdminClaimRow> = {
  path: '/company-claims',
  title: 'Firma temsil başvuruları',
  singular: 'Başvuru',
  search: { label: 'Başvuru ara', placeholder: 'Firma adı ya da üye e-postası', help: 'Firma adının ya da üyenin e-postasının bir kısmını yazın.' },
  filters: [
    {
      name: 'status',
      label: 'Durum',
      placeholder: 'Tüm durumlar',
      initial: 'pending',
      width: 'w-full sm:w-56',
      useOptions: () => ({ options: COMPANY_CLAIM_STATUSES_ORDER.map((value) => ({ value, label: COMPANY_CLAIM_STATUS_LABELS[value] })) }),
    },
  ],
  clearable: true,
  totalNoun: 'başvuru',
  nameOf: (row) => `${row.company_name} · ${row.member_email}`,
  remove: false,
  actions: actionsOf,
  columns: (column) => [
    column.accessor('company_name', { header: 'Firma', cell: (info) => <Named name={info.getValue()} /> }),
    column.accessor('member_email', { header: 'Üye', cell: (info) => <span className="break-all">{info.getValue()}</span> }),
    column.accessor('method', {
      header: 'Yöntem',
      cell: ({ getValue, row: { original: r } }) => (
        <span className="block">
          {COMPANY_CLAIM_METHOD_LABELS[getValue()]}
          {r.link_email && <span className={small('break-all')}>{r.link_email}</span>}
        </span>
      ),
    }),
    column.accessor('status', {
      header: 'Durum',
      cell: ({ getValue, row: { original: r } }) => (
        <span className="block max-w-xs">
          <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${TONES[getValue()]}`}>{COMPANY_CLAIM_STATUS_LABELS[getValue()]}</span>
          {r.reason && <span className={small('break-words')}>Gerekçe: {r.reason}</span>}
          {r.decided_at && (
            <span className={small()}>
              {formatDateTime(r.decided_at)}
              {r.decided_by_email ? ` · ${r.decided_by_email}` : r.method === 'domain' && r.status !== 'pending' ? ' · bağlantıyla' : ''}
            </span>
          )}
        </span>
      ),
    }),
    column.accessor('created_at', { header: 'Başvuru', cell: (info) => <span className="whitespace-nowrap">{formatDateTime(info.getValue())}</span> }),
  ],
  messages: { loadFailed: 'Başvurular yüklenirken bir hata oluştu', empty: 'Bu durumda başvuru yok.', noMatch: 'Aramaya uyan başvuru yok.' },
};

export default {
  screens: [
    {
      path: 'company-claims',
      title: 'Firma Temsilcileri',
      description: 'Üyelerin firma temsil başvuruları: alan adı bağlantısıyla doğrulananlar ve yöneticinin okuyacağı belgeler. Onaylayın, reddedin ya da bir temsilciliği gerekçesiyle geri alın.',
      list: companyClaimList,
    },
  ],
  nav: { 'company-claims': { group: 'Üyeler', order: 7, description: 'Firma temsil başvuruları; onay, ret ve geri alma' } },
} satisfies AdminResource;
