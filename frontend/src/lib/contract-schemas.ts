import type * as Contracts from '@chainscribe/contracts';

/**
 * zod and every contract's schemas, loaded with the first call instead of at start-up: the app
 * starts with routes only (`@chainscribe/contracts/routes`), and the first request's answer is
 * parsed once this chunk has arrived, which it does while that request is out. Evaluating the
 * schemas is then a task of its own, not part of the start-up's longest one.
 */
let loading: Promise<typeof Contracts> | undefined;

export function contractSchemas(): Promise<typeof Contracts> {
  loading ??= import('@chainscribe/contracts').catch((error: unknown) => {
    // A chunk that failed to arrive (offline, a deploy in between) is asked for again next time.
    loading = undefined;
    throw error;
  });
  return loading;
}
