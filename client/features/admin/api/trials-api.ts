import { useAdminCall } from './admin-resource-api';

// Trial memberships (docs/product-rules.md#admin-payments).

export type TrialAction = { type: 'extend' | 'end'; id: string } | { type: 'expire' };

export const useTrialAction = () => useAdminCall((action: TrialAction) => ({ url: action.type === 'expire' ? '/trials/expire' : `/trials/${action.id}/${action.type}` }));
