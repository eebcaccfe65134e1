import { messages } from '@chainscribe/contracts/catalogue';
import { useState } from 'react';
import { PREMIUM_PRICE_USD } from '../../../config/constants.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreatePayment } from '../api/create-payment.ts';
import { clearAttemptFlag, recordChargeId, recordPaymentAttempt } from '../utils/payment-hints.ts';

const PLAN_ID = 'premium';

function paymentErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.status === 401 ? messages.authenticationFailed : error.message;
  return messages.failedToCreatePayment;
}

/**
 * The upgrade journey: visitors are told to sign in; signed-in users get a payment created, the
 * payment hints recorded, and the browser sent to the hosted checkout.
 */
export function useUpgrade() {
  const auth = useAuth();
  const createPayment = useCreatePayment();
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  const upgrade = () => {
    if (auth.status !== 'signed-in' || !auth.identity) {
      setNeedsSignIn(true);
      toast.error(messages.authenticationRequiredTitle, { description: messages.signInToUpgradePlan });
      return;
    }
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

  return { upgrade, pending: createPayment.isPending || redirecting, needsSignIn };
}
