import { Crown, LogOut, Menu, Monitor, Moon, Sun, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { isPremiumUser, useMe } from '../../lib/current-user/get-me.ts';
import { useTheme } from '../../lib/theme.tsx';
import type { ThemePreference } from '../../lib/theme.tsx';
import { cn } from '../../lib/utils.ts';
import { UserMenu } from './user-menu.tsx';

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/** Spec §2 global chrome: the two sets of navigation links. */
const signedInLinks: NavItem[] = [
  { to: paths.dashboard, label: 'Dashboard', end: true },
  { to: paths.newThread, label: 'New Thread' },
  { to: paths.newTweet, label: 'New Tweet' },
  { to: paths.analytics, label: 'Analytics' },
  { to: paths.settings, label: 'Settings' },
];

const signedOutLinks: NavItem[] = [
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
    'rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-ring',
    isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn('block rounded-xl px-4 py-3 text-base font-medium transition-colors', isActive ? 'bg-muted text-foreground' : 'text-muted-foreground hover:bg-muted/60 hover:text-foreground');

export function SiteHeader() {
  const auth = useAuth();
  const me = useMe();
  const theme = useTheme();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const signedIn = auth.status === 'signed-in';
  const premium = isPremiumUser(me.data);
  const links = signedIn ? signedInLinks : signedOutLinks;

  // Following a link closes the mobile menu.
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const signOut = async () => {
    setOpen(false);
    await auth.signOut();
    navigate(paths.home, { replace: true });
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-xl supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Link to={signedIn ? paths.dashboard : paths.home} className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring" aria-label="Chainscribe home">
          <Logo />
        </Link>

        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 md:flex">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={desktopLinkClass}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          {signedIn ? (
            <>
              {premium ? (
                <Badge tone="premium">
                  <Crown aria-hidden="true" /> Premium
                </Badge>
              ) : (
                <Button asChild size="sm" variant="ghost" className="text-gold-500 dark:text-gold-400">
                  <Link to={paths.pricing}>
                    <Crown aria-hidden="true" /> Upgrade
                  </Link>
                </Button>
              )}
              <UserMenu email={auth.identity?.email ?? null} premium={premium} onSignOut={() => void signOut()} />
            </>
          ) : (
            <>
              <Button asChild size="sm" variant="ghost">
                <Link to={paths.signIn}>Sign In</Link>
              </Button>
              <Button asChild size="sm">
                <Link to={paths.signUp}>Get Started</Link>
              </Button>
            </>
          )}
        </div>

        <Button
          variant="ghost"
          size="icon"
          className="ml-auto md:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => {
            setOpenedAt(pathname);
            setOpen((value) => !value);
          }}
        >
          {open ? <X aria-hidden="true" className="size-5!" /> : <Menu aria-hidden="true" className="size-5!" />}
        </Button>
      </div>

      <div id={menuId} hidden={!open} className="border-t border-border bg-background md:hidden">
        <nav aria-label="Mobile" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4">
          {links.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={mobileLinkClass}>
              {link.label}
            </NavLink>
          ))}
          {signedIn ? (
            <>
              <NavLink to={paths.profile} className={mobileLinkClass}>
                Profile
              </NavLink>
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
              <div className="mt-3 flex flex-col gap-2 border-t border-border px-2 pt-4">
                {premium ? null : (
                  <Button asChild variant="premium">
                    <Link to={paths.pricing}>
                      <Crown aria-hidden="true" /> Upgrade to Premium
                    </Link>
                  </Button>
                )}
                <Button variant="outline" onClick={() => void signOut()}>
                  <LogOut aria-hidden="true" /> Sign out
                </Button>
              </div>
            </>
          ) : (
            <div className="mt-3 grid grid-cols-2 gap-2 border-t border-border px-2 pt-4">
              <Button asChild variant="secondary">
                <Link to={paths.signIn}>Sign In</Link>
              </Button>
              <Button asChild>
                <Link to={paths.signUp}>Get Started</Link>
              </Button>
            </div>
          )}
        </nav>
      </div>
    </header>
  );
}
