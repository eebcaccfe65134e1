// The teams waitlist (issue 27): until team workspaces exist nothing is sold to teams; a visitor
// leaves an address and how big the team is, accounts keeps it and answers with the acknowledgement.
import { z } from 'zod';
import { emailSchema, isoDateTimeSchema } from '../primitives.ts';
import type { CallContract } from './call.ts';

export const teamSizes = ['2-5', '6-20', '21+'] as const;
export const teamSizeSchema = z.enum(teamSizes, { message: 'Choose your team size' });
export type TeamSize = z.infer<typeof teamSizeSchema>;

export const TEAM_NOTE_MAX = 500;

export const teamsWaitlistRequestSchema = z.strictObject({
  email: emailSchema,
  teamSize: teamSizeSchema,
  note: z.string().trim().max(TEAM_NOTE_MAX, `Keep your note to ${TEAM_NOTE_MAX} characters`).default(''),
});
export type TeamsWaitlistRequest = z.infer<typeof teamsWaitlistRequestSchema>;
export type TeamsWaitlistRequestInput = z.input<typeof teamsWaitlistRequestSchema>;

/**
 * Public (a visitor may ask before signing up), rate limited per client address. Joining twice
 * with the same address keeps one entry (the latest size and note) and answers the same way.
 */
export const joinTeamsWaitlist = {
  method: 'POST',
  path: '/api/waitlist/teams',
  auth: 'none',
  request: teamsWaitlistRequestSchema,
  response: z.object({ joined: z.literal(true), joinedAt: isoDateTimeSchema }),
} as const satisfies CallContract;
export type JoinTeamsWaitlistResponse = z.infer<typeof joinTeamsWaitlist.response>;
