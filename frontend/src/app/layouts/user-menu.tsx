import { Crown, LogOut, Monitor, Moon, Settings, Sun, User } from 'lucide-react';
import type { Ref } from 'react';
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
import { displayNameOf, useMyProfile } from '../../lib/current-user/get-profile.ts';
import { AccountAvatar, accountMenuTriggerClasses } from './account-avatar.tsx';

const isPreference = (value: string): value is ThemePreference => value === 'dark' || value === 'light' || value === 'system';

/** The signed-in user menu: who (name and picture from the profile), profile and settings, the theme, sign out (spec §2). */
export function UserMenu({
  email,
  premium,
  onSignOut,
  triggerRef,
  defaultOpen,
}: {
  email: string | null;
  premium: boolean;
  onSignOut: () => void;
  triggerRef?: Ref<HTMLButtonElement>;
  defaultOpen?: boolean;
}) {
  const navigate = useNavigate();
  const theme = useTheme();
  const profile = useMyProfile().data;
  const name = displayNameOf(profile, email);
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger ref={triggerRef} aria-label="Account menu" className={accountMenuTriggerClasses}>
        <AccountAvatar email={email} />
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
