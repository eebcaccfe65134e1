import { Webhook, WebhookVerificationError } from 'standardwebhooks';

/**
 * Standard Webhooks signatures (webhook-id, webhook-timestamp, webhook-signature) through the
 * specification's own library, which also holds the 5-minute replay tolerance.
 */
export function signStandardWebhook(secret: string, id: string, timestampSeconds: number, body: string): Record<string, string> {
  const signature = new Webhook(secret).sign(id, new Date(timestampSeconds * 1000), body);
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': signature };
}

export type StandardWebhookCheck = { ok: true; id: string } | { ok: false; reason: 'missing' | 'stale' | 'invalid' };

export function verifyStandardWebhook(secret: string, headers: Record<string, string | undefined>, body: Buffer): StandardWebhookCheck {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signature = headers['webhook-signature'];
  if (!id || !timestamp || !signature) return { ok: false, reason: 'missing' };
  try {
    new Webhook(secret).verify(body, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature });
    return { ok: true, id };
  } catch (err) {
    if (!(err instanceof WebhookVerificationError)) throw err;
    return { ok: false, reason: /timestamp/i.test(err.message) ? 'stale' : 'invalid' };
  }
}
