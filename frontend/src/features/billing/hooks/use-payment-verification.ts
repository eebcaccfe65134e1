import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { messages } from '@chainscribe/contracts';
import type { PlanId, User } from '@chainscribe/contracts';
import {
  PAYMENT_DB_CHECK_DELAY_MS,
  PAYMENT_RECHECK_MAX_ATTEMPTS,
  PAYMENT_RECHECK_MS,
  PAYMENT_SUCCESS_REDIRECT_MS,
} from '../../../config/constants.ts';
import { dashboardUpgradedPath } from '../../../config/paths.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { meQueryOptions, useMe } from '../../../lib/current-user/get-me.ts';
import { sleep } from '../../../lib/utils.ts';
import { activateSubscription } from '../api/activate-subscription.ts';
import { clearPaymentHints, readPaymentHints } from '../utils/payment-hints.ts';
import { storeSubscription } from '../utils/stored-subscription.ts';

export type PaymentVerification =
  | { phase: 'processing'; message: string }
  | { phase: 'success'; message: string; plan: PlanId }
  /** Our cap on the spec's uncapped 5 s re-check: still waiting, with a clear message. */
  | { phase: 'stalled'; message: string }
  | { phase: 'error'; message: string };

export const STALLED_MESSAGE =
  'Your payment has not been confirmed yet. Crypto payments can take a while to confirm on-chain; your account upgrades automatically as soon as it does, so you can safely leave this page.';

/** Spec §4: is_premium, or plan premium/pro (aliases resolve to premium in our rows). */
const isPremiumRow = (user: User): boolean => user.is_premium || user.plan === 'premium';

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
  const navigate = useNavigate();
  const me = useMe();
  const [state, setState] = useState<PaymentVerification>({ phase: 'processing', message: messages.processingPayment });
  const [run, setRun] = useState(0);
  const settled = useRef(false);
  const identityId = auth.identity?.id;

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
    [queryClient],
  );

  useEffect(() => {
    if (auth.status !== 'signed-in' || !identityId) return;
    settled.current = false;
    const controller = new AbortController();
    const { signal } = controller;

    const verify = async () => {
      const hints = readPaymentHints();
      if (hints.chargeId) {
        try {
          const result = await activateSubscription(
            api,
            { userId: identityId, sessionId: hints.chargeId, planId: hints.planId, planType: hints.planId, billingPeriod: hints.billingPeriod, forceDbUpdate: true },
            signal,
          );
          if (result.success && result.plan === 'premium') return succeed(result.plan, result.expires_at);
        } catch {
          if (signal.aborted) return;
          // Not confirmed (yet) or the call failed: fall back to reading the user row.
        }
      }
      await sleep(PAYMENT_DB_CHECK_DELAY_MS, signal);
      for (let check = 1; ; check += 1) {
        let user: User;
        try {
          user = await queryClient.fetchQuery({ ...meQueryOptions(api, identityId), staleTime: 0 });
        } catch {
          if (signal.aborted) return;
          setState({ phase: 'error', message: messages.unableToVerifyPayment });
          return;
        }
        if (isPremiumRow(user)) return succeed(user.plan, user.subscription_expires_at);
        if (check >= PAYMENT_RECHECK_MAX_ATTEMPTS) {
          setState({ phase: 'stalled', message: STALLED_MESSAGE });
          return;
        }
        setState({ phase: 'processing', message: messages.paymentStillProcessing });
        await sleep(PAYMENT_RECHECK_MS, signal);
      }
    };

    verify().catch(() => {
      if (!signal.aborted) setState({ phase: 'error', message: messages.paymentIssue });
    });
    return () => controller.abort();
  }, [api, auth.status, identityId, queryClient, succeed, run]);

  // A live plan_changed push that turns this user premium ends the wait early. A user who was
  // premium already (a renewal) waits for the activation or the row check instead.
  const pushed = me.data;
  const premiumAtStart = useRef<boolean | null>(null);
  useEffect(() => {
    if (!pushed) return;
    if (premiumAtStart.current === null) {
      premiumAtStart.current = isPremiumRow(pushed);
      return;
    }
    if (!premiumAtStart.current && isPremiumRow(pushed) && (state.phase === 'processing' || state.phase === 'stalled')) {
      succeed(pushed.plan, pushed.subscription_expires_at);
    }
  }, [pushed, state.phase, succeed]);

  useEffect(() => {
    if (state.phase !== 'success') return;
    const timer = window.setTimeout(() => navigate(dashboardUpgradedPath, { replace: true }), PAYMENT_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [state.phase, navigate]);

  const retry = useCallback(() => {
    setState({ phase: 'processing', message: messages.processingPayment });
    setRun((n) => n + 1);
  }, []);
  // Nobody to check the payment for: a visitor, or a session that ended.
  if (auth.status === 'signed-out') return { state: { phase: 'error', message: messages.userNotAuthenticated }, retry };
  return { state, retry };
}
