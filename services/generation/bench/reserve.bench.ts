/**
 * Round-trip latency of the daily-limit reservation (one Lua call in Redis) and the refund, as
 * every generate call pays them, sequentially and under 50-way concurrency.
 *
 *   REDIS_URL=redis://127.0.0.1:16379 node services/generation/bench/reserve.bench.ts [operations]
 * (`npm run infra -- up` prints REDIS_URL; the default is the launcher's.)
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { connectRedis, createLogger } from '@chainscribe/service-kit';
import { createQuota } from '../src/data-access/quota.ts';

const operations = Number(process.argv[2] ?? 5000);
const print = (line: string) => process.stdout.write(`${line}\n`);
const redis = await connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:16379', createLogger('bench', 'silent'), { attempts: 3 });
const prefix = `bench:${randomBytes(4).toString('hex')}:`;
const quota = createQuota(redis, { keyPrefix: prefix });

const stats = (name: string, latencies: number[], elapsedMs: number) => {
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0).toFixed(3);
  print(
    `${name}: ${((latencies.length / elapsedMs) * 1000).toFixed(0)} ops/s, p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms (n=${latencies.length})`,
  );
};

try {
  for (let i = 0; i < 200; i++) await quota.reserve('threads', 'warmup', -1, `warmup-${i}`);

  let latencies: number[] = [];
  let started = performance.now();
  for (let i = 0; i < operations; i++) {
    const t = performance.now();
    await quota.reserve('threads', `user-${i % 100}`, -1, `job-${i}`);
    latencies.push(performance.now() - t);
  }
  stats('reserve, sequential', latencies, performance.now() - started);

  latencies = [];
  started = performance.now();
  for (let i = 0; i < operations; i++) {
    const t = performance.now();
    await quota.refundOnce('threads', `user-${i % 100}`, new Date().toISOString().slice(0, 10), `job-${i}`);
    latencies.push(performance.now() - t);
  }
  stats('refund once, sequential', latencies, performance.now() - started);

  // 50 callers at once on one user with 3 left: the same race the integration test checks.
  latencies = [];
  started = performance.now();
  let granted = 0;
  const rounds = Math.max(1, Math.floor(operations / 50));
  for (let round = 0; round < rounds; round++) {
    const results = await Promise.all(
      Array.from({ length: 50 }, async () => {
        const t = performance.now();
        const r = await quota.reserve('tweets', `race-${round}`, 3, randomUUID());
        latencies.push(performance.now() - t);
        return r.granted;
      }),
    );
    granted += results.filter(Boolean).length;
  }
  stats('reserve, 50 concurrent on one user', latencies, performance.now() - started);
  print(`  granted ${granted} of ${rounds * 50} (expected exactly ${rounds * 3})`);
} finally {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
}
