// The card-payment provider as the app uses it (docs/product-rules.md#payments): subscription
// checkout, its result, the subscription itself, the product catalogue and signed webhooks. One
// implementation speaks iyzico's API through the official client (`iyzico-provider.ts`); the same
// client runs against the local simulator (`iyzico-simulator.ts`) in development and tests.

export interface CheckoutAddress {
  contactName: string;
  city: string;
  country: string;
  address: string;
  zipCode: string;
}

/** The buyer as iyzico's subscription checkout takes it (docs/product-rules.md#payments). */
export interface CheckoutCustomer {
  name: string;
  surname: string;
  email: string;
  /** +90 and 10 digits. */
  gsmNumber: string;
  identityNumber: string;
  billingAddress: CheckoutAddress;
  shippingAddress: CheckoutAddress;
}

export interface CheckoutInit {
  /** Our own id for the attempt, echoed back by the provider. */
  conversationId: string;
  /** Where the provider sends the buyer's browser (a form POST carrying `token`) after paying. */
  callbackUrl: string;
  pricingPlanReferenceCode: string;
  customer: CheckoutCustomer;
}

export interface CheckoutForm {
  token: string;
  /** Provider markup (scripts) that renders the card form into `#iyzipay-checkout-form`. */
  checkoutFormContent: string;
  /** Seconds the token stays usable. */
  tokenExpireTime: number;
}

export type SubscriptionStatus = 'ACTIVE' | 'PENDING' | 'UNPAID' | 'UPGRADED' | 'CANCELED' | 'EXPIRED';

export interface ProviderSubscription {
  referenceCode: string;
  pricingPlanReferenceCode: string;
  customerReferenceCode: string;
  subscriptionStatus: SubscriptionStatus;
  trialDays: number;
  startDate: number | null;
  endDate: number | null;
  /** Payment periods, oldest first: the first is paid at checkout, later ones are renewals. */
  orders: { referenceCode: string; status: string; startPeriod: number | null }[];
}

/**
 * The outcome of a checkout, as the provider reports it when asked by token. Not paid is either
 * `declined` (the bank or the card check refused the payment: a final answer) or not yet decided
 * (the form is not completed, or the answer says nothing final): such a checkout stays open, since
 * the member may still pay it.
 */
export type CheckoutResult =
  | ({ paid: true } & ProviderSubscription)
  | { paid: false; declined: boolean; errorCode: string; errorMessage: string };

export interface PricingPlan {
  referenceCode: string;
  name: string;
  price: number;
  currencyCode: string;
  paymentInterval: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY';
  paymentIntervalCount: number;
  trialPeriodDays: number;
  planPaymentType: string;
  status: string;
  productReferenceCode: string;
}

export interface Product {
  referenceCode: string;
  name: string;
  description: string | null;
  status: string;
  pricingPlans: PricingPlan[];
}

/** A subscription event pushed by the provider (renewal paid or failed). */
export interface SubscriptionWebhook {
  merchantId: string;
  iyziEventType: 'subscription.order.success' | 'subscription.order.failure' | string;
  iyziEventTime: number;
  iyziReferenceCode: string;
  subscriptionReferenceCode: string;
  orderReferenceCode: string;
  customerReferenceCode: string;
}

export interface PaymentProvider {
  initializeCheckout(input: CheckoutInit): Promise<CheckoutForm>;
  /** Asks the provider for the checkout's result: never trust what the browser brought back. */
  retrieveCheckout(token: string): Promise<CheckoutResult>;
  retrieveSubscription(referenceCode: string): Promise<ProviderSubscription | null>;
  cancelSubscription(referenceCode: string): Promise<void>;
  retrievePricingPlan(referenceCode: string): Promise<PricingPlan | null>;
  listProducts(): Promise<Product[]>;
  /** True when the X-IYZ-SIGNATURE-V3 header matches the event (constant-time comparison). */
  verifyWebhook(event: SubscriptionWebhook, signature: string | undefined): boolean;
}

/** The provider answered with an error or could not be reached; `message` is safe to show. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    message: string,
    readonly providerCode?: string,
  ) {
    super(message);
  }
}
