import { useState } from 'react';
import type { MovedFigure } from '@chainscribe/contracts';
import { errorMessage } from '../../lib/api-client.ts';
import { useApi } from '../../lib/api-context.tsx';
import { toast } from '../../lib/toast.ts';
import { recheckItem } from './recheck-item.ts';
import type { RecheckPrompt } from './recheck-dialog.tsx';

/**
 * Before the text leaves the editor (copy, export, post), its cited figures are re-checked: when
 * one moved, the dialog shows old and new and the user updates, continues or cancels. The re-check
 * never blocks: if the market cannot answer, the user is told and the action goes ahead.
 */
export function useRecheckGate({
  itemId,
  saveNow,
  onUpdate,
}: {
  itemId: string;
  saveNow: () => Promise<void>;
  onUpdate: (m: MovedFigure) => void;
}) {
  const api = useApi();
  const [prompt, setPrompt] = useState<(RecheckPrompt & { settle: (go: boolean) => void }) | null>(null);
  const [checking, setChecking] = useState(false);

  /** true when the action may go ahead (nothing moved, or the user chose to continue). */
  const before = async (action: string): Promise<boolean> => {
    setChecking(true);
    let moved: MovedFigure[];
    try {
      // The server re-checks what it stores, so the text on screen is saved first.
      await saveNow();
      moved = (await recheckItem(api, itemId)).moved;
    } catch (error) {
      toast.warning(errorMessage(error, 'Figures could not be re-checked'), { description: 'Going ahead with the text as it is.' });
      return true;
    } finally {
      setChecking(false);
    }
    if (moved.length === 0) return true;
    return new Promise<boolean>((settle) => setPrompt({ moved, action, settle }));
  };

  const guard = async (action: string, run: () => Promise<void> | void) => {
    if (await before(action)) await run();
  };

  const update = (moved: MovedFigure) => {
    onUpdate(moved);
    // The replacement carries every moved figure of its tweet.
    setPrompt((p) => p && { ...p, moved: p.moved.filter((m) => m.tweet !== moved.tweet) });
  };

  const settle = (go: boolean) => {
    prompt?.settle(go);
    setPrompt(null);
  };

  return { before, guard, checking, prompt, update, proceed: () => settle(true), cancel: () => settle(false) };
}

export type RecheckGate = ReturnType<typeof useRecheckGate>;
