import type { PlanChange } from './users.ts';

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

/**
 * How long a plan change is remembered for streams that open after it was heard. A change is
 * announced before its row is written, so a stream opening in between reads the old row and
 * would never hear the change; a minute covers that gap many times over.
 */
const RECENT_CHANGE_MS = 60_000;

export function createLiveUpdates(now: () => number = Date.now) {
  const listeners = new Map<string, Set<LiveListener>>();
  // Insertion order is arrival order, so the oldest entries are pruned from the front.
  const recent = new Map<string, { change: PlanChange; heardAt: number }>();
  const prune = () => {
    for (const [userId, entry] of recent) {
      if (now() - entry.heardAt < RECENT_CHANGE_MS) break;
      recent.delete(userId);
    }
  };
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
    /** Every change this replica hears, listened to or not, for streams that open just after it. */
    heard(change: PlanChange): void {
      prune();
      // Changes of one user may arrive out of order (they are keyed by charge, not by user).
      const known = recent.get(change.userId)?.change;
      if (known && Date.parse(known.changedAt) > Date.parse(change.changedAt)) return;
      recent.delete(change.userId);
      recent.set(change.userId, { change, heardAt: now() });
    },
    /** The user's last change heard within the last minute, if any. */
    recentChange(userId: string): PlanChange | undefined {
      prune();
      return recent.get(userId)?.change;
    },
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
