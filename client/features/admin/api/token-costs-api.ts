import type { CostKey } from '../../../../shared/constants';
import { useAdminList } from './admin-resource-api';

// Token costs (docs/product-rules.md#token-costs): the operators' list; each card saves through its form
// definition (PUT /api/admin/token-costs/:id, pushed live to open pages).

export interface TokenCostRow {
  id: string;
  cost_key: CostKey;
  cost_value: number;
  description: string | null;
  is_active: boolean;
  updated_at: string;
}

export const useTokenCostRows = () => useAdminList<TokenCostRow>('/token-costs', {});
