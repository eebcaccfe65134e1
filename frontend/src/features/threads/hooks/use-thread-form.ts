import { clampThreadOptions } from '@chainscribe/contracts';
import type { GetThreadPlanResponse, PlanFeatures } from '@chainscribe/contracts';
import { useCallback, useRef, useState } from 'react';
import type { InteractionCounts } from '../../../lib/personalization/thread-context.ts';
import { defaultThreadForm } from '../utils/thread-options.ts';
import type { ThreadForm } from '../utils/thread-options.ts';

/**
 * The New Thread form. Once a non-premium plan loads, the options fall back to what the plan
 * allows (spec §4): type custom, tone educational, length capped, no price data, question hook.
 * The page also counts what the user did, for the request's interaction data.
 */
export function useThreadForm(plan: GetThreadPlanResponse | undefined) {
  const [form, setForm] = useState<ThreadForm>(defaultThreadForm);
  const [clampedFor, setClampedFor] = useState<PlanFeatures | null>(null);
  const [openedAt] = useState(() => Date.now());
  const counts = useRef({ tabSwitches: 0, optionChanges: 0, tokenSearches: 0 });

  // Adjusting state while rendering (not in an effect) so the locked values never paint.
  if (plan && !plan.isPremium && plan.features !== clampedFor) {
    setClampedFor(plan.features);
    setForm((current) => clampThreadOptions(plan.features, current));
  }

  const setField = useCallback(<K extends keyof ThreadForm>(key: K, value: ThreadForm[K]) => {
    counts.current.optionChanges += 1;
    setForm((current) => ({ ...current, [key]: value }));
  }, []);

  const countTabSwitch = useCallback(() => {
    counts.current.tabSwitches += 1;
  }, []);
  const countTokenSearch = useCallback(() => {
    counts.current.tokenSearches += 1;
  }, []);

  /** Read when a request is sent (an event handler), never while rendering. */
  const interactions = useCallback((): InteractionCounts => ({ ...counts.current, timeOnPageMs: Date.now() - openedAt }), [openedAt]);

  return { form, setField, countTabSwitch, countTokenSearch, interactions };
}
