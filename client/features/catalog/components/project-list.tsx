import { useEffect, useRef } from 'react';
import type { ProjectList as ProjectListData, ProjectListItem } from '../../../../shared/schemas/catalog';
import { formatMeasure, formatShortDate } from '../../../lib/format';
import { getProjects, projectListKey } from '../api/get-projects';
import { useReference } from '../../../api/reference';
import { useSources } from '../../../api/sources';
import { SOURCES_MESSAGES } from '../../../../shared/sources-display';
import { useCatalogList } from '../hooks/use-catalog-list';
import type { ViewerTier } from '../../../lib/viewer';
import { ListFrame, type SortOption } from './list-frame';
import { FilterFollowBar } from '../../../components/watches/filter-follow-bar';
import type { FilterDef } from '../../../components/list/list-toolbar';
import { SortHeader, thClass } from '../../../components/list/sort-header';
import { StatusBadge } from '../../../components/detail/status-badge';
import { VerifiedMark } from './verified-mark';

const API = { key: projectListKey, fetch: getProjects };

const SORTS: SortOption[] = [
  { column: 'updated_at', label: 'Güncelleme' },
  { column: 'project_name', label: 'Proje adı' },
  { column: 'city', label: 'Şehir' },
  { column: 'dc_power', label: 'DC güç' },
  { column: 'ac_power', label: 'AC güç' },
];

const td = 'px-3 py-3 align-top first:pl-4 last:pr-4';

function Dates({ item }: { item: ProjectListItem }) {
  if (!item.project_start_date && !item.commissioning_date) return <span className="text-slate-400 dark:text-slate-500">–</span>;
  return (
    <dl className="space-y-0.5 text-xs whitespace-nowrap">
      {item.project_start_date && (
        <div>
          <dt className="inline text-slate-500 dark:text-slate-400">Başlangıç: </dt>
          <dd className="inline tabular-nums">{formatShortDate(item.project_start_date)}</dd>
        </div>
      )}
      {item.commissioning_date && (
        <div>
          <dt className="inline text-slate-500 dark:text-slate-400">Devreye alma: </dt>
          <dd className="inline tabular-nums">{formatShortDate(item.commissioning_date)}</dd>
        </div>
      )}
    </dl>
  );
}

const place = (item: ProjectListItem) => [item.city?.name, item.district?.name].filter(Boolean).join(' / ') || '–';

interface ProjectListProps {
  tier: ViewerTier;
  /** The session is not known yet ("Dışa Aktar" then opens its dialog and the server decides). */
  sessionPending?: boolean;
  onOpen: (id: string) => void;
  /**
   * A city to filter by once the viewer is known to be premium (a province chosen on the map): the
   * filter is asked for as any other, so its cost is quoted and confirmed as in the list.
   */
  initialCity?: string | null;
}

/** The project list of the home page (docs/product-rules.md#catalogue). */
export function ProjectList({ tier, sessionPending = false, onOpen, initialCity }: ProjectListProps) {
  const list = useCatalogList<ProjectListData>('projects', tier, API);
  const { setFilter } = list;
  const appliedCity = useRef(false);
  useEffect(() => {
    if (appliedCity.current || !initialCity || tier !== 'premium') return;
    appliedCity.current = true;
    setFilter('city_id', initialCity);
  }, [initialCity, tier, setFilter]);
  const reference = useReference();
  const sources = useSources({ enabled: tier === 'premium' });
  const filters: FilterDef[] = [
    { key: 'city_id', label: 'Şehir', allLabel: 'Tüm şehirler', options: reference.data?.cities ?? [] },
    { key: 'type_id', label: 'Proje tipi', allLabel: 'Tüm tipler', options: reference.data?.project_types ?? [] },
    { key: 'status_type_id', label: 'Proje durumu', allLabel: 'Tüm durumlar', options: reference.data?.project_status_types ?? [] },
    // Which dataset a record came from (docs/product-rules.md#provenance): a filter like the others, premium like them.
    { key: 'source_id', label: SOURCES_MESSAGES.filterLabel, allLabel: SOURCES_MESSAGES.filterAll, options: sources.data?.items ?? [] },
  ];
  const locked = tier !== 'premium';
  const sortHeader = (column: string, label: string, className = '') => (
    <SortHeader column={column} params={list.params} onSort={(c) => (locked ? list.askPremium('sort') : list.sortBy(c))} locked={locked} className={className}>
      {label}
    </SortHeader>
  );

  return (
    <>
    {tier === 'premium' && <FilterFollowBar filters={list.params.filters} />}
    <ListFrame<ProjectListItem>
      list={list}
      kind="projects"
      tier={tier}
      sessionPending={sessionPending}
      noun="proje"
      searchLabel="Projelerde ara"
      searchPlaceholder="Proje adıyla arayın"
      filters={filters}
      referenceLoading={reference.isPending || (tier === 'premium' && sources.isPending)}
      sortOptions={SORTS}
      errorText="Projeler yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin."
      emptyText="Arama kriterlerinize uygun proje bulunamadı."
      renderTable={(items) => (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full min-w-[56rem] text-sm">
            <caption className="sr-only">Güneş enerjisi projeleri</caption>
            <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
              <tr>
                {sortHeader('project_name', 'Proje adı')}
                <th scope="col" className={thClass}>
                  Durum
                </th>
                <th scope="col" className={thClass}>
                  Tip
                </th>
                {sortHeader('city', 'Şehir')}
                {sortHeader('dc_power', 'DC güç', 'text-right')}
                {sortHeader('ac_power', 'AC güç', 'text-right')}
                <th scope="col" className={thClass}>
                  Tarihler
                </th>
                {sortHeader('updated_at', 'Güncelleme')}
                <th scope="col" className={`${thClass} text-center`}>
                  <span className="sr-only">Doğrulama</span>
                  <span aria-hidden="true">✓</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((item) => (
                <tr
                  key={item.id}
                  onClick={() => onOpen(item.id)}
                  className="cursor-pointer transition-colors hover:bg-amber-50/60 dark:hover:bg-slate-800/50"
                >
                  <td className={`${td} min-w-[14rem] max-w-[20rem]`}>
                    <button
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(item.id);
                      }}
                      className="text-left font-semibold text-slate-900 hover:text-amber-700 hover:underline dark:text-white dark:hover:text-amber-300"
                    >
                      {item.project_name}
                    </button>
                  </td>
                  <td className={td}>
                    <StatusBadge name={item.status?.name} />
                  </td>
                  <td className={`${td} text-slate-700 dark:text-slate-300`}>{item.type?.name ?? '–'}</td>
                  <td className={`${td} text-slate-700 dark:text-slate-300`}>{place(item)}</td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatMeasure(item.dc_power, item.dc_power_unit)}</td>
                  <td className={`${td} text-right whitespace-nowrap tabular-nums`}>{formatMeasure(item.ac_power, item.ac_power_unit)}</td>
                  <td className={`${td} text-slate-700 dark:text-slate-300`}>
                    <Dates item={item} />
                  </td>
                  <td className={`${td} whitespace-nowrap text-slate-600 tabular-nums dark:text-slate-400`}>{formatShortDate(item.updated_at)}</td>
                  <td className={`${td} text-center`}>
                    <VerifiedMark verified={item.is_verified} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      renderCards={(items) => (
        <ul className="grid gap-3">
          {items.map((item) => (
            <li key={item.id}>
              <article
                onClick={() => onOpen(item.id)}
                className="cursor-pointer rounded-2xl border border-slate-200 bg-white p-4 shadow-xs transition-colors hover:border-amber-400 dark:border-slate-800 dark:bg-slate-900 dark:hover:border-amber-400/50"
              >
                <div className="flex items-start justify-between gap-3">
                  <h3 className="min-w-0 font-semibold text-slate-900 dark:text-white">
                    <button
                      type="button"
                      onClick={(event) => {
                        event.stopPropagation();
                        onOpen(item.id);
                      }}
                      className="text-left hover:text-amber-700 dark:hover:text-amber-300"
                    >
                      {item.project_name}
                    </button>
                  </h3>
                  <VerifiedMark verified={item.is_verified} withText />
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                  <StatusBadge name={item.status?.name} />
                  {item.type && <span>{item.type.name}</span>}
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">Şehir</dt>
                    <dd className="text-slate-800 dark:text-slate-200">{place(item)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">Güncelleme</dt>
                    <dd className="text-slate-800 tabular-nums dark:text-slate-200">{formatShortDate(item.updated_at)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">DC güç</dt>
                    <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{formatMeasure(item.dc_power, item.dc_power_unit)}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">AC güç</dt>
                    <dd className="font-medium text-slate-900 tabular-nums dark:text-white">{formatMeasure(item.ac_power, item.ac_power_unit)}</dd>
                  </div>
                  {(item.project_start_date || item.commissioning_date) && (
                    <div className="col-span-2">
                      <dt className="text-xs text-slate-500 dark:text-slate-400">Tarihler</dt>
                      <dd className="text-slate-800 dark:text-slate-200">
                        <Dates item={item} />
                      </dd>
                    </div>
                  )}
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    />
    </>
  );
}
