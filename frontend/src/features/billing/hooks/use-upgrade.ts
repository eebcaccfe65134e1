import { messages } from '@chainscribe/contracts/catalogue';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { PREMIUM_PRICE_USD } from '../../../config/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePayment } from '../api/create-payment.ts';
import { clearAttemptFlag, recordChargeId, recordPaymentAttempt } from '../utils/payment-hints.ts';
import { toastSignInToUpgrade } from '../utils/sign-in-to-upgrade.ts';

const PLAN_ID = 'premium';

function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? messages.authenticationFailed : error.message;
  return messages.failedToCreatePayment;
}

/**
 * The upgrade journey: visitors are told to sign in; signed-in users get a payment created, the
 * payment hints recorded, and the browser sent to the hosted checkout. A press while the session
 * or the plan is still being checked (`checking`) waits for them ('waiting'), and then goes on, or
 * stops if the plan turns out to be Premium already: the prerendered page offers the button before
 * either is known, and a press there is handed over when the app starts.
 */
export function useUpgrade({ checking, premium }: { checking: boolean; premium: boolean }) {
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';
  const createPayment = useCreatePayment();
  const [pressed, setPressed] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const pressedWhileChecking = useRef(false);

  const proceed = () => {
    if (!signedIn || !auth.identity) {
      toastSignInToUpgrade();
      return;
    }
    if (premium) return;
    recordPaymentAttempt({ userId: auth.identity.id, planId: PLAN_ID, now: new Date() });
    createPayment.mutate(
      { planPrice: PREMIUM_PRICE_USD, planId: PLAN_ID },
      {
        onSuccess: (payment) => {
          recordChargeId(payment.charge_id);
          setRedirecting(true);
          window.location.assign(payment.checkout_url);
        },
        onError: (error) => {
          clearAttemptFlag();
          toast.error(messages.paymentSetupFailedTitle, { description: paymentErrorMessage(error) });
        },
      },
    );
  };

  const proceedNowKnown = useEffectEvent(proceed);
  useEffect(() => {
    if (checking || !pressedWhileChecking.current) return;
    pressedWhileChecking.current = false;
    proceedNowKnown();
  }, [checking]);

  const upgrade = () => {
    setPressed(true);
    if (checking) pressedWhileChecking.current = true;
    else proceed();
  };
  const state = createPayment.isPending || redirecting ? 'pending' : pressed && checking ? 'waiting' : 'idle';
  return { upgrade, state, needsSignIn: pressed && !checking && !signedIn } as const;
}
