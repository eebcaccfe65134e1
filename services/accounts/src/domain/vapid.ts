import { createECDH, createHmac } from 'node:crypto';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Outside production, a VAPID key pair derived from the process's internal key, like the other
 * local secrets: stable per machine, never committed. A P-256 private key is any 32-byte scalar
 * below the curve order; an HMAC output is below it with overwhelming probability.
 */
export function deriveVapidKeys(secret: string): VapidKeys {
  const privateKey = createHmac('sha256', secret).update('web-push-vapid').digest();
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(privateKey);
  return { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: privateKey.toString('base64url') };
}
