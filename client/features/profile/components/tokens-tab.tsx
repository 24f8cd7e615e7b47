import { useState } from 'react';
import { DataEmpty, DataError } from '../../../components/ui/data-states';
import { CoinIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatDateTime, formatInteger } from '../../../lib/format';
import { useBalance } from '../api/get-balance';
import { ShowMoreButton } from '../../../components/list/show-more-button';

/** How many ledger rows show before "Tümünü göster" (docs/product-rules.md#profile). */
export const LEDGER_PREVIEW = 5;

/** The tokens tab (docs/product-rules.md#profile): the Bakiye and its history, newest first, 5 with a show-more toggle. */
export function TokensTab() {
  const balance = useBalance();
  const [expanded, setExpanded] = useState(false);

  if (balance.isPending) {
    return (
      <div role="status" aria-label="Yükleniyor" className="grid gap-3">
        <Skeleton className="h-16 w-full" />
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (balance.isError) {
    return <DataError message="Bakiye hareketleri yüklenirken bir hata oluştu" onRetry={() => void balance.refetch()} retrying={balance.isFetching} />;
  }

  const { transactions } = balance.data;
  const shown = expanded ? transactions : transactions.slice(0, LEDGER_PREVIEW);
  return (
    <section aria-labelledby="tokens-title" className="grid grid-cols-[minmax(0,1fr)] gap-5">
      <div className="flex items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <div>
          <h2 id="tokens-title" className="text-sm font-medium text-slate-600 dark:text-slate-400">
            Mevcut Bakiye
          </h2>
          <p className="mt-1 flex items-center gap-2 text-3xl font-bold text-slate-900 tabular-nums dark:text-white">
            <CoinIcon className="size-7 text-amber-600 dark:text-amber-400" />
            {formatInteger(balance.data.balance)}
          </p>
        </div>
      </div>
      <div>
        <h3 className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">Bakiye Hareketleri</h3>
        {transactions.length === 0 ? (
          <DataEmpty message="Henüz bakiye hareketi bulunmuyor" />
        ) : (
          <>
            <ul className="divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
              {shown.map((entry) => (
                <li key={entry.id} className="flex items-center justify-between gap-4 px-4 py-3">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-slate-900 dark:text-white">
                      {entry.description}
                    </p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">{formatDateTime(entry.created_at)}</p>
                  </div>
                  <div className="shrink-0 text-right tabular-nums">
                    <p
                      className={`font-semibold ${entry.transaction_type === 'credit' ? 'text-emerald-700 dark:text-emerald-400' : 'text-red-700 dark:text-red-400'}`}
                    >
                      {entry.transaction_type === 'credit' ? '+' : '−'}
                      {formatInteger(Math.abs(entry.amount))}
                    </p>
                    <p className="text-xs text-slate-600 dark:text-slate-400">Kalan {formatInteger(entry.balance_after)}</p>
                  </div>
                </li>
              ))}
            </ul>
            {transactions.length > LEDGER_PREVIEW && <ShowMoreButton expanded={expanded} total={transactions.length} onToggle={() => setExpanded((value) => !value)} />}
          </>
        )}
      </div>
    </section>
  );
}
