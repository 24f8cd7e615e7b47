import type { BalanceInfo, Inventory } from '../../shared/schemas/me';
import type { LedgerRow } from '../services/me/own-ledger';
import type { InventoryRows } from '../services/me/own-inventory';

export function presentBalance(balance: number, rows: LedgerRow[]): BalanceInfo {
  return {
    balance,
    transactions: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      description: r.description,
      transaction_type: r.transaction_type,
      balance_after: r.balance_after,
      created_at: r.created_at.toISOString(),
    })),
  };
}

export function presentInventory({ projectRows, companyRows }: InventoryRows): Inventory {
  const iso = <T extends { opened_at: Date; id: string | null }>(r: T) => ({ ...r, removed: r.id === null, opened_at: r.opened_at.toISOString() });
  return { projects: projectRows.map(iso), companies: companyRows.map(iso) };
}
