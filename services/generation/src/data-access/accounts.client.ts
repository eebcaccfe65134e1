import { getMe, getSettings } from '@chainscribe/contracts';
import { callService, type Identity, type Logger } from '@chainscribe/service-kit';

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
      const answer = await callService({
        baseUrl: options.baseUrl,
        internalKey: options.internalKey,
        call: getMe,
        identity,
        timeoutMs: options.timeoutMs,
      });
      if (!answer.ok) {
        options.logger.warn({ status: answer.status, reason: answer.reason }, 'accounts could not answer the plan lookup');
        return null;
      }
      return { plan: answer.data.plan, isPremium: answer.data.is_premium, subscriptionExpiresAt: answer.data.subscription_expires_at };
    },
    /** The user's personalisation switch (`GET /api/users/me/settings`); null when accounts cannot answer. */
    async personalisationOf(identity: Identity): Promise<boolean | null> {
      const answer = await callService({
        baseUrl: options.baseUrl,
        internalKey: options.internalKey,
        call: getSettings,
        identity,
        timeoutMs: options.timeoutMs,
      });
      if (!answer.ok) {
        options.logger.warn({ status: answer.status, reason: answer.reason }, 'accounts could not answer the settings lookup');
        return null;
      }
      return answer.data.personalisation;
    },
    /** The user's "add a not-financial-advice line" setting (issue 22); null when accounts cannot answer. */
    async nfaLineOf(identity: Identity): Promise<boolean | null> {
      const answer = await callService({
        baseUrl: options.baseUrl,
        internalKey: options.internalKey,
        call: getSettings,
        identity,
        timeoutMs: options.timeoutMs,
      });
      return answer.ok ? answer.data.notFinancialAdvice : null;
    },
  };
}

export type AccountsClient = ReturnType<typeof createAccountsClient>;
