import type { RequestHandler } from 'express';
import { webhookDeliveries } from './metrics.ts';

/** A delivery's result from the answer we gave it: the status says what happened to it. */
function resultOf(status: number): string {
  if (status < 300) return 'accepted';
  if (status === 401 || status === 403) return 'bad_signature';
  if (status < 500) return 'rejected';
  return 'failed';
}

/** Counts each delivery to a webhook route by provider and result, once the answer is sent. */
export function countWebhookDeliveries(providerOf: (params: Record<string, string | string[] | undefined>) => string): RequestHandler {
  return (req, res, next) => {
    res.on('finish', () => webhookDeliveries.inc({ provider: providerOf(req.params), result: resultOf(res.statusCode) }));
    next();
  };
}
