const SESSION_STARTED_KEY = 'chainscribe.session_started_at';

/**
 * When this tab's session began (ms since the epoch): the first page load of the tab, kept in
 * sessionStorage so reloads continue the same session and a new tab starts a new one.
 */
export function sessionStartedAt(): number {
  const fallback = Math.round(performance.timeOrigin || Date.now());
  try {
    const stored = Number(window.sessionStorage.getItem(SESSION_STARTED_KEY));
    if (Number.isFinite(stored) && stored > 0) return stored;
    window.sessionStorage.setItem(SESSION_STARTED_KEY, String(fallback));
  } catch {
    // No session storage: this page load is the session.
  }
  return fallback;
}
