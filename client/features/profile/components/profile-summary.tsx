import type { CurrentUser } from '../../../../shared/schemas/auth';
import { CoinIcon, CrownIcon, UserIcon } from '../../../components/ui/icons';
import { formatDate, formatInteger } from '../../../lib/format';

/** The profile heading: e-mail, the "Yönetici" badge for super admins, Bakiye and member since. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  return (
    <div className="flex flex-col gap-5 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-2xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
          <UserIcon className="size-7" />
        </span>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">Profilim</h1>
            {user.is_super_admin && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-500 px-2.5 py-0.5 text-xs font-bold text-slate-950">
                <CrownIcon className="size-3.5" />
                Yönetici
              </span>
            )}
          </div>
          <p className="mt-1 truncate text-slate-600 dark:text-slate-400" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:flex sm:gap-4">
        <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">Bakiye</dt>
          <dd className="mt-0.5 flex items-center gap-1.5 text-lg font-bold text-slate-900 tabular-nums dark:text-white">
            <CoinIcon className="size-5 text-amber-600 dark:text-amber-400" />
            {formatInteger(user.token_balance)}
          </dd>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">Üyelik tarihi</dt>
          <dd className="mt-0.5 text-lg font-bold whitespace-nowrap text-slate-900 dark:text-white">{formatDate(user.created_at)}</dd>
        </div>
      </dl>
    </div>
  );
}
