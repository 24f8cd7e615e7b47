import { FREE_REGISTRATION_CREDIT } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { changeBalance } from './change-balance';

export const WELCOME_CREDIT_DESCRIPTION = 'Hoş geldin bakiyesi';

/** The 50 free Bakiye of a new member: credited exactly once per user, whatever retries or races. */
export function creditWelcomeBalance(db: Db, userId: string) {
  return changeBalance(db, {
    userId,
    amount: FREE_REGISTRATION_CREDIT,
    description: WELCOME_CREDIT_DESCRIPTION,
    idempotencyKey: 'welcome-credit',
  });
}
