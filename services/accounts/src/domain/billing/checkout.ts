import { randomUUID } from 'node:crypto';
import { billingTerms, createEvent, messages, paymentReturnUrl, planOffers, plans, resolvePlanId } from '@chainscribe/contracts';
import { AppError, type Identity } from '@chainscribe/service-kit';
import type { PaymentDoc } from '../../data-access/payment.model.ts';
import type { PaymentProviderPort } from '../../data-access/providers/provider.port.ts';
import { providerFor, type BillingDeps } from './billing-deps.ts';

const premium = plans.premium;

export interface CheckoutRequest {
  planPrice: number;
  planId: string;
  payCurrency?: string | undefined;
}

/** Only the catalogue's premium plan at today's price can be bought. */
function checkCatalogue(request: CheckoutRequest): void {
  if (resolvePlanId(request.planId) !== 'premium') throw AppError.badRequest('Only the premium plan can be purchased', 'unknown_plan');
  if (Math.abs(request.planPrice - premium.price.amount) > 0.001) {
    throw AppError.badRequest(
      `The price has changed: ${planOffers.premium.name} is ${billingTerms.priceLine}. Refresh the page and try again.`,
      'price_mismatch',
    );
  }
}

function pendingPayment(
  chargeId: string,
  userId: string,
  provider: PaymentProviderPort,
  payCurrency: string | null,
  now: Date,
): PaymentDoc {
  return {
    _id: randomUUID(),
    charge_id: chargeId,
    user_id: userId,
    plan: 'premium',
    amount: premium.price.amount,
    currency: 'USD',
    period_days: premium.price.periodDays,
    provider: provider.name,
    provider_invoice_id: null,
    provider_payment_id: null,
    checkout_url: '',
    pay_currency: payCurrency,
    status: 'pending',
    status_history: [{ status: 'pending', at: now, source: 'create' }],
    created_at: now,
    updated_at: now,
  };
}

/** The provider's hosted checkout for the payment; its failure is a 502 the buyer can retry. */
async function openCheckout(deps: BillingDeps, provider: PaymentProviderPort, payment: PaymentDoc, payCurrency: string | undefined) {
  try {
    return await provider.createCheckout({
      chargeId: payment.charge_id,
      userId: payment.user_id,
      amount: payment.amount,
      currency: 'USD',
      description: `Chainscribe ${premium.name}, ${premium.price.periodDays} days`,
      payCurrency,
      successUrl: paymentReturnUrl(deps.publicUrl, payment.charge_id),
      cancelUrl: new URL('/payment-cancel', deps.publicUrl).href,
      callbackUrl: new URL(`/api/payment/webhook/${provider.name}`, deps.webhookBaseUrl).href,
    });
  } catch (err) {
    deps.logger.error({ err: (err as Error).message, provider: provider.name }, 'checkout creation failed');
    throw new AppError(502, messages.failedToCreatePayment, { code: 'provider_error', cause: err });
  }
}

/** Call 2: a pending payment with the provider's checkout, announced as payment.created. */
export async function createPayment(deps: BillingDeps, identity: Identity, request: CheckoutRequest) {
  checkCatalogue(request);
  const user = await deps.users.findByClerkId(identity.userId);
  if (!user) throw AppError.unauthorized(messages.userNotAuthenticated);
  const now = deps.now();
  const chargeId = `ch_${randomUUID().replaceAll('-', '')}`;
  const provider = providerFor(deps, deps.provider);
  const payment = pendingPayment(chargeId, user.clerk_id, provider, request.payCurrency ?? null, now);
  const checkout = await openCheckout(deps, provider, payment, request.payCurrency);
  await deps.payments.insert({ ...payment, checkout_url: checkout.checkoutUrl, provider_invoice_id: checkout.invoiceId });
  await deps.events.publish(
    createEvent(
      'payment.created',
      {
        paymentId: payment._id,
        chargeId,
        userId: user.clerk_id,
        plan: 'premium',
        amount: payment.amount,
        currency: 'USD',
        provider: provider.name,
      },
      { key: chargeId, producer: 'accounts', occurredAt: now },
    ),
  );
  return { checkout_url: checkout.checkoutUrl, charge_id: chargeId };
}
