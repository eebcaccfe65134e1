import type { Request } from 'express';
import type { Identity } from '@chainscribe/service-kit';

/** What a verifier proved about a bearer token; `claims` feed /api/auth-debug only. */
export interface VerifiedToken {
  identity: Identity;
  issuer: string | null;
  expiresAt: Date | null;
}

/** A token that did not verify; `message` is safe to show (no internals). */
export class TokenRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenRejected';
  }
}

export interface TokenVerifier {
  mode: 'local' | 'clerk';
  verify(token: string, req: Request): Promise<VerifiedToken>;
}
