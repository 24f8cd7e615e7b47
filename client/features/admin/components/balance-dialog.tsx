import { useMemo } from 'react';
import { TOKEN_ADJUSTMENT } from '../../../../shared/constants';
import { ADMIN_USER_MESSAGES as M, balanceAdjustmentSchema, type AdminUserRow } from '../../../../shared/schemas/admin/users';
import { queryKeys } from '../../../api/query-keys';
import { formatInteger } from '../../../lib/format';
import { adminSaver } from '../api/admin-resource-api';
import type { FormResource } from '../resources/form-resource';
import { ResourceFormDialog } from './resource-form';

const credit = (values: Record<string, unknown>) => values.direction !== 'debit';

/** A member's balance adjustment as a form definition: POST /api/admin/users/:id/balance, every admin list read again. */
function balanceForm(id: string): FormResource {
  return {
    path: `/users/${id}/balance`,
    singular: 'Bakiye',
    schema: balanceAdjustmentSchema,
    defaults: () => ({ direction: 'credit', amount: String(TOKEN_ADJUSTMENT.default) }),
    sections: [
      {
        fields: [
          { kind: 'toggle', name: 'direction', label: 'İşlem', wide: true, options: [{ key: 'credit', label: 'Bakiye Ekle' }, { key: 'debit', label: 'Bakiye Düş' }] },
          { kind: 'number', name: 'amount', label: 'Miktar', required: true, integer: true, wide: true, check: (v) => (v.trim() && !balanceAdjustmentSchema.shape.amount.safeParse(v).success ? M.amount : undefined) },
          { kind: 'text', name: 'description', label: 'Açıklama', required: true, maxLength: 300, placeholder: 'Örn. Kampanya hediyesi', wide: true },
        ],
      },
    ],
    // The button, named by the direction, waits for a valid amount and a description.
    canSubmit: (values) => balanceAdjustmentSchema.safeParse(values).success,
    submitLabel: (values) => (credit(values) ? 'Bakiye Ekle' : 'Bakiye Düş'),
    useSave: adminSaver(`/users/${id}/balance`, { also: [queryKeys.admin.all], idempotent: true }),
    messages: { loadFailed: M.loadFailed, saveFailed: (values) => (credit(values) ? M.creditFailed : M.debitFailed) },
  };
}

/**
 * The token management panel (docs/product-rules.md#admin-users): add or take off Bakiye with a description, an
 * integer of at least 1 (100 to start with). The server refuses an overdraft.
 */
export function BalanceDialog({ user, onClose }: { user: AdminUserRow; onClose: () => void }) {
  const form = useMemo(() => balanceForm(user.id), [user.id]);
  return (
    <ResourceFormDialog
      title="Bakiye Yönetimi"
      description={<span className="break-all">{user.email} · Mevcut bakiye: {formatInteger(user.token_balance)}</span>}
      resource={form}
      onClose={onClose}
      toast={(message, answer) => `${message}. Yeni bakiye: ${formatInteger(Number(answer.balance ?? 0))}`}
    />
  );
}
