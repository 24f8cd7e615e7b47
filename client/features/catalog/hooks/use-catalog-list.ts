import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS } from '../../../../shared/constants';
import { CATALOG_MESSAGES } from '../../../../shared/catalog-messages';
import type { CostQuote } from '../../../../shared/schemas/catalog';
import { errorMessage } from '../../../lib/api-client';
import { defaultListParams, LIST_DEFAULTS, type CatalogKind, type ListParams } from '../../../lib/list-params';
import { packagesPath, readRefusal, type ListRefusal, type PremiumFeature, type ViewerTier } from '../../../lib/viewer';
import { paths } from '../../../config/paths';
import { applyBalance } from '../../../api/session';

/** The calls of one list: its cache key and its fetcher. */
export interface ListApi<D> {
  key: (params: ListParams) => readonly unknown[];
  fetch: (params: ListParams, options?: { quotedTotal?: number; signal?: AbortSignal }) => Promise<D>;
}

interface ListPage {
  charges: { cost_key: string; amount: number; balance: number }[];
}

const same = (a: ListParams, b: ListParams) => JSON.stringify(a) === JSON.stringify(b);
const letters = (text: string) => [...text].length;

/** The premium feature a request uses (docs/product-rules.md#catalogue), as the server judges it. */
export function premiumFeatureOf(kind: CatalogKind, params: ListParams): PremiumFeature | null {
  if (Object.values(params.filters).some(Boolean)) return 'filter';
  if (params.page > 1) return 'pagination';
  const defaults = LIST_DEFAULTS[kind];
  if (params.sort !== defaults.sort || params.dir !== defaults.dir) return 'sort';
  return null;
}

/**
 * State of a project or company list (docs/product-rules.md#catalogue): search (4+ letters, 500 ms debounce, empty
 * resets), filters, sort and page. A change is fetched first and shown only once it loads, so the
 * last page stays on screen meanwhile; a refusal keeps it too and opens the matching dialog:
 * 402 quote -> token confirmation (then the same list as a POST carrying the accepted total), 403 -> "Premium Özellik"
 * for members or /packages/public for visitors, 401 -> /login. Any change returns to page 1.
 */
export function useCatalogList<D extends ListPage>(kind: CatalogKind, tier: ViewerTier, api: ListApi<D>) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params, setParams] = useState<ListParams>(() => defaultListParams(kind));
  const paramsRef = useRef(params);
  const [target, setTarget] = useState<ListParams | null>(null);
  const ticket = useRef(0);
  const [quote, setQuote] = useState<{ target: ListParams; quote: CostQuote } | null>(null);
  const [premiumFeature, setPremiumFeature] = useState<PremiumFeature | null>(null);
  const [searchText, setSearchText] = useState('');
  const searchTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const query = useQuery({
    queryKey: api.key(params),
    queryFn: ({ signal }) => api.fetch(params, { signal }),
    retryOnMount: false,
  });

  const commit = (next: ListParams) => {
    paramsRef.current = next;
    setParams(next);
  };

  const sendToPackages = () => navigate(packagesPath('visitor'));

  /** Acts on a refusal; false when it is not one this list handles by a dialog. */
  const refuse = (refusal: ListRefusal | null, next: ListParams): boolean => {
    if (!refusal) return false;
    switch (refusal.kind) {
      case 'quote':
        setQuote({ target: next, quote: refusal.quote });
        return true;
      case 'premium':
        if (refusal.tier === 'visitor' || tier === 'visitor') sendToPackages();
        else setPremiumFeature(refusal.feature);
        return true;
      case 'login':
        navigate(paths.login());
        return true;
      default:
        return false;
    }
  };

  const go = async (update: (current: ListParams) => ListParams) => {
    const current = paramsRef.current;
    const next = update(current);
    if (same(next, current)) return;
    // What the server would refuse anyway is not asked for (it stays the judge when asked).
    const feature = premiumFeatureOf(kind, next);
    if (feature && tier !== 'premium') {
      if (tier === 'visitor') sendToPackages();
      else setPremiumFeature(feature);
      return;
    }
    if (next.search && tier === 'visitor') {
      navigate(paths.login());
      return;
    }
    const mine = ++ticket.current;
    setTarget(next);
    try {
      await queryClient.fetchQuery({ queryKey: api.key(next), queryFn: ({ signal }) => api.fetch(next, { signal }) });
      if (mine === ticket.current) commit(next);
    } catch (error) {
      // Not a refusal: show this request's error state (with "Yeniden Dene").
      if (mine === ticket.current && !refuse(readRefusal(error), next)) commit(next);
    } finally {
      if (mine === ticket.current) setTarget(null);
    }
  };

  const confirm = useMutation({
    mutationFn: ({ next, total }: { next: ListParams; total: number }) => api.fetch(next, { quotedTotal: total }),
    onSuccess: (data, { next }) => {
      ticket.current += 1;
      setTarget(null);
      queryClient.setQueryData(api.key(next), data);
      commit(next);
      setQuote(null);
      const last = data.charges[data.charges.length - 1];
      if (last) applyBalance(queryClient, last.balance);
    },
    onError: (error, { next }) => {
      // The price changed meanwhile: show the new quote.
      const refusal = readRefusal(error);
      if (refusal?.kind === 'quote') setQuote({ target: next, quote: refusal.quote });
    },
  });
  const confirmRefusal = confirm.error ? readRefusal(confirm.error) : null;

  const trimmed = searchText.trim();
  const searchHint = trimmed !== '' && letters(trimmed) < SEARCH_MIN_CHARS ? CATALOG_MESSAGES.searchTooShort : null;

  return {
    params,
    query,
    /** A change is being fetched (the shown data is the previous one). */
    loadingChange: target !== null,
    search: {
      text: searchText,
      hint: searchHint,
      onChange(text: string) {
        setSearchText(text);
        clearTimeout(searchTimer.current);
        const value = text.trim();
        if (value !== '' && letters(value) < SEARCH_MIN_CHARS) return;
        searchTimer.current = setTimeout(() => void go((c) => ({ ...c, search: value, page: 1 })), value ? SEARCH_DEBOUNCE_MS : 0);
      },
    },
    setFilter: (key: string, value: string) => void go((c) => ({ ...c, filters: { ...c.filters, [key]: value }, page: 1 })),
    clearFilters: () => void go((c) => ({ ...c, filters: {}, page: 1 })),
    sortBy: (column: string) =>
      void go((c) =>
        c.sort === column
          ? { ...c, dir: c.dir === 'asc' ? 'desc' : 'asc', page: 1 }
          : { ...c, sort: column, dir: LIST_DEFAULTS[kind].newColumnDir, page: 1 },
      ),
    setSort: (column: string, dir: 'asc' | 'desc') => void go((c) => ({ ...c, sort: column, dir, page: 1 })),
    goToPage: (page: number) => void go((c) => ({ ...c, page })),
    /** Back to the first page in the default order, no search or filters. */
    reset: () => {
      setSearchText('');
      void go(() => defaultListParams(kind));
    },
    /** A feature the viewer's tier lacks was asked for (the list shows the "Premium Özellik" modal). */
    askPremium: (feature: PremiumFeature) => (tier === 'visitor' ? sendToPackages() : setPremiumFeature(feature)),
    quote: quote && {
      ...quote.quote,
      pending: confirm.isPending,
      error: confirm.error && confirmRefusal?.kind !== 'quote' ? errorMessage(confirm.error) : null,
      /** The total the modal showed (live costs included) is the one accepted. */
      confirm: (shownTotal: number) => confirm.mutate({ next: quote.target, total: shownTotal }),
      cancel: () => {
        setQuote(null);
        confirm.reset();
      },
    },
    premiumFeature,
    closePremium: () => setPremiumFeature(null),
  };
}
