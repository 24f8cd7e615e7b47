import { useRef } from 'react';
import { COST_KEYS, TOKEN_COST_DESCRIPTIONS, type CostKey } from '../../../../shared/constants';
import { CATALOG_MESSAGES } from '../../../../shared/catalog-messages';
import { buttonClass } from '../../../components/ui/button-styles';
import { CoinIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatInteger } from '../../../lib/format';
import { useLiveTokenCosts } from '../../../api/token-costs';
import type { TokenCosts } from '../../../lib/realtime/realtime-connection';
import { BalanceRows, SPEND_LIST, SPEND_ROW, SpendActions, SpendRefusal } from '../../../components/ui/balance-spend';

export interface CostLine {
  cost_key: string;
  amount: number;
}

interface TokenConfirmModalProps {
  /** What is paid for (one line per cost key). */
  costs: CostLine[];
  total: number;
  /** The viewer's Bakiye now. */
  balance: number;
  /** Called with the total the modal showed: the request carries it, and the server charges only that. */
  onConfirm: (shownTotal: number) => void;
  onCancel: () => void;
  /** The paid request is under way. */
  pending?: boolean;
  /** The paid request failed (e.g. "Yetersiz bakiye"). */
  error?: string | null;
  /** Names the thing opened, e.g. the project name. */
  subject?: string;
}

const costLabel = (key: string) => TOKEN_COST_DESCRIPTIONS[key as CostKey] ?? key;
const isCostKey = (key: string): key is CostKey => (COST_KEYS as readonly string[]).includes(key);

/**
 * The quoted lines at today's prices: an admin may change a cost while the modal is open. The total
 * moves by the same difference, and the confirmation sends the total shown: the server charges it
 * only if it is still the cost, and otherwise answers with the new one.
 */
export function currentCostLines(costs: CostLine[], total: number, live: TokenCosts | undefined): { costs: CostLine[]; total: number } {
  if (!live) return { costs, total };
  let changed = false;
  let delta = 0;
  const lines = costs.map((line) => {
    if (!isCostKey(line.cost_key) || live[line.cost_key] === line.amount) return line;
    changed = true;
    delta += live[line.cost_key] - line.amount;
    return { ...line, amount: live[line.cost_key] };
  });
  return changed ? { costs: lines, total: total + delta } : { costs, total };
}

/**
 * The token confirmation modal (docs/product-rules.md#balance): the operation's cost, the current balance and the
 * balance after it. With too little Bakiye it warns "Yetersiz bakiye" and offers "Bakiye Satın Al".
 * The amounts follow the live token costs (GET /api/token-costs, then the realtime socket).
 */
export function TokenConfirmModal({ costs: quoted, total: quotedTotal, balance, onConfirm, onCancel, pending = false, error, subject }: TokenConfirmModalProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const { costs, total } = currentCostLines(quoted, quotedTotal, useLiveTokenCosts());
  const after = balance - total;
  const insufficient = after < 0;
  return (
    <Modal
      title="Bakiye Kullanımı"
      icon={
        <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-100 text-amber-700 dark:bg-amber-400/10 dark:text-amber-400">
          <CoinIcon className="size-7" />
        </span>
      }
      description={
        <>
          {subject && <strong className="block font-semibold text-slate-900 dark:text-white">{subject}</strong>}
          {CATALOG_MESSAGES.costConfirmationRequired}
        </>
      }
      onClose={onCancel}
      initialFocusRef={cancelRef}
    >
      <dl className={SPEND_LIST}>
        {costs.length > 1 &&
          costs.map((cost) => (
            <div key={cost.cost_key} className={`${SPEND_ROW} text-slate-600 dark:text-slate-400`}>
              <dt>{costLabel(cost.cost_key)}</dt>
              <dd className="tabular-nums">{formatInteger(cost.amount)} Bakiye</dd>
            </div>
          ))}
        <div className={SPEND_ROW} data-testid="cost-total">
          <dt className="text-slate-600 dark:text-slate-400">
            İşlem maliyeti
            {costs.length === 1 && <span className="block text-xs text-slate-500 dark:text-slate-500">{costLabel(costs[0]!.cost_key)}</span>}
          </dt>
          <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{formatInteger(total)} Bakiye</dd>
        </div>
        <BalanceRows balance={balance} after={after} />
      </dl>

      <SpendRefusal after={after} error={error} />

      <SpendActions cancelRef={cancelRef} onCancel={onCancel} insufficient={insufficient} className="sm:grid-cols-2">
        <button type="button" onClick={() => onConfirm(total)} disabled={pending} aria-busy={pending || undefined} className={buttonClass('primary', 'md')}>
          {pending && <Spinner className="size-4" />}
          Onayla ({formatInteger(total)} Bakiye)
        </button>
      </SpendActions>
    </Modal>
  );
}
