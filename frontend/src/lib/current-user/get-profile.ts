import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Profile } from '@chainscribe/contracts';
import { getProfile } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../api-client.ts';
import { useApi } from '../api-context.tsx';
import { useAuth } from '../auth/auth-context.ts';
import { meQueryKey } from './get-me.ts';

// The signed-in user's profile (GET /api/users/me/profile). Shared like the user row: the header's
// menu, the thread previews and the profile page all name the user with it.

export const profileQueryKey = [...meQueryKey, 'profile'] as const;

export const profileQueryOptions = (api: ApiClient, identityId: string | undefined) =>
  queryOptions({
    queryKey: [...profileQueryKey, identityId ?? 'anonymous'],
    queryFn: ({ signal }) => api.call(getProfile, { signal }),
    staleTime: 60_000,
  });

export function useMyProfile() {
  const api = useApi();
  const auth = useAuth();
  return useQuery({ ...profileQueryOptions(api, auth.identity?.id), enabled: auth.status === 'signed-in' });
}

/** How the app names the user: the full name, else the username, else the email's name. */
export function displayNameOf(profile: Profile | undefined, email: string | null | undefined): string {
  return profile?.fullName.trim() || profile?.username || email?.split('@')[0] || 'You';
}

/** A handle X would accept: the username, else one made from the display name. */
export function handleOf(profile: Profile | undefined, email: string | null | undefined): string {
  if (profile?.username) return profile.username;
  return (email?.split('@')[0] ?? '').replace(/[^A-Za-z0-9_]/g, '').slice(0, 15) || 'you';
}

/** The picture's address on the gateway (the profile holds a path), or null without one. */
export function useAvatarSrc(avatarUrl: string | null | undefined): string | null {
  const api = useApi();
  return avatarUrl ? api.url(avatarUrl) : null;
}

/** How thread previews show the author: name, handle and picture from the profile. */
export function usePreviewAuthor(): { name: string; handle: string; picture: string | null } {
  const email = useAuth().identity?.email;
  const profile = useMyProfile().data;
  return { name: displayNameOf(profile, email), handle: handleOf(profile, email), picture: useAvatarSrc(profile?.avatarUrl) };
}
