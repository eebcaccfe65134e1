import { randomUUID } from 'node:crypto';
import { Router } from 'express';
import { getSandboxCheckout, paySandboxCheckout, paymentReturnUrl, paymentWebhook, plans } from '@chainscribe/contracts';
import { AppError, type Identity, type Logger } from '@chainscribe/service-kit';
import type { MarketQuotes } from '../../data-access/market-quotes.ts';
import type { PaymentDoc } from '../../data-access/payment.model.ts';
import type { PaymentsRepository } from '../../data-access/payments.repository.ts';
import type { SandboxLedger } from '../../data-access/sandbox-ledger.ts';
import { signStandardWebhook } from '../../data-access/providers/standard-webhooks.ts';

export interface SandboxCheckoutOptions {
  payments: PaymentsRepository;
  ledger: SandboxLedger;
  quotes: MarketQuotes;
  secret: string;
  /** Where users land afterwards (the SPA). */
  publicUrl: string;
  /** Where the webhook goes: the gateway, exactly like a real provider's delivery. */
  webhookBaseUrl: string;
  now: () => Date;
  logger: Logger;
}

const notFound = () => AppError.notFound('This checkout does not exist', 'checkout_not_found');

/**
 * The sandbox provider's side of the purchase, as two bearer calls the SPA's checkout page makes:
 * the charge with live quotes, and Pay. Pay records the charge in the sandbox's own books (first
 * one wins), then delivers a signed webhook to the real webhook route.
 *
 * Only the signed-in owner of a pending sandbox charge gets anything; every other caller (another
 * user, an unknown or already paid charge) sees the same 404, so nobody learns which charges exist.
 */
export function sandboxCheckoutRoutes(options: SandboxCheckoutOptions): Router {
  const router = Router();
  // Signed out is answered like a stranger: 404, not 401, so the page cannot be probed for charges.
  const ownCharge = async (identity: Identity | null, chargeId: string): Promise<PaymentDoc> => {
    if (!identity) throw notFound();
    const payment = await options.payments.findByChargeId(chargeId);
    if (!payment || payment.provider !== 'sandbox' || payment.user_id !== identity.userId) throw notFound();
    return payment;
  };
  const chargeIdOf = (params: unknown) => {
    const parsed = getSandboxCheckout.params.safeParse(params);
    if (!parsed.success || !/^ch_[a-f0-9]{32}$/.test(parsed.data.chargeId)) throw notFound();
    return parsed.data.chargeId;
  };

  router.get(getSandboxCheckout.path, async (req, res) => {
    const payment = await ownCharge(req.identity, chargeIdOf(req.params));
    const ledger = await options.ledger.find(payment.charge_id);
    const quotes = await options.quotes.quote(payment.amount);
    res.set('Cache-Control', 'no-store').json(
      getSandboxCheckout.response.parse({
        charge_id: payment.charge_id,
        plan_name: plans.premium.name,
        amount: payment.amount,
        currency: 'USD',
        status: ledger ? ledger.status : payment.status,
        quotes: quotes.map(({ currency, amount, rate, source, asOf, live }) => ({ currency, amount, rate, source, asOf, live })),
      }),
    );
  });

  router.post(paySandboxCheckout.path, async (req, res) => {
    const chargeId = chargeIdOf(req.params);
    const payment = await ownCharge(req.identity, chargeId);
    const { currency } = paySandboxCheckout.request.parse(req.body ?? {});
    if (payment.status !== 'pending') throw notFound();
    const quote = (await options.quotes.quote(payment.amount)).find((q) => q.currency === currency);
    const now = options.now();
    const charge = await options.ledger.recordFirst({
      _id: chargeId,
      status: 'confirmed',
      amount: payment.amount,
      pay_currency: currency,
      // A snapshot's estimate is shown to the buyer but is no rate: the webhook says no amount was quoted.
      pay_amount: quote?.live ? quote.amount : null,
      event_id: `evt_${randomUUID().replaceAll('-', '')}`,
      paid_at: now,
    });
    // A second Pay (or a race of two) finds the books already written: it is not a payment.
    if (!charge) throw notFound();
    options.logger.info({ chargeId, userId: payment.user_id }, 'sandbox charge paid by its owner');
    const body = JSON.stringify(
      paymentWebhook.bodies.sandbox.parse({
        event_id: charge.event_id,
        charge_id: chargeId,
        status: 'confirmed',
        price_amount: payment.amount,
        price_currency: 'USD',
        pay_amount: charge.pay_amount ?? null,
        pay_currency: charge.pay_currency,
        occurred_at: charge.paid_at.toISOString(),
      }),
    );
    try {
      const delivery = await fetch(new URL('/api/payment/webhook/sandbox', options.webhookBaseUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signStandardWebhook(options.secret, charge.event_id, Math.floor(now.getTime() / 1000), body),
        },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!delivery.ok) options.logger.warn({ chargeId, status: delivery.status }, 'sandbox webhook was refused');
    } catch (err) {
      // The success page re-checks the charge (activation asks the sandbox's books), so the buyer still gets premium.
      options.logger.warn({ chargeId, err: (err as Error).message }, 'sandbox webhook could not be delivered');
    }
    res.json(paySandboxCheckout.response.parse({ status: 'confirmed', redirect_to: paymentReturnUrl(options.publicUrl, chargeId) }));
  });
  return router;
}
