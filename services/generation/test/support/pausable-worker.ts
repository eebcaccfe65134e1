/**
 * A real worker process for the lease tests: its writer says when it starts, takes a while (long
 * enough for the test to SIGSTOP the whole process mid-write), ignores the abort signal as a
 * writer stuck in a call would, and marks what it wrote with its own model name so the test can
 * tell its thread from another worker's. Configuration comes from the environment, exactly like
 * src/start-worker.ts; logs go to stdout for the test to read.
 */
import { configSchema } from '../../src/config.ts';
import { createTemplateWriter } from '../../src/domain/writing/template/template-writer.ts';
import type { Writer } from '../../src/domain/writing/writer.ts';
import { startGenerationWorker } from '../../src/worker-app.ts';

// The test looks for this name: a thread carrying it was written by this stale worker.
const pausedWriterModel = 'paused-worker-model';
const template = createTemplateWriter();
const slow = () => new Promise((resolve) => setTimeout(resolve, 1500));

const writer: Writer = {
  kind: 'template',
  async writeThread(brief, signal) {
    process.stdout.write('writer started\n');
    await slow();
    return { ...(await template.writeThread(brief, signal)), model: pausedWriterModel };
  },
  async writeTweets(brief, signal) {
    process.stdout.write('writer started\n');
    await slow();
    return { ...(await template.writeTweets(brief, signal)), model: pausedWriterModel };
  },
  async rewrite(brief, signal) {
    process.stdout.write('writer started\n');
    await slow();
    return { ...(await template.rewrite(brief, signal)), model: pausedWriterModel };
  },
};

await startGenerationWorker(configSchema.parse(process.env), { writer });
process.stdout.write('worker ready\n');
