import { useEffect, useState } from 'react';
import { messages } from '@chainscribe/contracts/catalogue';
import type { PaymentStatus } from '@chainscribe/contracts';
import { PAYMENT_RECHECK_MAX_ATTEMPTS, PAYMENT_RECHECK_MS } from '../../../config/constants.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { sleep } from '../../../lib/utils.ts';
import { getPaymentStatus } from '../api/get-payment-status.ts';
import type { PaymentVerification } from './payment-verification-state.ts';
import { STALLED_MESSAGE } from './payment-verification-state.ts';

const finalFailures: readonly PaymentStatus[] = ['failed', 'expired', 'refunded'];

function stateOf(status: PaymentStatus): PaymentVerification {
  if (status === 'confirmed') return { phase: 'success', plan: 'premium', message: messages.paymentConfirmed };
  if (finalFailures.includes(status)) return { phase: 'error', message: messages.paymentIssue };
  return { phase: 'processing', message: messages.paymentStillProcessing };
}

/**
 * A buyer who comes back without a session here (checkout began on another host name, whose
 * cookie this one cannot see) still learns how the payment went: the return URL names the charge
 * and the server answers its status only. Re-checked every 5 s while pending, with the same cap.
 * `chargeId` null: nothing to look up (the signed-in path handles the page).
 */
export function usePaymentReturnStatus(chargeId: string | null): PaymentVerification | null {
  const api = useApi();
  const [state, setState] = useState<PaymentVerification | null>(null);
  useEffect(() => {
    if (!chargeId) return;
    const controller = new AbortController();
    const follow = async () => {
      for (let check = 1; !controller.signal.aborted; check += 1) {
        const next = stateOf((await getPaymentStatus(api, chargeId, controller.signal)).status);
        if (next.phase !== 'processing') return setState(next);
        if (check >= PAYMENT_RECHECK_MAX_ATTEMPTS) return setState({ phase: 'stalled', message: STALLED_MESSAGE });
        setState(next);
        await sleep(PAYMENT_RECHECK_MS, controller.signal);
      }
    };
    follow().catch(() => {
      if (!controller.signal.aborted) setState({ phase: 'error', message: messages.unableToVerifyPayment });
    });
    return () => controller.abort();
  }, [api, chargeId]);
  return chargeId ? (state ?? { phase: 'processing', message: messages.processingPayment }) : null;
}
