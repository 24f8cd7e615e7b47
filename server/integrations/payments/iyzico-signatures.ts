import { z } from '../../../shared/zod';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SubscriptionWebhook } from './payment-provider';

// iyzico's two signatures. The request header (IYZWSv2) is what the official client sends and the
// simulator checks; the webhook signature (X-IYZ-SIGNATURE-V3) is what iyzico (and the simulator)
// sends and the app checks.

function hmacHex(secretKey: string, text: string): string {
  return createHmac('sha256', secretKey).update(text, 'utf8').digest('hex');
}

function equalHex(expected: string, given: string | undefined): boolean {
  if (!given || !/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** HMAC-SHA256(secretKey, merchantId + secretKey + eventType + subscription + order + customer reference), hex. */
export function webhookSignature(secretKey: string, event: SubscriptionWebhook): string {
  return hmacHex(
    secretKey,
    event.merchantId +
      secretKey +
      event.iyziEventType +
      event.subscriptionReferenceCode +
      event.orderReferenceCode +
      event.customerReferenceCode,
  );
}

export function verifyWebhookSignature(secretKey: string, merchantId: string, event: SubscriptionWebhook, signature: string | undefined) {
  // The merchant id is ours, not the sender's: a webhook naming another merchant does not verify.
  return equalHex(webhookSignature(secretKey, { ...event, merchantId }), signature);
}

/** `IYZWSv2 base64("apiKey:K&randomKey:R&signature:HMAC(secret, R + path + body)")`. */
export function authorizationHeader(apiKey: string, secretKey: string, randomKey: string, path: string, body: string): string {
  const signature = hmacHex(secretKey, randomKey + path + body);
  return `IYZWSv2 ${Buffer.from(`apiKey:${apiKey}&randomKey:${randomKey}&signature:${signature}`).toString('base64')}`;
}

/** Checks a request's IYZWSv2 header against the expected key pair; `path` excludes the query string. */
export function verifyAuthorization(
  header: string | undefined,
  randomKey: string | undefined,
  keys: { apiKey: string; secretKey: string },
  path: string,
  body: string,
): boolean {
  if (!header?.startsWith('IYZWSv2 ') || !randomKey) return false;
  const decoded = Buffer.from(header.slice('IYZWSv2 '.length), 'base64').toString('utf8');
  const parts = Object.fromEntries(
    decoded.split('&').map((part) => {
      const at = part.indexOf(':');
      return [part.slice(0, at), part.slice(at + 1)];
    }),
  );
  if (parts.apiKey !== keys.apiKey || parts.randomKey !== randomKey) return false;
  return equalHex(hmacHex(keys.secretKey, randomKey + path + body), parts.signature);
}

/** The body of iyzico's subscription webhook (its own field names). */
export const iyzicoWebhookSchema = z.object({
  merchantId: z.string().max(100),
  iyziEventType: z.string().min(1).max(100),
  iyziEventTime: z.coerce.number().optional().default(0),
  iyziReferenceCode: z.string().max(200).optional().default(''),
  subscriptionReferenceCode: z.string().min(1).max(200),
  orderReferenceCode: z.string().min(1).max(200),
  customerReferenceCode: z.string().max(200).default(''),
});
