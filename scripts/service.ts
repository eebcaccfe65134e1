// Runs one process by hand with the environment the last `npm start` used, e.g. after killing it:
//   npm run service -- market
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { portPlan, processes } from './processes.ts';
import { repoRoot, systemEnvFile } from './system.ts';

const name = process.argv[2];
const spec = processes.find((p) => p.name === name);
if (!spec) {
  console.error(`usage: npm run service -- <${processes.map((p) => p.name).join('|')}>`);
  process.exit(2);
}
if (!existsSync(systemEnvFile)) {
  console.error(`no ${systemEnvFile}: run \`npm start\` once first, or set the variables of the README's configuration table yourself`);
  process.exit(2);
}
const { common, port, portBase } = JSON.parse(readFileSync(systemEnvFile, 'utf8')) as { common: Record<string, string>; port: number; portBase: number };
const child = spawn(process.execPath, [spec.entry], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, ...common, [spec.portVar]: String(portPlan(portBase, port).portOf(spec)) },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
