import type { Logger } from 'pino';
import type { Identity } from './identity.ts';

declare global {
  namespace Express {
    interface Request {
      id: string;
      log: Logger;
      /** The user the gateway verified; null for anonymous calls through the gateway. */
      identity: Identity | null;
      /** Raw request bytes, kept only on routes that verify signatures over them (webhooks). */
      rawBody?: Buffer;
    }
  }
}
