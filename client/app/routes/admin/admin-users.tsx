import { useState } from 'react';
import { ADMIN_USER_MESSAGES as M, type AdminUserRow } from '../../../../shared/schemas/admin/users';
import { useSession } from '../../../api/session';
import { useUserAction, type UserAction } from '../../../features/admin/api/users-api';
import { AssignSubscriptionDialog } from '../../../features/admin/components/assign-subscription-dialog';
import { BalanceDialog } from '../../../features/admin/components/balance-dialog';
import { confirmBody, ListPage } from '../../../features/admin/components/resource-list';
import type { ListResource, RowAction } from '../../../features/admin/resources/resource';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatInteger } from '../../../lib/format';
import { showToast } from '../../../lib/toast';

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
  messages: { loadFailed: M.loadFailed, empty: 'Henüz kullanıcı yok.', noMatch: 'Aramanıza uygun kullanıcı bulunamadı.' },
};

/** /admin/users (docs/product-rules.md#admin-users): e-mail search, Bakiye by hand, premium and admin toggles, subscriptions by hand. */
export default function AdminUsersPage() {
  const { user: me } = useSession();
  const action = useUserAction();
  const [dialog, setDialog] = useState<{ type: 'balance' | 'assign'; user: AdminUserRow } | null>(null);

  const toggle = (user: AdminUserRow, body: UserAction & { type: 'roles' }) =>
    action.mutate(body, { onSuccess: (answer) => showToast(`${user.email}: ${answer.message}`), onError: (error) => showToast(errorMessage(error), 'error') });

  const actionsOf = (u: AdminUserRow): RowAction[] => [
    { label: 'Bakiye', onClick: () => setDialog({ type: 'balance', user: u }) },
    u.subscription_reference_code
      ? {
          label: 'Aboneliği Kaldır',
          confirm: { title: 'Abonelik kaldırılsın mı?', label: 'Aboneliği Kaldır', body: confirmBody(u.email, M.removePremiumConfirm), run: () => action.mutateAsync({ type: 'remove', id: u.id }), failed: M.removeFailed },
        }
      : { label: 'Abonelik Ata', onClick: () => setDialog({ type: 'assign', user: u }) },
    u.is_premium
      ? {
          label: 'Premium',
          tone: 'ghost',
          pressed: true,
          confirm: { title: 'Premium kaldırılsın mı?', label: 'Premiumu Kaldır', body: confirmBody(u.email, M.removePremiumConfirm), run: () => action.mutateAsync({ type: 'roles', id: u.id, body: { is_premium: false } }), failed: '' },
        }
      : { label: 'Premium', tone: 'ghost', pressed: false, onClick: () => toggle(u, { type: 'roles', id: u.id, body: { is_premium: true } }) },
    // docs/product-rules.md#admin-users: no admin toggle on the admin's own row.
    ...(u.id !== me?.id ? [{ label: 'Admin', tone: 'ghost' as const, pressed: u.is_super_admin, onClick: () => toggle(u, { type: 'roles', id: u.id, body: { is_super_admin: !u.is_super_admin } }) }] : []),
  ];

  const description = 'Bakiye, premium ve admin yetkileri; abonelikleri elle atayın veya kaldırın.';
  return (
    <ListPage title="Kullanıcılar" description={description} resource={userList} rowActions={actionsOf}>
      {dialog?.type === 'balance' && <BalanceDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.type === 'assign' && <AssignSubscriptionDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </ListPage>
  );
}
