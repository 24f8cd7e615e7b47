// What the simulator shows a browser: the card form its checkout content loads (built with DOM
// calls, no markup from data), and the page that returns the buyer to the merchant's callback URL
// with a form POST carrying the token, as iyzico does. No inline scripts, so a strict CSP holds.

const escapeHtml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');

export const CHECKOUT_BUNDLE_JS = `(function () {
  var init = window.iyziInit;
  if (!init || !init.token) return;
  var host = document.getElementById('iyzipay-checkout-form') || document.body;
  var form = document.createElement('form');
  form.method = 'post';
  form.action = init.baseUrl + '/checkoutform/pay';
  form.target = '_top';
  form.setAttribute('data-testid', 'iyzico-simulator-form');
  form.style.cssText = 'max-width:420px;margin:24px auto;padding:24px;border:1px solid #cbd5e1;border-radius:12px;background:#fff;color:#0f172a;font-family:system-ui,sans-serif';
  var title = document.createElement('h2');
  title.textContent = 'iyzico Test Ödeme Formu (yerel simülatör)';
  title.style.cssText = 'font-size:18px;margin:0 0 8px';
  form.appendChild(title);
  var price = document.createElement('p');
  price.textContent = 'Tutar: ' + Number(init.price).toLocaleString('tr-TR', { minimumFractionDigits: 2 }) + ' ' + init.currency;
  form.appendChild(price);
  var hint = document.createElement('p');
  hint.textContent = 'Başarılı test kartı: 5528 7900 0000 0008 — başarısız: 4111 1111 1111 1129';
  hint.style.cssText = 'font-size:13px;color:#475569';
  form.appendChild(hint);
  var token = document.createElement('input');
  token.type = 'hidden';
  token.name = 'token';
  token.value = init.token;
  form.appendChild(token);
  function field(name, label, autocomplete, value) {
    var wrap = document.createElement('label');
    wrap.style.cssText = 'display:block;margin:10px 0;font-size:14px';
    wrap.textContent = label;
    var input = document.createElement('input');
    input.name = name;
    input.required = true;
    input.autocomplete = autocomplete;
    if (value) input.value = value;
    input.style.cssText = 'display:block;width:100%;box-sizing:border-box;margin-top:4px;padding:8px;border:1px solid #94a3b8;border-radius:8px;font-size:16px';
    wrap.appendChild(input);
    form.appendChild(wrap);
    return input;
  }
  field('cardHolderName', 'Kart Üzerindeki İsim', 'cc-name');
  field('cardNumber', 'Kart Numarası', 'cc-number').inputMode = 'numeric';
  field('expiry', 'Son Kullanma (AA/YY)', 'cc-exp', '12/30');
  field('cvc', 'CVC', 'cc-csc', '123').inputMode = 'numeric';
  var button = document.createElement('button');
  button.type = 'submit';
  button.textContent = 'Öde';
  button.style.cssText = 'margin-top:12px;width:100%;padding:10px;border:0;border-radius:8px;background:#1e40af;color:#fff;font-size:16px;cursor:pointer';
  form.appendChild(button);
  host.appendChild(form);
})();
`;

/** Submits the return form at once; the button stays for browsers without scripts. */
export const RETURN_JS = `document.getElementById('iyzico-return').submit();`;

export function returnPageHtml(base: string, callbackUrl: string, token: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Mağazaya dönülüyor</title></head><body>
<form id="iyzico-return" method="post" action="${escapeHtml(callbackUrl)}">
<input type="hidden" name="token" value="${escapeHtml(token)}">
<p>Ödeme işlendi. Mağazaya dönülüyor…</p><button type="submit">Mağazaya dön</button>
</form>
<script src="${escapeHtml(base)}/checkoutform/v2/return.js"></script>
</body></html>`;
}

export function payPageHtml(message: string): string {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Ödeme</title></head><body><p>${escapeHtml(message)}</p></body></html>`;
}
