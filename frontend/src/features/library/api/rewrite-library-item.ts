import type { RewriteLibraryItemRequestInput, RewriteSuggestion } from '@chainscribe/contracts';
import { rewriteLibraryItem } from '@chainscribe/contracts/routes';
import type { ApiClient } from '../../../lib/api-client.ts';
import { runGeneration } from '../../../lib/generation/run-generation.ts';

/**
 * POST /api/library/:id/rewrite: a generation job like the generators' (the daily limit applies);
 * the answer is a suggestion, or a job followed to its suggestion when the server hands one back.
 * Nothing is saved into the item here.
 */
export function requestRewrite(
  api: ApiClient,
  id: string,
  body: RewriteLibraryItemRequestInput,
  signal?: AbortSignal,
): Promise<RewriteSuggestion> {
  return runGeneration(api, rewriteLibraryItem, { params: { id }, body, signal });
}
