import { useCallback, useRef, useState } from 'react';
import type { RewriteLibraryItemRequestInput, RewriteSuggestion } from '@chainscribe/contracts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { requestRewrite } from '../api/rewrite-library-item.ts';

export type RewriteState =
  | { status: 'idle' }
  | { status: 'pending'; action: RewriteLibraryItemRequestInput['action'] }
  | { status: 'ready'; suggestion: RewriteSuggestion }
  | { status: 'error'; message: string };

/**
 * The thread with a suggestion applied to the tweets it changed. Positions are those of the text
 * the rewrite started from; a tweet added or removed since leaves the others where they are.
 */
export function applySuggestion(current: readonly string[], suggestion: RewriteSuggestion): string[] {
  const next = [...current];
  for (const position of suggestion.changed) {
    const text = suggestion.suggestion[position];
    if (text !== undefined && position < next.length) next[position] = text;
  }
  return next;
}

/**
 * One rewrite at a time for the editor: ask (with the text as shown, unsaved edits included),
 * then accept — through the editor's own replace, so it is one undo step and autosaves as a
 * version — or reject, which changes nothing.
 */
export function useRewrite(itemId: string, texts: readonly string[], replace: (tweets: readonly string[]) => void) {
  const api = useApi();
  const [state, setState] = useState<RewriteState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const ask = useCallback(
    async (body: Omit<RewriteLibraryItemRequestInput, 'tweets'>) => {
      running.current?.abort();
      const controller = new AbortController();
      running.current = controller;
      setState({ status: 'pending', action: body.action });
      try {
        const suggestion = await requestRewrite(api, itemId, { ...body, tweets: [...texts] }, controller.signal);
        if (!controller.signal.aborted) setState({ status: 'ready', suggestion });
      } catch (error) {
        if (!controller.signal.aborted)
          setState({ status: 'error', message: errorMessage(error, 'Could not rewrite the text. Try again.') });
      }
    },
    [api, itemId, texts],
  );

  const accept = useCallback(() => {
    if (state.status !== 'ready') return;
    replace(applySuggestion(texts, state.suggestion));
    setState({ status: 'idle' });
  }, [state, texts, replace]);

  const dismiss = useCallback(() => {
    running.current?.abort();
    setState({ status: 'idle' });
  }, []);

  return { state, ask, accept, reject: dismiss, dismiss };
}
