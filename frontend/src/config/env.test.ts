import { describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from './constants.ts';
import { parseEnv } from './env.ts';

const origin = 'https://chainscribe.example';

describe('build-time settings', () => {
  it('when nothing is set, then local mode calls its own origin and shows the default support address', () => {
    expect(parseEnv({}, origin)).toEqual({
      authMode: 'local',
      clerkPublishableKey: undefined,
      apiBaseUrl: origin,
      supportEmail: DEFAULT_SUPPORT_EMAIL,
    });
  });

  it('when clerk mode, a key with spaces, a gateway URL and an address are set, then they are used as given (trimmed)', () => {
    const config = parseEnv(
      {
        VITE_AUTH_MODE: 'clerk',
        VITE_CLERK_PUBLISHABLE_KEY: ' pk_test_abc ',
        VITE_API_BASE_URL: 'https://api.example',
        VITE_SUPPORT_EMAIL: 'help@x.io',
      },
      origin,
    );
    expect(config).toEqual({
      authMode: 'clerk',
      clerkPublishableKey: 'pk_test_abc',
      apiBaseUrl: 'https://api.example',
      supportEmail: 'help@x.io',
    });
  });

  it('when an empty clerk key is set, then there is no key (the clerk screen says so)', () => {
    expect(parseEnv({ VITE_AUTH_MODE: 'clerk', VITE_CLERK_PUBLISHABLE_KEY: '  ' }, origin).clerkPublishableKey).toBeUndefined();
  });

  it('when settings are wrong, then the start stops with every problem named', () => {
    expect(() => parseEnv({ VITE_AUTH_MODE: 'magic', VITE_API_BASE_URL: 'not a url', VITE_SUPPORT_EMAIL: 'nobody' }, origin)).toThrow(
      'Invalid environment settings: VITE_AUTH_MODE: expected one of local, clerk; VITE_API_BASE_URL: expected a URL; VITE_SUPPORT_EMAIL: expected an email address',
    );
  });
});
