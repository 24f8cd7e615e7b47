import { formatNumber, formatPercent } from '../../../lib/format';
import { ESTIMATE_NOTE, periodLabel, SHARE_LABELS, type StatLabels, type StatPoint } from '../series';

interface Column {
  key: string;
  label: string;
  /** Shown as a small unit under the label (none for shares, which carry their "%"). */
  unit?: string;
  value: (point: StatPoint) => string;
}

function columnsFor(labels: StatLabels): Column[] {
  const value = (label: string, get: (p: StatPoint) => number | null, key: string): Column => ({
    key,
    label,
    unit: labels.unit,
    value: (p) => formatNumber(get(p)),
  });
  const share = (label: string, get: (p: StatPoint) => number | null, key: string): Column => ({
    key,
    label,
    value: (p) => formatPercent(get(p)),
  });
  return [
    value(labels.total, (p) => p.total, 'total'),
    value(labels.renewable, (p) => p.renewable, 'renewable'),
    value(labels.solar, (p) => p.solar, 'solar'),
    ...(labels.splitColumns
      ? [value(labels.licensed, (p) => p.licensed, 'licensed'), value(labels.unlicensed, (p) => p.unlicensed, 'unlicensed')]
      : []),
    share(SHARE_LABELS.renewable, (p) => p.renewableShare, 'renewableShare'),
    share(SHARE_LABELS.solar, (p) => p.solarShare, 'solarShare'),
  ];
}

/** The small "tahmini" mark of an estimated row; the title explains it. */
export function EstimateMark() {
  return (
    <span
      title={ESTIMATE_NOTE}
      className="ml-2 inline-flex cursor-help items-center rounded-md bg-slate-100 px-1.5 py-0.5 align-middle text-[11px] font-semibold text-slate-600 ring-1 ring-slate-300/70 ring-inset dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-600/70"
    >
      tahmini
    </span>
  );
}

const th = 'px-3 py-3 text-xs font-semibold tracking-wide text-slate-600 first:pl-4 last:pr-4 dark:text-slate-300';
const td = 'px-3 py-3 first:pl-4 last:pr-4';

/** The rows as a wide table (768 px and up). */
export function StatisticsTable({ points, labels }: { points: StatPoint[]; labels: StatLabels }) {
  const columns = columnsFor(labels);
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[46rem] text-sm">
        <caption className="sr-only">
          {labels.title} ({labels.unit})
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
          <tr>
            <th scope="col" className={`${th} text-left`}>
              Dönem
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`${th} text-right align-bottom`}>
                {column.label}
                {column.unit && <span className="block text-[11px] font-normal text-slate-500 dark:text-slate-400">({column.unit})</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {points.map((point) => (
            <tr key={point.id} className="transition-colors hover:bg-amber-50/60 dark:hover:bg-slate-800/50">
              <th scope="row" className={`${td} text-left font-semibold whitespace-nowrap text-slate-900 dark:text-white`}>
                {periodLabel(point)}
                {point.is_estimate && <EstimateMark />}
              </th>
              {columns.map((column) => (
                <td key={column.key} className={`${td} text-right whitespace-nowrap text-slate-700 tabular-nums dark:text-slate-300`}>
                  {column.value(point)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardField({ column, point, wide = false }: { column: Column; point: StatPoint; wide?: boolean }) {
  return (
    <div className={wide ? 'col-span-2' : undefined}>
      <dt className="text-xs text-slate-500 dark:text-slate-400">
        {column.label}
        {column.unit && ` (${column.unit})`}
      </dt>
      <dd className={`font-semibold text-slate-900 tabular-nums dark:text-white ${wide ? 'text-lg' : ''}`}>{column.value(point)}</dd>
    </div>
  );
}

/** The rows as cards (under 768 px): the total first, then the other values, then the shares. */
export function StatisticsCards({ points, labels }: { points: StatPoint[]; labels: StatLabels }) {
  const columns = columnsFor(labels);
  const [total, ...rest] = columns.filter((c) => c.unit);
  const shares = columns.filter((c) => !c.unit);
  return (
    <ul className="grid gap-3" aria-label={`${labels.title} (${labels.unit})`}>
      {points.map((point) => (
        <li key={point.id}>
          <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900">
            <h3 className="font-semibold text-slate-900 dark:text-white">
              {periodLabel(point)}
              {point.is_estimate && <EstimateMark />}
            </h3>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2.5 text-sm">
              {total && <CardField column={total} point={point} wide />}
              {rest.map((column) => (
                <CardField key={column.key} column={column} point={point} />
              ))}
            </dl>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 border-t border-slate-200 pt-3 text-sm dark:border-slate-800">
              {shares.map((column) => (
                <CardField key={column.key} column={column} point={point} />
              ))}
            </dl>
          </article>
        </li>
      ))}
    </ul>
  );
}
