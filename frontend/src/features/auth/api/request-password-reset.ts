import { useMutation } from '@tanstack/react-query';
import type { RequestPasswordResetRequest } from '@chainscribe/contracts';
import { requestPasswordReset as requestPasswordResetCall } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';

/** POST /api/auth/password-reset: always answers success, so it never reveals who has an account. */
export function requestPasswordReset(api: ApiClient, input: RequestPasswordResetRequest) {
  return api.call(requestPasswordResetCall, { body: input });
}

export function useRequestPasswordReset() {
  const api = useApi();
  return useMutation({ mutationFn: (input: RequestPasswordResetRequest) => requestPasswordReset(api, input) });
}
