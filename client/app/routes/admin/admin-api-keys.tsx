import { API_KEY_MESSAGES as M, type AdminApiKey } from '../../../../shared/schemas/api-keys';
import { useAdminRevokeApiKey } from '../../../features/admin/api/api-keys-api';
import { confirmBody, ListPage } from '../../../features/admin/components/resource-list';
import { apiKeyList } from '../../../features/admin/resources/api-keys';
import type { RowAction } from '../../../features/admin/resources/resource';

/** /admin/api-keys (docs/product-rules.md#api-keys): every member's keys, and revoking one. */
export default function AdminApiKeysPage() {
  const revoke = useAdminRevokeApiKey();
  const actions = (row: AdminApiKey): RowAction[] =>
    row.revoked_at
      ? []
      : [
          {
            label: 'İptal Et',
            tone: 'danger',
            confirm: {
              title: 'API anahtarı iptal edilsin mi?',
              label: 'İptal Et',
              body: confirmBody(
                <>
                  {row.member_email} · {row.name} · <span className="font-mono">{row.prefix}…</span>
                </>,
                M.revokeConfirm,
                'break-words',
              ),
              run: () => revoke.mutateAsync(row.id),
              failed: M.revokeFailed,
            },
          },
        ];
  const description = 'Premium üyelerin API anahtarları ve son 30 günlük kullanımları. Bir anahtarı iptal ettiğinizde sonraki isteği reddedilir.';
  return <ListPage title="API Anahtarları" description={description} resource={apiKeyList} rowActions={actions} />;
}
