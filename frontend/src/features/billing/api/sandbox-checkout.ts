import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { PaySandboxCheckoutRequest, SandboxCheckout } from '@chainscribe/contracts';
import { getSandboxCheckout, paySandboxCheckout } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';

/** GET /api/checkout/sandbox/:chargeId: the buyer's own pending charge with live coin quotes. */
export function fetchSandboxCheckout(api: ApiClient, chargeId: string, signal?: AbortSignal): Promise<SandboxCheckout> {
  return api.call(getSandboxCheckout, { params: { chargeId }, signal });
}

export const sandboxCheckoutQuery = (api: ApiClient, chargeId: string) =>
  queryOptions({
    queryKey: ['sandbox-checkout', chargeId],
    queryFn: ({ signal }) => fetchSandboxCheckout(api, chargeId, signal),
    retry: false,
    staleTime: 0,
  });

export function useSandboxCheckout(chargeId: string, enabled: boolean) {
  const api = useApi();
  return useQuery({ ...sandboxCheckoutQuery(api, chargeId), enabled });
}

/** POST /api/checkout/sandbox/:chargeId/pay, with the buyer's bearer token: the sandbox's Pay button. */
export function useSandboxPay(chargeId: string) {
  const api = useApi();
  return useMutation({
    mutationFn: (input: PaySandboxCheckoutRequest) => api.call(paySandboxCheckout, { params: { chargeId }, body: input }),
  });
}
