import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserSettingsValues } from '@chainscribe/contracts';
import { updateSettings } from '@chainscribe/contracts/routes';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { settingsQueryOptions } from './get-settings.ts';

/** PUT /api/users/me/settings with the whole form; the stored answer replaces the cached one. */
export function useUpdateSettings() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: UserSettingsValues) => api.call(updateSettings, { body: values }),
    onSuccess: (stored) => queryClient.setQueryData(settingsQueryOptions(api, auth.identity?.id).queryKey, stored),
  });
}
