import { sandboxWebhookSchema } from '@chainscribe/contracts';
import { WebhookRejected, type PaymentProviderPort } from './provider.port.ts';
import { verifyStandardWebhook } from './standard-webhooks.ts';
import type { SandboxLedger } from '../sandbox-ledger.ts';

/**
 * The local provider: a checkout page in the SPA (so Pay carries the buyer's bearer token) backed
 * by accounts' sandbox routes, which sign their webhooks like a real provider, so the whole
 * purchase path runs offline. Never selected in production unless PAYMENT_PROVIDER=sandbox says so.
 */
export function createSandboxProvider(options: { publicUrl: string; secret: string; ledger: SandboxLedger }): PaymentProviderPort {
  return {
    name: 'sandbox',
    async createCheckout(request) {
      const url = new URL(`/checkout/sandbox/${encodeURIComponent(request.chargeId)}`, options.publicUrl);
      if (request.payCurrency) url.searchParams.set('currency', request.payCurrency);
      return { checkoutUrl: url.href, invoiceId: null };
    },
    parseWebhook(rawBody, headers) {
      const check = verifyStandardWebhook(options.secret, headers, rawBody);
      if (!check.ok) {
        throw new WebhookRejected(
          401,
          check.reason === 'stale' ? 'Webhook timestamp is outside the 5-minute tolerance' : 'Invalid webhook signature',
        );
      }
      const parsed = sandboxWebhookSchema.safeParse(JSON.parse(rawBody.toString('utf8')));
      if (!parsed.success || parsed.data.event_id !== check.id) throw new WebhookRejected(400, 'Malformed webhook body');
      const body = parsed.data;
      return {
        eventId: body.event_id,
        chargeId: body.charge_id,
        status: body.status,
        amount: body.price_amount,
        currency: body.price_currency,
        payCurrency: body.pay_currency,
        providerPaymentId: body.event_id,
      };
    },
    async fetchState(payment) {
      const charge = await options.ledger.find(payment.charge_id);
      if (!charge) return { status: 'pending', amount: null, currency: null, providerPaymentId: null };
      return { status: charge.status, amount: charge.amount, currency: 'USD', providerPaymentId: charge.event_id };
    },
  };
}
