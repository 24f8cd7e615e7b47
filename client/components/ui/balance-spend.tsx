import type { ReactNode, RefObject } from 'react';
import { Link } from 'react-router';
import { Alert } from './alert';
import { buttonClass } from './button-styles';
import { paths } from '../../config/paths';
import { formatInteger } from '../../lib/format';

// The parts every Bakiye confirmation shows the same way (docs/product-rules.md#balance): the
// balance now and after, "Yetersiz bakiye" with what is missing, and "Vazgeç" beside either the
// confirm button or "Bakiye Satın Al". The token modal and the export dialog differ only in what
// they price.

export const SPEND_LIST =
  'divide-y divide-slate-200 rounded-xl border border-slate-200 bg-slate-50 px-4 text-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-950/50';
export const SPEND_ROW = 'flex items-baseline justify-between gap-4 py-2.5';

/** "Mevcut bakiye" and "İşlem sonrası bakiye": the last two rows of the price list. */
export function BalanceRows({ balance, after }: { balance: number; after: number }) {
  return (
    <>
      <div className={SPEND_ROW} data-testid="balance-now">
        <dt className="text-slate-600 dark:text-slate-400">Mevcut bakiye</dt>
        <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">{formatInteger(balance)} Bakiye</dd>
      </div>
      <div className={SPEND_ROW} data-testid="balance-after">
        <dt className="text-slate-600 dark:text-slate-400">İşlem sonrası bakiye</dt>
        <dd className={`font-bold tabular-nums ${after < 0 ? 'text-red-700 dark:text-red-400' : 'text-emerald-700 dark:text-emerald-400'}`}>
          {formatInteger(after)} Bakiye
        </dd>
      </div>
    </>
  );
}

/** Too little Bakiye says how much is missing; otherwise the paid request's own error, if any. */
export function SpendRefusal({ after, error }: { after: number; error?: string | null }) {
  if (after < 0)
    return (
      <Alert tone="warning" className="mt-4">
        Yetersiz bakiye
        <span className="mt-0.5 block font-normal">Bu işlem için {formatInteger(-after)} Bakiye daha gerekiyor.</span>
      </Alert>
    );
  if (!error) return null;
  return (
    <Alert tone="error" className="mt-4">
      {error}
    </Alert>
  );
}

/** "Vazgeç", then "Bakiye Satın Al" when the balance is short, else the caller's confirm button. */
export function SpendActions({
  cancelRef,
  onCancel,
  insufficient,
  className,
  children,
}: {
  cancelRef: RefObject<HTMLButtonElement | null>;
  onCancel: () => void;
  insufficient: boolean;
  className: string;
  children: ReactNode;
}) {
  return (
    <div className={`mt-5 grid gap-3 ${className}`}>
      <button ref={cancelRef} type="button" onClick={onCancel} className={buttonClass('secondary', 'md')}>
        Vazgeç
      </button>
      {insufficient ? (
        <Link to={paths.packages()} className={buttonClass('primary', 'md')}>
          Bakiye Satın Al
        </Link>
      ) : (
        children
      )}
    </div>
  );
}
