import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileRequest } from '@chainscribe/contracts';
import { updateProfile } from '@chainscribe/contracts/routes';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { profileQueryOptions } from '../../../lib/current-user/get-profile.ts';

/** PUT /api/users/me/profile; the stored profile replaces the cached one everywhere the user is named. */
export function useUpdateProfile() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => api.call(updateProfile, { body }),
    onSuccess: (stored) => queryClient.setQueryData(profileQueryOptions(api, auth.identity?.id).queryKey, stored),
  });
}
