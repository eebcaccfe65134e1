import { describe, expect, it } from 'vitest';
import {
  activateSubscription,
  authSessionSchema,
  bioSchema,
  profileMessages,
  usernameSchema,
  weightedLength,
  allCalls,
  buildPath,
  confirmPasswordReset,
  createPayment,
  createPaymentSession,
  getMe,
  messages,
  paymentWebhook,
  refreshSession,
  signIn,
  signOut,
  signUp,
} from '../src/index.ts';
import { issuePaths } from './helpers.ts';

const now = '2025-01-15T10:00:00.000Z';

describe('users and local auth', () => {
  it('when the user row is answered, then it parses with a nullable expiry', () => {
    const user = getMe.response.parse({
      id: 'u1',
      clerk_id: 'user_2abc',
      email: 'a@b.co',
      plan: 'premium',
      plan_status: 'active',
      is_premium: true,
      subscription_expires_at: null,
      created_at: now,
    });
    expect(user.is_premium).toBe(true);
  });

  it('when a plan alias leaks into the user row, then it is rejected (the server resolves aliases)', () => {
    expect(
      issuePaths(getMe.response, {
        id: 'u',
        clerk_id: 'c',
        email: null,
        plan: 'pro',
        plan_status: 'free',
        is_premium: false,
        subscription_expires_at: null,
        created_at: now,
      }),
    ).toEqual(['plan']);
  });

  it('when signing up with an email, then it is trimmed and lowercased', () => {
    expect(signUp.request.parse({ email: ' Alice@Example.COM ', password: 'correct horse' }).email).toBe('alice@example.com');
  });

  it('when signing up with a phone, then E.164 is required', () => {
    expect(signUp.request.safeParse({ phone: '+14155550123', password: 'correct horse' }).success).toBe(true);
    expect(issuePaths(signUp.request, { phone: '4155550123', password: 'correct horse' })).toEqual(['phone']);
  });

  it('when neither email nor phone is given, then the issue is at email with the spec rule', () => {
    const result = signIn.request.safeParse({ password: 'x' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['email'], message: messages.emailOrPhoneRequired })]);
  });

  it('when a sign-up password is short, then the weak-password message is given', () => {
    const result = signUp.request.safeParse({ email: 'a@b.co', password: 'short' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['password'], message: messages.weakPassword });
  });

  it('when a session is answered, then the token type defaults to bearer', () => {
    const session = authSessionSchema.parse({
      access_token: 'a',
      expires_in: 900,
      expires_at: 1_736_935_200,
      user: { id: 'u1', email: 'a@b.co', phone: null, created_at: now },
    });
    expect(session.token_type).toBe('bearer');
  });

  it('when a session answer carries a refresh token, then it is not part of the parsed session (the cookie carries it)', () => {
    const session = authSessionSchema.parse({
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 900,
      expires_at: 1_736_935_200,
      user: { id: 'u1', email: 'a@b.co', phone: null, created_at: now },
    });
    expect(session).not.toHaveProperty('refresh_token');
  });

  it('when refresh or sign-out get a token in the body, then the body is refused', () => {
    expect(refreshSession.request.safeParse({ refresh_token: 'x.y' }).success).toBe(false);
    expect(signOut.request.safeParse({ refresh_token: 'x.y' }).success).toBe(false);
    expect(refreshSession.request.safeParse({}).success).toBe(true);
  });

  it('when confirming a reset without a token, then it is rejected at token', () => {
    expect(issuePaths(confirmPasswordReset.request, { password: 'long enough' })).toEqual(['token']);
  });
});

describe('payments', () => {
  it('when creating a payment with no body fields, then the spec default price applies', () => {
    expect(createPayment.request.parse({})).toEqual({ planPrice: 9.99, planId: 'premium' });
  });

  it('when a free plan or an unknown coin is asked for, then the request is rejected', () => {
    expect(issuePaths(createPayment.request, { planId: 'free', payCurrency: 'DOGE' })).toEqual(['planId', 'payCurrency']);
  });

  it('when the checkout is answered, then it needs a real URL and a charge id', () => {
    expect(createPayment.response.safeParse({ checkout_url: 'https://pay.example/c/1', charge_id: 'ch_1' }).success).toBe(true);
    expect(issuePaths(createPayment.response, { checkout_url: 'not a url', charge_id: '' })).toEqual(['checkout_url', 'charge_id']);
  });

  it('when the payment page activates with stored hints, then it parses with defaults', () => {
    const request = activateSubscription.request.parse({ userId: 'u1', sessionId: 'ch_1', planId: 'premium', planType: 'premium' });
    expect(request).toMatchObject({ billingPeriod: 'monthly', forceDbUpdate: true });
  });

  it('when the upgrade modal navigates, then only the plan query is read', () => {
    expect(createPaymentSession.query.parse({ plan: 'pro' })).toEqual({ plan: 'pro' });
  });

  it('when a webhook arrives, then the provider param and body are checked', () => {
    expect(paymentWebhook.params.parse({ provider: 'nowpayments' }).provider).toBe('nowpayments');
    expect(issuePaths(paymentWebhook.params, { provider: 'stripe' })).toEqual(['provider']);
    const ipn = paymentWebhook.bodies.nowpayments.parse({
      payment_id: 5077125051,
      payment_status: 'finished',
      price_amount: 9.99,
      price_currency: 'usd',
      order_id: 'ch_1',
      extra_vendor_field: 1,
    });
    expect(ipn).toHaveProperty('extra_vendor_field', 1);
    expect(
      paymentWebhook.bodies.sandbox.safeParse({
        event_id: 'evt_1',
        charge_id: 'ch_1',
        status: 'confirmed',
        price_amount: 9.99,
        price_currency: 'USD',
        pay_amount: 0.0001,
        pay_currency: 'BTC',
        occurred_at: now,
      }).success,
    ).toBe(true);
  });

  it('when building a path with params, then values are encoded', () => {
    expect(buildPath(paymentWebhook.path, { provider: 'sandbox' })).toBe('/api/payment/webhook/sandbox');
    expect(buildPath('/api/thread/user/:userId', { userId: 'a/b' })).toBe('/api/thread/user/a%2Fb');
    expect(() => buildPath('/api/jobs/:id')).toThrow('Missing path parameter "id"');
  });
});

describe('call catalogue', () => {
  it('when listing every call, then each method and path is unique and under /api', () => {
    const keys = allCalls.map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const call of allCalls) expect(call.path.startsWith('/api/')).toBe(true);
    expect(
      allCalls
        .filter((call) => call.auth === 'none')
        .map((call) => call.name)
        .sort(),
    ).toEqual([
      'analyticsTest',
      'authDebug',
      'confirmPasswordReset',
      'createPaymentSession',
      'getAvatar',
      'getPaymentStatus',
      'getPublicProfile',
      'joinTeamsWaitlist',
      'paymentWebhook',
      'refreshSession',
      'requestPasswordReset',
      'signIn',
      'signOut',
      'signUp',
    ]);
  });
});

describe('profile contract', () => {
  it('when a bio is counted, then CJK and emoji weigh two like on X and the limit is 160', () => {
    expect(weightedLength('gm')).toBe(2);
    expect(weightedLength('日本')).toBe(4);
    expect(weightedLength('🚀')).toBe(2);
    expect(bioSchema.safeParse('a'.repeat(160)).success).toBe(true);
    expect(bioSchema.safeParse('日'.repeat(81)).success).toBe(false);
  });

  it('when a username is given, then it is lowercased and held to 3–30 of a-z, 0-9 and _', () => {
    expect(usernameSchema.parse('  Ada_Lovelace ')).toBe('ada_lovelace');
    for (const bad of ['ab', 'a'.repeat(31), 'ada-l', 'ada l', 'adá'])
      expect(usernameSchema.safeParse(bad).error?.issues[0]?.message).toBe(profileMessages.usernameFormat);
  });
});
