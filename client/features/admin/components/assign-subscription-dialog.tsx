import { useState } from 'react';
import { ADMIN_USER_MESSAGES as M, type AdminUserRow } from '../../../../shared/schemas/admin/users';
import { usePackages } from '../../../api/packages';
import { Alert } from '../../../components/ui/alert';
import { buttonClass } from '../../../components/ui/button-styles';
import { SelectField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { ApiRequestError, errorMessage } from '../../../lib/api-client';
import { formatCurrency } from '../../../lib/format';
import { showToast } from '../../../lib/toast';
import { useUserAction } from '../api/users-api';
import { UserPicker } from './user-picker';

/**
 * "Abonelik Ata" (spec 3 §2.4, §2.18, §5): an active package for a user; premium starts with a manual
 * reference. From the users screen the user is given; from subscription management it is searched.
 */
export function AssignSubscriptionDialog({ user, onClose }: { user?: Pick<AdminUserRow, 'id' | 'email'>; onClose: () => void }) {
  const packages = usePackages();
  const [packageId, setPackageId] = useState('');
  const [picked, setPicked] = useState({ id: user?.id ?? '', text: user?.email ?? '' });
  const action = useUserAction();
  return (
    <Modal title="Abonelik Ata" description={user ? <span className="break-all">{user.email}</span> : 'Kullanıcı ve paket seçin.'} onClose={onClose}>
      <div className="space-y-4">
        {!user && <UserPicker label="Kullanıcı" userId={picked.id} text={picked.text} onChange={setPicked} />}
        <SelectField
          label="Paket"
          markRequired
          placeholder={packages.isPending ? 'Paketler yükleniyor…' : 'Paket seçin'}
          options={(packages.data?.items ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${formatCurrency(p.price, p.currency)}` }))}
          value={packageId}
          onValueChange={setPackageId}
          disabled={!packages.data}
        />
        {packages.isError && <Alert>Paketler yüklenirken bir hata oluştu</Alert>}
        {action.error && <Alert>{action.error instanceof ApiRequestError && action.error.status < 500 ? errorMessage(action.error) : M.assignFailed}</Alert>}
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonClass('secondary', 'md')} onClick={onClose}>
            Vazgeç
          </button>
          <button
            type="button"
            className={buttonClass('primary', 'md')}
            // Both a user and a package are required (spec 3 §5).
            disabled={!packageId || !picked.id || action.isPending}
            onClick={() =>
              action.mutate(
                { type: 'assign', id: picked.id, packageId },
                {
                  onSuccess: (answer) => {
                    showToast(answer.message);
                    onClose();
                  },
                },
              )
            }
          >
            Abonelik Ata
          </button>
        </div>
      </div>
    </Modal>
  );
}
