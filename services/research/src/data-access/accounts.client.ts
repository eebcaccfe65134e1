import { getMe, type PlanId } from '@chainscribe/contracts';
import { callService, type Identity, type Logger } from '@chainscribe/service-kit';
import type { PlanLookup } from './ports.ts';

export interface AccountsClientOptions {
  baseUrl: string;
  internalKey: string;
  timeoutMs: number;
  logger: Logger;
}

/**
 * The caller's plan from accounts (`GET /api/users/me`, signed service to service with the caller's
 * identity). Accounts decides premium, expiry included, in one place; research keeps no copy, so
 * an upgrade or a lapse counts from the next call. Null when accounts cannot answer.
 */
export function createAccountsClient(options: AccountsClientOptions): PlanLookup {
  return {
    async planOf(identity: Identity): Promise<PlanId | null> {
      const answer = await callService({
        baseUrl: options.baseUrl,
        internalKey: options.internalKey,
        call: getMe,
        identity,
        timeoutMs: options.timeoutMs,
      });
      if (!answer.ok) {
        options.logger.warn({ status: answer.status, reason: answer.reason }, 'no plan from accounts');
        return null;
      }
      return answer.data.plan;
    },
  };
}
