import { paymentCurrencyNames, type PaymentCurrency } from '@chainscribe/contracts';
import type { Quote } from '../../data-access/market-quotes.ts';

const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const styles = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;display:grid;place-items:center;background:radial-gradient(1200px 600px at 20% -10%,#1d2a4d 0,#0b0f17 55%);color:#e6edf7;font:15px/1.5 ui-sans-serif,system-ui,-apple-system,Segoe UI,Roboto,sans-serif;padding:24px}
.card{width:100%;max-width:460px;background:#111827;border:1px solid #243049;border-radius:18px;padding:28px;box-shadow:0 20px 60px rgba(0,0,0,.45)}
.badge{display:inline-block;font-size:12px;letter-spacing:.06em;text-transform:uppercase;color:#fbbf24;background:rgba(251,191,36,.1);border:1px solid rgba(251,191,36,.3);border-radius:999px;padding:2px 10px}
h1{font-size:22px;margin:14px 0 4px}.muted{color:#94a3b8}.price{font-size:34px;font-weight:700;margin:10px 0 2px}
fieldset{border:0;padding:0;margin:22px 0 0}legend{font-weight:600;margin-bottom:10px}
label.coin{display:flex;align-items:center;justify-content:space-between;gap:12px;border:1px solid #243049;border-radius:12px;padding:12px 14px;margin-bottom:8px;cursor:pointer}
label.coin:has(input:checked){border-color:#8b5cf6;background:rgba(139,92,246,.08)}label.coin input{accent-color:#8b5cf6;margin-right:10px}
.amount{font-variant-numeric:tabular-nums;text-align:right}.amount small{display:block;color:#94a3b8;font-size:12px}
.actions{display:flex;gap:10px;margin-top:20px}button{flex:1;border:0;border-radius:12px;padding:13px 16px;font-weight:600;font-size:15px;cursor:pointer}
button.pay{background:linear-gradient(135deg,#8b5cf6,#6366f1);color:white}button.cancel{background:#1f2937;color:#e6edf7;border:1px solid #374151}
button:focus-visible,label.coin:focus-within{outline:2px solid #a78bfa;outline-offset:2px}.note{font-size:12px;color:#94a3b8;margin-top:16px}
.done{text-align:center}`;

const coinLabel = (c: PaymentCurrency) => (paymentCurrencyNames[c].includes(c) ? paymentCurrencyNames[c] : `${paymentCurrencyNames[c]} (${c})`);

/** The sandbox provider's hosted checkout: plain HTML and a form, so it works without scripts (CSP). */
export function renderCheckoutPage(options: {
  chargeId: string;
  planName: string;
  amount: number;
  quotes: Quote[];
  preselected: PaymentCurrency | undefined;
  status: string;
}): string {
  const formAction = `/api/checkout/sandbox/${encodeURIComponent(options.chargeId)}`;
  const coins = options.quotes
    .map((q, i) => {
      const checked = (options.preselected ? q.currency === options.preselected : i === 0) ? ' checked' : '';
      const amount = q.amount === null ? '<small>live rate unavailable</small>' : `${q.amount} ${q.currency}<small>at $${q.rate?.toLocaleString('en-US')} · ${escape(q.source ?? '')}</small>`;
      return `<label class="coin"><span><input type="radio" name="currency" value="${q.currency}"${checked} required>${escape(coinLabel(q.currency))}</span><span class="amount">${amount}</span></label>`;
    })
    .join('');
  const body =
    options.status === 'pending'
      ? `<form method="post" action="${formAction}/pay">
      <fieldset><legend>Pay with</legend>${coins}</fieldset>
      <div class="actions"><button class="cancel" type="submit" formaction="${formAction}/cancel" formnovalidate>Cancel</button><button class="pay" type="submit">Pay $${options.amount.toFixed(2)}</button></div>
    </form>
    <p class="note">Sandbox checkout: no real funds move. Paying sends a signed webhook to Chainscribe exactly as a live provider would.</p>`
      : `<p class="done">This checkout is already ${escape(options.status)}.</p><div class="actions"><a href="/dashboard"><button class="cancel" type="button">Back to Chainscribe</button></a></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="dark">
<title>Checkout · Chainscribe ${escape(options.planName)}</title><style>${styles}</style></head>
<body><main class="card"><span class="badge">Sandbox checkout</span><h1>Chainscribe ${escape(options.planName)}</h1>
<div class="price">$${options.amount.toFixed(2)}<span class="muted" style="font-size:15px;font-weight:400"> / month</span></div>
<div class="muted">Order ${escape(options.chargeId)}</div>${body}</main></body></html>`;
}
