import type { StationCapacity } from '../../../../shared/schemas/stations';
import { STATION_MESSAGES, type StationSort } from '../../../../shared/station-constants';
import { buttonClass } from '../../../components/ui/button-styles';
import { formatNumber, monthName } from '../../../lib/format';
import type { ListParams } from '../../../lib/list-params';
import { SortHeader, thClass } from '../../../components/list/sort-header';
import type { SortDir } from '../../../lib/station-params';
import { formatCapacity, formatPeriod } from '../../../lib/station-format';
import { SampleBadge } from '../../../components/detail/sample-badge';

const td = 'px-3 py-3 align-top first:pl-4 last:pr-4';
const muted = 'text-slate-700 dark:text-slate-300';
const dash = <span className="text-slate-400 dark:text-slate-500">–</span>;
const orDash = (value: string | null) => value || dash;

interface RowsProps {
  items: StationCapacity[];
  onOpen: (id: string) => void;
}

/** "Detaylar" with the station's name for screen readers (ten of them on a page). */
function DetailsButton({ item, onOpen, className = '' }: { item: StationCapacity; onOpen: (id: string) => void; className?: string }) {
  return (
    <button type="button" onClick={() => onOpen(item.id)} className={buttonClass('secondary', 'sm', className)}>
      Detaylar <span className="sr-only">– {item.station_name}</span>
    </button>
  );
}

interface StationTableProps extends RowsProps {
  sort: StationSort | null;
  dir: SortDir;
  onSort: (column: StationSort) => void;
}

/** The capacity rows as a table (from 768 px) with sortable headers. */
export function StationTable({ items, onOpen, sort, dir, onSort }: StationTableProps) {
  // The catalog's header reads only the sort column and direction of a list's parameters.
  const sortState: ListParams = { search: '', filters: {}, sort: sort ?? '', dir, page: 1 };
  const header = (column: StationSort, label: string, className = '') => (
    <SortHeader column={column} params={sortState} onSort={() => onSort(column)} className={className}>
      {label}
    </SortHeader>
  );
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[60rem] text-sm">
        <caption className="sr-only">Trafo merkezi kapasiteleri</caption>
        <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
          <tr>
            {header('station_name', 'Trafo Merkezi')}
            {header('city', 'İl')}
            <th scope="col" className={thClass}>
              Bara
            </th>
            <th scope="col" className={thClass}>
              İşletmeci
            </th>
            <th scope="col" className={thClass}>
              Bağlantı Seviyesi
            </th>
            {header('year', 'Yıl')}
            {header('month', 'Ay')}
            {header('available_capacity', 'Kapasite (MWe)', 'text-right')}
            <th scope="col" className={`${thClass} text-right`}>
              <span className="sr-only">Detaylar</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {items.map((item) => (
            <tr key={item.id} className="transition-colors hover:bg-amber-50/60 dark:hover:bg-slate-800/50">
              <td className={`${td} min-w-[10rem] font-semibold text-slate-900 dark:text-white`}>
                {item.station_name}
                <SampleBadge sample={item.sample} />
              </td>
              <td className={`${td} ${muted}`}>{item.city.name}</td>
              <td className={`${td} whitespace-nowrap ${muted}`}>{orDash(item.busbar)}</td>
              <td className={`${td} max-w-[14rem] ${muted}`}>{orDash(item.operator)}</td>
              <td className={`${td} whitespace-nowrap ${muted}`}>{orDash(item.connection_level)}</td>
              <td className={`${td} tabular-nums ${muted}`}>{item.year ?? dash}</td>
              <td className={`${td} ${muted}`}>{item.month === null ? dash : monthName(item.month)}</td>
              {item.available_capacity === null ? (
                <td className={`${td} text-right whitespace-nowrap ${muted}`}>{STATION_MESSAGES.noCapacity}</td>
              ) : (
                <td className={`${td} text-right font-semibold whitespace-nowrap text-slate-900 tabular-nums dark:text-white`}>
                  {formatNumber(item.available_capacity, 2)}
                </td>
              )}
              <td className={`${td} text-right`}>
                <DetailsButton item={item} onOpen={onOpen} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The capacity rows as cards (under 768 px). */
export function StationCards({ items, onOpen }: RowsProps) {
  return (
    <ul className="grid gap-3">
      {items.map((item) => (
        <li key={item.id}>
          <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs dark:border-slate-800 dark:bg-slate-900">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900 dark:text-white">
                  {item.station_name}
                  <SampleBadge sample={item.sample} />
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{item.city.name}</p>
              </div>
              <p className="shrink-0 text-right">
                {item.available_capacity === null ? (
                  <span className="block text-sm text-slate-600 dark:text-slate-400">{STATION_MESSAGES.noCapacity}</span>
                ) : (
                  <>
                    <span className="block text-lg font-bold text-slate-900 tabular-nums dark:text-white">{formatCapacity(item.available_capacity)}</span>
                    <span className="text-xs text-slate-500 dark:text-slate-400">{formatPeriod(item.month, item.year)}</span>
                  </>
                )}
              </p>
            </div>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">Bara</dt>
                <dd className="text-slate-800 dark:text-slate-200">{orDash(item.busbar)}</dd>
              </div>
              <div>
                <dt className="text-xs text-slate-500 dark:text-slate-400">Bağlantı Seviyesi</dt>
                <dd className="text-slate-800 dark:text-slate-200">{orDash(item.connection_level)}</dd>
              </div>
              <div className="col-span-2">
                <dt className="text-xs text-slate-500 dark:text-slate-400">İşletmeci</dt>
                <dd className="text-slate-800 dark:text-slate-200">{orDash(item.operator)}</dd>
              </div>
            </dl>
            <DetailsButton item={item} onOpen={onOpen} className="mt-3 w-full" />
          </article>
        </li>
      ))}
    </ul>
  );
}
