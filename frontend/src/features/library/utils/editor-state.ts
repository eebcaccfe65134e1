/**
 * The editor's thread as a history of states: every structural change (add, remove, split, merge,
 * move, replace) is one undo step; a run of typing in one tweet is one step too, so Ctrl+Z undoes
 * a burst of typing rather than a single letter.
 */

/** One tweet in the editor. `key` is stable across edits and moves (React keys, drag ids). */
export interface DraftTweet {
  key: string;
  text: string;
}

export interface EditorState {
  past: DraftTweet[][];
  present: DraftTweet[];
  future: DraftTweet[][];
  /** The tweet the last edit typed into: further typing there joins the same undo step. */
  typingIn: string | null;
}

export type EditorAction =
  | { type: 'edit'; key: string; text: string }
  | { type: 'add'; afterIndex: number; newKey: string }
  | { type: 'remove'; index: number }
  | { type: 'split'; index: number; at: number; newKey: string }
  | { type: 'merge'; index: number }
  | { type: 'move'; from: number; to: number }
  | { type: 'replace'; tweets: string[]; newKeys: string[] }
  | { type: 'undo' }
  | { type: 'redo' };

/** Past states kept for undo; older ones fall off. */
export const HISTORY_LIMIT = 100;

let keySequence = 0;
/** A key no other tweet in this page has. */
export function newTweetKey(): string {
  keySequence += 1;
  return `t${keySequence}`;
}

export function toDraftTweets(texts: readonly string[], keys: readonly string[] = texts.map(() => newTweetKey())): DraftTweet[] {
  return texts.map((text, index) => ({ key: keys[index] ?? newTweetKey(), text }));
}

export function initialEditorState(texts: readonly string[]): EditorState {
  return { past: [], present: toDraftTweets(texts), future: [], typingIn: null };
}

export const textsOf = (tweets: readonly DraftTweet[]): string[] => tweets.map((tweet) => tweet.text);

/** Moves `from` to `to`, shifting the others (the order a drag or Alt+↑/↓ leaves behind). */
function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

const inRange = (tweets: readonly DraftTweet[], index: number) => index >= 0 && index < tweets.length;

/** The thread after one change, or the same array when the change does not apply. */
function applyChange(tweets: DraftTweet[], action: EditorAction): DraftTweet[] {
  switch (action.type) {
    case 'edit':
      if (!tweets.some((tweet) => tweet.key === action.key && tweet.text !== action.text)) return tweets;
      return tweets.map((tweet) => (tweet.key === action.key ? { ...tweet, text: action.text } : tweet));
    case 'add': {
      const at = Math.min(Math.max(action.afterIndex + 1, 0), tweets.length);
      return [...tweets.slice(0, at), { key: action.newKey, text: '' }, ...tweets.slice(at)];
    }
    case 'remove':
      // A thread always keeps one tweet: removing the last one empties it instead.
      if (!inRange(tweets, action.index)) return tweets;
      return tweets.length === 1 ? tweets.map((tweet) => ({ ...tweet, text: '' })) : tweets.filter((_, i) => i !== action.index);
    case 'split': {
      const tweet = tweets[action.index];
      if (!tweet) return tweets;
      const at = Math.min(Math.max(action.at, 0), tweet.text.length);
      const head = { ...tweet, text: tweet.text.slice(0, at).trimEnd() };
      const tail = { key: action.newKey, text: tweet.text.slice(at).trimStart() };
      return [...tweets.slice(0, action.index), head, tail, ...tweets.slice(action.index + 1)];
    }
    case 'merge': {
      const tweet = tweets[action.index];
      const next = tweets[action.index + 1];
      if (!tweet || !next) return tweets;
      const text = [tweet.text.trimEnd(), next.text.trimStart()].filter(Boolean).join(' ');
      return [...tweets.slice(0, action.index), { ...tweet, text }, ...tweets.slice(action.index + 2)];
    }
    case 'move':
      if (!inRange(tweets, action.from) || !inRange(tweets, action.to) || action.from === action.to) return tweets;
      return moved(tweets, action.from, action.to);
    case 'replace':
      return toDraftTweets(action.tweets.length > 0 ? action.tweets : [''], action.newKeys);
    case 'undo':
    case 'redo':
      return tweets;
  }
}

function travel(state: EditorState, direction: 'undo' | 'redo'): EditorState {
  if (direction === 'undo') {
    const previous = state.past.at(-1);
    if (!previous) return state;
    return { past: state.past.slice(0, -1), present: previous, future: [state.present, ...state.future], typingIn: null };
  }
  const next = state.future[0];
  if (!next) return state;
  return { past: [...state.past, state.present], present: next, future: state.future.slice(1), typingIn: null };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  if (action.type === 'undo' || action.type === 'redo') return travel(state, action.type);
  const present = applyChange(state.present, action);
  if (present === state.present) return state;
  const typingIn = action.type === 'edit' ? action.key : null;
  // Typing on in the same tweet amends the current step instead of adding one.
  if (typingIn !== null && typingIn === state.typingIn) return { ...state, present, future: [] };
  return { past: [...state.past, state.present].slice(-HISTORY_LIMIT), present, future: [], typingIn };
}
