/**
 * A real worker process whose writer never finishes: the worker-crash test starts it as a child,
 * waits until it holds a job, and kills it with SIGKILL mid-job (no shutdown, no offset commit).
 * Configuration comes from the environment, exactly like src/start-worker.ts.
 */
import { configSchema } from '../../src/config.ts';
import type { Writer } from '../../src/domain/writing/writer.ts';
import { startGenerationWorker } from '../../src/worker-app.ts';

const never = <T>(): Promise<T> => new Promise<T>(() => undefined);
const stuck: Writer = { kind: 'template', writeThread: never, writeTweets: never, rewrite: never };

await startGenerationWorker(configSchema.parse(process.env), { writer: stuck });
process.stdout.write('worker ready\n');
