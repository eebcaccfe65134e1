import { describe, expect, it } from 'vitest';
import { clerkFrontendApiOrigin } from '../src/auth/clerk-csp.ts';

describe('Clerk CSP origin', () => {
  it('when a publishable key names its Frontend API, then that origin is allowed; anything else is not', () => {
    const key = `pk_test_${Buffer.from('charming-duck-42.clerk.accounts.dev$').toString('base64')}`;
    expect(clerkFrontendApiOrigin(key)).toBe('https://charming-duck-42.clerk.accounts.dev');
    expect(clerkFrontendApiOrigin(`pk_live_${Buffer.from("evil.com'; script-src *$").toString('base64')}`)).toBeUndefined();
    expect(clerkFrontendApiOrigin('sk_test_abc')).toBeUndefined();
    expect(clerkFrontendApiOrigin(undefined)).toBeUndefined();
  });
});
