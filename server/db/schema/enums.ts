import { pgEnum } from 'drizzle-orm/pg-core';
import {
  AC_POWER_UNITS,
  BADGE_COLORS,
  BILLING_PERIODS,
  COST_KEYS,
  CURRENCIES,
  DC_POWER_UNITS,
  PAYMENT_KINDS,
  REVIEW_STATUSES,
  STORAGE_UNITS,
  SUBSCRIPTION_STATUSES,
  TRANSACTION_TYPES,
  AUTH_TOKEN_PURPOSES,
} from '../../../shared/constants';

export const dcPowerUnit = pgEnum('dc_power_unit', DC_POWER_UNITS);
export const acPowerUnit = pgEnum('ac_power_unit', AC_POWER_UNITS);
export const storageUnit = pgEnum('storage_capacity_unit', STORAGE_UNITS);
export const currency = pgEnum('currency', CURRENCIES);
export const billingPeriod = pgEnum('billing_period', BILLING_PERIODS);
export const subscriptionStatus = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const paymentKind = pgEnum('payment_kind', PAYMENT_KINDS);
export const reviewStatus = pgEnum('review_status', REVIEW_STATUSES);
export const transactionType = pgEnum('transaction_type', TRANSACTION_TYPES);
export const costKey = pgEnum('cost_key', COST_KEYS);
export const badgeColor = pgEnum('badge_color', BADGE_COLORS);
export const authTokenPurpose = pgEnum('auth_token_purpose', AUTH_TOKEN_PURPOSES);
