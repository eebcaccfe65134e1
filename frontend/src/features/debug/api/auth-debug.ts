import { useMutation } from '@tanstack/react-query';
import type { AuthDebugResponse } from '@chainscribe/contracts';
import { authDebug } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';

/** GET /api/auth-debug (spec §7 call 19) with the bearer token, so the answer says how it verified. */
export function testAuth(api: ApiClient): Promise<AuthDebugResponse> {
  return api.call(authDebug, { withToken: true });
}

export function useTestAuth() {
  const api = useApi();
  return useMutation({ mutationFn: () => testAuth(api) });
}
