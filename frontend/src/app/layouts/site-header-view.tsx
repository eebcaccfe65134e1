import { Menu, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { paths } from '../../config/paths.ts';
import { Button } from '../../components/ui/button.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { AppLink } from '../../lib/navigation.tsx';
import { cn } from '../../lib/utils.ts';
import { DesktopAccountActions, MobileAccountSection, NavLinks, signedInLinks, signedOutLinks } from './header-nav.tsx';

/** Who the header is for: the SPA fills this from the session; the marketing pages' bundle shows a visitor. */
export interface HeaderAccount {
  signedIn: boolean;
  premium: boolean;
  email: string | null;
  onSignOut: () => void;
}

export const visitor: HeaderAccount = { signedIn: false, premium: false, email: null, onSignOut: () => undefined };

/** The mobile menu: closed by Escape and by following a link. */
function useMobileMenu(pathname: string) {
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const toggle = () => {
    setOpenedAt(pathname);
    setOpen((value) => !value);
  };
  return { open, toggle, close: () => setOpen(false) };
}

/** The top bar as both bundles render it, so a prerendered page hydrates in either. */
export function SiteHeaderView({ pathname, account }: { pathname: string; account: HeaderAccount }) {
  const menuId = useId();
  const menu = useMobileMenu(pathname);
  const { signedIn, premium } = account;
  const links = signedIn ? signedInLinks : signedOutLinks;
  const signOut = () => {
    menu.close();
    account.onSignOut();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/80 backdrop-blur-xl supports-[backdrop-filter]:bg-background/65">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <AppLink
          to={signedIn ? paths.dashboard : paths.home}
          className="rounded-lg focus-visible:outline-2 focus-visible:outline-ring"
          aria-label="Chainscribe home"
        >
          <Logo />
        </AppLink>
        {/* Signed in there are more links: the full row waits for a wider screen (no sideways scroll at 768 px). */}
        <nav aria-label="Main" className={cn('ml-4 hidden items-center gap-1', signedIn ? 'lg:flex' : 'md:flex')}>
          <NavLinks links={links} variant="desktop" pathname={pathname} />
        </nav>
        <div className={cn('ml-auto hidden items-center gap-2', signedIn ? 'lg:flex' : 'md:flex')}>
          <DesktopAccountActions signedIn={signedIn} premium={premium} email={account.email} onSignOut={signOut} />
        </div>
        <Button
          variant="ghost"
          size="icon"
          className={cn('ml-auto', signedIn ? 'lg:hidden' : 'md:hidden')}
          aria-expanded={menu.open}
          aria-controls={menuId}
          aria-label={menu.open ? 'Close menu' : 'Open menu'}
          onClick={menu.toggle}
        >
          {menu.open ? <X aria-hidden="true" className="size-5!" /> : <Menu aria-hidden="true" className="size-5!" />}
        </Button>
      </div>
      {/* The menu's links exist only while it is open: every page starts with less to render and lay out. */}
      <div id={menuId} hidden={!menu.open} className={cn('border-t border-border bg-background', signedIn ? 'lg:hidden' : 'md:hidden')}>
        {menu.open ? (
          <nav aria-label="Mobile" className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-4">
            <NavLinks links={links} variant="mobile" pathname={pathname} />
            <MobileAccountSection signedIn={signedIn} premium={premium} onSignOut={signOut} pathname={pathname} />
          </nav>
        ) : null}
      </div>
    </header>
  );
}
