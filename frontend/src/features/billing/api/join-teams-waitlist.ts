import { useMutation } from '@tanstack/react-query';
import type { JoinTeamsWaitlistResponse, TeamsWaitlistRequestInput } from '@chainscribe/contracts';
import { joinTeamsWaitlist } from '@chainscribe/contracts/routes';
import { useApi } from '../../../lib/api-context.tsx';

/** POST /api/waitlist/teams: keeps the address until team workspaces exist (issue 27). */
export function useJoinTeamsWaitlist() {
  const api = useApi();
  return useMutation({
    mutationFn: (input: TeamsWaitlistRequestInput): Promise<JoinTeamsWaitlistResponse> => api.call(joinTeamsWaitlist, { body: input }),
  });
}
