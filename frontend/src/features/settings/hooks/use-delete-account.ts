import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { paths } from '../../../config/paths.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { clearLearningHistory } from '../../../lib/personalization/learning-history.ts';
import { PERSONALIZATION_KEY } from '../../../lib/personalization/preference.ts';
import { removeKeys } from '../../../lib/storage.ts';
import { deleteMyAccount } from '../api/delete-my-account.ts';
import { USER_SETTINGS_KEY } from '../utils/user-settings.ts';

/** What this browser kept about the user: gone with the account, so the next person here starts clean. */
function forgetThisBrowser(): void {
  clearLearningHistory();
  removeKeys(USER_SETTINGS_KEY, PERSONALIZATION_KEY);
}

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
      forgetThisBrowser();
      await auth.signOut();
      void navigate(paths.home, { replace: true });
      toast.success('Your account has been deleted', { description: 'Everything Chainscribe held about you has been erased.' });
    },
  });
  return mutation;
}
