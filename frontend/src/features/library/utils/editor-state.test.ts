import { describe, expect, it } from 'vitest';
import { editorReducer, HISTORY_LIMIT, initialEditorState, textsOf } from './editor-state.ts';
import type { EditorAction, EditorState } from './editor-state.ts';

const run = (state: EditorState, ...actions: EditorAction[]) => actions.reduce(editorReducer, state);
const keyAt = (state: EditorState, index: number) => state.present[index]?.key ?? 'missing';

describe('editor reducer', () => {
  it('when a tweet is split at the cursor, then the text before stays, the text after becomes the next tweet and both are trimmed at the cut', () => {
    const state = run(initialEditorState(['one two three', 'four']), { type: 'split', index: 0, at: 7, newKey: 'new' });
    expect(textsOf(state.present)).toEqual(['one two', 'three', 'four']);
    expect(state.present[1]?.key).toBe('new');
  });

  it('when a tweet is merged with the next, then their texts join with one space and the next one goes', () => {
    const start = initialEditorState(['gm  ', ' frens', 'wagmi']);
    const state = run(start, { type: 'merge', index: 0 });
    expect(textsOf(state.present)).toEqual(['gm frens', 'wagmi']);
    expect(keyAt(state, 0)).toBe(keyAt(start, 0));
    expect(run(state, { type: 'merge', index: 1 })).toBe(state);
  });

  it('when a tweet is moved, then the others shift and keep their keys; a move out of range changes nothing', () => {
    const start = initialEditorState(['a', 'b', 'c']);
    const state = run(start, { type: 'move', from: 2, to: 0 });
    expect(textsOf(state.present)).toEqual(['c', 'a', 'b']);
    expect(state.present.map((t) => t.key)).toEqual([keyAt(start, 2), keyAt(start, 0), keyAt(start, 1)]);
    expect(run(state, { type: 'move', from: 0, to: 3 })).toBe(state);
  });

  it('when tweets are added and removed, then the thread never ends up empty', () => {
    let state = run(initialEditorState(['a']), { type: 'add', afterIndex: 0, newKey: 'x' });
    expect(textsOf(state.present)).toEqual(['a', '']);
    state = run(state, { type: 'remove', index: 0 }, { type: 'remove', index: 0 });
    expect(state.present).toHaveLength(1);
    expect(textsOf(state.present)).toEqual(['']);
  });

  it('when changes are undone and redone, then each structural change is one step and a new change clears the redo list', () => {
    const start = initialEditorState(['a b', 'c']);
    const split = run(start, { type: 'split', index: 0, at: 1, newKey: 's' });
    const moved = run(split, { type: 'move', from: 2, to: 0 });
    expect(textsOf(moved.present)).toEqual(['c', 'a', 'b']);

    const once = run(moved, { type: 'undo' });
    expect(textsOf(once.present)).toEqual(['a', 'b', 'c']);
    const twice = run(once, { type: 'undo' });
    expect(textsOf(twice.present)).toEqual(['a b', 'c']);
    expect(run(twice, { type: 'undo' })).toBe(twice);

    const redone = run(twice, { type: 'redo' }, { type: 'redo' });
    expect(textsOf(redone.present)).toEqual(['c', 'a', 'b']);
    expect(run(redone, { type: 'redo' })).toBe(redone);

    const branched = run(once, { type: 'merge', index: 1 });
    expect(branched.future).toEqual([]);
  });

  it('when someone types a burst into one tweet, then one undo takes the whole burst back; typing in another tweet is a new step', () => {
    const start = initialEditorState(['a', 'b']);
    const [first, second] = [keyAt(start, 0), keyAt(start, 1)];
    const typed = run(
      start,
      { type: 'edit', key: first, text: 'a1' },
      { type: 'edit', key: first, text: 'a12' },
      { type: 'edit', key: second, text: 'b1' },
    );
    expect(textsOf(typed.present)).toEqual(['a12', 'b1']);
    expect(textsOf(run(typed, { type: 'undo' }).present)).toEqual(['a12', 'b']);
    expect(textsOf(run(typed, { type: 'undo' }, { type: 'undo' }).present)).toEqual(['a', 'b']);
  });

  it('when the thread is replaced (a restored version or the server copy), then it is one undoable step', () => {
    const start = initialEditorState(['mine']);
    const state = run(start, { type: 'replace', tweets: ['theirs', 'more'], newKeys: ['k1', 'k2'] });
    expect(textsOf(state.present)).toEqual(['theirs', 'more']);
    expect(textsOf(run(state, { type: 'undo' }).present)).toEqual(['mine']);
  });

  it('when more changes are made than the history keeps, then the oldest fall off', () => {
    let state = initialEditorState(['x']);
    for (let i = 0; i < HISTORY_LIMIT + 20; i += 1) state = run(state, { type: 'add', afterIndex: 0, newKey: `k${i}` });
    expect(state.past).toHaveLength(HISTORY_LIMIT);
  });
});
