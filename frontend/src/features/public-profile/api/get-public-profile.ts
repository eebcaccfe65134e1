import { getPublicProfile } from '@chainscribe/contracts/routes';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../lib/api-context.tsx';

/** GET /api/public/users/:username, no sign-in: the profile and the threads marked public, or 404. */
export function usePublicProfile(username: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['public-profile', username.toLowerCase()],
    queryFn: ({ signal }) => api.call(getPublicProfile, { params: { username }, signal }),
  });
}
