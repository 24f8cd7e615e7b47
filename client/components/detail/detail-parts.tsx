import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '../ui/alert';
import { buttonClass } from '../ui/button-styles';
import { CoinIcon, CrownIcon, LockIcon } from '../ui/icons';
import { Skeleton } from '../ui/skeleton';
import { formatInteger } from '../../lib/format';
import { packagesPath, type ViewerTier } from '../../lib/viewer';

// Building blocks of the project and company detail modals.

export function DetailSection({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section className="mt-6 first:mt-0">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h3 className="text-sm font-bold tracking-wide text-slate-500 uppercase dark:text-slate-400">{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}

export function DetailGrid({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-3.5 sm:grid-cols-2">{children}</dl>;
}

/** One labelled value; an empty value reads "–". */
export function DetailItem({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div className={`min-w-0 ${wide ? 'sm:col-span-2' : ''}`}>
      <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900 dark:text-slate-100">{empty ? <span className="text-slate-400 dark:text-slate-500">–</span> : children}</dd>
    </div>
  );
}

/** Stands in for a premium-only value the viewer may not see: nothing of it was sent. */
export function PremiumValue() {
  return (
    <span className="inline-flex items-center gap-2" data-testid="premium-placeholder">
      <span aria-hidden="true" className="blur-[3px] select-none text-slate-500 dark:text-slate-400">
        ••••••••
      </span>
      <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-[11px] font-semibold text-amber-800 dark:bg-amber-400/10 dark:text-amber-300">
        <LockIcon className="size-3" />
        Premium İçerik
      </span>
    </span>
  );
}

/** A non-premium viewer's notice: what premium unlocks, and where to buy it. */
export function LockedNotice({ tier, text }: { tier: ViewerTier; text: string }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-gradient-to-br from-amber-50 to-orange-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-amber-400/30 dark:from-amber-400/10 dark:to-orange-400/5">
      <div className="flex gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-amber-500 text-slate-950">
          <CrownIcon className="size-5" />
        </span>
        <div className="text-sm">
          <p className="font-semibold text-slate-900 dark:text-white">Premium İçerik</p>
          <p className="mt-0.5 text-slate-700 dark:text-slate-300">{text}</p>
        </div>
      </div>
      <Link to={packagesPath(tier)} className={buttonClass('primary', 'md', 'shrink-0')}>
        {tier === 'visitor' ? 'Paketleri İncele' : 'Premium Üye Ol'}
      </Link>
    </div>
  );
}

/** A premium viewer has not opened this verified item yet: its cost and "Detayları Aç". */
export function PaymentNotice({ cost, onOpen }: { cost: number | null; onOpen: () => void }) {
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-4 sm:flex-row sm:items-center sm:justify-between dark:border-sky-400/30 dark:bg-sky-400/10">
      <div className="flex gap-3">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-sky-600 text-white">
          <CoinIcon className="size-5" />
        </span>
        <div className="text-sm">
          <p className="font-semibold text-slate-900 dark:text-white">Doğrulanmış kayıt</p>
          <p className="mt-0.5 text-slate-700 dark:text-slate-300">
            Tüm detayları{cost !== null ? <> {formatInteger(cost)} Bakiye karşılığında</> : null} bir kez açın; sonra hep açık kalır.
          </p>
        </div>
      </div>
      <button type="button" onClick={onOpen} className={buttonClass('primary', 'md', 'shrink-0')}>
        Detayları Aç
      </button>
    </div>
  );
}

export function DetailSkeleton() {
  return (
    <div role="status" aria-label="Yükleniyor" className="space-y-5">
      <Skeleton className="h-5 w-40" />
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, i) => (
          <div key={i} className="space-y-1.5">
            <Skeleton className="h-3 w-20" />
            <Skeleton className="h-4 w-36" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function DetailError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      tone="error"
      action={
        onRetry && (
          <button type="button" onClick={onRetry} className={buttonClass('secondary', 'sm')}>
            Yeniden Dene
          </button>
        )
      }
    >
      {message}
    </Alert>
  );
}
