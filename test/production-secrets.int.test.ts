import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, internalKeyVariable } from '@chainscribe/service-kit';
import { loadGatewayConfig } from '../gateway/src/config.ts';
import { loadServiceConfig as accountsConfig } from '../services/accounts/src/config.ts';
import { loadServiceConfig as analyticsConfig } from '../services/analytics/src/config.ts';
import { loadServiceConfig as generationConfig } from '../services/generation/src/config.ts';
import { loadServiceConfig as marketConfig } from '../services/market/src/config.ts';
import { loadServiceConfig as researchConfig } from '../services/research/src/config.ts';
import { loadServiceConfig as publisherConfig } from '../services/publisher/src/config.ts';
import { processes } from '../scripts/processes.ts';

const repoRoot = resolve(import.meta.dirname, '..');
// Nothing listens on port 9: a process that wrongly got past its configuration would hang, not connect.
const production = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'silent',
  PAYMENT_PROVIDER: 'sandbox',
  MONGO_URL: 'mongodb://127.0.0.1:9',
  REDIS_URL: 'redis://127.0.0.1:9',
  KAFKA_BROKERS: '127.0.0.1:9',
  PORT: '0',
  WORKER_PORT: '0',
};
const loaders: Record<string, (env: Record<string, string | undefined>) => unknown> = {
  gateway: loadGatewayConfig,
  accounts: accountsConfig,
  generation: generationConfig,
  publisher: publisherConfig,
  research: researchConfig,
  market: marketConfig,
  analytics: analyticsConfig,
};

const problemsOf = (load: () => unknown): string[] => {
  try {
    load();
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

/** Runs one process of `npm start` with `env` and resolves with how it ended (killed after 20 s). */
function runProcess(entry: string, env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--disable-warning=TimeoutNegativeWarning', entry], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      done({ code, stderr });
    });
  });
}

describe('production secrets', () => {
  it('when a process starts in production with a published or placeholder internal key, then it exits 1 naming INTERNAL_AUTH_KEY', async () => {
    const published = 'compose-only-internal-key-change-me-0123456789';
    const results: [string, { code: number | null; stderr: string }][] = [];
    // Two at a time: the machine has two cores.
    for (let i = 0; i < processes.length; i += 2) {
      const batch = processes.slice(i, i + 2);
      results.push(
        ...(await Promise.all(
          batch.map(
            async (p) =>
              [p.name, await runProcess(p.entry, { ...production, INTERNAL_AUTH_KEY: published })] as [
                string,
                { code: number | null; stderr: string },
              ],
          ),
        )),
      );
    }
    expect(results.map(([name]) => name).sort()).toEqual(processes.map((p) => p.name).sort());
    for (const [name, { code, stderr }] of results) {
      expect(code, `${name}: ${stderr}`).toBe(1);
      expect(stderr, name).toContain(`${name === 'generation-worker' ? 'generation' : name}`);
      expect(stderr, name).toContain('INTERNAL_AUTH_KEY is a published placeholder');
    }
  }, 120_000);

  it('when the internal key is missing, a known test or example value, or a few repeated characters, then every service refuses it in production', () => {
    const refused = [
      undefined,
      'dev-cluster-only-internal-key-0123456789abcdef',
      'test-internal-key-0123456789abcdefghijklmnop',
      'please-change-me-before-going-live-0123456789',
      'k'.repeat(48),
      'abcabcabcabcabcabcabcabcabcabcabcabc',
    ];
    for (const [name, load] of Object.entries(loaders)) {
      for (const key of refused) {
        const problems = problemsOf(() => load({ ...production, INTERNAL_AUTH_KEY: key }));
        expect(
          problems.some((p) => p.startsWith('INTERNAL_AUTH_KEY')),
          `${name} with ${key ?? 'no key'}: ${problems.join('; ')}`,
        ).toBe(true);
      }
    }
  });

  it('when the key is random, or the same published key runs outside production, then the key is accepted', () => {
    const random = randomBytes(48).toString('base64');
    for (const [name, load] of Object.entries(loaders)) {
      const problems = problemsOf(() => load({ ...production, INTERNAL_AUTH_KEY: random }));
      expect(
        problems.filter((p) => p.startsWith('INTERNAL_AUTH_KEY')),
        name,
      ).toEqual([]);
      const dev = problemsOf(() =>
        load({ ...production, NODE_ENV: 'development', INTERNAL_AUTH_KEY: 'test-internal-key-0123456789abcdefghijklmnop' }),
      );
      expect(
        dev.filter((p) => p.startsWith('INTERNAL_AUTH_KEY')),
        name,
      ).toEqual([]);
    }
  });

  it('when a process starts in production without the key of a service it calls, then it refuses naming that variable', () => {
    const own = randomBytes(48).toString('base64');
    for (const spec of processes) {
      const load = loaders[spec.name.endsWith('-worker') ? spec.name.slice(0, -'-worker'.length) : spec.name];
      if (!load) throw new Error(`no loader for ${spec.name}`);
      const problems = problemsOf(() => load({ ...production, INTERNAL_AUTH_KEY: own }));
      for (const target of spec.calls) expect(problems, spec.name).toContain(`${internalKeyVariable(target)} is required but not set`);
      const complete = Object.fromEntries(spec.calls.map((target) => [internalKeyVariable(target), randomBytes(48).toString('base64')]));
      expect(
        problemsOf(() => load({ ...production, INTERNAL_AUTH_KEY: own, ...complete })).filter((p) => p.includes('INTERNAL')),
        spec.name,
      ).toEqual([]);
    }
  });
});
