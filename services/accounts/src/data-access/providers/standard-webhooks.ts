import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signatures (webhook-id, webhook-timestamp, webhook-signature = space-separated
 * `v1,<base64 HMAC-SHA256(secret, "id.timestamp.body")>`), with a tolerance against replays.
 */
const secretBytes = (secret: string) => Buffer.from(secret.startsWith('whsec_') ? secret.slice(6) : secret, 'base64');

export function signStandardWebhook(secret: string, id: string, timestampSeconds: number, body: string): Record<string, string> {
  const signature = createHmac('sha256', secretBytes(secret)).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(timestampSeconds), 'webhook-signature': `v1,${signature}` };
}

export type StandardWebhookCheck = { ok: true; id: string } | { ok: false; reason: 'missing' | 'stale' | 'invalid' };

export function verifyStandardWebhook(
  secret: string,
  headers: Record<string, string | undefined>,
  body: Buffer,
  now: Date,
  toleranceSeconds = 300,
): StandardWebhookCheck {
  const id = headers['webhook-id'];
  const timestamp = headers['webhook-timestamp'];
  const signatures = headers['webhook-signature'];
  if (!id || !timestamp || !signatures) return { ok: false, reason: 'missing' };
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds) || Math.abs(now.getTime() / 1000 - seconds) > toleranceSeconds) return { ok: false, reason: 'stale' };
  const expected = createHmac('sha256', secretBytes(secret)).update(`${id}.${seconds}.`).update(body).digest();
  const matches = signatures.split(' ').some((entry) => {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? { ok: true, id } : { ok: false, reason: 'invalid' };
}
