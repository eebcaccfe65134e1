import { z } from 'zod';
import { authModeSchema } from '@chainscribe/contracts';
import { DEFAULT_SUPPORT_EMAIL } from './constants.ts';

/**
 * Build-time settings (Vite `VITE_*` variables), parsed once. A bad value stops the start with a
 * readable list instead of surfacing later as a broken page.
 */
const envSchema = z.object({
  VITE_AUTH_MODE: authModeSchema.default('local'),
  VITE_CLERK_PUBLISHABLE_KEY: z.string().trim().optional(),
  /** Only for a gateway on another origin; by default the SPA calls its own origin. */
  VITE_API_BASE_URL: z.url().optional(),
  VITE_SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
});

export interface AppConfig {
  authMode: 'local' | 'clerk';
  /** Missing in clerk mode shows the 'Authentication Error' screen. */
  clerkPublishableKey: string | undefined;
  /** Absolute origin the API client resolves `/api/*` against. */
  apiBaseUrl: string;
  supportEmail: string;
}

export function parseEnv(raw: Record<string, unknown>, origin: string): AppConfig {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid environment settings: ${problems}`);
  }
  const env = result.data;
  return {
    authMode: env.VITE_AUTH_MODE,
    clerkPublishableKey: env.VITE_CLERK_PUBLISHABLE_KEY || undefined,
    apiBaseUrl: env.VITE_API_BASE_URL ?? origin,
    supportEmail: env.VITE_SUPPORT_EMAIL,
  };
}
