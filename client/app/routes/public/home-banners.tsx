import { Link } from 'react-router';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import { buttonClass } from '../../../components/ui/button-styles';
import { ClockIcon, CrownIcon } from '../../../components/ui/icons';
import { paths } from '../../../config/paths';

/** Trial users: days left and a link to /packages (docs/product-rules.md#catalogue). */
export function TrialBanner({ daysLeft }: { daysLeft: number }) {
  const ended = daysLeft <= 0;
  return (
    <div
      role="status"
      className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-sky-400/30 dark:bg-sky-400/10"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-xl bg-sky-600 text-white">
          <ClockIcon className="size-5" />
        </span>
        <p className="text-sm text-slate-800 dark:text-slate-200">
          <strong className="block text-base text-slate-900 dark:text-white">
            {ended ? 'Deneme süreniz sona erdi' : `Premium deneme süreniz: ${daysLeft} gün kaldı`}
          </strong>
          Filtreleme, sıralama ve detaylara kesintisiz erişim için kalıcı premium üyeliğe geçin.
        </p>
      </div>
      <Link to={paths.packages()} className={buttonClass('primary', 'md', 'shrink-0')}>
        Kalıcı Premium Üyeliğe Geçin
      </Link>
    </div>
  );
}

/** Visitors and members: what premium adds (docs/product-rules.md#catalogue). */
export function PremiumPromo({ user }: { user: CurrentUser | null }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-amber-300 bg-gradient-to-r from-amber-100 via-amber-50 to-orange-50 p-3 sm:p-4 dark:border-amber-400/30 dark:from-amber-400/15 dark:via-amber-400/5 dark:to-orange-400/10">
      <span className="hidden size-10 shrink-0 items-center justify-center rounded-xl bg-amber-500 text-slate-950 sm:inline-flex">
        <CrownIcon className="size-5" />
      </span>
      <p className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-200">
        <strong className="block text-slate-900 sm:text-base dark:text-white">Premium ile tüm veriye erişin</strong>
        <span className="hidden sm:inline">
          Filtreleme, sıralama, tüm sayfalar, yatırımcı ve ekipman bilgileri, firma iletişim bilgileri ve referanslar.
        </span>
      </p>
      <Link to={user ? paths.packages() : paths.packagesPublic()} className={buttonClass('primary', 'sm', 'shrink-0 whitespace-nowrap sm:h-10 sm:px-4')}>
        {user ? "Premium'a Geç" : 'Ücretsiz Deneyin'}
      </Link>
    </div>
  );
}
