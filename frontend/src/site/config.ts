import type { AppConfig } from '../config/env.ts';
import { DEFAULT_SUPPORT_EMAIL } from '../config/constants.ts';

/**
 * The app's configuration for the marketing bundle, read without the schema library. These are
 * build-time values that the build has already checked: the prerender step parses the same ones
 * with config/env.ts and stops the build on a bad one.
 */
export function siteConfig(env: Record<string, string | undefined>, origin: string): AppConfig {
  return {
    authMode: env.VITE_AUTH_MODE === 'clerk' ? 'clerk' : 'local',
    clerkPublishableKey: env.VITE_CLERK_PUBLISHABLE_KEY?.trim() || undefined,
    apiBaseUrl: env.VITE_API_BASE_URL ?? origin,
    supportEmail: env.VITE_SUPPORT_EMAIL ?? DEFAULT_SUPPORT_EMAIL,
  };
}
