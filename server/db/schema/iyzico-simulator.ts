import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

// The local iyzico simulator's own state when the app serves it (docs/decisions/049): in the shared
// database, so a checkout started through one instance is paid and read back through any other. A
// stand-in for the provider's records, never a ledger: the app's payments are in billing.ts.

/** A checkout form: what it sells and to whom (`checkout`), and how it ended (`outcome`, set once). */
export const iyzico_simulator_checkouts = pgTable('iyzico_simulator_checkouts', {
  token: text('token').primaryKey(),
  checkout: jsonb('checkout').notNull(),
  outcome: jsonb('outcome'),
  expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
  created_at: createdAt(),
});

/** A subscription at the simulated provider, with its orders. */
export const iyzico_simulator_subscriptions = pgTable('iyzico_simulator_subscriptions', {
  reference_code: text('reference_code').primaryKey(),
  subscription: jsonb('subscription').notNull(),
  created_at: createdAt(),
});
