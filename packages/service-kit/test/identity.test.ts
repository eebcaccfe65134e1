import { describe, expect, it } from 'vitest';
import type { AppError } from '../src/index.ts';
import { signIdentity, verifyIdentity } from '../src/index.ts';

const key = 'internal-key-for-tests-0123456789abcdef';
const request = { method: 'POST', target: '/api/threads/generate?async=true', body: '{"options":{"customTopic":"restaking"}}' };
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
    expect(rejection(() => verifyIdentity(headers, request, { key, now: () => now }))).toMatchObject({
      status: 401,
      code: 'gateway_signature_invalid',
    });
  });

  it('when the signed set is replayed against another route, then it is refused', () => {
    const headers = signIdentity(key, request, identity, now);
    const other = { ...request, target: '/api/payment/create' };
    expect(rejection(() => verifyIdentity(headers, other, { key, now: () => now }))).toMatchObject({ code: 'gateway_signature_invalid' });
  });

  it('when the signature is stale or missing, then the service refuses', () => {
    const headers = signIdentity(key, request, identity, now);
    expect(rejection(() => verifyIdentity(headers, request, { key, now: () => now + 60_000 }))).toMatchObject({
      code: 'gateway_signature_stale',
    });
    expect(rejection(() => verifyIdentity({ 'x-cs-user-id': 'u1' }, request, { key }))).toMatchObject({
      status: 401,
      message: 'Requests must come through the gateway',
    });
  });

  it('when signed with another key, then it is refused', () => {
    const headers = signIdentity('another-key-entirely-0123456789abcdef', request, identity, now);
    expect(rejection(() => verifyIdentity(headers, request, { key, now: () => now }))).toMatchObject({ code: 'gateway_signature_invalid' });
  });

  it('when the query string is altered, then the signature fails', () => {
    const headers = signIdentity(key, request, identity, now);
    const tampered = { ...request, target: '/api/threads/generate?async=false' };
    expect(rejection(() => verifyIdentity(headers, tampered, { key, now: () => now }))).toMatchObject({
      code: 'gateway_signature_invalid',
    });
  });

  it('when the body is altered or dropped, then the signature fails; the same bytes as a Buffer verify', () => {
    const headers = signIdentity(key, request, identity, now);
    const tampered = { ...request, body: '{"options":{"customTopic":"something else"}}' };
    expect(rejection(() => verifyIdentity(headers, tampered, { key, now: () => now }))).toMatchObject({
      code: 'gateway_signature_invalid',
    });
    expect(rejection(() => verifyIdentity(headers, { ...request, body: undefined }, { key, now: () => now }))).toMatchObject({
      code: 'gateway_signature_invalid',
    });
    expect(verifyIdentity(headers, { ...request, body: Buffer.from(request.body) }, { key, now: () => now })).toEqual(identity);
  });

  it('when field boundaries are shifted between identity headers, then the signature fails', () => {
    const headers = signIdentity(key, request, { userId: 'u1', email: 'a', sessionId: 's1' }, now);
    const shifted = { ...headers, 'x-cs-user-id': 'u1\na', 'x-cs-user-email': '' };
    expect(rejection(() => verifyIdentity(shifted, request, { key, now: () => now }))).toMatchObject({ code: 'gateway_signature_invalid' });
  });

  it('when the timestamp is not a plain number or the email is not decodable, then it is refused without a crash', () => {
    const headers = signIdentity(key, request, identity, now);
    expect(rejection(() => verifyIdentity({ ...headers, 'x-cs-identity-ts': `${now}.5` }, request, { key, now: () => now }))).toMatchObject(
      { status: 401 },
    );
    expect(rejection(() => verifyIdentity({ ...headers, 'x-cs-user-email': '%E0%A4%A' }, request, { key, now: () => now }))).toMatchObject({
      status: 401,
    });
  });
});
