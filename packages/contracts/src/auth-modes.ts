// Apart from word-lists.ts: the app's configuration check on start-up needs only this list, and
// importing it from there made every signed-in page download all the word lists before its first render.
export const authModes = ['local', 'clerk'] as const;
export type AuthMode = (typeof authModes)[number];
