import type { CompanyList as CompanyListData, CompanyListItem } from '../../../../shared/schemas/catalog';
import { getCompanies, companyListKey } from '../api/get-companies';
import { useReference } from '../../../api/reference';
import { useSources } from '../../../api/sources';
import { SOURCES_MESSAGES } from '../../../../shared/sources-display';
import { useCatalogList } from '../hooks/use-catalog-list';
import type { ViewerTier } from '../../../lib/viewer';
import { CompanyLinkCell } from './company-links';
import { ListFrame, type SortOption } from './list-frame';
import type { FilterDef } from '../../../components/list/list-toolbar';
import { SortHeader, thClass } from '../../../components/list/sort-header';
import { VerifiedMark } from './verified-mark';
import { RepresentedMark } from '../../../components/detail/represented-mark';

const API = { key: companyListKey, fetch: getCompanies };

const SORTS: SortOption[] = [
  { column: 'company_name', label: 'Firma adı' },
  { column: 'city', label: 'Şehir' },
  { column: 'establishment_year', label: 'Kuruluş yılı' },
];

const td = 'px-3 py-3 align-top first:pl-4 last:pr-4';

interface CompanyListProps {
  tier: ViewerTier;
  /** The session is not known yet ("Dışa Aktar" then opens its dialog and the server decides). */
  sessionPending?: boolean;
  onOpen: (id: string) => void;
}

/**
 * The company list of the home page (docs/product-rules.md#catalogue); website and LinkedIn are locked until opened.
 * A row shows the data's own "Doğrulanmış" (is_verified) and, under the name, the representative's
 * "Doğrulanmış firma" mark (docs/decisions/069, 074).
 */
export function CompanyList({ tier, sessionPending = false, onOpen }: CompanyListProps) {
  const list = useCatalogList<CompanyListData>('companies', tier, API);
  const reference = useReference();
  const sources = useSources({ enabled: tier === 'premium' });
  const filters: FilterDef[] = [
    { key: 'city_id', label: 'Şehir', allLabel: 'Tüm şehirler', options: reference.data?.cities ?? [] },
    { key: 'activity_type_id', label: 'Faaliyet alanı', allLabel: 'Tüm faaliyet alanları', options: reference.data?.company_activity_types ?? [] },
    { key: 'product_type_id', label: 'Ürün / hizmet tipi', allLabel: 'Tüm ürün tipleri', options: reference.data?.company_product_types ?? [] },
    // Which dataset a record came from (docs/product-rules.md#provenance): a filter like the others, premium like them.
    { key: 'source_id', label: SOURCES_MESSAGES.filterLabel, allLabel: SOURCES_MESSAGES.filterAll, options: sources.data?.items ?? [] },
  ];
  const locked = tier !== 'premium';
  const sortHeader = (column: string, label: string, className = '') => (
    <SortHeader column={column} params={list.params} onSort={(c) => (locked ? list.askPremium('sort') : list.sortBy(c))} locked={locked} className={className}>
      {label}
    </SortHeader>
  );

  const nameButton = (item: CompanyListItem, className: string) => (
    <button
      type="button"
      onClick={(event) => {
        event.stopPropagation();
        onOpen(item.id);
      }}
      className={className}
    >
      {item.company_name}
    </button>
  );

  return (
    <ListFrame<CompanyListItem>
      list={list}
      kind="companies"
      tier={tier}
      sessionPending={sessionPending}
      noun="firma"
      searchLabel="Firmalarda ara"
      searchPlaceholder="Firma adıyla arayın"
      filters={filters}
      referenceLoading={reference.isPending || (tier === 'premium' && sources.isPending)}
      sortOptions={SORTS}
      errorText="Firmalar yüklenirken bir hata oluştu. Lütfen daha sonra tekrar deneyin."
      emptyText="Arama kriterlerinize uygun firma bulunamadı."
      renderTable={(items) => (
        <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-xs dark:border-slate-800 dark:bg-slate-900">
          <table className="w-full min-w-[52rem] text-sm">
            <caption className="sr-only">Güneş enerjisi sektörü firmaları</caption>
            <thead className="border-b border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/60">
              <tr>
                {sortHeader('company_name', 'Firma adı')}
                <th scope="col" className={thClass}>
                  Faaliyet alanı
                </th>
                <th scope="col" className={thClass}>
                  Ürün / hizmet
                </th>
                {sortHeader('city', 'Şehir')}
                {sortHeader('establishment_year', 'Kuruluş', 'text-right')}
                <th scope="col" className={thClass}>
                  Web sitesi
                </th>
                <th scope="col" className={thClass}>
                  LinkedIn
                </th>
                <th scope="col" className={`${thClass} text-center`}>
                  <span className="sr-only">Doğrulama</span>
                  <span aria-hidden="true">✓</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
              {items.map((item) => (
                <tr key={item.id} onClick={() => onOpen(item.id)} className="cursor-pointer transition-colors hover:bg-amber-50/60 dark:hover:bg-slate-800/50">
                  <td className={`${td} min-w-[12rem] max-w-[18rem]`}>
                    {nameButton(item, 'text-left font-semibold text-slate-900 hover:text-amber-700 hover:underline dark:text-white dark:hover:text-amber-300')}
                    {item.represented && (
                      <div className="mt-1">
                        <RepresentedMark represented />
                      </div>
                    )}
                  </td>
                  <td className={`${td} text-slate-700 dark:text-slate-300`}>{item.activity_type?.name ?? '–'}</td>
                  <td className={`${td} text-slate-700 dark:text-slate-300`}>{item.product_type?.name ?? '–'}</td>
                  <td className={`${td} text-slate-700 dark:text-slate-300`}>{item.city?.name ?? '–'}</td>
                  <td className={`${td} text-right tabular-nums`}>{item.establishment_year ?? '–'}</td>
                  <td className={td}>
                    <CompanyLinkCell url={item.website} locked={item.is_locked} label="Web sitesi" />
                  </td>
                  <td className={td}>
                    <CompanyLinkCell url={item.linkedin} locked={item.is_locked} label="LinkedIn" />
                  </td>
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
                  <div className="min-w-0">
                    <h3 className="font-semibold text-slate-900 dark:text-white">
                      {nameButton(item, 'text-left hover:text-amber-700 dark:hover:text-amber-300')}
                    </h3>
                    {item.represented && (
                      <div className="mt-1">
                        <RepresentedMark represented />
                      </div>
                    )}
                  </div>
                  <VerifiedMark verified={item.is_verified} withText />
                </div>
                <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">Faaliyet alanı</dt>
                    <dd className="text-slate-800 dark:text-slate-200">{item.activity_type?.name ?? '–'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">Ürün / hizmet</dt>
                    <dd className="text-slate-800 dark:text-slate-200">{item.product_type?.name ?? '–'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">Şehir</dt>
                    <dd className="text-slate-800 dark:text-slate-200">{item.city?.name ?? '–'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">Kuruluş yılı</dt>
                    <dd className="text-slate-800 tabular-nums dark:text-slate-200">{item.establishment_year ?? '–'}</dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">Web sitesi</dt>
                    <dd>
                      <CompanyLinkCell url={item.website} locked={item.is_locked} label="Web sitesi" />
                    </dd>
                  </div>
                  <div>
                    <dt className="text-xs text-slate-500 dark:text-slate-400">LinkedIn</dt>
                    <dd>
                      <CompanyLinkCell url={item.linkedin} locked={item.is_locked} label="LinkedIn" />
                    </dd>
                  </div>
                </dl>
              </article>
            </li>
          ))}
        </ul>
      )}
    />
  );
}
