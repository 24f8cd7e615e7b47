// The page that shows the provider's payment form (docs/product-rules.md#payments). It is a
// page of its own so that only it carries the CSP the provider's scripts need (decision 007).

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** Lets exactly the provider's scripts run: each of its script tags gets this response's nonce. */
export function withNonce(markup: string, nonce: string): string {
  return markup.replace(/<script\b/gi, () => `<script nonce="${nonce}"`);
}

export function checkoutPageCsp(nonce: string, origins: string[]): string {
  const extra = origins.join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' ${extra}`,
    `style-src 'self' 'unsafe-inline' ${extra}`,
    "img-src 'self' data: https:",
    "font-src 'self' data: https:",
    `connect-src 'self' ${extra}`,
    `frame-src ${extra || "'none'"}`,
    `form-action 'self' ${extra}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const FALLBACK_SCRIPT = `setTimeout(function () {
  var host = document.getElementById('iyzipay-checkout-form');
  if (host && host.childElementCount === 0) document.getElementById('checkout-missing').hidden = false;
}, 10000);`;

export function checkoutPageHtml(input: { nonce: string; packageName: string; price: string; formContent: string }): string {
  return `<!doctype html>
<html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Güvenli Ödeme — GüneşVeri</title>
<style>
  body { margin: 0; font-family: system-ui, sans-serif; background: #f8fafc; color: #0f172a; }
  header { display: flex; justify-content: space-between; align-items: center; padding: 12px 16px; background: #fff; border-bottom: 1px solid #e2e8f0; }
  header a { color: #1e40af; font-weight: 600; text-decoration: none; }
  main { max-width: 720px; margin: 0 auto; padding: 16px; }
  h1 { font-size: 22px; margin: 8px 0; }
  .summary { color: #334155; margin: 0 0 16px; }
  #checkout-missing { padding: 12px; border-radius: 8px; background: #fef2f2; color: #991b1b; }
  @media (prefers-color-scheme: dark) { body { background: #0f172a; color: #e2e8f0; } header { background: #1e293b; border-color: #334155; } header a { color: #93c5fd; } .summary { color: #cbd5e1; } }
</style></head>
<body>
<header><a href="/packages">← Paketlere dön</a><strong>GüneşVeri</strong></header>
<main>
  <h1>Güvenli Ödeme</h1>
  <p class="summary">${escapeHtml(input.packageName)} — ${escapeHtml(input.price)}</p>
  <div id="iyzipay-checkout-form" class="responsive"></div>
  <p id="checkout-missing" role="alert" hidden>Ödeme formu bulunamadı. Lütfen sayfayı yenileyin.</p>
  <noscript><p>Ödeme formu için tarayıcınızda JavaScript açık olmalıdır.</p></noscript>
</main>
${withNonce(input.formContent, input.nonce)}
<script nonce="${input.nonce}">${FALLBACK_SCRIPT}</script>
</body></html>`;
}
