import { TOKEN_COST_DESCRIPTIONS, TOKEN_COST_RANGE, type CostKey } from '../../../../shared/constants';
import { tokenCostUpdateSchema } from '../../../../shared/schemas/token-costs';
import { z } from '../../../../shared/zod';
import { Alert } from '../../../components/ui/alert';
import { formatDateTime } from '../../../lib/format';
import type { FormResource } from '../registry/form';
import type { ListResource } from '../registry/list';
import type { AdminResource } from '../registry/resource';

// Token costs (docs/product-rules.md#token-costs): a fixed set of costs, each a card with one number saved
// on its own (a row form of the card's record, which stays open and says it saved for 3 s) and pushed to
// every open page; nothing to search, page, add or delete.

/** A cost as the cards read it (GET /api/admin/token-costs). */
interface TokenCostRow {
  id: string;
  cost_key: CostKey;
  cost_value: number;
  updated_at: string;
}

const LOAD_FAILED = 'Bakiye maliyetleri yüklenirken bir hata oluştu';

/** One cost's form: PUT /api/admin/token-costs/:id; the button waits for a change. */
const costForm: FormResource = {
  path: '/token-costs',
  singular: 'Bakiye maliyeti',
  // The typed cost as the shared schema's number (blank: none).
  schema: z.preprocess((values) => {
    const text = String((values as { cost_value: unknown }).cost_value).trim();
    return { cost_value: text === '' ? undefined : Number(text) };
  }, tokenCostUpdateSchema),
  // Non-numeric input is ignored.
  sections: [{ fields: [{ kind: 'number', name: 'cost_value', label: 'Bakiye', min: TOKEN_COST_RANGE.min, max: TOKEN_COST_RANGE.max, allow: /^-?\d*$/, wide: true }] }],
  canSubmit: (values, record) => values.cost_value !== String((record as TokenCostRow).cost_value),
  submitLabel: () => 'Güncelle',
  messages: { loadFailed: LOAD_FAILED, saveFailed: 'Bakiye maliyeti kaydedilemedi' },
};

const costList: ListResource<TokenCostRow> = {
  path: '/token-costs',
  title: 'Bakiye maliyetleri',
  singular: 'Bakiye maliyeti',
  pager: false,
  remove: false,
  header: () => (
    <Alert tone="info" className="mb-6">
      Bir maliyet kaydedildiği anda açık sayfalardaki onay pencereleri yeni tutarı gösterir. Değer {TOKEN_COST_RANGE.min} ile {TOKEN_COST_RANGE.max} arasında bir tam sayıdır; 0 işlemi ücretsiz yapar.
    </Alert>
  ),
  cards: {
    grid: true,
    item: (row, { form }) => (
      <>
        <h2 className="font-semibold text-slate-900 dark:text-white">{TOKEN_COST_DESCRIPTIONS[row.cost_key]}</h2>
        <p className="mt-0.5 mb-4 text-xs text-slate-500 dark:text-slate-400">Son değişiklik: {formatDateTime(row.updated_at)}</p>
        {form({ form: costForm, label: TOKEN_COST_DESCRIPTIONS[row.cost_key] })}
      </>
    ),
  },
  nameOf: (row) => TOKEN_COST_DESCRIPTIONS[row.cost_key],
  messages: { loadFailed: LOAD_FAILED, empty: 'Bakiye maliyeti bulunamadı.' },
};

export default {
  screens: [{ path: 'token-costs', title: 'Bakiye Maliyetleri', description: 'Kullanıcıların ücretli işlemlerde harcadığı Bakiye miktarları.', list: costList }],
  nav: { 'token-costs': { group: 'Yayın', order: 8, description: 'Ücretli işlemlerin Bakiye tutarları' } },
} satisfies AdminResource;
