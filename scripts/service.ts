// Runs one process by hand with the environment the last `npm start` used, e.g. after killing it:
//   npm run service -- market
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { processes } from './processes.ts';
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
const { perProcess } = JSON.parse(readFileSync(systemEnvFile, 'utf8')) as { perProcess?: Record<string, Record<string, string>> };
const own = perProcess?.[spec.name];
if (!own) {
  console.error(`${systemEnvFile} was written by an older npm start: run \`npm start\` once again`);
  process.exit(2);
}
const child = spawn(process.execPath, [spec.entry], {
  cwd: repoRoot,
  stdio: 'inherit',
  env: { ...process.env, ...own },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
