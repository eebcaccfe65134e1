import { z } from 'zod';
import { billingPeriodSchema, paymentCurrencySchema, paymentProviderSchema, paymentStatusSchema, planIdSchema } from '../enums.ts';
import type { PaymentProvider } from '../enums.ts';
import { idSchema, isoDateTimeSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';

// Payments are served by the accounts service (ARCHITECTURE §1).

/** Plan names a client may ask to buy; aliases resolve with `resolvePlanId`. */
export const purchasablePlanSchema = z.enum(['premium', 'pro', 'paid']);

/**
 * Spec §7 call 1. The server prices the plan itself: `planPrice` is the price the user saw and a
 * mismatch is refused rather than charged. `payCurrency` preselects a coin on hosted checkout.
 */
export const createPayment = {
  method: 'POST',
  path: '/api/payment/create',
  auth: 'bearer',
  request: z.strictObject({
    planPrice: z.number().positive().max(10_000).default(9.99),
    planId: purchasablePlanSchema.default('premium'),
    payCurrency: paymentCurrencySchema.optional(),
  }),
  response: z.object({
    checkout_url: z.url(),
    charge_id: idSchema,
    message: z.string().optional(),
  }),
} as const satisfies CallContract;
export type CreatePaymentRequest = z.infer<typeof createPayment.request>;
export type CreatePaymentRequestInput = z.input<typeof createPayment.request>;
export type CreatePaymentResponse = z.infer<typeof createPayment.response>;

/**
 * Spec §7 call 2: a page navigation from the upgrade modal, so no bearer header can ride along.
 * Answers 303 See Other (to hosted checkout when signed in, else to /pricing); no JSON body.
 */
export const createPaymentSession = {
  method: 'GET',
  path: '/api/payment/create-session',
  auth: 'none',
  query: z.object({ plan: z.string().trim().max(40).optional() }),
  response: z.undefined(),
} as const satisfies CallContract;
export type CreatePaymentSessionQuery = z.infer<typeof createPaymentSession.query>;

/**
 * Spec §7 call 3. `sessionId` is the stored charge id. The server re-checks the charge with the
 * provider and that it belongs to the caller; `userId`, `planId` and `forceDbUpdate` are hints.
 */
export const activateSubscription = {
  method: 'POST',
  path: '/api/payment/activate-subscription',
  auth: 'bearer',
  request: z.strictObject({
    userId: idSchema,
    sessionId: idSchema,
    planId: z.string().trim().max(40).default('premium'),
    planType: z.string().trim().max(40).nullish(),
    billingPeriod: billingPeriodSchema.default('monthly'),
    forceDbUpdate: z.boolean().default(true),
  }),
  response: z.object({
    success: z.boolean(),
    plan: planIdSchema,
    expires_at: isoDateTimeSchema.nullable(),
    payment_status: paymentStatusSchema,
  }),
} as const satisfies CallContract;
export type ActivateSubscriptionRequest = z.infer<typeof activateSubscription.request>;
export type ActivateSubscriptionRequestInput = z.input<typeof activateSubscription.request>;
export type ActivateSubscriptionResponse = z.infer<typeof activateSubscription.response>;

/**
 * Where the buyer lands after checkout (issue 27): the return URL carries the charge id, which is
 * unguessable (128 random bits), so the page can ask for the payment's status without a session
 * (the buyer may come back on another host name, where no session cookie exists). Only the status
 * is answered: no account, amount or plan data. Unknown ids are 404.
 */
export const getPaymentStatus = {
  method: 'GET',
  path: '/api/payment/status/:chargeId',
  auth: 'none',
  params: z.object({ chargeId: idSchema }),
  response: z.object({ charge_id: idSchema, status: paymentStatusSchema }),
} as const satisfies CallContract;
export type PaymentStatusAnswer = z.infer<typeof getPaymentStatus.response>;

/** The query parameter of the return URL that names the charge. */
export const PAYMENT_RETURN_PARAM = 'charge_id';

/** The page a provider sends the buyer back to, naming the charge so the page needs no session. */
export function paymentReturnUrl(publicUrl: string, chargeId: string): string {
  const url = new URL('/payment-success', publicUrl);
  url.searchParams.set(PAYMENT_RETURN_PARAM, chargeId);
  return url.href;
}

// ---- Provider webhooks -------------------------------------------------------------------

/**
 * Header carrying each provider's signature over the raw body. The sandbox signs the Standard
 * Webhooks way (`webhook-id`, `webhook-timestamp`, `webhook-signature: v1,<base64 HMAC-SHA256>`).
 */
export const webhookSignatureHeaders: Readonly<Record<PaymentProvider, string>> = {
  sandbox: 'webhook-signature',
  nowpayments: 'x-nowpayments-sig',
};

/**
 * Our sandbox checkout's webhook body. `event_id` equals the `webhook-id` header. `pay_amount`
 * is null when no live rate was known for the coin (the sandbox never invents one).
 */
export const sandboxWebhookSchema = z.object({
  event_id: idSchema,
  charge_id: idSchema,
  status: z.enum(['confirmed', 'failed', 'expired']),
  price_amount: z.number().positive(),
  price_currency: z.literal('USD'),
  pay_amount: z.number().positive().nullable(),
  pay_currency: paymentCurrencySchema,
  occurred_at: isoDateTimeSchema,
});
export type SandboxWebhook = z.infer<typeof sandboxWebhookSchema>;

export const nowPaymentsStatuses = [
  'waiting',
  'confirming',
  'confirmed',
  'sending',
  'partially_paid',
  'finished',
  'failed',
  'refunded',
  'expired',
] as const;

const decimal = z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/)]);

/** NOWPayments IPN body (signed with HMAC-SHA512 of the key-sorted JSON); extra fields kept. */
export const nowPaymentsIpnSchema = z.looseObject({
  payment_id: z.union([z.number(), z.string()]),
  payment_status: z.enum(nowPaymentsStatuses),
  price_amount: decimal,
  price_currency: z.string().max(20),
  pay_amount: decimal.optional(),
  actually_paid: decimal.optional(),
  pay_currency: z.string().max(20).optional(),
  order_id: z.string().max(200).nullish(),
  order_description: z.string().max(500).nullish(),
  invoice_id: z.union([z.number(), z.string()]).nullish(),
  updated_at: z.number().optional(),
});
export type NowPaymentsIpn = z.infer<typeof nowPaymentsIpnSchema>;

/**
 * Verify the signature on the raw body first, then parse with `bodies[provider]`.
 * Duplicates (same provider event) are acknowledged with `duplicate: true`.
 */
export const paymentWebhook = {
  method: 'POST',
  path: '/api/payment/webhook/:provider',
  auth: 'none',
  params: z.object({ provider: paymentProviderSchema }),
  bodies: { sandbox: sandboxWebhookSchema, nowpayments: nowPaymentsIpnSchema },
  response: z.object({ received: z.literal(true), duplicate: z.boolean() }),
} as const satisfies CallContract & { bodies: Record<PaymentProvider, z.ZodType> };
export type PaymentWebhookResponse = z.infer<typeof paymentWebhook.response>;

// ---- Sandbox checkout (local runs and private demos only) --------------------------------

/**
 * One accepted coin on the sandbox checkout; `amount` is null when the market knows no price.
 * `live: false` marks an estimate from the market's bundled snapshot taken at `asOf` (issue 27):
 * shown with its date, never the rate a payment uses.
 */
export const sandboxQuoteSchema = z.object({
  currency: paymentCurrencySchema,
  amount: z.number().positive().nullable(),
  rate: z.number().positive().nullable(),
  source: z.string().nullable(),
  asOf: isoDateTimeSchema.nullable().default(null),
  live: z.boolean().default(true),
});
export type SandboxQuote = z.infer<typeof sandboxQuoteSchema>;

/**
 * The sandbox provider's hosted checkout, shown by the SPA at `/checkout/sandbox/:chargeId` so
 * both calls carry the buyer's bearer token. Anyone but the charge's owner gets 404.
 */
export const getSandboxCheckout = {
  method: 'GET',
  path: '/api/checkout/sandbox/:chargeId',
  auth: 'bearer',
  params: z.object({ chargeId: idSchema }),
  response: z.object({
    charge_id: idSchema,
    plan_name: z.string(),
    amount: z.number().positive(),
    currency: z.literal('USD'),
    status: paymentStatusSchema,
    quotes: z.array(sandboxQuoteSchema),
  }),
} as const satisfies CallContract;
export type SandboxCheckout = z.infer<typeof getSandboxCheckout.response>;

/**
 * The sandbox's Pay button: accepted once, from the signed-in owner, for a pending charge;
 * everything else is 404 'This checkout does not exist'. `redirect_to` is where the buyer goes next.
 */
export const paySandboxCheckout = {
  method: 'POST',
  path: '/api/checkout/sandbox/:chargeId/pay',
  auth: 'bearer',
  params: z.object({ chargeId: idSchema }),
  request: z.strictObject({ currency: paymentCurrencySchema }),
  response: z.object({ status: z.literal('confirmed'), redirect_to: z.url() }),
} as const satisfies CallContract;
export type PaySandboxCheckoutRequest = z.infer<typeof paySandboxCheckout.request>;
