import { useEffect, useState } from 'react';
import { TOKEN_COST_DESCRIPTIONS, TOKEN_COST_RANGE } from '../../../../shared/constants';
import { tokenCostUpdateSchema } from '../../../../shared/schemas/token-costs';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { DataError } from '../../../components/ui/data-states';
import { TextField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTokenCostRows, useUpdateTokenCost, type TokenCostRow } from '../../../features/admin/api/token-costs-api';
import { AdminPage } from '../../../features/admin/components/admin-page';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';

// Not a resource list (decision 033): a fixed set of costs, each a card with one number saved on
// its own and pushed to every open page; nothing to search, page, add or delete.

/** The success text hides itself after this long (spec 3 §8). */
const SUCCESS_MS = 3000;

/** /admin/token-costs (spec 3 §2.20): one card per cost, 0–1000, pushed at once to every open page. */
export default function AdminTokenCostsPage() {
  const rows = useTokenCostRows();
  return (
    <AdminPage title="Bakiye Maliyetleri" description="Kullanıcıların ücretli işlemlerde harcadığı Bakiye miktarları.">
      <Alert tone="info" className="mb-6">
        Bir maliyet kaydedildiği anda açık sayfalardaki onay pencereleri yeni tutarı gösterir. Değer {TOKEN_COST_RANGE.min} ile {TOKEN_COST_RANGE.max} arasında bir tam sayıdır; 0 işlemi ücretsiz yapar.
      </Alert>
      {rows.isError && !rows.data ? (
        <DataError message="Bakiye maliyetleri yüklenirken bir hata oluştu" onRetry={() => void rows.refetch()} />
      ) : !rows.data ? (
        <div role="status" aria-label="Yükleniyor" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className="h-40 w-full" />
          ))}
        </div>
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.data.items.map((row) => (
            <li key={row.id}>
              <CostCard row={row} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function CostCard({ row }: { row: TokenCostRow }) {
  const [text, setText] = useState(String(row.cost_value));
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const update = useUpdateTokenCost();
  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(() => setNotice(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  const title = TOKEN_COST_DESCRIPTIONS[row.cost_key];
  return (
    <form
      noValidate
      className="h-full rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
      aria-label={title}
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = tokenCostUpdateSchema.safeParse({ cost_value: text.trim() === '' ? undefined : Number(text) });
        if (!parsed.success) {
          setNotice({ tone: 'error', text: parsed.error.issues[0]!.message });
          return;
        }
        update.mutate(
          { id: row.id, cost_value: parsed.data.cost_value },
          { onSuccess: (answer) => setNotice({ tone: 'success', text: answer.message }), onError: (error) => setNotice({ tone: 'error', text: errorMessage(error) }) },
        );
      }}
    >
      <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">Son değişiklik: {formatDateTime(row.updated_at)}</p>
      <div className="mt-4 flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <TextField
            label="Bakiye"
            type="number"
            inputMode="numeric"
            min={TOKEN_COST_RANGE.min}
            max={TOKEN_COST_RANGE.max}
            step={1}
            value={text}
            // Spec 3 §5: non-numeric input is ignored.
            onValueChange={(value) => {
              if (/^-?\d*$/.test(value)) setText(value);
            }}
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'md', 'h-11')} disabled={update.isPending || text === String(row.cost_value)}>
          Güncelle
        </button>
      </div>
      {notice && (
        <Alert tone={notice.tone} className="mt-3" role={notice.tone === 'error' ? 'alert' : 'status'}>
          {notice.text}
        </Alert>
      )}
    </form>
  );
}
