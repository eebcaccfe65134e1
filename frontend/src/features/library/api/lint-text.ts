import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { LintRequestInput, LintResult } from '@chainscribe/contracts';
import { lintText } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';

/** Quiet time after typing before the text is checked again. */
export const LINT_IDLE_MS = 700;

/** POST /api/lint: the compliance checks of a text as it stands (never blocking). */
export function lintTexts(api: ApiClient, body: LintRequestInput, signal?: AbortSignal): Promise<LintResult> {
  return api.call(lintText, { body, signal });
}

export const lintQueryOptions = (api: ApiClient, body: LintRequestInput) =>
  queryOptions({
    queryKey: ['lint', body] as const,
    queryFn: ({ signal }) => lintTexts(api, body, signal),
    staleTime: 60_000,
    retry: false,
    // The findings of the last text stay on screen while the next is checked.
    placeholderData: keepPreviousData,
  });

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** The lint of the editor's text once typing pauses; `texts` in the answer are the ones it was run on. */
export function useLint(texts: readonly string[], symbol: string | null, sponsored: boolean) {
  const api = useApi();
  const body = useSettled(JSON.stringify({ tweets: texts, symbol, sponsored }), LINT_IDLE_MS);
  const parsed = JSON.parse(body) as { tweets: string[]; symbol: string | null; sponsored: boolean };
  const query = useQuery(lintQueryOptions(api, parsed));
  return { ...query, checkedTexts: query.isPlaceholderData ? null : parsed.tweets };
}
