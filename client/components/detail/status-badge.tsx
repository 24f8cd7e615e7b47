import { PROJECT_STATUSES } from '../../../shared/constants';

type StatusColor = (typeof PROJECT_STATUSES)[number]['color'] | 'grey';

const COLORS: Record<StatusColor, string> = {
  blue: 'bg-blue-50 text-blue-800 ring-blue-600/25 dark:bg-blue-400/10 dark:text-blue-300 dark:ring-blue-400/30',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-600/30 dark:bg-yellow-400/10 dark:text-yellow-200 dark:ring-yellow-400/30',
  orange: 'bg-orange-50 text-orange-800 ring-orange-600/25 dark:bg-orange-400/10 dark:text-orange-300 dark:ring-orange-400/30',
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-600/25 dark:bg-emerald-400/10 dark:text-emerald-300 dark:ring-emerald-400/30',
  red: 'bg-red-50 text-red-800 ring-red-600/25 dark:bg-red-400/10 dark:text-red-300 dark:ring-red-400/30',
  grey: 'bg-slate-100 text-slate-700 ring-slate-500/25 dark:bg-slate-400/10 dark:text-slate-300 dark:ring-slate-400/30',
};

const DOTS: Record<StatusColor, string> = {
  blue: 'bg-blue-500',
  yellow: 'bg-yellow-500',
  orange: 'bg-orange-500',
  green: 'bg-emerald-500',
  red: 'bg-red-500',
  grey: 'bg-slate-400',
};

export function statusColor(name: string | null | undefined): StatusColor {
  return PROJECT_STATUSES.find((status) => status.name === name)?.color ?? 'grey';
}

/** A project status in its spec colour (docs/product-rules.md#catalogue): ÇED Olumlu blue … Yeni Proje red, others grey. */
export function StatusBadge({ name }: { name: string | null | undefined }) {
  if (!name) return <span className="text-slate-400 dark:text-slate-500">–</span>;
  const color = statusColor(name);
  return (
    <span
      data-color={color}
      className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${COLORS[color]}`}
    >
      <span aria-hidden="true" className={`size-1.5 rounded-full ${DOTS[color]}`} />
      {name}
    </span>
  );
}
