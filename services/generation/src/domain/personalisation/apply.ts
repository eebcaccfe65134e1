import { planFeatures, threadOptionViolations, type GenerateThreadRequest, type PlanId } from '@chainscribe/contracts';
import type { PersonalContext } from './defaults.ts';

type Options = GenerateThreadRequest['options'];

/**
 * The request with the user's habits in the options they did not choose (`chosen` holds the
 * option names the client sent), each kept only if the plan allows it.
 */
export function personalise(
  plan: PlanId,
  request: GenerateThreadRequest,
  personal: PersonalContext | null,
  chosen: ReadonlySet<string>,
): GenerateThreadRequest {
  if (!personal) return request;
  let options = request.options;
  const fill = <K extends 'tonePreset' | 'hookStyle' | 'threadLength'>(field: K, value: Options[K] | null): void => {
    if (value === null || chosen.has(field)) return;
    const candidate: Options = { ...options, [field]: value };
    if (!threadOptionViolations(planFeatures(plan), candidate).some((v) => v.path === `options.${field}`)) options = candidate;
  };
  fill('tonePreset', personal.defaults.tone);
  fill('hookStyle', personal.defaults.hookStyle);
  fill('threadLength', personal.defaults.length);
  return { ...request, options };
}
