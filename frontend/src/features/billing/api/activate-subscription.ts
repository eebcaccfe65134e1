import { useMutation } from '@tanstack/react-query';
import type { ActivateSubscriptionRequestInput, ActivateSubscriptionResponse } from '@chainscribe/contracts';
import { activateSubscription as activateSubscriptionCall } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';

/** POST /api/payment/activate-subscription (spec §7 call 3): the server re-checks the charge. */
export function activateSubscription(
  api: ApiClient,
  input: ActivateSubscriptionRequestInput,
  signal?: AbortSignal,
): Promise<ActivateSubscriptionResponse> {
  return api.call(activateSubscriptionCall, { body: input, signal });
}

export function useActivateSubscription() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ActivateSubscriptionRequestInput) => activateSubscription(api, input) });
}
