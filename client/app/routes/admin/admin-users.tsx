import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { ADMIN_USER_MESSAGES as M, type AdminUserRow } from '../../../../shared/schemas/admin/users';
import { useSession } from '../../../api/session';
import { Pager } from '../../../components/list/pager';
import { buttonClass } from '../../../components/ui/button-styles';
import { SearchField } from '../../../components/ui/search-field';
import { useAdminList } from '../../../features/admin/api/admin-resource-api';
import { useUserAction, type UserAction } from '../../../features/admin/api/users-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { AssignSubscriptionDialog } from '../../../features/admin/components/assign-subscription-dialog';
import { BalanceDialog } from '../../../features/admin/components/balance-dialog';
import { ConfirmDialog } from '../../../features/admin/components/confirm-dialog';
import { DataTable } from '../../../features/admin/components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { formatDate, formatInteger } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';

const column = createColumnHelper<AdminUserRow>();

const badge = (text: string, tone: string) => <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${tone}`}>{text}</span>;

type Dialog = { type: 'balance' | 'assign'; user: AdminUserRow } | { type: 'confirm'; user: AdminUserRow; action: UserAction; title: string; text: string; label: string };

/** /admin/users (spec 3 §2.4): e-mail search, Bakiye by hand, premium and admin toggles, subscriptions by hand. */
export default function AdminUsersPage() {
  const { user: me } = useSession();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(text.trim(), 300);
  const list = useAdminList<AdminUserRow>('/users', { search, page });
  const action = useUserAction();
  const [dialog, setDialog] = useState<Dialog | null>(null);

  const toggle = (user: AdminUserRow, body: UserAction & { type: 'roles' }) =>
    action.mutate(body, { onSuccess: (answer) => showToast(`${user.email}: ${answer.message}`), onError: (error) => showToast(errorMessage(error), 'error') });

  const columns = [
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
    column.display({
      id: 'actions',
      header: () => <span className="sr-only">İşlemler</span>,
      cell: ({ row: { original: u } }) => (
        <div className="flex flex-wrap justify-end gap-1.5">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setDialog({ type: 'balance', user: u })}>
            Bakiye<span className="sr-only">: {u.email}</span>
          </button>
          {u.subscription_reference_code ? (
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              onClick={() =>
                setDialog({ type: 'confirm', user: u, action: { type: 'remove', id: u.id }, title: 'Abonelik kaldırılsın mı?', text: M.removePremiumConfirm, label: 'Aboneliği Kaldır' })
              }
            >
              Aboneliği Kaldır<span className="sr-only">: {u.email}</span>
            </button>
          ) : (
            <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setDialog({ type: 'assign', user: u })}>
              Abonelik Ata<span className="sr-only">: {u.email}</span>
            </button>
          )}
          <button
            type="button"
            className={buttonClass('ghost', 'sm')}
            aria-pressed={u.is_premium}
            onClick={() =>
              u.is_premium
                ? setDialog({ type: 'confirm', user: u, action: { type: 'roles', id: u.id, body: { is_premium: false } }, title: 'Premium kaldırılsın mı?', text: M.removePremiumConfirm, label: 'Premiumu Kaldır' })
                : toggle(u, { type: 'roles', id: u.id, body: { is_premium: true } })
            }
          >
            Premium<span className="sr-only">: {u.email}</span>
          </button>
          {/* Spec 3 §2.4: no admin toggle on the admin's own row. */}
          {u.id !== me?.id && (
            <button type="button" className={buttonClass('ghost', 'sm')} aria-pressed={u.is_super_admin} onClick={() => toggle(u, { type: 'roles', id: u.id, body: { is_super_admin: !u.is_super_admin } })}>
              Admin<span className="sr-only">: {u.email}</span>
            </button>
          )}
        </div>
      ),
    }),
  ];

  const data = list.data;
  return (
    <AdminPage title="Kullanıcılar" description="Bakiye, premium ve admin yetkileri; abonelikleri elle atayın veya kaldırın.">
      <SearchField
        label="E-posta ile ara"
        placeholder="E-posta ile ara"
        text={text}
        hint={null}
        help="E-postanın bir kısmını yazın."
        onChange={(next) => {
          setText(next);
          setPage(1);
        }}
      />
      {data && (
        <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Toplam {data.capped ? `${formatInteger(data.total)}+` : formatInteger(data.total)} kullanıcı
        </p>
      )}
      <DataTable
        caption="Kullanıcılar"
        columns={columns as never}
        rows={data?.items}
        getRowId={(row: AdminUserRow) => row.id}
        loading={list.isFetching}
        error={list.isError ? M.loadFailed : null}
        onRetry={() => void list.refetch()}
        empty={search ? 'Aramanıza uygun kullanıcı bulunamadı.' : 'Henüz kullanıcı yok.'}
      />
      {data && (
        <div className="mt-5">
          <Pager page={page} totalPages={Math.max(1, Math.ceil(data.total / data.page_size))} onPageChange={setPage} label="Kullanıcı sayfaları" disabled={list.isFetching} />
        </div>
      )}
      {dialog?.type === 'balance' && <BalanceDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.type === 'assign' && <AssignSubscriptionDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.type === 'confirm' && (
        <ConfirmDialog
          title={dialog.title}
          confirmLabel={dialog.label}
          pending={action.isPending}
          error={action.error ? (dialog.action.type === 'remove' ? errorMessage(action.error) || M.removeFailed : errorMessage(action.error)) : null}
          onConfirm={() =>
            action.mutate(dialog.action, {
              onSuccess: (answer) => {
                showToast(answer.message);
                setDialog(null);
              },
            })
          }
          onClose={() => {
            action.reset();
            setDialog(null);
          }}
        >
          <p className="font-semibold break-all text-slate-900 dark:text-white">{dialog.user.email}</p>
          <p className="mt-2">{dialog.text}</p>
        </ConfirmDialog>
      )}
    </AdminPage>
  );
}
