import { ROOT_CONTEXT, SpanKind } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace';
import { describe, expect, it } from 'vitest';
import { HeadDecidedSampler, headSampling } from '../src/telemetry/head-sampling.ts';

// The ratio sampler folds a trace id's four 32-bit words with XOR and keeps it below ratio × 2^32:
// the first id folds to 1 (kept at any ratio above 0), the second to 0xfffffffe (kept only at 1).
const keptAtAnyRatio = '00000000000000000000000000000001';
const keptOnlyAtOne = 'fffffffe000000000000000000000000';
const parentId = '00f067aa0ba902b7';
const unsampled = /^00-([0-9a-f]{32})-([0-9a-f]{16})-00$/;
const never = () => {
  throw new Error('a request with a trace context must be decided on its trace id, not on a draw');
};

describe('head sampling: a request decided before the http instrumentation sees it', () => {
  it('when a request carries a sampled traceparent whose trace id the ratio keeps, then it is kept', () => {
    const decide = headSampling(0.1, never);
    expect(decide({ traceparent: `00-${keptAtAnyRatio}-${parentId}-01` })).toEqual({ keep: true });
  });

  it('when a request carries a sampled traceparent whose trace id the ratio drops, then it is dropped and passes on the same trace, marked not sampled', () => {
    const decide = headSampling(0.1, never);
    expect(decide({ traceparent: `00-${keptOnlyAtOne}-${parentId}-01` })).toEqual({
      keep: false,
      traceparent: `00-${keptOnlyAtOne}-${parentId}-00`,
    });
    // The same id at ratio 1 is kept: the flag is honoured, the ratio only thins it.
    expect(headSampling(1, never)({ traceparent: `00-${keptOnlyAtOne}-${parentId}-01` })).toEqual({ keep: true });
  });

  it('when a request carries a traceparent with the sampled flag off, then it is dropped even at ratio 1, and passes that trace on unchanged', () => {
    const decide = headSampling(1, never);
    expect(decide({ traceparent: `00-${keptAtAnyRatio}-${parentId}-00` })).toEqual({
      keep: false,
      traceparent: `00-${keptAtAnyRatio}-${parentId}-00`,
    });
  });

  it('when a request has no traceparent, then a draw below the ratio keeps it and any other draw drops it with a fresh unsampled trace context', () => {
    let next = 0.05;
    const decide = headSampling(0.1, () => next);
    expect(decide({})).toEqual({ keep: true });
    next = 0.1;
    const first = decide({});
    const second = decide({});
    expect(first.keep).toBe(false);
    const [firstParent, secondParent] = [first, second].map((d) => (d.keep ? '' : d.traceparent));
    const ids = unsampled.exec(firstParent ?? '');
    expect(ids?.[1]).not.toMatch(/^0+$/);
    expect(ids?.[2]).not.toMatch(/^0+$/);
    expect(secondParent).toMatch(unsampled);
    expect(secondParent).not.toBe(firstParent);
  });

  it('when a traceparent is malformed, then the request is decided as one without it', () => {
    const decide = headSampling(0.5, () => 0.9);
    const decision = decide({ traceparent: `00-${'0'.repeat(32)}-${parentId}-01` });
    expect(decision.keep).toBe(false);
    expect(decision.keep ? '' : decision.traceparent).toMatch(unsampled);
    expect(decision.keep ? '' : decision.traceparent).not.toContain('0'.repeat(32));
    expect(headSampling(0.5, () => 0.1)({ traceparent: 'garbage' })).toEqual({ keep: true });
  });

  it('when the ratio is 0, then nothing is kept, a sampled caller included', () => {
    const decide = headSampling(0, () => 0);
    expect(decide({}).keep).toBe(false);
    expect(decide({ traceparent: `00-${keptAtAnyRatio}-${parentId}-01` }).keep).toBe(false);
  });
});

describe('the root sampler behind head sampling', () => {
  it('when a server span has no parent, then it is sampled (its request was kept on a draw already), and any other root span is decided on its trace id', () => {
    const sampler = new HeadDecidedSampler(0.1);
    expect(sampler.shouldSample(ROOT_CONTEXT, keptOnlyAtOne, 'GET', SpanKind.SERVER).decision).toBe(SamplingDecision.RECORD_AND_SAMPLED);
    expect(sampler.shouldSample(ROOT_CONTEXT, keptOnlyAtOne, 'get', SpanKind.CLIENT).decision).toBe(SamplingDecision.NOT_RECORD);
    expect(sampler.shouldSample(ROOT_CONTEXT, keptAtAnyRatio, 'get', SpanKind.CLIENT).decision).toBe(SamplingDecision.RECORD_AND_SAMPLED);
  });
});
