// Consistency of the deployment files with the system they deploy. Schemas (kubeconform, the
// compose specification) say a file is well-formed; these checks say it is right for this
// repository: every process of scripts/processes.ts deployed on its port with its entry point,
// every topic of the contracts created, data stores and callers wired exactly as each service's
// config.ts asks, worker scaling bounded by partitions, and the security defaults on every pod.
//
//   node deploy/validate/check.ts <work dir>   (run.sh writes manifests.json and compose.json there)
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { allTopics, deadLetterTopic } from '@chainscribe/contracts';
import { internalKeyVariable, keyedServices } from '@chainscribe/service-kit';
import { kafkaAclRules, kafkaUsers } from '../local/kafka-access.ts';
import { redisAclRule, redisUsers } from '../local/redis-acl.ts';
import { defaultPortBase, processes, type ProcessSpec } from '../../scripts/processes.ts';
import { checkComposeAccess } from './compose-access.ts';
import { importedPackages, productionPackages } from './imports.ts';
import {
  envValue,
  find,
  needsOf,
  podTemplate,
  portOf,
  readJson,
  repoRoot,
  workspaceOf,
  type ComposeProject,
  type ComposeService,
  type Container,
  type PodTemplate,
  type Renders,
  type Resource,
} from './model.ts';

const workDir = process.argv[2];
if (!workDir) {
  console.error('usage: node deploy/validate/check.ts <work dir>');
  process.exit(2);
}
const renders = readJson<Renders>(join(workDir, 'manifests.json'));
const compose = readJson<ComposeProject>(join(workDir, 'compose.json'));

const problems: string[] = [];
let passed = 0;
function expect(ok: boolean, problem: string): void {
  if (ok) passed++;
  else problems.push(problem);
}

function render(name: string): Resource[] {
  const resources = renders[`${name.replaceAll('/', '-')}.yaml`];
  if (!resources) throw new Error(`no render of k8s/${name} in ${workDir}`);
  return resources;
}

const base = render('base');
const dev = render('overlays/dev');
const prod = render('overlays/prod');
const prodKeda = render('overlays/prod-keda');
const infraDev = render('infra/dev');
const strimzi = render('infra/strimzi');
const mongodb = render('infra/mongodb');
const redisInfra = render('infra/redis');

const expectedTopics = new Set(allTopics.flatMap((t) => [t, deadLetterTopic(t)]));
const sameSet = (a: Iterable<string>, b: Iterable<string>): boolean => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((x) => right.has(x));
};
const list = (items: Iterable<string>): string => [...items].sort().join(', ') || '(none)';

// ── Images: every workspace manifest reaches `npm ci` in each Dockerfile ─────────────────────
const rootPackage = readJson<{ workspaces: string[] }>(join(repoRoot, 'package.json'));
for (const dockerfile of ['service.Dockerfile', 'gateway.Dockerfile']) {
  const text = readFileSync(join(repoRoot, 'deploy/docker', dockerfile), 'utf8');
  for (const ws of rootPackage.workspaces) {
    expect(
      text.includes(`COPY ${ws}/package.json ${ws}/`),
      `deploy/docker/${dockerfile}: workspace ${ws} is missing (COPY ${ws}/package.json ${ws}/): npm ci would reject the lock file`,
    );
  }
}
// Each image installs only its workspace's production dependencies: they must cover every package
// the entry's module graph imports (a package hoisted for another workspace would hide the gap).
for (const spec of processes) {
  const installed = productionPackages(workspaceOf(spec.entry));
  const missing = [...importedPackages(spec.entry)].filter((name) => !installed.has(name));
  expect(
    missing.length === 0,
    `${spec.name}: ${spec.entry} imports ${list(missing)}, which the image does not install: add ${missing.length > 1 ? 'them' : 'it'} to the dependencies of ${workspaceOf(spec.entry)}/package.json`,
  );
}
const dockerfileEnv = (dockerfile: string, name: string): string | undefined =>
  new RegExp(`\\b${name}=(\\S+)`).exec(readFileSync(join(repoRoot, dockerfile), 'utf8'))?.[1];

// ── Per process: compose service, Kubernetes workload, wiring ────────────────────────────────
// The entry is the last .ts argument: the telemetry preload (`--import …/preload.ts`) comes before it.
const composeEntry = (svc: ComposeService): string | undefined =>
  svc.command?.findLast((arg) => arg.endsWith('.ts')) ??
  svc.build?.args?.ENTRY ??
  (svc.build?.dockerfile ? dockerfileEnv(svc.build.dockerfile, 'ENTRY') : undefined);
const imageRepo = (image: string): string => image.replace(/:[^/:]+$/, '');

function containerEntry(container: Container): string | undefined {
  const fromCommand = [...(container.command ?? []), ...(container.args ?? [])].findLast((a) => a.endsWith('.ts'));
  if (fromCommand) return fromCommand;
  // No command: the image's own ENTRY, as compose builds that image.
  const built = Object.values(compose.services).find(
    (svc) => svc.build && svc.image && imageRepo(svc.image) === imageRepo(container.image) && !svc.command,
  );
  return built ? composeEntry(built) : undefined;
}

const storeEnv = { mongo: 'MONGO_URL', redis: 'REDIS_URL' } as const;

const mongoDbOf = new Map<string, string>();
for (const spec of processes) {
  const port = portOf(spec, defaultPortBase);
  const needs = needsOf(spec, processes);
  const label = `${spec.name}:`;

  // The process listens where a container can be reached (HOST=0.0.0.0, as compose and the
  // ConfigMap set it); its config must read HOST, or it stays on loopback inside the container.
  const configFile = join(repoRoot, workspaceOf(spec.entry), 'src', 'config.ts');
  if (existsSync(configFile)) {
    const mod = (await import(configFile)) as { configSchema?: { safeParse: (env: unknown) => { success: boolean; data?: unknown } } };
    const sample = {
      INTERNAL_AUTH_KEY: 'k'.repeat(32),
      ...Object.fromEntries(keyedServices.map((service) => [internalKeyVariable(service), 'k'.repeat(32)])),
      MONGO_URL: 'mongodb://mongo:27017',
      REDIS_URL: 'redis://redis:6379',
      KAFKA_BROKERS: 'kafka:9092',
      HOST: '0.0.0.0',
    };
    const parsed = mod.configSchema?.safeParse(sample);
    const data = (parsed?.success ? parsed.data : undefined) as { HOST?: unknown; MONGO_DB?: unknown } | undefined;
    expect(
      data?.HOST === '0.0.0.0',
      `${label} its config (${workspaceOf(spec.entry)}/src/config.ts) does not read HOST, so in a container it listens on 127.0.0.1 and nothing can reach it: add HOST to the config and pass it to startService({ host })`,
    );
    if (needs.mongo && typeof data?.MONGO_DB === 'string') mongoDbOf.set(spec.name, data.MONGO_DB);
  }

  // compose
  const svc = compose.services[spec.name];
  expect(Boolean(svc), `docker-compose.yml: no service ${spec.name}`);
  if (svc) {
    expect(composeEntry(svc) === spec.entry, `docker-compose.yml ${label} runs ${composeEntry(svc) ?? '?'}, expected ${spec.entry}`);
    expect(svc.environment?.[spec.portVar] === String(port), `docker-compose.yml ${label} ${spec.portVar} must be ${port}`);
    if (svc.build?.args?.WORKSPACE) {
      expect(
        svc.build.args.WORKSPACE === workspaceOf(spec.entry),
        `docker-compose.yml ${label} builds ${svc.build.args.WORKSPACE}, expected ${workspaceOf(spec.entry)}`,
      );
    }
    const deps = svc.depends_on ?? {};
    const wanted: [string, string][] = [
      ...(needs.mongo ? [['mongo', 'service_healthy'] as [string, string]] : []),
      ...(needs.redis ? [['redis', 'service_healthy'] as [string, string]] : []),
      ...(needs.kafka ? [['kafka-init', 'service_completed_successfully'] as [string, string]] : []),
      // A callee that calls back, directly or through others (accounts → publisher → generation →
      // accounts), cannot also be waited for: compose refuses the cycle. The one that calls on
      // demand only (accounts' data export) starts without it.
      ...needs.calls
        .filter((callee) => !callsReach(callee, spec.name, processes))
        .map((callee): [string, string] => [callee, 'service_healthy']),
    ];
    for (const [dep, condition] of wanted) {
      expect(deps[dep]?.condition === condition, `docker-compose.yml ${label} depends_on ${dep} with condition ${condition}`);
    }
    for (const [store, variable] of Object.entries(storeEnv)) {
      if (needs[store as keyof typeof storeEnv])
        expect(Boolean(svc.environment?.[variable]), `docker-compose.yml ${label} ${variable} is not set`);
    }
    // Its own Redis ACL user, whose password only the operator supplies.
    if (needs.redis)
      expect(
        svc.environment?.REDIS_URL === `redis://${spec.key}:required-from-operator:REDIS_${spec.key.toUpperCase()}_PASSWORD@redis:6379`,
        `docker-compose.yml ${label} REDIS_URL must be redis://${spec.key}:\${REDIS_${spec.key.toUpperCase()}_PASSWORD:?…}@redis:6379 (its own user)`,
      );
    if (needs.kafka) expect(Boolean(svc.environment?.KAFKA_BROKERS), `docker-compose.yml ${label} KAFKA_BROKERS is not set`);
    expect(svc.environment?.HOST === '0.0.0.0', `docker-compose.yml ${label} HOST must be 0.0.0.0`);
  }
  if (spec.urlVar) {
    for (const [name, caller] of Object.entries(compose.services)) {
      const url = caller.environment?.[spec.urlVar];
      if (url)
        expect(
          url === `http://${spec.name}:${port}`,
          `docker-compose.yml ${name}: ${spec.urlVar}=${url}, expected http://${spec.name}:${port}`,
        );
    }
  }

  // Kubernetes base
  const deployment = find(base, 'Deployment', spec.name);
  expect(Boolean(deployment), `k8s/base: no Deployment ${spec.name}`);
  const pod = deployment ? podTemplate(deployment) : undefined;
  const container = pod?.spec.containers[0];
  if (pod && container) {
    expect(containerEntry(container) === spec.entry, `k8s/base ${label} runs ${containerEntry(container) ?? '?'}, expected ${spec.entry}`);
    expect(container.ports?.some((p) => p.containerPort === port) ?? false, `k8s/base ${label} container port must be ${port}`);
    expect(envValue(container, spec.portVar) === String(port), `k8s/base ${label} ${spec.portVar} must be ${port}`);
    expect(pod.spec.serviceAccountName === spec.name, `k8s/base ${label} serviceAccountName must be ${spec.name}`);
    for (const store of ['mongo', 'redis', 'kafka'] as const) {
      const labelled = pod.metadata?.labels?.[`chainscribe.io/${store}-client`] === 'true';
      expect(
        labelled === needs[store],
        `k8s/base ${label} label chainscribe.io/${store}-client must be ${needs[store] ? 'set' : 'absent'} (its config ${needs[store] ? 'uses' : 'does not use'} ${store})`,
      );
    }
    // Each workload's store credentials come from its own Secret (issue 26), never a shared one.
    const ownSecret = `${spec.key}-credentials`;
    for (const [store, variable] of Object.entries(storeEnv)) {
      const has = container.env?.some((e) => e.name === variable && e.valueFrom?.secretKeyRef?.name === ownSecret) ?? false;
      expect(
        has === needs[store as keyof typeof storeEnv],
        `k8s/base ${label} ${variable} from ${ownSecret} must be ${has ? 'absent' : 'present'}`,
      );
    }
    for (const variable of ['KAFKA_USERNAME', 'KAFKA_PASSWORD']) {
      const has = container.env?.some((e) => e.name === variable && e.valueFrom?.secretKeyRef?.name === ownSecret) ?? false;
      expect(
        has === needs.kafka,
        `k8s/base ${label} ${variable} from ${ownSecret} must be ${needs.kafka ? 'present' : 'absent'} (its own Kafka user)`,
      );
    }
    expect(
      !(container.env ?? []).some((e) => e.valueFrom?.secretKeyRef?.name === 'chainscribe-secrets'),
      `k8s/base ${label} reads the shared chainscribe-secrets; each workload has its own Secret`,
    );
    // Internal keys: its own as INTERNAL_AUTH_KEY and exactly those of the services it calls.
    const keyRef = (variable: string) => container.env?.find((e) => e.name === variable)?.valueFrom?.secretKeyRef;
    const ownRef = keyRef('INTERNAL_AUTH_KEY');
    expect(
      ownRef?.name === 'chainscribe-internal-keys' && ownRef.key === internalKeyVariable(spec.key),
      `k8s/base ${label} INTERNAL_AUTH_KEY must come from chainscribe-internal-keys key ${internalKeyVariable(spec.key)} (its own key)`,
    );
    const held = (container.env ?? [])
      .map((e) => e.name)
      .filter((name) => /^[A-Z]+_INTERNAL_KEY$/.test(name))
      .sort();
    expect(
      list(held) === list(spec.calls.map(internalKeyVariable).sort()),
      `k8s/base ${label} holds the keys ${list(held)}; it calls ${list(spec.calls)} and must hold exactly their keys`,
    );
    for (const target of spec.calls) {
      const ref = keyRef(internalKeyVariable(target));
      expect(
        ref?.name === 'chainscribe-internal-keys' && ref.key === internalKeyVariable(target),
        `k8s/base ${label} ${internalKeyVariable(target)} must come from chainscribe-internal-keys`,
      );
    }
  }
  const service = find(base, 'Service', spec.name);
  const servicePorts = (service?.spec?.ports ?? []) as { port: number }[];
  expect(
    servicePorts.some((p) => p.port === port),
    `k8s/base: Service ${spec.name} must expose port ${port}`,
  );
  expect(Boolean(find(base, 'ServiceAccount', spec.name)), `k8s/base: no ServiceAccount ${spec.name}`);
  expect(Boolean(find(base, 'PodDisruptionBudget', spec.name)), `k8s/base: no PodDisruptionBudget ${spec.name}`);

  // NetworkPolicy: exactly the gateway and the services whose config calls this one.
  if (spec.name !== 'gateway') {
    const callers = new Set([
      'gateway',
      ...processes.filter((p) => p.name !== 'gateway' && needsOf(p, processes).calls.includes(spec.name)).map((p) => p.name),
    ]);
    const allowed = new Set<string>();
    for (const policy of base.filter((r) => r.kind === 'NetworkPolicy')) {
      const selector = (policy.spec?.podSelector as { matchLabels?: Record<string, string> } | undefined)?.matchLabels;
      if (selector?.['app.kubernetes.io/name'] !== spec.name) continue;
      const rules = (policy.spec?.ingress ?? []) as {
        from?: { podSelector?: { matchLabels?: Record<string, string> } }[];
        ports?: { port: number }[];
      }[];
      for (const rule of rules) {
        expect(
          rule.ports?.every((p) => p.port === port) ?? false,
          `k8s/base NetworkPolicy ${policy.metadata.name} must open only port ${port}`,
        );
        for (const peer of rule.from ?? []) {
          const name = peer.podSelector?.matchLabels?.['app.kubernetes.io/name'];
          if (name) allowed.add(name);
        }
      }
    }
    expect(sameSet(allowed, callers), `k8s/base NetworkPolicy for ${spec.name} admits ${list(allowed)}; its callers are ${list(callers)}`);
  }
}
expect(
  sameSet(
    base.filter((r) => r.kind === 'Deployment').map((r) => r.metadata.name),
    processes.map((p) => p.name),
  ),
  'k8s/base: Deployments and scripts/processes.ts list different processes',
);
expect(Boolean(find(base, 'NetworkPolicy', 'default-deny-ingress')), 'k8s/base: no default-deny-ingress NetworkPolicy');

// The shared ConfigMap points every caller at the in-cluster Service of each process.
const configMap = base.find((r) => r.kind === 'ConfigMap' && r.metadata.name.startsWith('chainscribe-config'));
for (const spec of processes.filter((p) => p.urlVar)) {
  const url = spec.urlVar ? configMap?.data?.[spec.urlVar] : undefined;
  expect(url === `http://${spec.name}:${portOf(spec, defaultPortBase)}`, `k8s/base ConfigMap: ${spec.urlVar ?? ''}=${url ?? '(unset)'}`);
}
expect(configMap?.data?.HOST === '0.0.0.0', 'k8s/base ConfigMap: HOST must be 0.0.0.0');

// ── Each compose service logs in to each engine as its own user ──────────────────────────────
checkComposeAccess(compose, processes, mongoDbOf, expect);

// ── Topics: compose, the dev Job and Strimzi create exactly the contracts' topics ────────────
const composeInit = compose.services['kafka-init'];
const composeTopics = (composeInit?.environment?.TOPICS ?? '').split(/\s+/).filter(Boolean);
const initScript = composeInit?.command?.join('\n') ?? '';
expect(sameSet(composeTopics, allTopics), `docker-compose.yml kafka-init TOPICS: ${list(composeTopics)}; contracts: ${list(allTopics)}`);
expect(initScript.includes('.dlq'), 'docker-compose.yml kafka-init must also create each <topic>.dlq');
const topicJob = find(infraDev, 'Job', 'kafka-topics');
const jobContainer = topicJob ? podTemplate(topicJob)?.spec.containers[0] : undefined;
const jobTopics = (envValue(jobContainer, 'TOPICS') ?? '').split(/\s+/).filter(Boolean);
const jobScript = [...(jobContainer?.command ?? []), ...(jobContainer?.args ?? [])].join('\n');
expect(sameSet(jobTopics, allTopics), `k8s/infra/dev kafka-topics Job TOPICS: ${list(jobTopics)}; contracts: ${list(allTopics)}`);
expect(jobScript.includes('.dlq'), 'k8s/infra/dev kafka-topics Job must also create each <topic>.dlq');
// Kafka users: one per service, with exactly the ACLs of the table the local launcher applies.
const kafkaUserResources = strimzi.filter((r) => r.kind === 'KafkaUser');
expect(
  sameSet(
    kafkaUserResources.map((r) => r.metadata.name),
    [...kafkaUsers],
  ),
  `k8s/infra/strimzi KafkaUsers: ${list(kafkaUserResources.map((r) => r.metadata.name))}; expected ${list(kafkaUsers)}`,
);
for (const user of kafkaUsers) {
  const resource = kafkaUserResources.find((r) => r.metadata.name === user);
  const spec = resource?.spec as
    | {
        authentication?: { type?: string };
        authorization?: { acls?: { resource: { type: string; name: string; patternType: string }; operations: string[] }[] };
      }
    | undefined;
  expect(spec?.authentication?.type === 'scram-sha-512', `k8s/infra/strimzi KafkaUser ${user}: authentication must be scram-sha-512`);
  const declared = (spec?.authorization?.acls ?? []).map(
    (a) => `${a.resource.type}:${a.resource.patternType}:${a.resource.name}:${[...a.operations].sort().join('+')}`,
  );
  const expected = kafkaAclRules(user).map(
    (r) => `${r.resource}:${r.pattern === 'literal' ? 'literal' : 'prefix'}:${r.name}:${[...r.operations].sort().join('+')}`,
  );
  expect(
    sameSet(declared, expected),
    `k8s/infra/strimzi KafkaUser ${user}: ACLs ${list(declared)}; deploy/local/kafka-access.ts says ${list(expected)}`,
  );
}
const kafkaCluster = strimzi.find((r) => r.kind === 'Kafka');
const kafkaSpec = kafkaCluster?.spec?.kafka as
  { authorization?: { type?: string }; listeners?: { name: string; tls: boolean; authentication?: { type?: string } }[] } | undefined;
expect(kafkaSpec?.authorization?.type === 'simple', 'k8s/infra/strimzi Kafka: authorization must be simple (ACLs enforced)');
expect(
  (kafkaSpec?.listeners ?? []).every((l) => l.authentication?.type === 'scram-sha-512'),
  'k8s/infra/strimzi Kafka: every listener must require scram-sha-512',
);
expect(
  (kafkaSpec?.listeners ?? []).some((l) => l.tls),
  'k8s/infra/strimzi Kafka: a TLS listener is required',
);

// Redis: one ACL user per service, the same rules as the local launcher (no namespace prefix here).
const redisArgs =
  (redisInfra.find((r) => r.kind === 'StatefulSet')
    ? podTemplate(redisInfra.find((r) => r.kind === 'StatefulSet') as Resource)?.spec.containers[0]?.args
    : undefined) ?? [];
for (const user of redisUsers) {
  const rule = redisAclRule(user, `>$(REDIS_${user.toUpperCase()}_PASSWORD)`, { anyNamespace: false });
  expect(
    redisArgs.some((arg, i) => arg === rule && redisArgs[i - 1] === '--user'),
    `k8s/infra/redis: redis-server needs --user '${rule}'`,
  );
}

// The same rules in docker-compose.yml, whatever password .env gives each user.
const composeRedisArgs = compose.services.redis?.command ?? [];
const withoutPassword = (rule: string) => rule.replace(/^(\S+) on >\S+ /, '$1 on >password ');
for (const user of redisUsers) {
  const rule = redisAclRule(user, '>password', { anyNamespace: false });
  expect(
    composeRedisArgs.some((arg, i) => withoutPassword(arg) === rule && composeRedisArgs[i - 1] === '--user'),
    `docker-compose.yml redis: redis-server needs --user '${rule}' (with its password from .env)`,
  );
}

const kafkaTopics = strimzi.filter((r) => r.kind === 'KafkaTopic');
const strimziNames = kafkaTopics.map((r) => (r.spec?.topicName as string | undefined) ?? r.metadata.name);
expect(sameSet(strimziNames, expectedTopics), `k8s/infra/strimzi KafkaTopics: ${list(strimziNames)}; expected ${list(expectedTopics)}`);

// ── Worker scaling never exceeds the partitions of generation.requested ───────────────────────
const requested = 'generation.requested';
const hpaMax = (resources: Resource[]): number =>
  Number(find(resources, 'HorizontalPodAutoscaler', 'generation-worker')?.spec?.maxReplicas);
const devPartitions = Number(envValue(jobContainer, 'PARTITIONS'));
const prodPartitions = Number(kafkaTopics.find((r) => r.spec?.topicName === requested)?.spec?.partitions);
expect(
  hpaMax(dev) <= devPartitions,
  `k8s/overlays/dev: worker HPA maxReplicas ${hpaMax(dev)} > ${devPartitions} partitions of ${requested} (k8s/infra/dev)`,
);
expect(
  hpaMax(prod) <= prodPartitions,
  `k8s/overlays/prod: worker HPA maxReplicas ${hpaMax(prod)} > ${prodPartitions} partitions of ${requested} (k8s/infra/strimzi)`,
);
const scaledObject = find(prodKeda, 'ScaledObject', 'generation-worker');
const trigger = (scaledObject?.spec?.triggers as { type: string; metadata: Record<string, string> }[] | undefined)?.[0];
expect(
  Number(scaledObject?.spec?.maxReplicaCount) <= prodPartitions,
  `k8s/overlays/prod-keda: ScaledObject maxReplicaCount > ${prodPartitions} partitions of ${requested}`,
);
expect(trigger?.metadata.topic === requested, `k8s/overlays/prod-keda: the ScaledObject must watch ${requested}`);
// The lag KEDA scales on is the workers' own group, as the consumer names it.
const workerGroup = /groupId: '([^']+)'/.exec(
  readFileSync(join(repoRoot, 'services/generation/src/entry-points/messaging/generation-requested.consumer.ts'), 'utf8'),
)?.[1];
expect(
  trigger?.metadata.consumerGroup === workerGroup,
  `k8s/overlays/prod-keda: the ScaledObject must watch the workers' group ${workerGroup}, not ${trigger?.metadata.consumerGroup}`,
);
expect(
  !find(prodKeda, 'HorizontalPodAutoscaler', 'generation-worker'),
  'k8s/overlays/prod-keda: the CPU HPA must be removed where KEDA owns the worker',
);

// ── MongoDB: one readWrite role per database a service uses ──────────────────────────────────
const mongoUsers = (find(mongodb, 'MongoDBCommunity', 'chainscribe-mongodb')?.spec?.users ?? []) as {
  roles: { name: string; db: string }[];
}[];
const grantedDbs = mongoUsers.flatMap((u) => u.roles.filter((r) => r.name === 'readWrite').map((r) => r.db));
for (const [name, db] of mongoDbOf) {
  expect(grantedDbs.includes(db), `k8s/infra/mongodb: no readWrite role on ${db} (database of ${name})`);
  // One user per service with rights on its own database only (issue 26).
  const service = name.endsWith('-worker') ? name.slice(0, -'-worker'.length) : name;
  const user = (mongoUsers as { name?: string; roles: { name: string; db: string }[] }[]).find((u) => u.name === service);
  expect(
    Boolean(user) && user?.roles.length === 1 && user.roles[0]?.name === 'readWrite' && user.roles[0]?.db === db,
    `k8s/infra/mongodb: user ${service} must have readWrite on ${db} only`,
  );
}

// ── Data stores admit only their labelled clients ─────────────────────────────────────────────
for (const [resources, where] of [
  [infraDev, 'k8s/infra/dev'],
  [redisInfra, 'k8s/infra/redis'],
  [mongodb, 'k8s/infra/mongodb'],
] as const) {
  for (const policy of resources.filter((r) => r.kind === 'NetworkPolicy')) {
    const labels = ((policy.spec?.ingress ?? []) as { from?: { podSelector?: { matchLabels?: Record<string, string> } }[] }[])
      .flatMap((rule) => rule.from ?? [])
      .flatMap((peer) => Object.keys(peer.podSelector?.matchLabels ?? {}));
    expect(
      labels.some((l) => /^chainscribe\.io\/(mongo|redis|kafka)-client$/.test(l)),
      `${where} NetworkPolicy ${policy.metadata.name} must admit clients by their chainscribe.io/<store>-client label`,
    );
  }
}

// ── Security defaults on every pod we run ─────────────────────────────────────────────────────
// The apache/kafka image's launch script writes its configuration under /opt/kafka.
const writableRoot = new Set(['StatefulSet/kafka']);
for (const [name, resources] of [
  ['overlays/dev', dev],
  ['overlays/prod', prod],
  ['infra/redis', redisInfra],
] as const) {
  for (const resource of resources) {
    const pod: PodTemplate | undefined = podTemplate(resource);
    if (!pod) continue;
    const id = `${resource.kind}/${resource.metadata.name}`;
    const where = `k8s/${name} ${id}:`;
    expect(pod.spec.automountServiceAccountToken === false, `${where} automountServiceAccountToken must be false`);
    expect(pod.spec.securityContext?.seccompProfile?.type === 'RuntimeDefault', `${where} seccompProfile must be RuntimeDefault`);
    for (const c of pod.spec.containers) {
      const sc = c.securityContext ?? {};
      expect((sc.runAsNonRoot ?? pod.spec.securityContext?.runAsNonRoot) === true, `${where} ${c.name} must run as non-root`);
      expect(sc.allowPrivilegeEscalation === false, `${where} ${c.name} allowPrivilegeEscalation must be false`);
      expect(sc.capabilities?.drop?.includes('ALL') ?? false, `${where} ${c.name} must drop ALL capabilities`);
      expect(sc.readOnlyRootFilesystem === true || writableRoot.has(id), `${where} ${c.name} readOnlyRootFilesystem must be true`);
      const { requests = {}, limits = {} } = c.resources ?? {};
      expect(
        Boolean(requests.cpu && requests.memory && limits.cpu && limits.memory),
        `${where} ${c.name} needs cpu and memory requests and limits`,
      );
      if (resource.kind !== 'Job')
        expect(Boolean(c.livenessProbe && c.readinessProbe), `${where} ${c.name} needs liveness and readiness probes`);
      const tag = /:([^/:]+)$/.exec(c.image)?.[1];
      expect(Boolean(tag) && tag !== 'latest', `${where} ${c.name} image ${c.image} needs an explicit tag`);
      if (name === 'overlays/prod') expect(tag !== 'local', `${where} ${c.name} image ${c.image} is a local build`);
    }
  }
}

// ── Production by default, with secrets only the operator supplies ──────────────────────────
// compose: deploy-validate gives each `${NAME:?…}` variable the value `required-from-operator:NAME`,
// so a value with that marker is one the file cannot start without; any other value is written in it.
const required = (name: string) => `required-from-operator:${name}`;
const secretName = /(^INTERNAL_AUTH_KEY$|_INTERNAL_KEY$|SECRET|_API_KEY$|PRIVATE_JWKS|PASSWORD|ENCRYPTION_KEY)/;
for (const dockerfile of ['deploy/docker/service.Dockerfile', 'deploy/docker/gateway.Dockerfile']) {
  expect(dockerfileEnv(dockerfile, 'NODE_ENV') === 'production', `${dockerfile}: ENV NODE_ENV must be production`);
}
for (const [name, svc] of Object.entries(compose.services).filter(([, s]) => s.build)) {
  expect(svc.environment?.NODE_ENV === 'production', `docker-compose.yml ${name}: NODE_ENV must be production`);
  const spec = processes.find((p) => p.name === name);
  if (spec) {
    const own = internalKeyVariable(spec.key);
    expect(
      svc.environment?.INTERNAL_AUTH_KEY === required(own),
      `docker-compose.yml ${name}: INTERNAL_AUTH_KEY must be \${${own}:?…} (its own key, no default)`,
    );
    const held = Object.keys(svc.environment ?? {})
      .filter((variable) => /^[A-Z]+_INTERNAL_KEY$/.test(variable))
      .sort();
    expect(
      list(held) === list(spec.calls.map(internalKeyVariable).sort()),
      `docker-compose.yml ${name}: holds the keys ${list(held)}; it calls ${list(spec.calls)} and must hold exactly their keys`,
    );
  }
  for (const [variable, value] of Object.entries(svc.environment ?? {})) {
    // Checked by checkComposeAccess: its own key, and the password of its own Kafka user.
    if (secretName.test(variable) && variable !== 'INTERNAL_AUTH_KEY' && variable !== 'KAFKA_PASSWORD')
      expect(
        value === required(variable),
        `docker-compose.yml ${name}: ${variable} has a value written in the file; make it \${${variable}:?…}`,
      );
  }
}
expect(
  compose.services.accounts?.environment?.AUTH_KEYS_ENCRYPTION_KEY === required('AUTH_KEYS_ENCRYPTION_KEY'),
  'docker-compose.yml accounts: AUTH_KEYS_ENCRYPTION_KEY must be ${AUTH_KEYS_ENCRYPTION_KEY:?…}: production refuses to start without it',
);
expect(
  compose.services.accounts?.environment?.PAYMENT_PROVIDER === required('PAYMENT_PROVIDER'),
  'docker-compose.yml accounts: PAYMENT_PROVIDER must be ${PAYMENT_PROVIDER:?…}: production never picks a provider by default',
);
const nodeEnvOf = (resources: Resource[]) =>
  resources.find((r) => r.kind === 'ConfigMap' && r.metadata.name.startsWith('chainscribe-config'))?.data?.NODE_ENV;
expect(nodeEnvOf(base) === 'production', 'k8s/base ConfigMap: NODE_ENV must be production');
for (const [name, resources] of [
  ['overlays/prod', prod],
  ['overlays/prod-keda', prodKeda],
] as const) {
  expect(nodeEnvOf(resources) === 'production', `k8s/${name} ConfigMap: NODE_ENV must be production`);
  const committed = resources.filter((r) => r.kind === 'Secret').map((r) => r.metadata.name);
  expect(
    committed.length === 0,
    `k8s/${name} renders Secret(s) ${list(committed)}: production secrets are created by the operator, never committed`,
  );
  const accounts = find(resources, 'Deployment', 'accounts');
  const accountsSecrets = accounts
    ? podTemplate(accounts)?.spec.containers[0]?.envFrom?.find((e) => e.secretRef?.name === 'accounts-secrets')
    : undefined;
  expect(
    accountsSecrets?.secretRef?.optional === false,
    `k8s/${name} accounts: the Secret accounts-secrets (payment provider keys) must be required`,
  );
  for (const resource of resources.filter((r) => r.kind === 'Deployment')) {
    for (const c of podTemplate(resource)?.spec.containers ?? []) {
      for (const e of c.env ?? []) {
        if (secretName.test(e.name))
          expect(
            e.value === undefined && Boolean(e.valueFrom?.secretKeyRef),
            `k8s/${name} ${resource.metadata.name}: ${e.name} must come from a Secret`,
          );
      }
    }
  }
}

// ── Shell scripts embedded in YAML, for shellcheck in run.sh ──────────────────────────────────
const scriptsDir = join(workDir, 'scripts');
mkdirSync(scriptsDir, { recursive: true });
writeFileSync(join(scriptsDir, 'compose-kafka-init.sh'), `#!/bin/sh\n${composeInit?.command?.[0] ?? ''}\n`);
writeFileSync(join(scriptsDir, 'compose-kafka.sh'), `#!/bin/sh\n${compose.services.kafka?.command?.[0] ?? ''}\n`);
writeFileSync(join(scriptsDir, 'k8s-dev-kafka-topics.sh'), `#!/bin/sh\n${jobContainer?.args?.[0] ?? ''}\n`);

if (problems.length > 0) {
  console.error(problems.map((p) => `✗ ${p}`).join('\n'));
  console.error(`consistency: ${problems.length} problem(s), ${passed} checks passed`);
  process.exit(1);
}
console.log(`consistency: ${passed} checks passed`);

/** Whether `from` calls `to`, directly or through the services it calls. */
function callsReach(from: string, to: string, processes: readonly ProcessSpec[]): boolean {
  const seen = new Set<string>();
  const pending = [from];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    const spec = processes.find((p) => p.name === name);
    if (!spec || seen.has(name)) continue;
    seen.add(name);
    const calls = needsOf(spec, processes).calls;
    if (calls.includes(to)) return true;
    pending.push(...calls);
  }
  return false;
}
