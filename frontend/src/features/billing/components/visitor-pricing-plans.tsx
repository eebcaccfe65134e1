import { lazy, useState } from 'react';
import { toastSignInToUpgrade } from '../utils/sign-in-to-upgrade.ts';
import { PlanChoice, SignInToUpgrade, StartForFree, UpgradeButton } from './plan-choice.tsx';

const VisitorWaitlistForm = lazy(() => import('./visitor-waitlist-form.tsx').then((module) => ({ default: module.VisitorWaitlistForm })));

/**
 * The plans as the visitors' bundle shows them (a browser without a session): Free offers an
 * account, and Premium asks to sign in first. Nothing here knows an account, so the page starts
 * without the session, the API client or the schemas; a signed-in browser starts the app instead.
 */
export function VisitorPricingPlans() {
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const upgrade = () => {
    setNeedsSignIn(true);
    toastSignInToUpgrade();
  };
  return (
    <PlanChoice
      freeAction={<StartForFree />}
      premiumAction={
        <>
          <UpgradeButton onUpgrade={upgrade} />
          {needsSignIn ? <SignInToUpgrade /> : null}
        </>
      }
      waitlistForm={VisitorWaitlistForm}
    />
  );
}
