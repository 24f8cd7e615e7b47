import type { BillingInfo } from '../../../../shared/schemas/billing';

/** A saved billing info in a line or two: label, person or company, city, default mark. */
export function BillingInfoSummary({ info }: { info: BillingInfo }) {
  return (
    <span className="block min-w-0">
      <span className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-slate-900 dark:text-white">{info.billing_name}</span>
        {info.is_default && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800 dark:bg-emerald-400/15 dark:text-emerald-200">
            Varsayılan
          </span>
        )}
        {info.is_company && (
          <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            Şirket
          </span>
        )}
      </span>
      <span className="mt-0.5 block text-sm break-words text-slate-600 dark:text-slate-400">
        {info.name} {info.surname} · {info.email} · {info.billing_city}
      </span>
    </span>
  );
}
