import { clampThreadOptions } from '@chainscribe/contracts/catalogue';
import type { GetThreadPlanResponse, PlanFeatures } from '@chainscribe/contracts';
import { useCallback, useState } from 'react';
import { defaultThreadForm } from '../utils/thread-options.ts';
import type { ThreadForm } from '../utils/thread-options.ts';

/**
 * The New Thread form. Once a non-premium plan loads, the options fall back to what the plan
 * allows (spec §4): type custom, tone educational, length capped, no price data, question hook.
 */
export function useThreadForm(plan: GetThreadPlanResponse | undefined) {
  const [form, setForm] = useState<ThreadForm>(defaultThreadForm);
  const [clampedFor, setClampedFor] = useState<PlanFeatures | null>(null);

  // Adjusting state while rendering (not in an effect) so the locked values never paint.
  if (plan && !plan.isPremium && plan.features !== clampedFor) {
    setClampedFor(plan.features);
    setForm((current) => clampThreadOptions(plan.features, current));
  }

  const setField = useCallback(<K extends keyof ThreadForm>(key: K, value: ThreadForm[K]) => {
    setForm((current) => ({ ...current, [key]: value }));
  }, []);

  return { form, setField };
}
