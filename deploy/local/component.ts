import type { ComponentName, RunningComponent } from './cache.ts';
import type { Log } from './process.ts';

/** A private instance (stall tests pause their own engines, never the shared ones). */
export type LocalOptions = { port?: number; dir?: string; logFile?: string };

/** One engine the launcher can provide: from the environment, from Docker or as a local process. */
export type Component = {
  name: ComponentName;
  label: string;
  envVar: 'MONGO_URL' | 'KAFKA_BROKERS' | 'REDIS_URL';
  /** A single quick health probe; never throws. `users`: the engine's credentials, when it has any. */
  answers: (url: string, users?: Record<string, string>) => Promise<boolean>;
  startDocker: (log: Log) => Promise<RunningComponent>;
  startLocal: (log: Log, options?: LocalOptions) => Promise<RunningComponent>;
  /** Brings an engine started by an earlier checkout up to this one's access rules, before it is reused. */
  refresh?: (running: RunningComponent) => Promise<void>;
};
