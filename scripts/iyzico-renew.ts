import { parseArgs } from 'node:util';
import { authorizationHeader } from '../server/integrations/payments/iyzico-signatures';
import { SIMULATOR_KEYS, SIMULATOR_PREFIX } from '../server/integrations/payments/payments-setup';

// `npm run iyzico:renew -- --subscription REF [--fail] [--url http://localhost:3000]`: the local
// iyzico simulator charges a renewal (or fails to) and sends the app iyzico's signed webhook.

const { values } = parseArgs({
  options: {
    subscription: { type: 'string' },
    fail: { type: 'boolean', default: false },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}` },
  },
});
if (!values.subscription) {
  console.error('Kullanım: npm run iyzico:renew -- --subscription <abonelik referansı> [--fail] [--url http://localhost:3000]');
  process.exit(2);
}
const path = `/simulator/subscriptions/${encodeURIComponent(values.subscription)}/renewal`;
const body = JSON.stringify({ outcome: values.fail ? 'failure' : 'success' });
const randomKey = `${Date.now()}${Math.random().toString(36).slice(2, 8)}`;
const res = await fetch(values.url.replace(/\/$/, '') + SIMULATOR_PREFIX + path, {
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-iyzi-rnd': randomKey,
    authorization: authorizationHeader(SIMULATOR_KEYS.apiKey, SIMULATOR_KEYS.secretKey, randomKey, path, body),
  },
  body,
});
const answer = (await res.json()) as { status: string; errorMessage?: string; data?: { status: number | null; event: { iyziEventType: string } } };
if (answer.status !== 'success') {
  console.error(`Simülatör reddetti: ${answer.errorMessage ?? res.status}`);
  process.exit(1);
}
console.log(`${answer.data!.event.iyziEventType} gönderildi; uygulamanın yanıtı: HTTP ${answer.data!.status ?? 'yok'}`);
