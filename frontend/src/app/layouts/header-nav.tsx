import { Crown, LogOut, Monitor, Moon, Sun } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { paths } from '../../config/paths.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AppLink, isCurrentPath } from '../../lib/navigation.tsx';
import { useTheme } from '../../lib/theme.tsx';
import type { ThemePreference } from '../../lib/theme.tsx';
import { cn } from '../../lib/utils.ts';

// The account menu is for signed-in users only: visitors never download it.
const AccountMenu = lazy(() => import('./account-menu.tsx').then((module) => ({ default: module.AccountMenu })));

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** Spec §2 global chrome: the two sets of navigation links. */
export const signedInLinks: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', end: true },
  { to: paths.newThread, label: 'New Thread' },
  { to: paths.newTweet, label: 'New Tweet' },
  { to: paths.library, label: 'Library' },
  { to: paths.queue, label: 'Queue' },
  { to: paths.analytics, label: 'Analytics' },
  { to: paths.templates, label: 'Templates' },
  { to: paths.settings, label: 'Settings' },
];

export const signedOutLinks: NavItem[] = [
  { to: paths.home, label: 'Home', end: true },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.features, label: 'Features' },
  { to: paths.faq, label: 'FAQ' },
];

const themeOptions: { value: ThemePreference; label: string; icon: typeof Moon }[] = [
  { value: 'dark', label: 'Dark', icon: Moon },
  { value: 'light', label: 'Light', icon: Sun },
  { value: 'system', label: 'System', icon: Monitor },
];

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors xl:whitespace-nowrap focus-visible:outline-2 focus-visible:outline-ring',
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'block rounded-xl px-4 py-3 text-base font-medium transition-colors',
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:bg-muted/60 hover:text-foreground',
  );

/** A navigation link that says when it is the current page (class and `aria-current`). */
function PageLink({ link, pathname, className }: { link: NavItem; pathname: string; className: (state: { isActive: boolean }) => string }) {
  const isActive = isCurrentPath(pathname, link.to, link.end);
  return (
    <AppLink to={link.to} aria-current={isActive ? 'page' : undefined} className={className({ isActive })}>
      {link.label}
    </AppLink>
  );
}

export function NavLinks({ links, variant, pathname }: { links: NavItem[]; variant: 'desktop' | 'mobile'; pathname: string }) {
  return links.map((link) => (
    <PageLink key={link.to} link={link} pathname={pathname} className={variant === 'desktop' ? desktopLinkClass : mobileLinkClass} />
  ));
}

/** Right of the desktop bar: the plan (or Upgrade) and the user menu, or the sign-in buttons. */
export function DesktopAccountActions({
  signedIn,
  premium,
  email,
  onSignOut,
}: {
  signedIn: boolean;
  premium: boolean;
  email: string | null;
  onSignOut: () => void;
}) {
  if (!signedIn) {
    return (
      <>
        <Button asChild size="sm" variant="ghost">
          <AppLink to={paths.signIn}>Sign In</AppLink>
        </Button>
        <Button asChild size="sm">
          <AppLink to={paths.signUp}>Get Started</AppLink>
        </Button>
      </>
    );
  }
  return (
    <>
      {premium ? (
        <Badge tone="premium">
          <Crown aria-hidden="true" /> Premium
        </Badge>
      ) : (
        <Button asChild size="sm" variant="ghost" className="text-gold-700 dark:text-gold-400">
          <AppLink to={paths.pricing}>
            <Crown aria-hidden="true" /> Upgrade
          </AppLink>
        </Button>
      )}
      {/* Same size as the menu's avatar button, so nothing moves when it arrives. */}
      <Suspense fallback={<span className="size-9 rounded-full bg-muted" aria-hidden="true" />}>
        <AccountMenu email={email} premium={premium} onSignOut={onSignOut} />
      </Suspense>
    </>
  );
}

function MobileThemeSwitch() {
  const theme = useTheme();
  return (
    <div className="mt-3 border-t border-border pt-4">
      <p className="px-4 pb-2 text-xs font-medium text-muted-foreground">Theme</p>
      <div role="radiogroup" aria-label="Theme" className="grid grid-cols-3 gap-2 px-2">
        {themeOptions.map(({ value, label, icon: Icon }) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={theme.preference === value}
            onClick={() => theme.setPreference(value)}
            className={cn(
              'flex items-center justify-center gap-2 rounded-xl border px-3 py-2.5 text-sm',
              theme.preference === value ? 'border-primary bg-primary/10 text-foreground' : 'border-border text-muted-foreground',
            )}
          >
            <Icon aria-hidden="true" className="size-4" /> {label}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Below the mobile links: profile, theme, upgrade and sign-out, or the sign-in buttons. */
export function MobileAccountSection({
  signedIn,
  premium,
  onSignOut,
  pathname,
}: {
  signedIn: boolean;
  premium: boolean;
  onSignOut: () => void;
  pathname: string;
}) {
  if (!signedIn) {
    return (
      <div className="mt-3 grid grid-cols-2 gap-2 border-t border-border px-2 pt-4">
        <Button asChild variant="secondary">
          <AppLink to={paths.signIn}>Sign In</AppLink>
        </Button>
        <Button asChild>
          <AppLink to={paths.signUp}>Get Started</AppLink>
        </Button>
      </div>
    );
  }
  return (
    <>
      <PageLink link={{ to: paths.profile, label: 'Profile' }} pathname={pathname} className={mobileLinkClass} />
      <MobileThemeSwitch />
      <div className="mt-3 flex flex-col gap-2 border-t border-border px-2 pt-4">
        {premium ? null : (
          <Button asChild variant="premium">
            <AppLink to={paths.pricing}>
              <Crown aria-hidden="true" /> Upgrade to Premium
            </AppLink>
          </Button>
        )}
        <Button variant="outline" onClick={onSignOut}>
          <LogOut aria-hidden="true" /> Sign out
        </Button>
      </div>
    </>
  );
}
