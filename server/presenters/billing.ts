import type { BillingInfo, CallbackResult, Package } from '../../shared/schemas/billing';
import { BILLING_MESSAGES } from '../../shared/schemas/billing';
import type { billing_infos, subscription_packages, subscription_requests } from '../db/schema/billing';

// Rows -> DTOs for packages, billing infos and subscription requests. Provider codes, tokens and the
// stored checkout markup never leave the server.

export function presentPackage(row: typeof subscription_packages.$inferSelect): Package {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    features: row.features,
    price: row.price,
    currency: row.currency,
    billing_period: row.billing_period,
    token_count: row.token_count,
    is_featured: row.is_featured,
    badge_text: row.badge_text,
    badge_color: row.badge_color,
    trial_days: row.trial_days,
    sort_order: row.sort_order,
  };
}

export function presentBillingInfo(row: typeof billing_infos.$inferSelect): BillingInfo {
  return {
    id: row.id,
    billing_name: row.billing_name,
    name: row.name,
    surname: row.surname,
    email: row.email,
    gsm_number: row.gsm_number,
    identity_number: row.identity_number,
    is_company: row.is_company,
    tax_number: row.tax_number,
    tax_office: row.tax_office,
    billing_contact_name: row.billing_contact_name,
    billing_city: row.billing_city,
    billing_country: row.billing_country,
    billing_address: row.billing_address,
    billing_zip_code: row.billing_zip_code,
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

type RequestRow = typeof subscription_requests.$inferSelect;

export function presentSubscriptionRequest(row: RequestRow) {
  return {
    id: row.id,
    package_name: row.package_name,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    subscription_reference_code: row.subscription_reference_code,
    conversation_id: row.conversation_id,
    error_message: row.error_message,
    created_at: row.created_at.toISOString(),
    processed_at: row.processed_at?.toISOString() ?? null,
  };
}

/** docs/product-rules.md#payments: success only when the request succeeded and premium is on. */
export function presentCallbackResult(row: RequestRow, isPremium: boolean): CallbackResult {
  const success = row.status === 'SUCCESS' && isPremium;
  return {
    success,
    message: success
      ? 'Premium üyeliğiniz aktifleştirildi'
      : row.status === 'PENDING'
        ? 'Ödeme henüz tamamlanmadı'
        : (row.error_message ?? BILLING_MESSAGES.paymentFailed),
    data: {
      status: row.status,
      isPremium,
      userId: row.user_id,
      subscriptionReferenceCode: row.subscription_reference_code,
      processedAt: row.processed_at?.toISOString() ?? null,
      packageName: row.package_name,
    },
  };
}
