import { useDeferredValue, type ReactNode } from 'react';
import type { CostQuote } from '../../../../shared/schemas/catalog';
import { Spinner } from '../../../components/ui/spinner';
import { formatInteger } from '../../../lib/format';
import type { ListParams } from '../../../lib/list-params';
import type { PremiumFeature, ViewerTier } from '../../../lib/viewer';
import { readRefusal } from '../../../lib/viewer';
import { BELOW_MD, useMediaQuery } from '../../../lib/use-media-query';
import { FilterBar, SearchBox, type FilterDef } from '../../../components/list/list-toolbar';
import { SortPicker } from '../../../components/list/sort-picker';
import { ClearFiltersButton, ListSkeleton } from '../../../components/list/list-states';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { Pager } from '../../../components/list/pager';
import { PremiumFeatureModal } from './premium-feature-modal';
import { TokenConfirmModal } from './token-confirm-modal';
import { ExportButton } from '../../../components/exports/export-dialog';
import { catalogExportBody } from '../../../api/exports';
import type { CatalogKind } from '../../../lib/list-params';

export interface SortOption {
  column: string;
  label: string;
}

interface ListData<Item> {
  items: Item[];
  page_size: number;
  total: number;
  total_capped: boolean;
  total_approximate: boolean;
}

/** What the frame needs from useCatalogList. */
export interface ListController<Item> {
  params: ListParams;
  query: { data?: ListData<Item>; isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };
  loadingChange: boolean;
  search: { text: string; hint: string | null; onChange: (text: string) => void };
  setFilter: (key: string, value: string) => void;
  clearFilters: () => void;
  setSort: (column: string, dir: 'asc' | 'desc') => void;
  goToPage: (page: number) => void;
  reset: () => void;
  askPremium: (feature: PremiumFeature) => void;
  quote: (CostQuote & { pending: boolean; error: string | null; confirm: (shownTotal: number) => void; cancel: () => void }) | null;
  premiumFeature: PremiumFeature | null;
  closePremium: () => void;
}

interface ListFrameProps<Item> {
  list: ListController<Item>;
  /** The list's kind: "Dışa Aktar" exports its current filters (docs/product-rules.md#exports). */
  kind: CatalogKind;
  tier: ViewerTier;
  /** The session is not known yet: "Dışa Aktar" opens its dialog and the server's answer decides. */
  sessionPending?: boolean;
  /** "proje" / "firma" */
  noun: string;
  searchLabel: string;
  searchPlaceholder: string;
  filters: FilterDef[];
  referenceLoading: boolean;
  sortOptions: SortOption[];
  errorText: string;
  emptyText: string;
  /** The rows as a table (from 768 px) and as cards (below). */
  renderTable: (items: Item[]) => ReactNode;
  renderCards: (items: Item[]) => ReactNode;
}

/**
 * The common frame of the project and company lists (docs/product-rules.md#catalogue): search, filters, a sort
 * picker for narrow screens, the four states (loading, error with "Yeniden Dene", empty, data),
 * the pager, and the token confirmation and "Premium Özellik" dialogs.
 */
export function ListFrame<Item>({
  list,
  kind,
  tier,
  sessionPending = false,
  noun,
  searchLabel,
  searchPlaceholder,
  filters,
  referenceLoading,
  sortOptions,
  errorText,
  emptyText,
  renderTable,
  renderCards,
}: ListFrameProps<Item>) {
  // One of the two layouts, not both with one hidden: the rows are a quarter of the home page's
  // elements, and building them twice lengthened the render their answer starts (decision 017).
  const phone = useMediaQuery(BELOW_MD);
  const { params, query } = list;
  // A query's answer renders at once (useSyncExternalStore); deferred, the rows render as a
  // transition React cuts into 5 ms slices, so their arrival is not one long task (decision 017).
  const data = useDeferredValue(query.data);
  // Busy until the rows shown are the answer's: a change still loading, or its rows still deferred.
  const settling = list.loadingChange || data !== query.data;
  const totalPages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const refusal = query.isError ? readRefusal(query.error) : null;
  const narrowed = params.search !== '' || Object.values(params.filters).some(Boolean);

  let body: ReactNode;
  if (data) {
    body =
      data.items.length === 0 ? (
        <DataEmpty message={emptyText} action={narrowed ? <ClearFiltersButton onClick={list.reset} /> : undefined} />
      ) : (
        <div aria-busy={settling || undefined} className={`transition-opacity ${settling ? 'opacity-60' : ''}`}>
          {phone ? renderCards(data.items) : renderTable(data.items)}
        </div>
      );
  } else if (query.isError) {
    body = refusal ? (
      <DataError message={(query.error as Error).message} retryLabel="Listeyi Sıfırla" onRetry={list.reset} />
    ) : (
      <DataError message={errorText} onRetry={() => void query.refetch()} />
    );
  } else {
    body = <ListSkeleton />;
  }

  return (
    <div>
      <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <SearchBox
            label={searchLabel}
            placeholder={searchPlaceholder}
            text={list.search.text}
            hint={list.search.hint}
            onChange={list.search.onChange}
            tier={tier}
          />
          {phone && (
            <SortPicker
              labelHidden
              value={`${params.sort}:${params.dir}`}
              columns={sortOptions}
              onChange={(value) => {
                const [column, dir] = value.split(':') as [string, 'asc' | 'desc'];
                if (tier !== 'premium') list.askPremium('sort');
                else list.setSort(column, dir);
              }}
            />
          )}
        </div>
        <div className="mt-3">
          <FilterBar
            filters={filters}
            values={params.filters}
            onChange={list.setFilter}
            onClear={list.clearFilters}
            tier={tier}
            onLocked={() => list.askPremium('filter')}
            loading={referenceLoading}
          />
        </div>
      </div>

      <div className="mt-5 mb-3 flex min-h-6 flex-wrap items-center justify-between gap-2 text-sm text-slate-600 dark:text-slate-400">
        <p aria-live="polite">
          {data && (
            <>
              <strong className="font-semibold text-slate-900 tabular-nums dark:text-white">
                {data.total_approximate ? 'yaklaşık ' : ''}
                {formatInteger(data.total)}
                {data.total_capped ? '+' : ''}
              </strong>{' '}
              {noun} bulundu
              {totalPages > 1 && (
                <span className="tabular-nums">
                  {' '}
                  · Sayfa {formatInteger(params.page)} / {formatInteger(totalPages)}
                </span>
              )}
            </>
          )}
        </p>
        <div className="flex items-center gap-3">
          {list.loadingChange && (
            <span role="status" className="inline-flex items-center gap-2 text-amber-700 dark:text-amber-400">
              <Spinner className="size-4" />
              Yükleniyor…
            </span>
          )}
          {data && data.total > 0 && <ExportButton body={catalogExportBody(kind, params)} tier={tier} sessionPending={sessionPending} onPremium={list.askPremium} />}
        </div>
      </div>

      {body}

      {data && (
        <div className="mt-6">
          <Pager
            page={params.page}
            totalPages={totalPages}
            onPageChange={list.goToPage}
            label={`${noun[0]!.toLocaleUpperCase('tr-TR')}${noun.slice(1)} sayfaları`}
          />
        </div>
      )}

      {list.quote && (
        <TokenConfirmModal
          costs={list.quote.costs}
          total={list.quote.total}
          balance={list.quote.balance}
          pending={list.quote.pending}
          error={list.quote.error}
          onConfirm={list.quote.confirm}
          onCancel={list.quote.cancel}
        />
      )}
      {list.premiumFeature && <PremiumFeatureModal feature={list.premiumFeature} onClose={list.closePremium} />}
    </div>
  );
}
