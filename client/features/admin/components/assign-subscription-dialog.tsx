import { useMemo } from 'react';
import { z } from '../../../../shared/zod';
import { ADMIN_USER_MESSAGES as M, assignSubscriptionSchema, type AdminUserRow } from '../../../../shared/schemas/admin/users';
import { usePackages } from '../../../api/packages';
import { formatCurrency } from '../../../lib/format';
import { useAdminCall } from '../api/admin-resource-api';
import type { FieldDef, FormResource, SaveInput } from '../resources/form-resource';
import { ResourceFormDialog } from './resource-form';
import { UserPicker } from './user-picker';

/** The active packages with their prices; the select waits for them. */
function usePackageOptions() {
  const packages = usePackages();
  return {
    options: (packages.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${formatCurrency(p.price, p.currency)}` })),
    placeholder: packages.isPending ? 'Paketler yükleniyor…' : 'Paket seçin',
    disabled: !packages.data,
    error: packages.isError ? 'Paketler yüklenirken bir hata oluştu' : undefined,
  };
}

/** POST /api/admin/users/:id/subscription for the chosen (or given) user. */
const useAssign = () => useAdminCall(({ data }: SaveInput) => ({ url: `/users/${(data as { user_id: string }).user_id}/subscription`, json: { package_id: (data as { package_id: string }).package_id } }));

function assignForm(user?: Pick<AdminUserRow, 'id'>): FormResource {
  const picker: FieldDef[] = user ? [] : [{ kind: 'picker', name: 'user_id', label: 'Kullanıcı', picker: UserPicker, wide: true }];
  return {
    path: '/users',
    singular: 'Abonelik',
    schema: assignSubscriptionSchema.extend({ user_id: z.uuid() }),
    defaults: () => ({ user_id: user?.id ?? '' }),
    sections: [{ fields: [...picker, { kind: 'select', name: 'package_id', label: 'Paket', required: true, options: usePackageOptions, wide: true }] }],
    // Both a user and a package are required (docs/product-rules.md#admin-payments).
    canSubmit: (values) => Boolean(values.user_id && values.package_id),
    submitLabel: () => 'Abonelik Ata',
    useSave: useAssign,
    messages: { loadFailed: M.assignFailed, saveFailed: M.assignFailed },
  };
}

/**
 * "Abonelik Ata" (docs/product-rules.md#admin-payments, #admin-users): an active package for a user; premium starts with a manual
 * reference. From the users screen the user is given; from subscription management it is searched.
 */
export function AssignSubscriptionDialog({ user, onClose }: { user?: Pick<AdminUserRow, 'id' | 'email'>; onClose: () => void }) {
  const form = useMemo(() => assignForm(user), [user]);
  return (
    <ResourceFormDialog
      title="Abonelik Ata"
      description={user ? <span className="break-all">{user.email}</span> : 'Kullanıcı ve paket seçin.'}
      resource={form}
      onClose={onClose}
      toast={(message) => message}
    />
  );
}
