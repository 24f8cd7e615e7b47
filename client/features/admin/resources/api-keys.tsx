import { API_KEY_USAGE_DAYS } from '../../../../shared/constants';
import { API_KEY_MESSAGES as M, type AdminApiKey } from '../../../../shared/schemas/api-keys';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { confirmBody, Named, small, When } from '../components/cells';
import type { ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Every member's API keys (docs/product-rules.md#api-keys): who, which key, when made and last used,
// how much it is used; an active key is revoked after a confirmation (its next request is refused).

/** "Excel betiği (gv_live_ab12cd…)": the row actions are named by it. */
export const apiKeyName = (row: AdminApiKey) => `${row.name} (${row.prefix}…)`;

export const apiKeyList: ListResource<AdminApiKey> = {
  path: '/api-keys',
  title: 'API anahtarları',
  singular: 'API anahtarı',
  search: { label: 'Anahtar ara', placeholder: 'E-posta, anahtar adı ya da ön ek', help: 'Üyenin e-postasının, anahtarın adının ya da ön ekinin bir kısmını yazın.' },
  totalNoun: 'anahtar',
  nameOf: apiKeyName,
  remove: false,
  actions: (row) =>
    row.revoked_at
      ? []
      : [
          {
            label: 'İptal Et',
            tone: 'danger',
            call: { url: `/api-keys/${encodeURIComponent(row.id)}/revoke` },
            confirm: {
              title: 'API anahtarı iptal edilsin mi?',
              label: 'İptal Et',
              body: confirmBody(
                <>
                  {row.member_email} · {row.name} · <span className="font-mono">{row.prefix}…</span>
                </>,
                M.revokeConfirm,
                'break-words',
              ),
              failed: M.revokeFailed,
            },
          },
        ],
  columns: (column) => [
    column.accessor('member_email', { header: 'Üye', cell: (info) => <span className="break-all">{info.getValue()}</span> }),
    column.accessor('name', { header: 'Anahtar', cell: (info) => <Named name={info.getValue()} subClass="font-mono">{info.row.original.prefix}…</Named> }),
    column.accessor('created_at', {
      header: 'Oluşturma / son kullanım',
      cell: ({ getValue, row: { original: key } }) => (
        <When at={getValue()} subClass="whitespace-nowrap">{key.last_used_at ? formatDateTime(key.last_used_at) : 'Hiç kullanılmadı'}</When>
      ),
    }),
    column.accessor('recent_requests', {
      header: 'Kullanım',
      cell: (info) => (
        <span className="block tabular-nums">
          <span className="whitespace-nowrap">
            {formatInteger(info.getValue())} <span className="text-xs text-slate-600 dark:text-slate-400">/ {API_KEY_USAGE_DAYS} gün</span>
          </span>
          <span className={small()}>Toplam {formatInteger(info.row.original.total_requests)}</span>
        </span>
      ),
    }),
    column.accessor('revoked_at', {
      header: 'Durum',
      cell: (info) =>
        info.getValue() ? (
          <span className="block">
            <span className="inline-flex rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-slate-900 dark:bg-slate-700 dark:text-slate-100">İptal edildi</span>
            <span className={small()}>{formatDateTime(info.getValue())}</span>
          </span>
        ) : (
          <span className="inline-flex rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200">Etkin</span>
        ),
    }),
  ],
  messages: { loadFailed: M.loadFailed, empty: M.adminEmpty, noMatch: M.adminNoMatch },
};

export default {
  screens: [{ path: 'api-keys', title: 'API Anahtarları', description: 'Premium üyelerin API anahtarları ve son 30 günlük kullanımları. Bir anahtarı iptal ettiğinizde sonraki isteği reddedilir.', list: apiKeyList }],
  nav: { 'api-keys': { group: 'Üyeler', order: 6, description: 'Üyelerin anahtarları, kullanımları; bir anahtarı iptal edin' } },
} satisfies AdminResource;
