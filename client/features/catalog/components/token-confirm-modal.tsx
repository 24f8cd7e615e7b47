import { useRef } from 'react';
import { Link } from 'react-router';
import { COST_KEYS, TOKEN_COST_DESCRIPTIONS, type CostKey } from '../../../../shared/constants';
import { CATALOG_MESSAGES } from '../../../../shared/catalog-messages';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { CoinIcon } from '../../../components/ui/icons';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { formatInteger } from '../../../lib/format';
import { useLiveTokenCosts } from '../../../lib/realtime/use-live-token-costs';
import type { TokenCosts } from '../../../lib/realtime/realtime-connection';
import { paths } from '../../../config/paths';

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
  const row = 'flex items-baseline justify-between gap-4 py-2.5';
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
      <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 px-4 text-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-950/50">
        {costs.length > 1 &&
          costs.map((cost) => (
            <div key={cost.cost_key} className={`${row} text-slate-600 dark:text-slate-400`}>
              <dt>{costLabel(cost.cost_key)}</dt>
              <dd className="tabular-nums">{formatInteger(cost.amount)} Bakiye</dd>
            </div>
          ))}
        <div className={row} data-testid="cost-total">
          <dt className="text-slate-600 dark:text-slate-400">
            İşlem maliyeti
            {costs.length === 1 && <span className="block text-xs text-slate-500 dark:text-slate-500">{costLabel(costs[0]!.cost_key)}</span>}
          </dt>
          <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{formatInteger(total)} Bakiye</dd>
        </div>
        <div className={row} data-testid="balance-now">
          <dt className="text-slate-600 dark:text-slate-400">Mevcut bakiye</dt>
          <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{formatInteger(balance)} Bakiye</dd>
        </div>
        <div className={row} data-testid="balance-after">
          <dt className="text-slate-600 dark:text-slate-400">İşlem sonrası bakiye</dt>
          <dd className={`font-bold tabular-nums ${insufficient ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}`}>
            {formatInteger(after)} Bakiye
          </dd>
        </div>
      </dl>

      {insufficient ? (
        <Alert tone="warning" className="mt-4">
          Yetersiz bakiye
          <span className="mt-0.5 block font-normal">Bu işlem için {formatInteger(-after)} Bakiye daha gerekiyor.</span>
        </Alert>
      ) : (
        error && (
          <Alert tone="error" className="mt-4">
            {error}
          </Alert>
        )
      )}

      <div className="mt-5 grid gap-3 sm:grid-cols-2">
        <button ref={cancelRef} type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
          Vazgeç
        </button>
        {insufficient ? (
          <Link to={paths.packages()} className={buttonClass('primary', 'md')}>
            Bakiye Satın Al
          </Link>
        ) : (
          <button type="button" onClick={() => onConfirm(total)} disabled={pending} aria-busy={pending || undefined} className={buttonClass('primary', 'md')}>
            {pending && <Spinner className="size-4" />}
            Onayla ({formatInteger(total)} Bakiye)
          </button>
        )}
      </div>
    </Modal>
  );
}
