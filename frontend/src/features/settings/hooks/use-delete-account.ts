import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { forgetRetiredKeys } from '../../../lib/retired-storage.ts';
import { toast } from '../../../lib/toast.ts';
import { deleteMyAccount } from '../api/delete-my-account.ts';

/**
 * DELETE /api/users/me, then a local sign-out (the server has already ended every session) and the
 * landing page with a toast. On a refusal nothing local changes and the dialog shows why.
 */
export function useDeleteAccount() {
  const api = useApi();
  const auth = useAuth();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: (email: string) => deleteMyAccount(api, email),
    onSuccess: async () => {
      // Whatever an earlier version left in this browser goes with the account.
      forgetRetiredKeys();
      await auth.signOut();
      void navigate(paths.home, { replace: true });
      toast.success('Your account has been deleted', { description: 'Everything Chainscribe held about you has been erased.' });
    },
  });
  return mutation;
}
