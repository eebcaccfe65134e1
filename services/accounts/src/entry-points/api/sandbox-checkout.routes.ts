import { randomUUID } from 'node:crypto';
import express, { Router } from 'express';
import { z } from 'zod';
import { paymentCurrencySchema, paymentWebhook, plans } from '@chainscribe/contracts';
import { AppError, type Logger } from '@chainscribe/service-kit';
import type { MarketQuotes } from '../../data-access/market-quotes.ts';
import type { PaymentsRepository } from '../../data-access/payments.repository.ts';
import type { SandboxLedger } from '../../data-access/sandbox-ledger.ts';
import { signStandardWebhook } from '../../data-access/providers/standard-webhooks.ts';
import { renderCheckoutPage } from './sandbox-checkout.page.ts';

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

const chargeParam = z.object({ chargeId: z.string().regex(/^ch_[a-f0-9]{32}$/, 'Unknown checkout') });
const payForm = z.object({ currency: paymentCurrencySchema });

/**
 * The sandbox provider's side of the purchase: the hosted page, and the Pay / Cancel buttons.
 * Pay records the charge in the sandbox's own books, then delivers a signed webhook to the real
 * webhook route and sends the buyer to /payment-success.
 */
export function sandboxCheckoutRoutes(options: SandboxCheckoutOptions): Router {
  const router = Router();
  const findPending = async (chargeId: string) => {
    const payment = await options.payments.findByChargeId(chargeId);
    if (!payment || payment.provider !== 'sandbox') throw AppError.notFound('This checkout does not exist');
    return payment;
  };

  router.get('/api/checkout/sandbox/:chargeId', async (req, res) => {
    const { chargeId } = chargeParam.parse(req.params);
    const payment = await findPending(chargeId);
    const preselected = paymentCurrencySchema.safeParse(req.query.currency);
    const ledger = await options.ledger.find(chargeId);
    res.type('html').set('Cache-Control', 'no-store').send(
      renderCheckoutPage({
        chargeId,
        planName: plans.premium.name,
        amount: payment.amount,
        quotes: await options.quotes.quote(payment.amount),
        preselected: preselected.success ? preselected.data : undefined,
        status: ledger ? ledger.status : payment.status,
      }),
    );
  });

  router.post('/api/checkout/sandbox/:chargeId/pay', express.urlencoded({ extended: false, limit: '2kb' }), async (req, res) => {
    const { chargeId } = chargeParam.parse(req.params);
    const { currency } = payForm.parse(req.body);
    const payment = await findPending(chargeId);
    const quote = (await options.quotes.quote(payment.amount)).find((q) => q.currency === currency);
    const now = options.now();
    const charge = await options.ledger.record({
      _id: chargeId,
      status: 'confirmed',
      amount: payment.amount,
      pay_currency: currency,
      pay_amount: quote?.amount ?? null,
      event_id: `evt_${randomUUID().replaceAll('-', '')}`,
      paid_at: now,
    });
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
        headers: { 'content-type': 'application/json', ...signStandardWebhook(options.secret, charge.event_id, Math.floor(now.getTime() / 1000), body) },
        body,
        signal: AbortSignal.timeout(5000),
      });
      if (!delivery.ok) options.logger.warn({ chargeId, status: delivery.status }, 'sandbox webhook was refused');
    } catch (err) {
      // The success page re-checks the charge (activation asks the sandbox's books), so the buyer still gets premium.
      options.logger.warn({ chargeId, err: (err as Error).message }, 'sandbox webhook could not be delivered');
    }
    res.redirect(303, new URL('/payment-success', options.publicUrl).href);
  });

  router.post('/api/checkout/sandbox/:chargeId/cancel', async (req, res) => {
    chargeParam.parse(req.params);
    res.redirect(303, new URL('/payment-cancel', options.publicUrl).href);
  });
  return router;
}
