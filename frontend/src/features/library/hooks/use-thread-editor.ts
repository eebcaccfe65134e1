import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef } from 'react';
import { editorReducer, initialEditorState, newTweetKey, textsOf } from '../utils/editor-state.ts';
import type { TweetCommands } from '../components/tweet-card.tsx';

/** Where the cursor should land after a change that re-renders the tweets. */
interface FocusTarget {
  key: string;
  caret: number | 'end';
}

/** Marks the editor's own area: its shortcuts apply there (and on the bare page), never inside a dialog's fields. */
export const EDITOR_AREA_ATTRIBUTE = 'data-thread-editor';

const inEditorArea = (target: EventTarget | null) =>
  target === document.body || (target instanceof Element && target.closest(`[${EDITOR_AREA_ATTRIBUTE}]`) !== null);

/** Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo — the editor's history, not the textarea's. */
function useUndoShortcuts(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || !inEditorArea(event.target)) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || key === 'y') redo();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [undo, redo]);
}

/**
 * The editor's thread: the reducer of states with undo/redo, the commands the cards call, and
 * the focus that follows a tweet when it moves, splits or merges.
 */
export function useThreadEditor(initialTweets: readonly string[]) {
  const [state, dispatch] = useReducer(editorReducer, initialTweets, initialEditorState);
  const textareas = useRef(new Map<string, HTMLTextAreaElement>());
  const pendingFocus = useRef<FocusTarget | null>(null);

  useLayoutEffect(() => {
    const target = pendingFocus.current;
    const element = target ? textareas.current.get(target.key) : undefined;
    if (!target || !element) return;
    pendingFocus.current = null;
    element.focus();
    const caret = target.caret === 'end' ? element.value.length : target.caret;
    element.setSelectionRange(caret, caret);
  }, [state.present]);

  const present = state.present;
  const commands = useMemo<TweetCommands>(
    () => ({
      edit: (key, text) => dispatch({ type: 'edit', key, text }),
      add: (afterIndex) => {
        const newKey = newTweetKey();
        pendingFocus.current = { key: newKey, caret: 0 };
        dispatch({ type: 'add', afterIndex, newKey });
      },
      remove: (index) => dispatch({ type: 'remove', index }),
      split: (index, at) => {
        const newKey = newTweetKey();
        pendingFocus.current = { key: newKey, caret: 0 };
        dispatch({ type: 'split', index, at, newKey });
      },
      merge: (index) => {
        const key = present[index]?.key;
        if (key) pendingFocus.current = { key, caret: present[index]?.text.trimEnd().length ?? 'end' };
        dispatch({ type: 'merge', index });
      },
      move: (from, to) => {
        const tweet = present[from];
        const active = document.activeElement;
        if (tweet && active instanceof HTMLTextAreaElement && textareas.current.get(tweet.key) === active)
          pendingFocus.current = { key: tweet.key, caret: active.selectionStart };
        dispatch({ type: 'move', from, to });
      },
    }),
    [present],
  );

  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const replace = useCallback((tweets: readonly string[]) => {
    dispatch({ type: 'replace', tweets: [...tweets], newKeys: tweets.map(() => newTweetKey()) });
  }, []);
  useUndoShortcuts(undo, redo);

  const registerTextarea = useCallback((key: string, element: HTMLTextAreaElement | null) => {
    if (element) textareas.current.set(key, element);
    else textareas.current.delete(key);
  }, []);

  const texts = useMemo(() => textsOf(present), [present]);
  return {
    tweets: present,
    texts,
    commands,
    undo,
    redo,
    replace,
    canUndo: state.past.length > 0,
    canRedo: state.future.length > 0,
    registerTextarea,
  };
}
