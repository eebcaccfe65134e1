import { authModes, type AuthMode } from '@chainscribe/contracts/catalogue';
import { DEFAULT_SUPPORT_EMAIL } from './constants.ts';

export interface AppConfig {
  authMode: AuthMode;
  /** Missing in clerk mode shows the 'Authentication Error' screen. */
  clerkPublishableKey: string | undefined;
  /** Absolute origin the API client resolves `/api/*` against. */
  apiBaseUrl: string;
  supportEmail: string;
}

/** A plain address check: one @, something on each side, a dot in the domain, no spaces. */
const looksLikeEmail = (value: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

const optionalText = (raw: unknown): string | undefined => {
  if (raw === undefined) return undefined;
  return typeof raw === 'string' ? raw.trim() : undefined;
};

/**
 * Build-time settings (Vite `VITE_*` variables), read once at start-up. Checked by hand rather
 * than with zod, which the start-up path does not load: a bad value stops the start with a
 * readable list instead of surfacing later as a broken page.
 */
export function parseEnv(raw: Record<string, unknown>, origin: string): AppConfig {
  const problems: string[] = [];
  const mode = raw.VITE_AUTH_MODE ?? 'local';
  if (!authModes.includes(mode as AuthMode)) problems.push(`VITE_AUTH_MODE: expected one of ${authModes.join(', ')}`);
  const apiBaseUrl = optionalText(raw.VITE_API_BASE_URL);
  // Only for a gateway on another origin; by default the SPA calls its own origin.
  if (raw.VITE_API_BASE_URL !== undefined && !(apiBaseUrl && URL.canParse(apiBaseUrl))) problems.push('VITE_API_BASE_URL: expected a URL');
  const supportEmail = optionalText(raw.VITE_SUPPORT_EMAIL) ?? DEFAULT_SUPPORT_EMAIL;
  if (!looksLikeEmail(supportEmail)) problems.push('VITE_SUPPORT_EMAIL: expected an email address');
  if (raw.VITE_CLERK_PUBLISHABLE_KEY !== undefined && typeof raw.VITE_CLERK_PUBLISHABLE_KEY !== 'string') {
    problems.push('VITE_CLERK_PUBLISHABLE_KEY: expected text');
  }
  if (problems.length > 0) throw new Error(`Invalid environment settings: ${problems.join('; ')}`);
  return {
    authMode: mode as AuthMode,
    clerkPublishableKey: optionalText(raw.VITE_CLERK_PUBLISHABLE_KEY) || undefined,
    apiBaseUrl: apiBaseUrl ?? origin,
    supportEmail,
  };
}
