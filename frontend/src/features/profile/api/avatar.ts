import { deleteAvatar, uploadAvatar } from '@chainscribe/contracts/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { profileQueryOptions } from '../../../lib/current-user/get-profile.ts';

/** PUT /api/users/me/avatar with the file's bytes (the server reads the type from them), or DELETE. */
export function useAvatarChange() {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => (file ? api.call(uploadAvatar, { rawBody: file }) : api.call(deleteAvatar)),
    onSuccess: (stored) => queryClient.setQueryData(profileQueryOptions(api, auth.identity?.id).queryKey, stored),
  });
}
