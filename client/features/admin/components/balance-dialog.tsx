import { useState } from 'react';
import { TOKEN_ADJUSTMENT } from '../../../../shared/constants';
import { ADMIN_USER_MESSAGES as M, balanceAdjustmentSchema, type AdminUserRow } from '../../../../shared/schemas/admin/users';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { SegmentedToggle } from '../../../components/ui/segmented-toggle';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { formatInteger } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useUserAction } from '../api/users-api';

/**
 * The token management panel (spec 3 §2.4, §5): add or take off Bakiye with a description, an
 * integer of at least 1 (100 to start with); the buttons wait for both. The server refuses an overdraft.
 */
export function BalanceDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit');
  const [amount, setAmount] = useState(String(TOKEN_ADJUSTMENT.default));
  const [description, setDescription] = useState('');
  const action = useUserAction();
  const parsed = balanceAdjustmentSchema.safeParse({ direction, amount: amount.trim() === '' ? undefined : amount, description });
  const amountError = amount.trim() && !parsed.success && parsed.error.issues.some((i) => i.path[0] === 'amount') ? M.amount : undefined;
  const failed = direction === 'credit' ? M.creditFailed : M.debitFailed;

  return (
    <Modal title="Bakiye Yönetimi" description={<span className="break-all">{user.email} · Mevcut bakiye: {formatInteger(user.token_balance)}</span>} onClose={onClose}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!parsed.success || action.isPending) return;
          action.mutate(
            { type: 'balance', id: user.id, body: parsed.data },
            {
              onSuccess: (answer) => {
                showToast(`${answer.message}. Yeni bakiye: ${formatInteger(answer.balance ?? 0)}`);
                onClose();
              },
            },
          );
        }}
        className="space-y-4"
      >
        <SegmentedToggle
          label="İşlem"
          options={[
            { key: 'credit', label: 'Bakiye Ekle' },
            { key: 'debit', label: 'Bakiye Düş' },
          ]}
          value={direction}
          onChange={setDirection}
        />
        <TextField label="Miktar" inputMode="numeric" value={amount} onValueChange={setAmount} error={amountError} markRequired />
        <TextField label="Açıklama" value={description} onValueChange={setDescription} maxLength={300} markRequired placeholder="Örn. Kampanya hediyesi" />
        {action.error && <Alert>{action.error instanceof ApiRequestError && action.error.status < 500 ? errorMessage(action.error) : failed}</Alert>}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onClose}>
            Vazgeç
          </button>
          <button type="submit" className={buttonClass('primary', 'md')} disabled={!parsed.success || action.isPending}>
            {direction === 'credit' ? 'Bakiye Ekle' : 'Bakiye Düş'}
          </button>
        </div>
      </form>
    </Modal>
  );
}
