import { parseArgs } from 'node:util';
import { SIMULATOR_PREFIX } from '../server/integrations/payments/payments-setup';
import { DEMO_USERS } from '../server/seeds/demo-users';

// `npm run iyzico:renew -- --subscription REF [--fail] [--url http://localhost:3000] [--email E --password P]`:
// the local iyzico simulator charges a renewal (or fails to) and sends the app iyzico's signed
// webhook. A renewal mints Bakiye, so the simulator takes it only from a signed-in super admin: the
// script signs in as one (the demo admin unless --email/--password name another).

const demoAdmin = DEMO_USERS[0];
const { values } = parseArgs({
  options: {
    subscription: { type: 'string' },
    fail: { type: 'boolean', default: false },
    url: { type: 'string', default: process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}` },
    email: { type: 'string', default: demoAdmin.email },
    password: { type: 'string', default: demoAdmin.password },
  },
});
if (!values.subscription) {
  console.error(
    'Kullanım: npm run iyzico:renew -- --subscription <abonelik referansı> [--fail] [--url http://localhost:3000] [--email <süper admin> --password <şifre>]',
  );
  process.exit(2);
}
const base = values.url.replace(/\/$/, '');

const login = await fetch(`${base}/api/auth/admin-login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: values.email, password: values.password }),
});
if (!login.ok) {
  const answer = (await login.json().catch(() => ({}))) as { message?: string };
  console.error(`Süper admin girişi başarısız (${values.email}): ${answer.message ?? `HTTP ${login.status}`}`);
  process.exit(1);
}
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const res = await fetch(`${base}${SIMULATOR_PREFIX}/simulator/subscriptions/${encodeURIComponent(values.subscription)}/renewal`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', cookie },
  body: JSON.stringify({ outcome: values.fail ? 'failure' : 'success' }),
});
const answer = (await res.json()) as {
  status?: string;
  errorMessage?: string;
  message?: string;
  data?: { status: number | null; event: { iyziEventType: string } };
};
// Signing out again leaves no admin session behind.
await fetch(`${base}/api/auth/logout`, { method: 'POST', headers: { cookie } }).catch(() => undefined);
if (answer.status !== 'success') {
  console.error(`Simülatör reddetti: ${answer.errorMessage ?? answer.message ?? res.status}`);
  process.exit(1);
}
console.log(`${answer.data!.event.iyziEventType} gönderildi; uygulamanın yanıtı: HTTP ${answer.data!.status ?? 'yok'}`);
