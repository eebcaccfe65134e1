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
    // Read now: once a refusal has left the route for the error middleware, Express has put the
    // route's params back to the app's (none), and every bad signature would count as "unknown".
    const provider = providerOf(req.params);
    res.on('finish', () => webhookDeliveries.inc({ provider, result: resultOf(res.statusCode) }));
    next();
  };
}
