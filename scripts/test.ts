// `npm test`: every check CI runs, in order, with the time of each phase.
//   set-up (what a fresh machine lacks: scripts/provision) → static checks (typecheck, lint, format,
//   deploy manifests, web app build; two at a time) → unit + integration tests (real Kafka,
//   MongoDB-wire server, Redis, started by deploy/local) → end-to-end tests (Playwright + Debian
//   Chromium, installed only when this phase is reached), when present.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './system.ts';
import { quietKafkaWarning } from './supervisor.ts';
import type { Need } from './provision/plan.ts';
import { provision, SetupError } from './provision/setup.ts';

const bin = (name: string) => join(repoRoot, 'node_modules/.bin', name);
const extra = process.argv.slice(2);

interface Command {
  name: string;
  cmd: string;
  args: string[];
}
type Phase = { name: string; when?: () => boolean } & (Command | { setup: Need } | { together: Command[] });

const hasE2e = () => existsSync(join(repoRoot, 'e2e')) && readdirSync(join(repoRoot, 'e2e')).some((f) => f.endsWith('.spec.ts'));

/**
 * The checks that need nothing running, slowest first: none needs another's output, and each is
 * one process on one core, so they run two at a time (the machine's cores) instead of in a row.
 */
const staticChecks: Command[] = [
  { name: 'deploy manifests (kustomize, kubeconform, compose, hadolint)', cmd: 'bash', args: ['deploy/validate/run.sh'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'build web app', cmd: process.execPath, args: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', 'frontend'] },
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json'] },
  { name: 'typecheck (frontend)', cmd: bin('tsc'), args: ['-p', 'frontend/tsconfig.json'] },
  { name: 'typecheck (end-to-end)', cmd: bin('tsc'), args: ['-p', 'e2e/tsconfig.json'] },
  { name: 'format (prettier --check; fix with npm run format)', cmd: bin('prettier'), args: ['--check', '--log-level=warn', '.'] },
];

const phases: Phase[] = [
  { name: 'set-up', setup: 'test' },
  { name: 'static checks, two at a time', together: staticChecks },
  { name: 'unit + integration tests', cmd: bin('vitest'), args: ['run', ...extra] },
  { name: 'set-up (browser)', setup: 'browser', when: hasE2e },
  { name: 'end-to-end tests', cmd: bin('playwright'), args: ['test'], when: hasE2e },
];

const env = { ...process.env, NODE_OPTIONS: [process.env.NODE_OPTIONS, ...quietKafkaWarning].filter(Boolean).join(' ') };
const timings: string[] = [];
const seconds = (since: number) => ((Date.now() - since) / 1000).toFixed(1);

/** One command with the terminal's output; 0 when it passed. */
function runAttached({ cmd, args }: Command): number {
  return spawnSync(cmd, args, { cwd: repoRoot, stdio: 'inherit', env }).status ?? 1;
}

/** One command of a group: its output is held and printed whole when it ends, so two never interleave. */
function runHeld(command: Command): Promise<number> {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command.cmd, command.args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'], env });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    const finish = (status: number) => {
      console.log(`\n▶ ${command.name}`);
      process.stdout.write(Buffer.concat(output));
      timings.push(`  ${command.name}: ${seconds(started)}s${status === 0 ? '' : ' (FAILED)'}`);
      done(status);
    };
    child.on('error', (err) => {
      output.push(Buffer.from(`${err.message}\n`));
      finish(1);
    });
    child.on('close', (code) => finish(code ?? 1));
  });
}

/** Every command of the group, `lanes` at a time; all run even when one fails, so one run shows every failure. */
async function runTogether(commands: Command[], lanes: number): Promise<number> {
  const queue = [...commands];
  let failures = 0;
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) if ((await runHeld(next)) !== 0) failures++;
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return failures === 0 ? 0 : 1;
}

/** 0 when the phase passed. Set-up problems the user fixes are one line, not a stack. */
async function run(phase: Phase): Promise<number> {
  if ('together' in phase) return runTogether(phase.together, Math.max(1, Math.min(2, availableParallelism())));
  if ('cmd' in phase) return runAttached(phase);
  try {
    await provision(phase.setup);
    return 0;
  } catch (err) {
    console.error(err instanceof SetupError ? err.message : `set-up failed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  }
}

let failed: string | undefined;
for (const phase of phases) {
  if (phase.when && !phase.when()) {
    timings.push(`${phase.name}: skipped (none yet)`);
    continue;
  }
  console.log(`\n▶ ${phase.name}`);
  const started = Date.now();
  const status = await run(phase);
  timings.push(`${phase.name}: ${seconds(started)}s${status === 0 ? '' : ' (FAILED)'}`);
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
