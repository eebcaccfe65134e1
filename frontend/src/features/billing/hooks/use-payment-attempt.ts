import { useEffect, useState } from 'react';
import { PAYMENT_ATTEMPT_CHECK_MS } from '../../../config/constants.ts';
import { expireStaleAttempt } from '../utils/payment-hints.ts';

/** Checks the payment-attempt marker on load and every 60 s (spec §4); true while one is in progress. */
export function usePaymentAttempt(): boolean {
  const [inProgress, setInProgress] = useState(() => expireStaleAttempt(Date.now()));
  useEffect(() => {
    const check = () => setInProgress(expireStaleAttempt(Date.now()));
    const timer = window.setInterval(check, PAYMENT_ATTEMPT_CHECK_MS);
    window.addEventListener('storage', check);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('storage', check);
    };
  }, []);
  return inProgress;
}
