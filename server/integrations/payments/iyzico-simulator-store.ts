import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { iyzico_simulator_checkouts, iyzico_simulator_subscriptions } from '../../db/schema/iyzico-simulator';
import type { CheckoutCustomer, PricingPlan, SubscriptionStatus } from './payment-provider';

// Where the local iyzico simulator keeps its checkout forms and subscriptions: in this process (a
// standalone simulator, optionally kept in a JSON file), or in the app's database when the app
// serves it, so every instance behind a load balancer sees the same forms (docs/decisions/049).

export type CheckoutOutcome = { paid: true; subscriptionReferenceCode: string } | { paid: false; errorCode: string; errorMessage: string };

export interface Checkout {
  token: string;
  conversationId: string;
  callbackUrl: string;
  plan: PricingPlan;
  customer: CheckoutCustomer;
  expiresAt: number;
  outcome: CheckoutOutcome | null;
}

export interface Subscription {
  referenceCode: string;
  pricingPlanReferenceCode: string;
  customerReferenceCode: string;
  status: SubscriptionStatus;
  trialDays: number;
  startDate: number;
  endDate: number | null;
  orders: { referenceCode: string; paid: boolean; at: number }[];
}

export interface SimulatorStore {
  addCheckout(checkout: Checkout): Promise<void>;
  checkout(token: string): Promise<Checkout | undefined>;
  /**
   * Ends an open checkout with `outcome` (and the subscription a payment opened), once: a form paid
   * twice, or on two instances at the same moment, keeps its first outcome. Answers the checkout as
   * it now stands (undefined when unknown).
   */
  settle(token: string, outcome: CheckoutOutcome, subscription?: Subscription): Promise<Checkout | undefined>;
  subscription(referenceCode: string): Promise<Subscription | undefined>;
  /** Changes a subscription, one change at a time; `change` returns false to leave it as it was. */
  updateSubscription(referenceCode: string, change: (subscription: Subscription) => boolean): Promise<Subscription | undefined>;
}

export interface MemorySimulatorStore extends SimulatorStore {
  readonly checkouts: ReadonlyMap<string, Checkout>;
  readonly subscriptions: ReadonlyMap<string, Subscription>;
}

/** In this process; with `file`, kept there too so a restarted simulator still knows its forms. */
export function memorySimulatorStore(file?: string): MemorySimulatorStore {
  const checkouts = new Map<string, Checkout>();
  const subscriptions = new Map<string, Subscription>();
  if (file && existsSync(file)) {
    try {
      const state = JSON.parse(readFileSync(file, 'utf8')) as { checkouts?: Checkout[]; subscriptions?: Subscription[] };
      for (const c of state.checkouts ?? []) checkouts.set(c.token, c);
      for (const s of state.subscriptions ?? []) subscriptions.set(s.referenceCode, s);
    } catch {
      // A damaged state file starts the simulator empty.
    }
  }
  const save = () => {
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const now = Date.now();
    const live = [...checkouts.values()].filter((c) => c.expiresAt > now || c.outcome);
    writeFileSync(`${file}.tmp`, JSON.stringify({ checkouts: live, subscriptions: [...subscriptions.values()] }));
    renameSync(`${file}.tmp`, file);
  };
  return {
    checkouts,
    subscriptions,
    async addCheckout(checkout) {
      checkouts.set(checkout.token, checkout);
      save();
    },
    async checkout(token) {
      return checkouts.get(token);
    },
    async settle(token, outcome, subscription) {
      const checkout = checkouts.get(token);
      if (!checkout || checkout.outcome) return checkout;
      if (subscription) subscriptions.set(subscription.referenceCode, subscription);
      checkout.outcome = outcome;
      save();
      return checkout;
    },
    async subscription(referenceCode) {
      return subscriptions.get(referenceCode);
    },
    async updateSubscription(referenceCode, change) {
      const subscription = subscriptions.get(referenceCode);
      if (subscription && change(subscription)) save();
      return subscription;
    },
  };
}

type StoredCheckout = Omit<Checkout, 'token' | 'expiresAt' | 'outcome'>;

const checkoutOf = (row: typeof iyzico_simulator_checkouts.$inferSelect): Checkout => ({
  ...(row.checkout as StoredCheckout),
  token: row.token,
  expiresAt: row.expires_at.getTime(),
  outcome: (row.outcome as CheckoutOutcome | null) ?? null,
});

/** In the app's database: every instance serving the simulator reads and writes the same rows. */
export function databaseSimulatorStore(db: Db): SimulatorStore {
  const byToken = (token: string) => eq(iyzico_simulator_checkouts.token, token);
  const byReference = (referenceCode: string) => eq(iyzico_simulator_subscriptions.reference_code, referenceCode);
  return {
    async addCheckout({ token, expiresAt, outcome, ...checkout }) {
      // Forms nobody paid are of no use once expired; they go as new ones come.
      await db.delete(iyzico_simulator_checkouts).where(and(isNull(iyzico_simulator_checkouts.outcome), lt(iyzico_simulator_checkouts.expires_at, new Date())));
      await db.insert(iyzico_simulator_checkouts).values({ token, checkout, outcome, expires_at: new Date(expiresAt) });
    },
    async checkout(token) {
      const [row] = await db.select().from(iyzico_simulator_checkouts).where(byToken(token));
      return row && checkoutOf(row);
    },
    settle(token, outcome, subscription) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(iyzico_simulator_checkouts).where(byToken(token)).for('update');
        if (!row || row.outcome) return row && checkoutOf(row);
        if (subscription) await tx.insert(iyzico_simulator_subscriptions).values({ reference_code: subscription.referenceCode, subscription });
        const [settled] = await tx.update(iyzico_simulator_checkouts).set({ outcome }).where(byToken(token)).returning();
        return checkoutOf(settled!);
      });
    },
    async subscription(referenceCode) {
      const [row] = await db.select().from(iyzico_simulator_subscriptions).where(byReference(referenceCode));
      return row?.subscription as Subscription | undefined;
    },
    updateSubscription(referenceCode, change) {
      return db.transaction(async (tx) => {
        const [row] = await tx.select().from(iyzico_simulator_subscriptions).where(byReference(referenceCode)).for('update');
        if (!row) return undefined;
        const subscription = row.subscription as Subscription;
        if (change(subscription)) await tx.update(iyzico_simulator_subscriptions).set({ subscription }).where(byReference(referenceCode));
        return subscription;
      });
    },
  };
}
