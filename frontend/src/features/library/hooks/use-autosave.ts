import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LibraryItem, PatchLibraryItemRequestInput } from '@chainscribe/contracts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApi } from '../../../lib/api-context.tsx';
import { libraryKeys } from '../api/list-library.ts';
import { saveLibraryItem } from '../api/patch-library-item.ts';
import type { SaveResult } from '../api/patch-library-item.ts';

/** Quiet time after the last keystroke before the editor saves (issue 18: "after a pause"). */
export const AUTOSAVE_IDLE_MS = 1500;
/** After a failed save the next try waits longer, so a down server is not hammered. */
export const AUTOSAVE_RETRY_MS = 5000;

export type AutosaveStatus = 'saved' | 'pending' | 'saving' | 'error' | 'conflict';
/** What the saver is doing; whether the text differs from the stored version is worked out apart. */
type Phase = 'idle' | 'saving' | 'error' | 'conflict';

/** The stored version the editor's text is compared with and saved over. */
export interface SavedBase {
  version: number;
  tweets: readonly string[];
}

const sameTweets = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((text, i) => text === b[i]);

function statusOf(phase: Phase, dirty: boolean): AutosaveStatus {
  if (phase === 'conflict' || phase === 'saving') return phase;
  if (dirty) return phase === 'error' ? 'error' : 'pending';
  return 'saved';
}

/** Runs one write at a time: a second waits for the first (so two never race into a 412). */
function useOneAtATime() {
  const inFlight = useRef<Promise<unknown> | null>(null);
  return useCallback(async <T>(write: () => Promise<T>): Promise<T> => {
    if (inFlight.current) await inFlight.current.catch(() => undefined);
    const run = write();
    inFlight.current = run;
    try {
      return await run;
    } finally {
      if (inFlight.current === run) inFlight.current = null;
    }
  }, []);
}

/**
 * Saves the editor's tweets once typing pauses, over the version it started from (If-Match).
 * A 412 stops saving and hands back the stored item for the conflict screen; the editor's text is
 * never replaced behind the user's back. With `automatic` off (the user's "Auto-save drafts"
 * setting) nothing is saved until `saveNow` is called by the Save button.
 */
export function useAutosave({ item, texts, automatic = true }: { item: LibraryItem; texts: readonly string[]; automatic?: boolean }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [base, setBase] = useState<SavedBase>({ version: item.version, tweets: item.tweets });
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<LibraryItem | null>(null);
  // The timer fires after renders it did not see: it reads the newest text and base from here.
  const latest = useRef({ texts, base });
  useLayoutEffect(() => {
    latest.current = { texts, base };
  });
  const dirty = !sameTweets(texts, base.tweets);

  const oneAtATime = useOneAtATime();
  // A stale version stops every save until the user settles the conflict.
  const halted = useRef(false);

  /** Takes in what the server answered: a new stored version, or the conflict to resolve. */
  const accept = useCallback(
    (result: SaveResult, sent: readonly string[]) => {
      if (result.kind === 'conflict') {
        halted.current = true;
        setConflict(result.current);
        setPhase('conflict');
        return;
      }
      queryClient.setQueryData(libraryKeys.item(result.item.id), result.item);
      void queryClient.invalidateQueries({ queryKey: libraryKeys.versions(result.item.id) });
      void queryClient.invalidateQueries({ queryKey: libraryKeys.lists() });
      // What was sent is what is stored: comparing with it keeps a save from re-triggering itself.
      const stored = { version: result.item.version, tweets: sent };
      latest.current = { ...latest.current, base: stored };
      setBase(stored);
      setError(null);
      setPhase('idle');
    },
    [queryClient],
  );

  const send = useCallback(async () => {
    const { texts: sent, base: over } = latest.current;
    if (halted.current || sameTweets(sent, over.tweets)) return;
    setPhase('saving');
    try {
      // A single tweet that grew more tweets becomes a thread (the API keeps a tweet to one).
      const kind = item.kind === 'tweet' && sent.length > 1 ? { kind: 'thread' as const } : {};
      accept(await saveLibraryItem(api, item.id, over.version, { tweets: [...sent], ...kind }), sent);
    } catch (failure) {
      setError(errorMessage(failure, 'Could not save'));
      setPhase('error');
    }
  }, [api, item.id, item.kind, accept]);

  /** One save at a time: a second ask (Delete, Retry) waits for the first, then saves what is left. */
  const saveNow = useCallback(() => oneAtATime(send), [oneAtATime, send]);

  /**
   * Changes a field other than the text (e.g. `public`) over the stored version, queued behind any
   * save in flight like a save is, so the two never race each other into a 412.
   */
  const saveFields = useCallback(
    (fields: Omit<PatchLibraryItemRequestInput, 'tweets'>): Promise<boolean> =>
      oneAtATime(async () => {
        const over = latest.current.base;
        const result = await saveLibraryItem(api, item.id, over.version, fields);
        accept(result, over.tweets);
        return result.kind === 'saved';
      }),
    [api, item.id, accept, oneAtATime],
  );

  useEffect(() => {
    if (!automatic || !dirty || phase === 'saving' || phase === 'conflict') return;
    const timer = window.setTimeout(() => void saveNow(), phase === 'error' ? AUTOSAVE_RETRY_MS : AUTOSAVE_IDLE_MS);
    return () => window.clearTimeout(timer);
  }, [automatic, dirty, phase, texts, saveNow]);

  /** After a conflict: the stored item becomes the base; the editor then keeps or takes its text. */
  const settleConflict = useCallback(() => {
    if (!conflict) return null;
    const stored = { version: conflict.version, tweets: conflict.tweets };
    latest.current = { ...latest.current, base: stored };
    halted.current = false;
    setBase(stored);
    setConflict(null);
    setPhase('idle');
    return conflict;
  }, [conflict]);

  return { status: statusOf(phase, dirty), dirty, error, conflict, base, saveNow, saveFields, accept, settleConflict };
}
