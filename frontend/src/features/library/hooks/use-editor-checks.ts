import type { LibraryItem, LintFinding, MovedFigure } from '@chainscribe/contracts';
import { useState } from 'react';
import { useLibraryItem } from '../api/get-library-item.ts';
import { useLint } from '../api/lint-text.ts';
import { applyFixTo } from '../utils/figure-labels.ts';
import type { useAutosave } from './use-autosave.ts';
import { useRecheckGate } from '../../../components/figure-recheck/use-recheck-gate.ts';
import type { useThreadEditor } from './use-thread-editor.ts';

type Editor = ReturnType<typeof useThreadEditor>;
type Autosave = ReturnType<typeof useAutosave>;

/**
 * Issue 22 in the editor: the figures each tweet cites (from the stored item, whose citations are
 * derived again on every save), the compliance lint of the text on screen, the sponsored flag and
 * the re-check before the text leaves the editor.
 */
export function useEditorChecks(item: LibraryItem, editor: Editor, autosave: Autosave) {
  // Autosave puts each saved answer in the cache; its citations hold for the text it saved.
  const stored = useLibraryItem(item.id).data ?? item;
  const [sponsored, setSponsored] = useState(item.sponsored);
  const lint = useLint(editor.texts, item.symbol, sponsored);
  const editTweet = (index: number, text: string) => {
    const key = editor.tweets[index]?.key;
    if (key) editor.commands.edit(key, text);
  };
  const gate = useRecheckGate({
    itemId: item.id,
    saveNow: autosave.saveNow,
    onUpdate: (m: MovedFigure) => editTweet(m.tweet, m.replacement),
  });

  /** What to show under tweet `index`: only what was worked out for exactly the text on screen. */
  const of = (index: number) => {
    const text = editor.texts[index] ?? '';
    const cited = stored.tweets[index] === text;
    const linted = lint.checkedTexts?.[index] === text;
    return {
      text,
      citations: cited ? stored.citations.filter((c) => c.tweet === index) : [],
      unverified: cited ? stored.unverifiedFigures.filter((f) => f.tweet === index) : [],
      findings: linted ? (lint.data?.findings ?? []).filter((f) => f.span.tweet === index) : [],
    };
  };

  const apply = (finding: LintFinding) => {
    const fix = finding.fix;
    if (fix) editTweet(fix.tweet, applyFixTo(editor.texts[fix.tweet] ?? '', fix));
  };

  const markSponsored = async (on: boolean) => {
    const saved = await autosave.saveFields({ sponsored: on });
    if (saved) setSponsored(on);
    return saved;
  };

  /** For Post to X and scheduling: the re-check, then the text saved as it stands (an "Update text" changed it). */
  const beforePosting = async () => {
    if (!(await gate.before('post'))) throw new Error('Not posted: check the figures that moved first.');
    await autosave.saveNow();
  };

  return { of, apply, gate, sponsored, markSponsored, beforePosting, skipped: lint.data?.skipped ?? [] };
}
