import { describe, expect, it } from 'vitest';
import type { AppError} from '../src/index.ts';
import { signIdentity, verifyIdentity } from '../src/index.ts';

const key = 'internal-key-for-tests-0123456789abcdef';
const request = { method: 'GET', path: '/api/threads/plan' };
const identity = { userId: 'u1', email: 'ada+x@example.com', sessionId: 's1' };
const now = 1_800_000_000_000;

const rejection = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    return err as AppError;
  }
  throw new Error('expected a rejection');
};

describe('gateway identity signatures', () => {
  it('when the gateway signed the identity, then the service reads it back', () => {
    const headers = signIdentity(key, request, identity, now);
    expect(verifyIdentity(headers, request, { key, now: () => now + 1000 })).toEqual(identity);
  });

  it('when the call is anonymous but signed, then the identity is null', () => {
    expect(verifyIdentity(signIdentity(key, request, null, now), request, { key, now: () => now })).toBeNull();
  });

  it('when a header is altered, then the signature fails', () => {
    const headers = { ...signIdentity(key, request, identity, now), 'x-cs-user-id': 'someone-else' };
    expect(rejection(() => verifyIdentity(headers, request, { key, now: () => now }))).toMatchObject({ status: 401, code: 'gateway_signature_invalid' });
  });

  it('when the signed set is replayed against another route, then it is refused', () => {
    const headers = signIdentity(key, request, identity, now);
    const other = { method: 'POST', path: '/api/payment/create' };
    expect(rejection(() => verifyIdentity(headers, other, { key, now: () => now }))).toMatchObject({ code: 'gateway_signature_invalid' });
  });

  it('when the signature is stale or missing, then the service refuses', () => {
    const headers = signIdentity(key, request, identity, now);
    expect(rejection(() => verifyIdentity(headers, request, { key, now: () => now + 60_000 }))).toMatchObject({ code: 'gateway_signature_stale' });
    expect(rejection(() => verifyIdentity({ 'x-cs-user-id': 'u1' }, request, { key }))).toMatchObject({
      status: 401,
      message: 'Requests must come through the gateway',
    });
  });

  it('when signed with another key, then it is refused', () => {
    const headers = signIdentity('another-key-entirely-0123456789abcdef', request, identity, now);
    expect(rejection(() => verifyIdentity(headers, request, { key, now: () => now }))).toMatchObject({ code: 'gateway_signature_invalid' });
  });
});
