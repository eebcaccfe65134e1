import type { VerifiedToken } from './auth/verified-identity.ts';

declare global {
  namespace Express {
    interface Request {
      /** Set by the authenticate middleware when a bearer token verified. */
      verified?: VerifiedToken;
    }
  }
}
