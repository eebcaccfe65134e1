import { createHmac, timingSafeEqual } from 'node:crypto';
import { nowPaymentsIpnSchema, type PaymentStatus } from '@chainscribe/contracts';
import { WebhookRejected, type PaymentProviderPort } from './provider.port.ts';

/** A scalar field of the provider's JSON as text ('' for a missing or structured one). */
const textOf = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** NOWPayments' statuses in our terms; everything before the money settles is still pending. */
export function mapNowPaymentsStatus(status: string): PaymentStatus {
  switch (status) {
    case 'finished':
    case 'confirmed':
      return 'confirmed';
    case 'partially_paid':
      return 'partially_paid';
    case 'failed':
      return 'failed';
    case 'expired':
      return 'expired';
    case 'refunded':
      return 'refunded';
    default:
      return 'pending';
  }
}

/** JSON with object keys sorted at every depth: what NOWPayments signs for IPN callbacks. */
export function sortedJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, sort((v as Record<string, unknown>)[k])]),
      );
    }
    return v;
  };
  return JSON.stringify(sort(value));
}

export function nowPaymentsSignature(ipnSecret: string, body: unknown): string {
  return createHmac('sha512', ipnSecret).update(sortedJson(body)).digest('hex');
}

const toNumber = (v: string | number | undefined | null) => (v === undefined || v === null ? null : Number(v));

/**
 * NOWPayments invoice API and IPN callbacks. A confirmation is never taken from the callback alone:
 * the billing flow re-fetches the payment from the API before premium is granted.
 */
export function createNowPaymentsProvider(options: {
  baseUrl: string;
  apiKey: string;
  ipnSecret: string;
  timeoutMs?: number;
}): PaymentProviderPort {
  const api = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(new URL(path, options.baseUrl), {
      ...init,
      headers: { 'x-api-key': options.apiKey, 'content-type': 'application/json', ...(init.headers as Record<string, string> | undefined) },
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) throw new Error(`NOWPayments ${path} answered ${res.status}: ${textOf(body.message)}`.slice(0, 300));
    return body;
  };
  return {
    name: 'nowpayments',
    async createCheckout(request) {
      const invoice = await api('/v1/invoice', {
        method: 'POST',
        body: JSON.stringify({
          price_amount: request.amount,
          price_currency: request.currency.toLowerCase(),
          order_id: request.chargeId,
          order_description: request.description,
          ipn_callback_url: request.callbackUrl,
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          ...(request.payCurrency ? { pay_currency: request.payCurrency.toLowerCase() } : {}),
        }),
      });
      if (typeof invoice.invoice_url !== 'string') throw new Error('NOWPayments answered an invoice without invoice_url');
      return { checkoutUrl: invoice.invoice_url, invoiceId: textOf(invoice.id) || null };
    },
    parseWebhook(rawBody, headers) {
      const given = headers['x-nowpayments-sig'];
      if (!given) throw new WebhookRejected(401, 'Invalid webhook signature');
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejected(400, 'Malformed webhook body');
      }
      const expected = Buffer.from(nowPaymentsSignature(options.ipnSecret, body), 'hex');
      const received = Buffer.from(given, 'hex');
      if (received.length !== expected.length || !timingSafeEqual(received, expected))
        throw new WebhookRejected(401, 'Invalid webhook signature');
      const parsed = nowPaymentsIpnSchema.safeParse(body);
      if (!parsed.success || !parsed.data.order_id) throw new WebhookRejected(400, 'Malformed webhook body');
      const ipn = parsed.data;
      return {
        eventId: `${ipn.payment_id}:${ipn.payment_status}`,
        chargeId: ipn.order_id ?? '',
        status: mapNowPaymentsStatus(ipn.payment_status),
        amount: Number(ipn.price_amount),
        currency: ipn.price_currency.toUpperCase(),
        payCurrency: ipn.pay_currency?.toUpperCase() ?? null,
        providerPaymentId: String(ipn.payment_id),
      };
    },
    async fetchState(payment) {
      if (!payment.provider_payment_id) return { status: 'pending', amount: null, currency: null, providerPaymentId: null };
      const found = await api(`/v1/payment/${encodeURIComponent(payment.provider_payment_id)}`);
      if (textOf(found.order_id) !== payment.charge_id)
        return { status: 'pending', amount: null, currency: null, providerPaymentId: payment.provider_payment_id };
      return {
        status: mapNowPaymentsStatus(textOf(found.payment_status)),
        amount: toNumber(found.price_amount as string | number | undefined),
        currency: typeof found.price_currency === 'string' ? found.price_currency.toUpperCase() : null,
        providerPaymentId: payment.provider_payment_id,
      };
    },
  };
}
