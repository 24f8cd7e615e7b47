import type { ReactNode } from 'react';
import { DEFAULT_BADGE_TEXT } from '../../../../shared/constants';
import type { Package } from '../../../../shared/schemas/billing';
import { CheckIcon } from '../../../components/ui/icons';
import { formatCurrency, formatInteger } from '../../../lib/format';

// One package (docs/product-rules.md#payments): name, description, price and currency, Bakiye per period, the featured
// ribbon (badge text or "ÖNERİLEN"), the feature list (empty entries are spacers), the badge colour.

const BADGE_COLORS: Record<Package['badge_color'], string> = {
  blue: 'bg-blue-700 text-white',
  green: 'bg-emerald-700 text-white',
  purple: 'bg-violet-700 text-white',
  orange: 'bg-orange-700 text-white',
  red: 'bg-red-700 text-white',
  yellow: 'bg-amber-400 text-slate-950',
};

/** "bakiye / Aylık" for MONTHLY, "/ Yıllık" for any other period (docs/product-rules.md#payments). */
export const periodLabel = (period: Package['billing_period']) => (period === 'MONTHLY' ? 'Aylık' : 'Yıllık');

export function PackageCard({ pkg, children }: { pkg: Package; children: ReactNode }) {
  return (
    <article
      aria-label={pkg.name}
      className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm dark:bg-slate-900 ${
        pkg.is_featured ? 'border-amber-500 ring-2 ring-amber-400/60' : 'border-slate-200 dark:border-slate-700'
      }`}
    >
      {pkg.is_featured && (
        <span className={`absolute -top-3 left-6 rounded-full px-3 py-1 text-xs font-bold tracking-wide ${BADGE_COLORS[pkg.badge_color]}`}>
          {pkg.badge_text || DEFAULT_BADGE_TEXT}
        </span>
      )}
      <h2 className="text-xl font-bold text-slate-900 dark:text-white">{pkg.name}</h2>
      {pkg.description && <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{pkg.description}</p>}
      <p className="mt-5 flex items-baseline gap-1">
        <span className="text-3xl font-extrabold text-slate-900 dark:text-white" data-testid="package-price">
          {formatCurrency(pkg.price, pkg.currency)}
        </span>
        <span className="text-sm text-slate-700 dark:text-slate-300">/ {periodLabel(pkg.billing_period)}</span>
      </p>
      <p className="mt-1 text-sm font-semibold text-amber-800 dark:text-amber-300">
        {formatInteger(pkg.token_count)} bakiye / {periodLabel(pkg.billing_period)}
      </p>
      <ul className="mt-5 flex-1 space-y-2 text-sm text-slate-800 dark:text-slate-200">
        {pkg.features.map((feature, i) =>
          feature.trim() === '' ? (
            <li key={i} aria-hidden="true" className="h-2" />
          ) : (
            <li key={i} className="flex items-start gap-2">
              <CheckIcon className="mt-0.5 size-4 shrink-0 text-emerald-700 dark:text-emerald-400" />
              {feature}
            </li>
          ),
        )}
      </ul>
      <div className="mt-6 space-y-2">{children}</div>
    </article>
  );
}
