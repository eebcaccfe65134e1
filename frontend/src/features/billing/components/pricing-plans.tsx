import { planOffers } from '@chainscribe/contracts/catalogue';
import { lazy } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { isPremiumUser, useMe } from '../../../lib/current-user/get-me.ts';
import { useUpgrade } from '../hooks/use-upgrade.ts';
import { PlanChoice, SignInToUpgrade, StartForFree, UpgradeButton } from './plan-choice.tsx';

const WaitlistForm = lazy(() => import('./teams-waitlist-form.tsx').then((module) => ({ default: module.WaitlistForm })));

function BusyButton({ children }: { children: string }) {
  return (
    <Button size="lg" className="w-full" disabled>
      <Spinner /> {children}
    </Button>
  );
}

function PremiumAction({ premium, state, onUpgrade }: { premium: boolean; state: 'idle' | 'waiting' | 'pending'; onUpgrade: () => void }) {
  if (premium) {
    return (
      <Button variant="secondary" size="lg" className="w-full" disabled>
        ✓ Current Plan
      </Button>
    );
  }
  if (state === 'pending') return <BusyButton>Redirecting to checkout...</BusyButton>;
  if (state === 'waiting') return <BusyButton>Checking your plan...</BusyButton>;
  return <UpgradeButton onUpgrade={onUpgrade} />;
}

/** Only a signed-in free user is on Free; a visitor is offered an account instead of 'Current Plan'. */
function FreeAction({ signedIn, premium }: { signedIn: boolean; premium: boolean }) {
  if (!signedIn) return <StartForFree />;
  return (
    <Button variant="outline" size="lg" className="w-full" disabled>
      {premium ? `Included in ${planOffers.premium.name}` : 'Current Plan'}
    </Button>
  );
}

/** The plans as the app shows them, with the buttons the account's plan calls for. */
export function PricingPlans() {
  const auth = useAuth();
  const me = useMe();
  const signedIn = auth.status === 'signed-in';
  const premium = isPremiumUser(me.data);
  // The page shows before the session and the plan are known (it is prerendered); a press meanwhile waits for them.
  const checking = auth.status === 'loading' || (signedIn && me.isPending);
  const { upgrade, state, needsSignIn } = useUpgrade({ checking, premium });
  return (
    <PlanChoice
      freeAction={<FreeAction signedIn={signedIn} premium={premium} />}
      premiumAction={
        <>
          <PremiumAction premium={premium} state={state} onUpgrade={upgrade} />
          {needsSignIn ? <SignInToUpgrade /> : null}
        </>
      }
      waitlistForm={WaitlistForm}
    />
  );
}
