import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { messages } from '@chainscribe/contracts/catalogue';
import { PAYMENT_RETURN_PARAM } from '@chainscribe/contracts';
import type { PlanId, User } from '@chainscribe/contracts';
import {
  PAYMENT_DB_CHECK_DELAY_MS,
  PAYMENT_RECHECK_MAX_ATTEMPTS,
  PAYMENT_RECHECK_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
} from '../../../config/constants.ts';
import { dashboardUpgradedPath } from '../../../config/paths.ts';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { meQueryOptions, useMe } from '../../../lib/current-user/get-me.ts';
import { sleep } from '../../../lib/utils.ts';
import { activateSubscription } from '../api/activate-subscription.ts';
import { clearPaymentHints, readPaymentHints } from '../utils/payment-hints.ts';
import { storeSubscription } from '../utils/stored-subscription.ts';
import { STALLED_MESSAGE, type PaymentVerification } from './payment-verification-state.ts';
import { usePaymentReturnStatus } from './use-payment-return-status.ts';

/** Spec §4: is_premium, or plan premium/pro (aliases resolve to premium in our rows). */
const isPremiumRow = (user: User): boolean => user.is_premium || user.plan === 'premium';

interface VerifyContext {
  api: ApiClient;
  queryClient: QueryClient;
  identityId: string;
  signal: AbortSignal;
  succeed: (plan: PlanId, expiresAt: string | null) => void;
  setState: (state: PaymentVerification) => void;
}

/** Activation with the stored charge id: true when it confirmed premium. */
async function activatedWithCharge({ api, identityId, signal, succeed }: VerifyContext): Promise<boolean> {
  const hints = readPaymentHints();
  if (!hints.chargeId) return false;
  try {
    const result = await activateSubscription(
      api,
      {
        userId: identityId,
        sessionId: hints.chargeId,
        planId: hints.planId,
        planType: hints.planId,
        billingPeriod: hints.billingPeriod,
        forceDbUpdate: true,
      },
      signal,
    );
    if (!result.success || result.plan !== 'premium') return false;
    succeed(result.plan, result.expires_at);
    return true;
  } catch {
    // Not confirmed (yet) or the call failed: fall back to reading the user row.
    return false;
  }
}

/** Reads the user row until it is premium, re-checking a capped number of times. */
async function waitForPremiumRow({ api, queryClient, identityId, signal, succeed, setState }: VerifyContext): Promise<void> {
  await sleep(PAYMENT_DB_CHECK_DELAY_MS, signal);
  for (let check = 1; ; check += 1) {
    let user: User;
    try {
      user = await queryClient.fetchQuery({ ...meQueryOptions(api, identityId), staleTime: 0 });
    } catch {
      if (!signal.aborted) setState({ phase: 'error', message: messages.unableToVerifyPayment });
      return;
    }
    if (isPremiumRow(user)) return succeed(user.plan, user.subscription_expires_at);
    if (check >= PAYMENT_RECHECK_MAX_ATTEMPTS) return setState({ phase: 'stalled', message: STALLED_MESSAGE });
    setState({ phase: 'processing', message: messages.paymentStillProcessing });
    await sleep(PAYMENT_RECHECK_MS, signal);
  }
}

/** Success: clear the hints, store the subscription, and drop every plan-dependent cache — once. */
function useSucceedOnce(setState: (state: PaymentVerification) => void) {
  const queryClient = useQueryClient();
  const settled = useRef(false);
  const succeed = useCallback(
    (plan: PlanId, expiresAt: string | null) => {
      if (settled.current) return;
      settled.current = true;
      const hints = readPaymentHints();
      clearPaymentHints();
      storeSubscription({
        plan_id: plan,
        plan_type: hints.planId,
        status: 'active',
        billing_period: hints.billingPeriod,
        starts_at: new Date().toISOString(),
        ends_at: expiresAt,
      });
      // Everything keyed on the plan (the user row, limits, plan features) is stale now.
      void queryClient.invalidateQueries();
      setState({ phase: 'success', plan, message: messages.paymentConfirmed });
    },
    [queryClient, setState],
  );
  const reset = useCallback(() => {
    settled.current = false;
  }, []);
  return { succeed, reset };
}

/**
 * A live plan_changed push that turns this user premium ends the wait early. A user who was
 * premium already (a renewal) waits for the activation or the row check instead.
 */
function useEndOnPlanPush(phase: PaymentVerification['phase'], succeed: (plan: PlanId, expiresAt: string | null) => void) {
  const pushed = useMe().data;
  const premiumAtStart = useRef<boolean | null>(null);
  useEffect(() => {
    if (!pushed) return;
    if (premiumAtStart.current === null) {
      premiumAtStart.current = isPremiumRow(pushed);
      return;
    }
    if (!premiumAtStart.current && isPremiumRow(pushed) && (phase === 'processing' || phase === 'stalled'))
      succeed(pushed.plan, pushed.subscription_expires_at);
  }, [pushed, phase, succeed]);
}

function useRedirectAfterSuccess(phase: PaymentVerification['phase']) {
  const navigate = useNavigate();
  useEffect(() => {
    if (phase !== 'success') return;
    const timer = window.setTimeout(() => void navigate(dashboardUpgradedPath, { replace: true }), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, navigate]);
}

/**
 * The /payment-success state machine (spec §4): activate with the stored charge id; otherwise (or
 * if that fails) wait 2 s and read the user row, re-checking every 5 s while still free. A
 * `plan_changed` push ends the wait at once. Success clears the hints, stores the subscription,
 * refreshes plan-dependent data and redirects to the dashboard after 3 s.
 */
export function usePaymentVerification(): { state: PaymentVerification; retry: () => void } {
  const api = useApi();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [state, setState] = useState<PaymentVerification>({ phase: 'processing', message: messages.processingPayment });
  const [run, setRun] = useState(0);
  const { succeed, reset } = useSucceedOnce(setState);
  const identityId = auth.identity?.id;

  useEffect(() => {
    if (auth.status !== 'signed-in' || !identityId) return;
    reset();
    const controller = new AbortController();
    const context: VerifyContext = { api, queryClient, identityId, signal: controller.signal, succeed, setState };
    const verify = async () => {
      if (await activatedWithCharge(context)) return;
      if (controller.signal.aborted) return;
      await waitForPremiumRow(context);
    };
    verify().catch(() => {
      if (!controller.signal.aborted) setState({ phase: 'error', message: messages.paymentIssue });
    });
    return () => controller.abort();
  }, [api, auth.status, identityId, queryClient, succeed, reset, run]);

  const [search] = useSearchParams();
  const returned = usePaymentReturnStatus(auth.status === 'signed-out' ? search.get(PAYMENT_RETURN_PARAM) : null);
  useEndOnPlanPush(state.phase, succeed);
  useRedirectAfterSuccess(returned?.phase ?? state.phase);

  const retry = useCallback(() => {
    setState({ phase: 'processing', message: messages.processingPayment });
    setRun((n) => n + 1);
  }, []);
  // Signed out here: the return URL's charge tells how the payment went; without one there is nothing to check.
  if (returned) return { state: returned, retry };
  if (auth.status === 'signed-out') return { state: { phase: 'signed-out', message: messages.signInToSeePayment }, retry };
  return { state, retry };
}
