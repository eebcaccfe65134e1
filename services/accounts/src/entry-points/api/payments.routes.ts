import { Router } from 'express';
import {
  activateSubscription,
  createPayment,
  createPaymentSession,
  getPaymentStatus,
  paymentProviderSchema,
  paymentWebhook,
  resolvePlanId,
} from '@chainscribe/contracts';
import { AppError, countWebhookDeliveries, currentUser, requireUser } from '@chainscribe/service-kit';
import { WebhookRejected } from '../../data-access/providers/provider.port.ts';
import type { BillingService } from '../../domain/billing/billing.ts';

const headerRecord = (headers: Record<string, string | string[] | undefined>) =>
  Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(' ') : v]));

export function paymentsRoutes(billing: BillingService, options: { publicUrl: string }): Router {
  const router = Router();

  router.post(createPayment.path, requireUser, async (req, res) => {
    const body = createPayment.request.parse(req.body ?? {});
    res.status(201).json(await billing.createPayment(currentUser(req), body));
  });

  /**
   * Call 2 is a page navigation (the upgrade modal), which carries no bearer token, so no payment
   * can be created here. It sends the browser to the pricing page with the plan preselected; the
   * SPA then starts the signed-in checkout (call 1). Unknown plans land on plain pricing.
   */
  router.get(createPaymentSession.path, (req, res) => {
    const { plan } = createPaymentSession.query.parse(req.query);
    const target = new URL('/pricing', options.publicUrl);
    if (plan && resolvePlanId(plan) === 'premium') {
      target.searchParams.set('plan', 'premium');
      target.searchParams.set('checkout', '1');
    }
    res.redirect(303, target.href);
  });

  router.post(activateSubscription.path, requireUser, async (req, res) => {
    const body = activateSubscription.request.parse(req.body);
    res.json(await billing.activate(currentUser(req), body.sessionId));
  });

  router.get(getPaymentStatus.path, async (req, res) => {
    const { chargeId } = getPaymentStatus.params.parse(req.params);
    res.set('Cache-Control', 'no-store');
    res.json(getPaymentStatus.response.parse({ charge_id: chargeId, status: await billing.statusOf(chargeId) }));
  });

  const providerLabel = (params: Record<string, string | string[] | undefined>) =>
    paymentProviderSchema.safeParse(params.provider).data ?? 'unknown';
  router.post(paymentWebhook.path, countWebhookDeliveries(providerLabel), async (req, res) => {
    const provider = paymentProviderSchema.safeParse(req.params.provider);
    if (!provider.success) throw AppError.notFound('Unknown payment provider');
    try {
      const { duplicate } = await billing.handleWebhook(provider.data, req.rawBody ?? Buffer.alloc(0), headerRecord(req.headers));
      res.json({ received: true, duplicate });
    } catch (err) {
      if (!(err instanceof WebhookRejected)) throw err;
      req.log.warn({ provider: provider.data, reason: err.message }, 'webhook rejected');
      throw new AppError(err.status, err.message, { code: 'webhook_rejected' });
    }
  });
  return router;
}
