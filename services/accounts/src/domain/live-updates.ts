/**
 * Who is listening for their own plan changes on this replica. Every replica consumes
 * user.plan_changed in a group of its own, so a browser connected anywhere hears its change.
 */
export interface LiveListener {
  /** The session the stream was opened with: it closes when that session ends. */
  sessionId: string | undefined;
  send(event: string, data: unknown): void;
  close(): void;
}

export function createLiveUpdates() {
  const listeners = new Map<string, Set<LiveListener>>();
  return {
    subscribe(userId: string, listener: LiveListener): () => void {
      const set = listeners.get(userId) ?? new Set<LiveListener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    publish(userId: string, event: string, data: unknown): number {
      const set = listeners.get(userId);
      for (const listener of set ?? []) listener.send(event, data);
      return set?.size ?? 0;
    },
    listening: (userId: string) => listeners.has(userId),
    /** Closes this replica's streams of sessions that just ended (sign-out, reuse, reset). */
    endSessions(sessionIds: readonly string[]): void {
      const ended = new Set(sessionIds);
      for (const set of listeners.values()) {
        for (const listener of [...set]) if (listener.sessionId && ended.has(listener.sessionId)) listener.close();
      }
    },
  };
}

export type LiveUpdates = ReturnType<typeof createLiveUpdates>;
