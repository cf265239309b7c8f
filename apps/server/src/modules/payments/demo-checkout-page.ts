import type { CreditPack } from '@cv/contracts';
import type { InterfaceLanguage } from '../../lib/interface-language';
import type { CardRefusal } from './demo-card-check';
import { DEMO_CHECKOUT_TEXTS } from './demo-checkout-texts';
import { DEMO_CHECKOUT_PATH } from './demo-provider';

/**
 * The demo provider's hosted checkout page: plain HTML and a form POST, no script, its stylesheet served
 * beside it, so it works under a strict Content-Security-Policy. Every value printed is escaped.
 */

export const DEMO_CHECKOUT_CSS_PATH = `${DEMO_CHECKOUT_PATH}.css`;

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const euros = (language: InterfaceLanguage, amount: number) =>
  new Intl.NumberFormat(DEMO_CHECKOUT_TEXTS[language].numberLocale, {
    style: 'currency',
    currency: 'EUR',
  }).format(amount);

/** The page's own address, keeping the reader's language for the form's answer. */
export const demoCheckoutUrl = (sessionId: string, language: InterfaceLanguage) =>
  `${DEMO_CHECKOUT_PATH}/${sessionId}?lang=${language}`;

function layout(language: InterfaceLanguage, title: string, body: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${DEMO_CHECKOUT_CSS_PATH}">
</head>
<body>
${body}
</body>
</html>
`;
}

export interface CheckoutPageData {
  language: InterfaceLanguage;
  appName: string;
  sessionId: string;
  pack: CreditPack;
  cancelUrl: string;
  /** Why the card just typed was refused. */
  error?: CardRefusal;
  /** What the customer typed, shown again after an error (never the CVC). */
  cardNumber?: string;
  expiry?: string;
}

export function checkoutPage(data: CheckoutPageData): string {
  const text = DEMO_CHECKOUT_TEXTS[data.language];
  const amount = euros(data.language, data.pack.priceEur);
  const e = escapeHtml;
  const error = data.error ? `<p class="error" role="alert">${e(text.refusals[data.error])}</p>` : '';
  return layout(
    data.language,
    `${text.title} — ${data.appName}`,
    `<main class="checkout">
<section class="summary" aria-label="${e(text.summary)}">
  <p class="merchant">${e(data.appName)}</p>
  <p class="label">${e(text.pack(data.pack.credits))}</p>
  <p class="amount">${e(amount)}</p>
  <ul class="lines"><li><span>${e(text.line(data.pack.credits))}</span><span>${e(amount)}</span></li>
  <li class="total"><span>${e(text.total)}</span><span>${e(amount)}</span></li></ul>
  <p class="demo">${e(text.demoNote)}</p>
</section>
<section class="pay">
  <h1>${e(text.heading)}</h1>
  ${error}
  <form method="post" action="${e(demoCheckoutUrl(data.sessionId, data.language))}">
    <label for="card-number">${e(text.cardNumber)}</label>
    <input id="card-number" name="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23" required value="${e(data.cardNumber ?? '')}">
    <div class="row">
      <div><label for="card-expiry">${e(text.expiry)}</label>
      <input id="card-expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="${e(text.expiryPlaceholder)}" maxlength="7" required value="${e(data.expiry ?? '12/34')}"></div>
      <div><label for="card-cvc">CVC</label>
      <input id="card-cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" maxlength="4" required value="123"></div>
    </div>
    <button type="submit">${e(text.pay)}</button>
  </form>
  <p class="amount-note">${e(text.charged(amount))}</p>
  <a class="cancel" href="${e(data.cancelUrl)}">${e(text.cancel)}</a>
</section>
</main>`,
  );
}

/** A page with a message and one way out: unknown session, already paid. */
export function noticePage(
  language: InterfaceLanguage,
  appName: string,
  message: string,
  link: { href: string; label: string },
): string {
  return layout(
    language,
    `${DEMO_CHECKOUT_TEXTS[language].title} — ${appName}`,
    `<main class="notice"><p class="merchant">${escapeHtml(appName)}</p><h1>${escapeHtml(message)}</h1>
<a class="cancel" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></main>`,
  );
}

export const DEMO_CHECKOUT_CSS = `*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f9fc}
.checkout{display:grid;grid-template-columns:1fr 1fr;max-width:920px;min-height:100vh;margin:0 auto}
.summary{padding:64px 48px;background:#fff;border-right:1px solid #e3e8ee}
.pay{padding:64px 48px}
.merchant{font-weight:600;color:#3c4257;margin:0 0 24px}
.label{margin:0;color:#697386}
.amount{font-size:36px;font-weight:700;margin:4px 0 24px}
.lines{list-style:none;padding:0;margin:0}
.lines li{display:flex;justify-content:space-between;padding:12px 0;border-top:1px solid #e3e8ee}
.lines .total{font-weight:600}
.demo{margin-top:32px;padding:12px;border-radius:6px;background:#fff8e1;color:#8a6d00;font-size:14px}
h1{font-size:20px;margin:0 0 24px}
label{display:block;font-size:14px;color:#3c4257;margin:16px 0 6px}
input{width:100%;padding:10px 12px;font:inherit;border:1px solid #cfd7df;border-radius:6px;background:#fff}
input:focus{outline:2px solid #635bff;outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;margin-top:24px;padding:12px;font:inherit;font-weight:600;color:#fff;background:#635bff;border:0;border-radius:6px;cursor:pointer}
button:hover{background:#5046e4}
.error{padding:12px;border-radius:6px;background:#fdecea;color:#b3261e}
.amount-note{font-size:14px;color:#697386}
.cancel{display:inline-block;margin-top:8px;color:#635bff}
.notice{max-width:520px;margin:96px auto;padding:48px;background:#fff;border-radius:8px;text-align:center}
@media (max-width:720px){.checkout{grid-template-columns:1fr}.summary,.pay{padding:32px 24px}.summary{border-right:0}}
`;
