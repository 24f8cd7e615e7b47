import { useMemo } from 'react';
import { TOKEN_COST_DESCRIPTIONS, TOKEN_COST_RANGE, type CostKey } from '../../../../shared/constants';
import { tokenCostUpdateSchema } from '../../../../shared/schemas/token-costs';
import { z } from '../../../../shared/zod';
import { Alert } from '../../../components/ui/alert';
import { DataError } from '../../../components/ui/data-states';
import { adminSaver, useAdminList } from '../../../features/admin/api/admin-resource-api';
import { AdminPage, Loading } from '../../../features/admin/components/admin-page';
import { ResourceForm } from '../../../features/admin/components/resource-form';
import type { FormResource } from '../../../features/admin/resources/form-resource';
import { formatDateTime } from '../../../lib/format';

// Not a resource list (decision 033): a fixed set of costs, each a card with one number saved on its
// own (a row form of its definition) and pushed to every open page; nothing to search, page, add or delete.

/** A cost as the cards read it (GET /api/admin/token-costs). */
interface TokenCostRow {
  id: string;
  cost_key: CostKey;
  cost_value: number;
  updated_at: string;
}

/** The success text hides itself after this long (docs/product-rules.md#token-costs). */
const SUCCESS_MS = 3000;

/** The typed cost as the shared schema's number (blank: none). */
const costSchema = z.preprocess((values) => {
  const text = String((values as { cost_value: unknown }).cost_value).trim();
  return { cost_value: text === '' ? undefined : Number(text) };
}, tokenCostUpdateSchema);

/** One cost's form: PUT /api/admin/token-costs/:id, saved again and again; the button waits for a change. */
function costForm(row: TokenCostRow): FormResource {
  return {
    path: '/token-costs',
    singular: 'Bakiye maliyeti',
    schema: costSchema,
    // docs/product-rules.md#token-costs: non-numeric input is ignored.
    sections: [{ fields: [{ kind: 'number', name: 'cost_value', label: 'Bakiye', min: TOKEN_COST_RANGE.min, max: TOKEN_COST_RANGE.max, allow: /^-?\d*$/, wide: true }] }],
    canSubmit: (values) => values.cost_value !== String(row.cost_value),
    submitLabel: () => 'Güncelle',
    fades: SUCCESS_MS,
    useSave: adminSaver('/token-costs'),
    messages: { loadFailed: 'Bakiye maliyetleri yüklenirken bir hata oluştu', saveFailed: 'Bakiye maliyeti kaydedilemedi' },
  };
}

/** /admin/token-costs (docs/product-rules.md#token-costs): one card per cost, 0–1000, pushed at once to every open page. */
export default function AdminTokenCostsPage() {
  const rows = useAdminList<TokenCostRow>('/token-costs', {});
  return (
    <AdminPage title="Bakiye Maliyetleri" description="Kullanıcıların ücretli işlemlerde harcadığı Bakiye miktarları.">
      <Alert tone="info" className="mb-6">
        Bir maliyet kaydedildiği anda açık sayfalardaki onay pencereleri yeni tutarı gösterir. Değer {TOKEN_COST_RANGE.min} ile {TOKEN_COST_RANGE.max} arasında bir tam sayıdır; 0 işlemi ücretsiz yapar.
      </Alert>
      {rows.isError && !rows.data ? (
        <DataError message="Bakiye maliyetleri yüklenirken bir hata oluştu" onRetry={() => void rows.refetch()} />
      ) : !rows.data ? (
        <Loading count={5} className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" block="h-40 w-full" />
      ) : (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {rows.data.items.map((row) => (
            <li key={row.id} className="h-full rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <CostCard row={row} />
            </li>
          ))}
        </ul>
      )}
    </AdminPage>
  );
}

function CostCard({ row }: { row: TokenCostRow }) {
  const form = useMemo(() => costForm(row), [row]);
  const title = TOKEN_COST_DESCRIPTIONS[row.cost_key];
  return (
    <>
      <h2 className="font-semibold text-slate-900 dark:text-white">{title}</h2>
      <p className="mt-0.5 mb-4 text-xs text-slate-500 dark:text-slate-400">Son değişiklik: {formatDateTime(row.updated_at)}</p>
      <ResourceForm resource={form} id={row.id} row={row} layout="row" label={title} />
    </>
  );
}
