import { useAdminCall } from './admin-resource-api';

// Members' API keys in the back office (docs/product-rules.md#api-keys): the list is the resource
// layer's own GET /api/admin/api-keys (ResourceList); revoking is this call.

export const API_KEYS_PATH = '/api-keys';

export const useAdminRevokeApiKey = () => useAdminCall((id: string) => ({ url: `${API_KEYS_PATH}/${encodeURIComponent(id)}/revoke` }));
