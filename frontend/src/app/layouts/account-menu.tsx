import { lazy, Suspense, useState } from 'react';
import { standInHandlers, useFocusOnArrival } from '../../components/ui/stand-in.ts';
import type { Wake } from '../../components/ui/stand-in.ts';
import { AccountAvatar, accountMenuTriggerClasses } from './account-avatar.tsx';

const loadUserMenu = () => import('./user-menu.tsx');
const UserMenu = lazy(() => loadUserMenu().then((module) => ({ default: module.UserMenu })));

/** The closed menu's button as Radix draws it, until the real one is wanted. */
function AccountMenuStandIn({ email, onWake }: { email: string | null; onWake?: (wake: Exclude<Wake, 'asleep'>) => void }) {
  return (
    <button
      type="button"
      aria-label="Account menu"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={onWake ? undefined : true}
      className={accountMenuTriggerClasses}
      {...standInHandlers(loadUserMenu, onWake)}
      // A click without a press first (a screen reader's) opens it too.
      onClick={() => onWake?.('opened')}
    >
      <AccountAvatar email={email} />
    </button>
  );
}

/** The real menu; it decides on the focus as it arrives. */
function ArrivingMenu({
  wake,
  ...props
}: {
  wake: Exclude<Wake, 'asleep'>;
  email: string | null;
  premium: boolean;
  onSignOut: () => void;
}) {
  const trigger = useFocusOnArrival(wake);
  return <UserMenu {...props} triggerRef={trigger} defaultOpen={wake === 'opened'} />;
}

/**
 * The account menu, with Radix's dropdown (its positioning, focus and scroll-lock code, about
 * 35 kB gzip in eight files) loaded when the creator first reaches for it: focused, or pressed,
 * which opens it once it has arrived. Every signed-in page used to download it while starting,
 * phones too, where the desktop bar that holds it is hidden.
 */
export function AccountMenu({ email, premium, onSignOut }: { email: string | null; premium: boolean; onSignOut: () => void }) {
  const [wake, setWake] = useState<Wake>('asleep');
  if (wake === 'asleep') return <AccountMenuStandIn email={email} onWake={setWake} />;
  return (
    <Suspense fallback={<AccountMenuStandIn email={email} />}>
      <ArrivingMenu email={email} premium={premium} onSignOut={onSignOut} wake={wake} />
    </Suspense>
  );
}
