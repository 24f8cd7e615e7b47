import { TOKEN_ADJUSTMENT } from '../../../../shared/constants';
import { ADMIN_USER_MESSAGES as M, balanceAdjustmentSchema, type AdminUserRow } from '../../../../shared/schemas/admin/users';
import { queryKeys } from '../../../api/query-keys';
import { useSession } from '../../../api/session';
import { formatDate, formatInteger } from '../../../lib/format';
import { adminSaver } from '../api/admin-resource-api';
import { confirmBody } from '../components/cells';
import type { FormResource } from '../registry/form';
import type { DialogForm, ListResource, RowAction } from '../registry/list';
import type { AdminResource } from '../registry/resource';
import { assignDialog } from './subscriptions';

// Users (docs/product-rules.md#admin-users): e-mail search, Bakiye by hand, premium and admin toggles,
// subscriptions assigned or removed by hand.

const credit = (values: Record<string, unknown>) => values.direction !== 'debit';

/** A member's balance adjustment: POST /api/admin/users/:id/balance, every admin list read again. */
function balanceForm(id: string): FormResource {
  return {
    path: `/users/${id}/balance`,
    singular: 'Bakiye',
    schema: balanceAdjustmentSchema,
    defaults: () => ({ direction: 'credit', amount: String(TOKEN_ADJUSTMENT.default) }),
    sections: [
      {
        fields: [
          { kind: 'toggle', name: 'direction', label: 'İşlem', wide: true, options: [{ key: 'credit', label: 'Bakiye Ekle' }, { key: 'debit', label: 'Bakiye Düş' }] },
          { kind: 'number', name: 'amount', label: 'Miktar', required: true, integer: true, wide: true, check: (v) => (v.trim() && !balanceAdjustmentSchema.shape.amount.safeParse(v).success ? M.amount : undefined) },
          { kind: 'text', name: 'description', label: 'Açıklama', required: true, maxLength: 300, placeholder: 'Örn. Kampanya hediyesi', wide: true },
        ],
      },
    ],
    // The button, named by the direction, waits for a valid amount and a description.
    canSubmit: (values) => balanceAdjustmentSchema.safeParse(values).success,
    submitLabel: (values) => (credit(values) ? 'Bakiye Ekle' : 'Bakiye Düş'),
    useSave: adminSaver(`/users/${id}/balance`, { also: [queryKeys.admin.all], idempotent: true }),
    messages: { loadFailed: M.loadFailed, saveFailed: (values) => (credit(values) ? M.creditFailed : M.debitFailed) },
  };
}

/**
 * The token management panel: add or take off Bakiye with a description, an integer of at least 1
 * (100 to start with); the server refuses an overdraft. The toast gives the new balance.
 */
export const balanceDialog = (user: AdminUserRow): DialogForm => ({
  title: 'Bakiye Yönetimi',
  description: (
    <span className="break-all">
      {user.email} · Mevcut bakiye: {formatInteger(user.token_balance)}
    </span>
  ),
  form: balanceForm(user.id),
  toast: (message, answer) => `${message}. Yeni bakiye: ${formatInteger(Number(answer.balance ?? 0))}`,
});

/** A role switched (PUT /users/:id/roles); its toast names the member. */
const roles = (u: AdminUserRow, json: { is_premium?: boolean; is_super_admin?: boolean }): RowAction['call'] => ({ url: `/users/${u.id}/roles`, method: 'PUT', json });

const badge = (text: string, tone: string) => <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>{text}</span>;

const userList: ListResource<AdminUserRow> = {
  path: '/users',
  title: 'Kullanıcılar',
  singular: 'Kullanıcı',
  search: { label: 'E-posta ile ara', help: 'E-postanın bir kısmını yazın.' },
  pagerLabel: 'Kullanıcı sayfaları',
  totalNoun: 'kullanıcı',
  remove: false,
  nameOf: (row) => row.email,
  columns: (column) => [
    column.accessor('email', { header: 'E-posta', cell: (info) => <span className="font-medium break-all">{info.getValue()}</span> }),
    column.accessor('created_at', { header: 'Kayıt', cell: (info) => <span className="whitespace-nowrap tabular-nums">{formatDate(info.getValue())}</span> }),
    column.accessor('token_balance', { header: 'Bakiye', cell: (info) => <span className="tabular-nums">{formatInteger(info.getValue())}</span> }),
    column.display({
      id: 'roles',
      header: 'Roller',
      cell: ({ row: { original: u } }) => (
        <span className="flex flex-wrap gap-1">
          {u.is_super_admin && badge('Admin', 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200')}
          {u.is_premium && badge(u.premium_trial_ends_at && !u.subscription_reference_code ? 'Deneme' : 'Premium', 'bg-emerald-100 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200')}
          {!u.is_super_admin && !u.is_premium && badge('Üye', 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300')}
        </span>
      ),
    }),
  ],
  useActions: function useUserActions() {
    const { user: me } = useSession();
    return (u) => [
      { label: 'Bakiye', dialog: balanceDialog(u) },
      u.subscription_reference_code
        ? {
            label: 'Aboneliği Kaldır',
            call: { url: `/users/${u.id}/subscription`, method: 'DELETE' },
            confirm: { title: 'Abonelik kaldırılsın mı?', label: 'Aboneliği Kaldır', body: confirmBody(u.email, M.removePremiumConfirm), failed: M.removeFailed },
          }
        : { label: 'Abonelik Ata', dialog: assignDialog(u) },
      u.is_premium
        ? { label: 'Premium', tone: 'ghost', pressed: true, call: roles(u, { is_premium: false }), confirm: { title: 'Premium kaldırılsın mı?', label: 'Premiumu Kaldır', body: confirmBody(u.email, M.removePremiumConfirm), failed: '' } }
        : { label: 'Premium', tone: 'ghost', pressed: false, call: roles(u, { is_premium: true }), done: (answer) => `${u.email}: ${answer.message}` },
      // docs/product-rules.md#admin-users: no admin toggle on the admin's own row.
      ...(u.id !== me?.id ? [{ label: 'Admin', tone: 'ghost' as const, pressed: u.is_super_admin, call: roles(u, { is_super_admin: !u.is_super_admin }), done: (answer: { message?: string }) => `${u.email}: ${answer.message}` }] : []),
    ];
  },
  messages: { loadFailed: M.loadFailed, empty: 'Henüz kullanıcı yok.', noMatch: 'Aramanıza uygun kullanıcı bulunamadı.' },
};

export default {
  screens: [{ path: 'users', title: 'Kullanıcılar', description: 'Bakiye, premium ve admin yetkileri; abonelikleri elle atayın veya kaldırın.', list: userList }],
  nav: { users: { group: 'Üyeler', order: 1, description: 'Bakiye, premium ve admin yetkileri, abonelik atama' } },
} satisfies AdminResource;
