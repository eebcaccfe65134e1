// `npm test`: every check CI runs, in order, with the time of each phase.
//   set-up (what a fresh machine lacks: scripts/provision) → typecheck → lint → format → deploy manifests →
//   unit + integration tests (real Kafka, MongoDB-wire server, Redis, started by deploy/local) →
//   end-to-end tests (Playwright + Debian Chromium, installed only when this phase is reached), when present.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './system.ts';
import { quietKafkaWarning } from './supervisor.ts';
import type { Need } from './provision/plan.ts';
import { provision, SetupError } from './provision/setup.ts';

const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);
const extra = process.argv.slice(2);

type Phase = { name: string; when?: () => boolean } & ({ cmd: string; args: string[] } | { setup: Need });

const hasE2e = () => existsSync(join(repoRoot, 'e2e')) && readdirSync(join(repoRoot, 'e2e')).some((f) => f.endsWith('.spec.ts'));

const phases: Phase[] = [
  { name: 'set-up', setup: 'test' },
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'typecheck (frontend)', cmd: bin('tsc'), args: ['-p', 'frontend/tsconfig.json'] },
  { name: 'typecheck (end-to-end)', cmd: bin('tsc'), args: ['-p', 'e2e/tsconfig.json'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format (prettier --check; fix with npm run format)', cmd: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
  { name: 'deploy manifests (kustomize, kubeconform, compose, hadolint)', cmd: 'bash', args: ['deploy/validate/run.sh'] },
  { name: 'build web app', cmd: process.execPath, args: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', 'frontend'] },
  { name: 'unit + integration tests', cmd: bin('vitest'), args: ['run', ...extra] },
  { name: 'set-up (browser)', setup: 'browser', when: hasE2e },
  { name: 'end-to-end tests', cmd: bin('playwright'), args: ['test'], when: hasE2e },
];

/** 0 when the phase passed. Set-up problems the user fixes are one line, not a stack. */
async function run(phase: Phase): Promise<number> {
  if ('setup' in phase) {
    try {
      await provision(phase.setup);
      return 0;
    } catch (err) {
      console.error(err instanceof SetupError ? err.message : `set-up failed: ${err instanceof Error ? err.message : String(err)}`);
      return 1;
    }
  }
  const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, ...quietKafkaWarning].filter(Boolean).join(' ') };
  return spawnSync(phase.cmd, phase.args, { cwd: repoRoot, stdio: 'inherit', env }).status ?? 1;
}

const timings: string[] = [];
let failed: string | undefined;
for (const phase of phases) {
  if (phase.when && !phase.when()) {
    timings.push(`${phase.name}: skipped (none yet)`);
    continue;
  }
  console.log(`\n▶ ${phase.name}`);
  const started = Date.now();
  const status = await run(phase);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${phase.name}: ${seconds}s${status === 0 ? '' : ' (FAILED)'}`);
  if (status !== 0) {
    failed = phase.name;
    break;
  }
}
console.log(`\n${timings.map((t) => `  ${t}`).join('\n')}`);
if (failed) {
  console.error(`\nnpm test failed in: ${failed}`);
  process.exit(1);
}
