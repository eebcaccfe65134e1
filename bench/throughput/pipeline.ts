import { MongoClient } from 'mongodb';
import { generateThread } from '@chainscribe/contracts';
import { signIdentity } from '@chainscribe/service-kit';
import { load, mustSucceed, paced } from './load.ts';
import { watchOutcomes } from './outcomes.ts';
import { makePremium, startGenerationApi, startMarket, startResearch, startWorker, type Stack } from './stack.ts';

const body = JSON.stringify({ options: { customTopic: 'restaking on Ethereum', threadLength: 8, tonePreset: 'degen', hookStyle: 'bold' } });

/** Signed as the gateway signs for generation, fresh per request (the signature carries a timestamp). */
function signedFor(stack: Stack, target: string) {
  const identity = { userId: stack.userId, email: 'bench@example.com', sessionId: `bench-session-${stack.userId}` };
  return () => ({
    'content-type': 'application/json',
    ...signIdentity(stack.keys.generation, { method: 'POST', target, body }, identity),
  });
}

async function generateOnce(stack: Stack): Promise<number> {
  const url = `${stack.generation?.url}${generateThread.path}`;
  const res = await fetch(url, { method: 'POST', headers: signedFor(stack, generateThread.path)(), body });
  await res.arrayBuffer();
  return res.status;
}

/** Until a thread comes back whole: the premium plan is projected and a worker holds the partitions. */
async function untilServing(stack: Stack): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await generateOnce(stack).catch(() => 0)) === 200) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('generation never answered a thread');
}

const p50 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

/** Where the time of the thread jobs asked for since `since` went (read from the job documents once they are all done). */
async function timesSince(stack: Stack, since: Date) {
  const mongo = new MongoClient(stack.engineEnv.MONGO_URL ?? '');
  try {
    const jobs = await mongo
      .db(stack.generationEnv.MONGO_DB)
      .collection<{ createdAt: Date; startedAt: Date | null; finishedAt: Date | null }>('jobs')
      .find({ createdAt: { $gte: since } })
      .project<{ createdAt: Date; startedAt: Date | null; finishedAt: Date | null }>({ createdAt: 1, startedAt: 1, finishedAt: 1 })
      .toArray();
    const ms = (d: Date | null) => new Date(d ?? 0).getTime();
    return {
      queuedP50: p50(jobs.map((j) => ms(j.startedAt) - ms(j.createdAt))),
      workedP50: p50(jobs.map((j) => ms(j.finishedAt) - ms(j.startedAt))),
    };
  } finally {
    await mongo.close();
  }
}

/** Until no job is open: a backlog from an earlier run would slow the next one down. */
async function drained(stack: Stack): Promise<void> {
  const mongo = new MongoClient(stack.engineEnv.MONGO_URL ?? '');
  try {
    const jobs = mongo.db(stack.generationEnv.MONGO_DB).collection('jobs');
    const deadline = Date.now() + 300_000;
    // A count that times out on a loaded engine is asked again, not taken for an answer.
    const open = () => jobs.countDocuments({ status: { $in: ['queued', 'running'] } }).catch(() => 1);
    while ((await open()) > 0) {
      if (Date.now() > deadline) throw new Error('jobs still open after 300 s');
      await new Promise((r) => setTimeout(r, 1000));
    }
  } finally {
    await mongo.close();
  }
}

/** What a creator's thread job calls (market, research), generation's API and `workers` workers. */
export async function startPipeline(stack: Stack, workers: number): Promise<void> {
  await startMarket(stack);
  await startResearch(stack);
  await startGenerationApi(stack);
  await makePremium(stack);
  for (let i = 0; i < workers; i++) await startWorker(stack, i);
  await untilServing(stack);
}

/** End to end as a caller sees it (the synchronous call) at a steady `rate` threads per second. */
export async function threadLatencyAt(stack: Stack, rate: number, seconds: number) {
  const url = `${stack.generation?.url}${generateThread.path}`;
  const run = { url, method: 'POST' as const, body, rate, headersPerRequest: signedFor(stack, generateThread.path) };
  await paced({ ...run, amount: rate * 2 });
  // A count, not a duration: every call is waited for, so a slow answer is measured, not dropped.
  const measured = mustSucceed('thread at a steady rate', await paced({ ...run, amount: rate * seconds }));
  return measured;
}

/**
 * Sustained pipeline throughput: `count` threads asked for asynchronously (202 at once), timed
 * from the first request to the last job's finish, so a backlog in Kafka counts.
 */
export async function sustainedThreads(stack: Stack, count: number) {
  await drained(stack);
  const target = `${generateThread.path}?async=true`;
  const outcomes = await watchOutcomes(stack);
  const since = new Date();
  try {
    const accepted = mustSucceed(
      'asynchronous thread requests',
      await load({
        url: `${stack.generation?.url}${target}`,
        method: 'POST',
        body,
        connections: 16,
        amount: count,
        headersPerRequest: signedFor(stack, target),
      }),
    );
    // A request refused (a 503 from an engine stalled under the load) makes no job to wait for.
    const jobs = accepted.total - accepted.bad;
    const lastFinishedAt = await outcomes.until(jobs, since, 300_000);
    const times = await timesSince(stack, since);
    return {
      threadsPerSecond: jobs / ((lastFinishedAt - since.getTime()) / 1000),
      acceptedPerSecond: accepted.rps,
      queuedP50Ms: times.queuedP50,
      workedP50Ms: times.workedP50,
    };
  } finally {
    await outcomes.stop();
  }
}

/** Adds workers up to `workers` and gives the group time to hand them partitions. */
export async function scaleWorkersTo(stack: Stack, workers: number): Promise<void> {
  while (stack.workers.length < workers) await startWorker(stack, stack.workers.length);
  await new Promise((r) => setTimeout(r, 4000));
  await untilServing(stack);
}
