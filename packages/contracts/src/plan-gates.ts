// What a plan lets a thread use, without zod: the New Thread page locks its controls with these
// on start-up (`@chainscribe/contracts/catalogue`), and the server refuses a request with them.
import type { HookStyle, PlanId, ThreadLength, ThreadTone, ThreadType } from './vocabulary.ts';
import { hookStyles, threadLengths } from './vocabulary.ts';
import { messages } from './messages.ts';
import type { FieldError } from './errors.ts';
import { plans } from './plan-limits.ts';
import type { PlanFeatures } from './plans.ts';

export function planFeatures(planId: PlanId): PlanFeatures {
  const plan = plans[planId];
  return {
    dailyLimit: plan.threadsPerDay,
    maxThreadLength: plan.maxThreadLength,
    allowedTypes: [...plan.allowedTypes],
    allowedTones: [...plan.allowedTones],
    realtimeData: plan.realtimeData,
    advancedHooks: plan.advancedHooks,
  };
}

/** Spec §5: 5 always; 8, 12, 15 once the maximum reaches them. */
export function threadLengthsFor(maxThreadLength: number): ThreadLength[] {
  return threadLengths.filter((length) => length === 5 || length <= maxThreadLength);
}

/** Hook styles follow `advancedHooks`: without it only `question` (spec §4). */
export function allowedHooksFor(features: Pick<PlanFeatures, 'advancedHooks'>): HookStyle[] {
  return features.advancedHooks ? [...hookStyles] : ['question'];
}

/** The plan-sensitive subset of thread options. */
export interface PlanGatedThreadOptions {
  threadType: ThreadType;
  tonePreset: ThreadTone;
  threadLength: ThreadLength;
  includePrice: boolean;
  hookStyle: HookStyle;
}

/**
 * Premium-only options a request uses. The server answers 403 with these (never clamps silently,
 * ARCHITECTURE §5); the UI uses the same list to lock controls.
 */
export function threadOptionViolations(features: PlanFeatures, options: PlanGatedThreadOptions): FieldError[] {
  const violations: FieldError[] = [];
  const add = (field: keyof PlanGatedThreadOptions, feature: string): void => {
    violations.push({ path: `options.${field}`, message: messages.premiumFeature(feature) });
  };
  if (!features.allowedTypes.includes(options.threadType)) add('threadType', `The "${options.threadType}" thread type`);
  if (!features.allowedTones.includes(options.tonePreset)) add('tonePreset', `The "${options.tonePreset}" tone`);
  if (!threadLengthsFor(features.maxThreadLength).includes(options.threadLength)) {
    add('threadLength', `A ${options.threadLength}-tweet thread`);
  }
  if (options.includePrice && !features.realtimeData) add('includePrice', 'Real-time price data');
  if (!allowedHooksFor(features).includes(options.hookStyle)) add('hookStyle', `The "${options.hookStyle}" hook style`);
  return violations;
}

/** Spec §4: what the New Thread page falls back to once a non-premium plan loads. */
export function clampThreadOptions<T extends PlanGatedThreadOptions>(features: PlanFeatures, options: T): T {
  const lengths = threadLengthsFor(features.maxThreadLength);
  return {
    ...options,
    threadType: features.allowedTypes.includes(options.threadType) ? options.threadType : 'custom',
    tonePreset: features.allowedTones.includes(options.tonePreset) ? options.tonePreset : 'educational',
    threadLength: [...lengths].reverse().find((length) => length <= options.threadLength) ?? 5,
    includePrice: features.realtimeData ? options.includePrice : false,
    hookStyle: allowedHooksFor(features).includes(options.hookStyle) ? options.hookStyle : 'question',
  };
}
