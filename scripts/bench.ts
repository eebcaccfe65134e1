// `npm run bench`: every benchmark script of the project, one after another, printing figures.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { up } from '../deploy/local/infra.ts';
import { repoRoot } from './system.ts';
import { quietKafkaWarning } from './supervisor.ts';

const dirs = ['bench', ...['market', 'generation', 'research', 'analytics', 'accounts'].map((s) => `services/${s}/bench`)];
const scripts = dirs.flatMap((dir) =>
  existsSync(join(repoRoot, dir))
    ? readdirSync(join(repoRoot, dir))
        .filter((f) => f.endsWith('.bench.ts'))
        .map((f) => join(dir, f))
    : [],
);
// Benches are operator tools: they get the launcher's own credentials (full access) where the engines have users.
const infra = await up({ log: (line) => console.log(`infra: ${line}`) });
const admin = infra.kafkaUsers.admin;
const env = {
  ...process.env,
  MONGO_URL: infra.mongoUrl,
  REDIS_URL: infra.redisUrl,
  KAFKA_BROKERS: infra.kafkaBrokers,
  ...(admin ? { KAFKA_USERNAME: admin.username, KAFKA_PASSWORD: admin.password } : {}),
};
let failed = 0;
for (const script of scripts) {
  console.log(`\n▶ ${script}`);
  const result = spawnSync(process.execPath, [...quietKafkaWarning, script], { cwd: repoRoot, stdio: 'inherit', env });
  if (result.status !== 0) failed++;
}
process.exit(failed === 0 ? 0 : 1);
