import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { displayNameOf, useAvatarSrc, useMyProfile } from '../../lib/current-user/get-profile.ts';

export const accountMenuTriggerClasses =
  'rounded-full ring-offset-2 ring-offset-background transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring';

/** The signed-in user's picture (or initial), as the account menu's button shows it. */
export function AccountAvatar({ email }: { email: string | null }) {
  const profile = useMyProfile().data;
  const picture = useAvatarSrc(profile?.avatarUrl);
  return <UserAvatar name={displayNameOf(profile, email)} src={picture} className="size-9 text-sm" />;
}
