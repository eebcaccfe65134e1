import type { JoinTeamsWaitlistResponse, TeamsWaitlistRequest } from '@chainscribe/contracts';
import type { AddressLimiter } from '../data-access/address-limiter.ts';
import type { WaitlistRepository } from '../data-access/waitlist.repository.ts';

/**
 * The teams waitlist (issue 27): team workspaces do not exist yet, so the teams offer takes an
 * address instead of money. Counted per client address before anything is stored.
 */
export function createWaitlist(deps: { repository: WaitlistRepository; limiter: AddressLimiter; now: () => Date }) {
  return {
    async joinTeams(address: string, request: TeamsWaitlistRequest): Promise<JoinTeamsWaitlistResponse> {
      await deps.limiter.take(address);
      const at = deps.now();
      await deps.repository.join({ _id: request.email, team_size: request.teamSize, note: request.note, joined_at: at });
      return { joined: true, joinedAt: at.toISOString() };
    },
  };
}

export type Waitlist = ReturnType<typeof createWaitlist>;
