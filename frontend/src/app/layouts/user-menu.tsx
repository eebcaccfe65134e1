import { Crown, LogOut, Monitor, Moon, Settings, Sun, User } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { useTheme } from '../../lib/theme.tsx';
import type { ThemePreference } from '../../lib/theme.tsx';
import { UserAvatar } from '../../components/ui/user-avatar.tsx';
import { displayNameOf, useAvatarSrc, useMyProfile } from '../../lib/current-user/get-profile.ts';

const isPreference = (value: string): value is ThemePreference => value === 'dark' || value === 'light' || value === 'system';

/** The signed-in user menu: who (name and picture from the profile), profile and settings, the theme, sign out (spec §2). */
export function UserMenu({ email, premium, onSignOut }: { email: string | null; premium: boolean; onSignOut: () => void }) {
  const navigate = useNavigate();
  const theme = useTheme();
  const profile = useMyProfile().data;
  const name = displayNameOf(profile, email);
  const picture = useAvatarSrc(profile?.avatarUrl);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="rounded-full ring-offset-2 ring-offset-background transition hover:brightness-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        <UserAvatar name={name} src={picture} className="size-9 text-sm" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate text-sm font-semibold text-foreground">{profile ? name : (email ?? 'Signed in')}</span>
          {profile && email ? <span className="truncate text-xs">{email}</span> : null}
          <span className="flex items-center gap-1">
            {premium ? <Crown aria-hidden="true" className="size-3 text-gold-400" /> : null}
            {premium ? 'Premium plan' : 'Free plan'}
          </span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void navigate(paths.profile)}>
          <User aria-hidden="true" /> Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => void navigate(paths.settings)}>
          <Settings aria-hidden="true" /> Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Theme</DropdownMenuLabel>
        <DropdownMenuRadioGroup value={theme.preference} onValueChange={(value) => isPreference(value) && theme.setPreference(value)}>
          <DropdownMenuRadioItem value="dark">
            <Moon aria-hidden="true" /> Dark
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="light">
            <Sun aria-hidden="true" /> Light
          </DropdownMenuRadioItem>
          <DropdownMenuRadioItem value="system">
            <Monitor aria-hidden="true" /> System
          </DropdownMenuRadioItem>
        </DropdownMenuRadioGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onSignOut}>
          <LogOut aria-hidden="true" /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
