/**
 * The hot paths of every request, measured against the real engines from deploy/local:
 *   - the daily-limit reserve (one Redis round trip, atomic Lua) and its refund;
 *   - signing and verifying the gateway's identity headers (every proxied call);
 *   - verifying an RS256 access token (every signed-in call at the gateway);
 *   - a password hash (sign-up / sign-in cost).
 *   node bench/hot-paths.bench.ts [iterations]
 */
import { generateKeyPair, SignJWT, jwtVerify } from 'jose';
import { connectRedis, createDailyCounter, createLogger, signIdentity, verifyIdentity } from '@chainscribe/service-kit';
import { up } from '../deploy/local/infra.ts';
import { hashPassword } from '../services/accounts/src/domain/passwords.ts';

const iterations = Number(process.argv[2] ?? 5000);
const print = (line: string) => process.stdout.write(`${line}\n`);

function stats(label: string, samplesNs: number[]): void {
  const sorted = [...samplesNs].sort((a, b) => a - b);
  const at = (p: number) => (sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0) / 1000;
  const totalS = samplesNs.reduce((a, b) => a + b, 0) / 1e9;
  print(
    `${label.padEnd(44)} ${String(Math.round(samplesNs.length / totalS)).padStart(8)} ops/s   p50 ${at(0.5).toFixed(1).padStart(7)} µs   p99 ${at(0.99).toFixed(1).padStart(8)} µs`,
  );
}

async function measure(label: string, n: number, op: (i: number) => unknown): Promise<void> {
  for (let i = 0; i < Math.min(200, n); i++) await op(i);
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = process.hrtime.bigint();
    await op(i);
    samples.push(Number(process.hrtime.bigint() - started));
  }
  stats(label, samples);
}

const infra = await up({ log: () => undefined });
const redis = await connectRedis(infra.redisUrl, createLogger('bench', 'silent'));
const counter = createDailyCounter(redis, { prefix: `bench:${Date.now()}` });
print(`Chainscribe hot paths (${iterations} iterations, Redis ${infra.redisUrl})\n`);

await measure('daily limit: reserve (1 Redis round trip)', iterations, (i) => counter.reserve(`user-${i % 100}`, 1_000_000));
await measure('daily limit: refund', iterations, (i) => counter.refund(`user-${i % 100}`, new Date().toISOString().slice(0, 10)));
const concurrent = Date.now();
await Promise.all(Array.from({ length: iterations }, (_, i) => counter.reserve(`burst-${i % 10}`, 1_000_000)));
print(
  `${'daily limit: reserve, all in flight at once'.padEnd(44)} ${String(Math.round(iterations / ((Date.now() - concurrent) / 1000))).padStart(8)} ops/s`,
);

const key = 'bench-internal-key-0123456789abcdefghij';
const identity = { userId: 'user_123', email: 'bench@example.com', sessionId: 'sess_456' };
const request = {
  method: 'POST',
  target: '/api/threads/generate',
  body: JSON.stringify({ options: { customTopic: 'restaking', threadLength: 8 } }),
};
await measure('identity headers: sign', iterations, () => signIdentity(key, request, identity));
const headers = signIdentity(key, request, identity);
await measure('identity headers: verify', iterations, () => verifyIdentity(headers, request, { key }));

const { privateKey, publicKey } = await generateKeyPair('RS256');
const token = await new SignJWT({ sid: 'sess_456' })
  .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
  .setSubject('user_123')
  .setIssuer('chainscribe-accounts')
  .setAudience('chainscribe')
  .setExpirationTime('15m')
  .sign(privateKey);
await measure('access token: RS256 verify', Math.min(iterations, 3000), () =>
  jwtVerify(token, publicKey, { issuer: 'chainscribe-accounts', audience: 'chainscribe' }),
);
await measure('password: scrypt hash (N=2^15)', 20, () => hashPassword('correct horse 42'));

await redis.quit();
