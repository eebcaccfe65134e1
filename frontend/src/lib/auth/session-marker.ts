/**
 * Not a credential: only whether this browser holds a session, so visitors who never signed in
 * skip the refresh call, other tabs follow sign-in and sign-out, and a marketing page's start-up
 * script knows to start the app rather than the visitor's bundle (build/prerender.ts).
 */
export const SESSION_MARKER_KEY = 'chainscribe.session';
