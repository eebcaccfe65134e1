import { useMutation } from '@tanstack/react-query';
import type { ConfirmPasswordResetRequest } from '@chainscribe/contracts';
import { confirmPasswordReset as confirmPasswordResetCall } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';

/** POST /api/auth/password-reset/confirm with the token from the emailed link. */
export function confirmPasswordReset(api: ApiClient, input: ConfirmPasswordResetRequest) {
  return api.call(confirmPasswordResetCall, { body: input });
}

export function useConfirmPasswordReset() {
  const api = useApi();
  return useMutation({ mutationFn: (input: ConfirmPasswordResetRequest) => confirmPasswordReset(api, input) });
}
