import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { badgeColor, billingPeriod, currency, paymentKind, subscriptionStatus } from './enums';
import { users } from './users';

export const billing_infos = pgTable(
  'billing_infos',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    billing_name: text('billing_name').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    email: text('email').notNull(),
    /** Stored with the +90 prefix. */
    gsm_number: text('gsm_number').notNull(),
    identity_number: text('identity_number'),
    is_company: boolean('is_company').notNull().default(false),
    tax_number: text('tax_number'),
    tax_office: text('tax_office'),
    billing_contact_name: text('billing_contact_name').notNull(),
    billing_city: text('billing_city').notNull(),
    billing_country: text('billing_country').notNull().default('Türkiye'),
    billing_address: text('billing_address').notNull(),
    billing_zip_code: text('billing_zip_code').notNull(),
    shipping_contact_name: text('shipping_contact_name'),
    shipping_city: text('shipping_city'),
    shipping_country: text('shipping_country').default('Türkiye'),
    shipping_address: text('shipping_address'),
    shipping_zip_code: text('shipping_zip_code'),
    is_default: boolean('is_default').notNull().default(false),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('billing_infos_gsm_prefix', sql`${t.gsm_number} ~ '^\\+90[0-9]{10}$'`),
    check(
      'billing_infos_identity_or_tax',
      sql`(${t.is_company} AND coalesce(${t.tax_number}, '') <> '' AND coalesce(${t.tax_office}, '') <> '')
        OR (NOT ${t.is_company} AND coalesce(${t.identity_number}, '') <> '')`,
    ),
    index('billing_infos_user_idx').on(t.user_id, t.created_at),
    // At most one default billing info per user.
    uniqueIndex('billing_infos_one_default_idx').on(t.user_id).where(sql`${t.is_default}`),
  ],
);

export const subscription_packages = pgTable(
  'subscription_packages',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    /** Empty entries are spacers in the feature list. */
    features: jsonb('features').notNull().$type<string[]>().default([]),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    currency: currency('currency').notNull().default('TRY'),
    billing_period: billingPeriod('billing_period').notNull().default('MONTHLY'),
    iyzico_pricing_plan_reference_code: text('iyzico_pricing_plan_reference_code').unique(),
    iyzico_product_reference_code: text('iyzico_product_reference_code'),
    is_active: boolean('is_active').notNull().default(true),
    is_featured: boolean('is_featured').notNull().default(false),
    sort_order: integer('sort_order').notNull().default(1),
    badge_text: text('badge_text'),
    badge_color: badgeColor('badge_color').notNull().default('blue'),
    token_count: integer('token_count').notNull().default(0),
    /** Length of the free trial "Ücretsiz Deneme" starts with this package (decision 007). */
    trial_days: integer('trial_days').notNull().default(7),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    check('subscription_packages_name_not_blank', sql`btrim(${t.name}) <> ''`),
    check('subscription_packages_price_non_negative', sql`${t.price} >= 0`),
    check('subscription_packages_token_count_non_negative', sql`${t.token_count} >= 0`),
    check('subscription_packages_trial_days_range', sql`${t.trial_days} BETWEEN 1 AND 365`),
    index('subscription_packages_active_sort_idx').on(t.is_active, t.sort_order),
  ],
);

export const subscription_requests = pgTable(
  'subscription_requests',
  {
    id: id(),
    user_id: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pricing_plan_reference_code: text('pricing_plan_reference_code'),
    package_id: uuid('package_id').references(() => subscription_packages.id, { onDelete: 'set null' }),
    package_name: text('package_name'),
    /** The provider's checkout token: the callback finds the request by it. */
    checkout_token: text('checkout_token').unique(),
    /** Price and Bakiye fixed when the checkout starts; the callback checks the payment against them. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }),
    currency: currency('currency'),
    token_count: integer('token_count'),
    /** The provider's checkout markup, rendered on the checkout page only to its owner. */
    checkout_form_content: text('checkout_form_content'),
    conversation_id: text('conversation_id').unique(),
    /** price, currency, manual_assignment, assigned_by, manual_cancellation, cancelled_by. */
    customer_data: jsonb('customer_data').$type<Record<string, unknown>>(),
    status: subscriptionStatus('status').notNull().default('PENDING'),
    subscription_reference_code: text('subscription_reference_code'),
    error_message: text('error_message'),
    processed_at: timestamp('processed_at', { withTimezone: true }),
    /** When the provider's checkout form stops taking payments: an open checkout older than this is asked about once more, then closed. */
    checkout_expires_at: timestamp('checkout_expires_at', { withTimezone: true }),
    created_at: createdAt(),
  },
  (t) => [
    index('subscription_requests_user_created_idx').on(t.user_id, t.created_at),
    index('subscription_requests_status_created_idx').on(t.status, t.created_at),
    index('subscription_requests_reference_idx').on(t.subscription_reference_code),
    // One open checkout per member (decision 028): two forms could both be paid.
    uniqueIndex('subscription_requests_one_open_checkout_idx').on(t.user_id).where(sql`${t.status} = 'PENDING'`),
  ],
);

/**
 * Money received, one row per charge (decision 028): the payment at checkout and each paid renewal,
 * with the provider's references. Never updated or deleted by a later cancel, failed renewal or
 * account deletion, so revenue is read from here and cannot be rewritten.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    user_id: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The checkout that started the subscription (null only if that record is gone). */
    subscription_request_id: uuid('subscription_request_id').references(() => subscription_requests.id, { onDelete: 'set null' }),
    kind: paymentKind('kind').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currency: currency('currency').notNull(),
    /** The provider subscription charged; null only for checkouts recorded without one before this table. */
    subscription_reference_code: text('subscription_reference_code'),
    /** The provider's order for this period; unknown only for checkouts recorded before this table. */
    order_reference_code: text('order_reference_code').unique(),
    package_name: text('package_name'),
    paid_at: timestamp('paid_at', { withTimezone: true }).notNull(),
    created_at: createdAt(),
  },
  (t) => [
    check('payments_amount_non_negative', sql`${t.amount} >= 0`),
    index('payments_paid_at_idx').on(t.paid_at),
    index('payments_subscription_idx').on(t.subscription_reference_code),
    // One charge at checkout per checkout.
    uniqueIndex('payments_one_initial_per_request_idx').on(t.subscription_request_id).where(sql`${t.kind} = 'initial'`),
  ],
);

/**
 * Provider notifications already handled (webhook replays change nothing): one row per order and
 * event type, written in the same transaction as the notification's effect.
 */
export const payment_events = pgTable('payment_events', {
  id: id(),
  event_key: text('event_key').notNull().unique(),
  event_type: text('event_type').notNull(),
  subscription_reference_code: text('subscription_reference_code').notNull(),
  outcome: text('outcome').notNull(),
  created_at: createdAt(),
});
