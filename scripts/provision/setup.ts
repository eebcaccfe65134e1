// Provisioning for `npm start` and `npm test`: everything a fresh Debian machine with Node and npm
// lacks, once, with one line per step and its time. Later runs find it all and print one line.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dockerReachable } from '../../deploy/local/docker.ts';
import { ensureGo, findGo, goToolchainVersion } from '../../deploy/local/go.ts';
import { ensureKafkaJars, kafkaJarsCached, kafkaVersion, pinnedJars } from '../../deploy/local/kafka-jars.ts';
import { mavenCentral, mavenRepository } from '../../deploy/local/maven.ts';
import { ensureFerretBinary, ferretBinaryCached, ferretVersion } from '../../deploy/local/ferretdb-build.ts';
import { which } from '../../deploy/local/process.ts';
import { aptAvailable, aptInstall, isRoot } from './apt.ts';
import { missingPackagesMessage, nothingToDo, planSetup, type Facts, type Need } from './plan.ts';

/** A problem the user fixes: printed as its message alone, exit code 1. */
export class SetupError extends Error {}

const commandName: Record<Need, string> = {
  start: 'npm start',
  test: 'npm test',
  browser: 'npm test (browser tests)',
  lighthouse: 'npm run lighthouse',
  observe: 'npm start -- --observe',
};

function pythonHasPip(): boolean {
  return spawnSync('python3', ['-m', 'pip', '--version'], { stdio: 'ignore', timeout: 30_000 }).status === 0;
}

export async function gatherFacts(need: Need): Promise<Facts> {
  const env = {
    REDIS_URL: process.env.REDIS_URL?.trim(),
    KAFKA_BROKERS: process.env.KAFKA_BROKERS?.trim(),
    MONGO_URL: process.env.MONGO_URL?.trim(),
  };
  const chromiumPath = process.env.CHROMIUM_PATH;
  return {
    env,
    docker: need === 'browser' || need === 'lighthouse' || need === 'observe' ? false : await dockerReachable(),
    commands: {
      redisServer: which('redis-server') !== undefined,
      java: which('java') !== undefined,
      mongod: which('mongod') !== undefined,
      pythonPip: need === 'test' ? pythonHasPip() : true,
      chromium: chromiumPath ? existsSync(chromiumPath) : which('chromium') !== undefined,
      prometheus: which('prometheus') !== undefined && which('promtool') !== undefined,
    },
    cached: { kafkaJars: kafkaJarsCached(), ferretdb: ferretBinaryCached() },
    goFound: findGo() !== undefined,
  };
}

export type Output = { write: (text: string) => unknown };

/** Makes the machine ready for `need`; throws SetupError with one actionable line when it cannot. */
export async function provision(need: Need, out: Output = process.stdout): Promise<void> {
  const started = Date.now();
  const plan = planSetup(need, await gatherFacts(need));
  if (nothingToDo(plan)) {
    out.write(`setup: nothing to install for ${commandName[need]} (checked in ${seconds(started)})\n`);
    return;
  }
  if (plan.packages.length > 0) {
    if (!isRoot()) throw new SetupError(missingPackagesMessage(commandName[need], plan.packages));
    if (!aptAvailable()) {
      throw new SetupError(
        `${commandName[need]} needs ${plan.packages.join(', ')} (Debian package names): install them with your system's package manager`,
      );
    }
    await step(out, `apt-get install ${plan.packages.join(' ')} (Debian)`, () => aptInstall(plan.packages));
  }
  if (plan.fetchGo) await step(out, `Go ${goToolchainVersion} from the Go module proxy`, () => ensureGo());
  if (plan.buildFerretdb)
    await step(out, `FerretDB ${ferretVersion} built with Go (MongoDB-wire server, once)`, () => ensureFerretBinary(() => undefined));
  if (plan.downloadKafkaJars) {
    const repository = mavenRepository();
    const from = repository === mavenCentral ? 'Maven Central' : repository;
    await step(out, `Kafka ${kafkaVersion} jars from ${from} (${pinnedJars.length} pinned files)`, () => ensureKafkaJars());
  }
}

async function step(out: Output, label: string, work: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  out.write(`setup: ${label} … `);
  try {
    await work();
  } catch (error) {
    out.write(`failed after ${seconds(started)}\n`);
    throw error;
  }
  out.write(`${seconds(started)}\n`);
}

function seconds(since: number): string {
  return `${((Date.now() - since) / 1000).toFixed(1)}s`;
}
