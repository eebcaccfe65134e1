import { getMe } from '@chainscribe/contracts';
import { signIdentity, type Identity, type Logger } from '@chainscribe/service-kit';

export interface AccountsPlan {
  plan: 'free' | 'premium';
  isPremium: boolean;
  subscriptionExpiresAt: string | null;
}

/**
 * Accounts' own view of the caller (`GET /api/users/me`), asked service to service with the
 * caller's identity signed as the gateway would. Null when accounts cannot answer.
 */
export function createAccountsClient(options: { baseUrl: string; internalKey: string; timeoutMs: number; logger: Logger }) {
  return {
    async planOf(identity: Identity): Promise<AccountsPlan | null> {
      const url = new URL(getMe.path, options.baseUrl);
      try {
        const res = await fetch(url, {
          headers: { accept: 'application/json', ...signIdentity(options.internalKey, { method: 'GET', target: url.pathname }, identity) },
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        if (!res.ok) {
          options.logger.warn({ status: res.status }, 'accounts refused the plan lookup');
          return null;
        }
        const parsed = getMe.response.safeParse(await res.json());
        if (!parsed.success) {
          options.logger.warn({ issues: parsed.error.issues.slice(0, 3) }, 'accounts answered outside its contract');
          return null;
        }
        return { plan: parsed.data.plan, isPremium: parsed.data.is_premium, subscriptionExpiresAt: parsed.data.subscription_expires_at };
      } catch (err) {
        options.logger.warn({ err: (err as Error).message }, 'accounts unreachable for the plan lookup');
        return null;
      }
    },
  };
}

export type AccountsClient = ReturnType<typeof createAccountsClient>;
