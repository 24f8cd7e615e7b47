import { USER_PICKER_MIN_CHARS, type UserOption } from '../../../../shared/schemas/admin/users';
import { adminOptions, useAdminCall, type AdminCall } from './admin-resource-api';

// Users: the linked-user picker, roles, a subscription removed (docs/product-rules.md#admin-users); the
// balance and an assigned subscription are form definitions (components/balance-dialog.tsx, assign-subscription-dialog.tsx).

export const useUserOptions = adminOptions<UserOption>('/users', USER_PICKER_MIN_CHARS);

export type UserAction =
  | { type: 'roles'; id: string; body: { is_premium?: boolean; is_super_admin?: boolean } }
  | { type: 'remove'; id: string };

function callOf(action: UserAction): AdminCall {
  const base = `/users/${action.id}`;
  switch (action.type) {
    case 'roles':
      return { url: `${base}/roles`, method: 'PUT', json: action.body };
    case 'remove':
      return { url: `${base}/subscription`, method: 'DELETE' };
  }
}

/** One mutation for the user actions; the user list is fetched again after each. */
export const useUserAction = () => useAdminCall<UserAction>(callOf);
