// A real Kafka 3.9 broker (KRaft, broker+controller on one node) from the Maven Central jars pinned in kafka/jars.txt.
// 3.9 and not 4.x: kafkajs was never tested against 4.x (see ARCHITECTURE §3).
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { dataDir, ensureDir, freshLogFile, runDir } from './cache.ts';
import type { Component } from './component.ts';
import { kafkaAdminUser, kafkaUsers } from './kafka-access.ts';
import { kafkaClusterId } from './kafka-cluster-id.ts';
import { hostUser, runContainer, runOnce } from './docker.ts';
import type { Log } from './process.ts';
import { ensureKafkaJars, kafkaJarsCached, kafkaJarsDir, kafkaVersion as version } from './kafka-jars.ts';
import { choosePort, ephemeralPort, requireCommand, runToLog, spawnDetached, waitForChild, waitUntilHealthy } from './process.ts';

const preferredPort = 19092;
const preferredControllerPort = 19093;
// First start formats storage and elects the controller; a cold JVM on a busy CI box is slow.
const startupTimeoutMs = 90_000;

/** Part of every server.properties the launcher writes, for the jar broker and the Docker image alike. */
const brokerSettings: Record<string, string> = {
  'num.partitions': '3',
  'default.replication.factor': '1',
  'offsets.topic.replication.factor': '1',
  'transaction.state.log.replication.factor': '1',
  'transaction.state.log.min.isr': '1',
  'group.initial.rebalance.delay.ms': '0',
  // The services create their topics up front with the admin client; a typo must fail, not create a topic.
  'auto.create.topics.enable': 'false',
};

/** `user:password` (as kept in the launcher's state) as kafkajs SASL/SCRAM options. */
export function scramOf(credentials: string | undefined): { mechanism: 'scram-sha-512'; username: string; password: string } | undefined {
  if (!credentials) return undefined;
  const at = credentials.indexOf(':');
  return { mechanism: 'scram-sha-512', username: credentials.slice(0, at), password: credentials.slice(at + 1) };
}

async function answers(brokers: string, users?: Record<string, string>): Promise<boolean> {
  const sasl = scramOf(users?.admin);
  const kafka = new Kafka({
    ...(sasl ? { sasl } : {}),
    clientId: 'chainscribe-infra',
    brokers: brokers.split(','),
    logLevel: logLevel.NOTHING,
    connectionTimeout: 1_000,
    requestTimeout: 3_000,
    retry: { retries: 0 },
  });
  const admin = kafka.admin();
  try {
    await admin.connect();
    const cluster = await admin.describeCluster();
    await admin.listTopics();
    return cluster.brokers.length > 0;
  } catch {
    return false;
  } finally {
    await admin.disconnect().catch(() => undefined);
  }
}

/** The pinned jars (kafka/jars.txt), downloaded once into the cache. */
async function ensureJars(log: Log): Promise<string> {
  if (kafkaJarsCached()) {
    log(`reusing cached Kafka ${version} jars`);
    return kafkaJarsDir;
  }
  log(`downloading Kafka ${version} jars from Maven Central (first run, about 10 s)`);
  return (await ensureKafkaJars()).dir;
}

async function choosePorts(log: Log): Promise<[number, number]> {
  const port = await choosePort(preferredPort, log, 'Kafka');
  const controllerPort = await choosePort(preferredControllerPort, log, 'Kafka controller');
  return [port, controllerPort === port ? await controllerPortBeside(port) : controllerPort];
}

/** A free port for the controller that is not the client port the caller picked (the OS may hand that one out again). */
async function controllerPortBeside(port: number): Promise<number> {
  let controllerPort = await ephemeralPort();
  while (controllerPort === port) controllerPort = await ephemeralPort();
  return controllerPort;
}

/** Every password of one broker: its admin, the controller listener and one SCRAM user per service. */
export type KafkaCredentials = { admin: string; controller: string } & Record<string, string>;

/** Generated once per directory and kept, so a restarted broker keeps every service's password. */
function credentialsIn(dir: string): KafkaCredentials {
  const file = join(dir, 'credentials.json');
  const password = () => randomBytes(24).toString('base64url');
  // A file from before a service existed (publisher) gains that service's password, kept from then on.
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as KafkaCredentials) : {};
  const credentials: KafkaCredentials = {
    admin: password(),
    controller: password(),
    ...Object.fromEntries(kafkaUsers.map((user) => [user, password()])),
    ...kept,
  };
  if (Object.keys(credentials).every((user) => user in kept)) return credentials;
  writeFileSync(file, JSON.stringify(credentials), { mode: 0o600 });
  return credentials;
}

/**
 * SASL everywhere and KRaft's StandardAuthorizer: clients (and the broker itself) log in with
 * SCRAM-SHA-512 on the client listener; the controller listener takes only the controller's PLAIN
 * login. The launcher's admin and the controller are super users; every service gets exactly the
 * ACLs of kafka-access.ts, created with the topics, and nobody else gets anything.
 */
function authSettings(credentials: KafkaCredentials): Record<string, string> {
  const { admin, controller } = credentials;
  return {
    'listener.security.protocol.map': 'CONTROLLER:SASL_PLAINTEXT,CLIENT:SASL_PLAINTEXT',
    'inter.broker.listener.name': 'CLIENT',
    'sasl.mechanism.inter.broker.protocol': 'SCRAM-SHA-512',
    'sasl.mechanism.controller.protocol': 'PLAIN',
    'listener.name.client.sasl.enabled.mechanisms': 'SCRAM-SHA-512',
    'listener.name.client.scram-sha-512.sasl.jaas.config': `org.apache.kafka.common.security.scram.ScramLoginModule required username="${kafkaAdminUser}" password="${admin}";`,
    'listener.name.controller.sasl.enabled.mechanisms': 'PLAIN',
    'listener.name.controller.plain.sasl.jaas.config': `org.apache.kafka.common.security.plain.PlainLoginModule required username="controller" password="${controller}" user_controller="${controller}";`,
    'authorizer.class.name': 'org.apache.kafka.metadata.authorizer.StandardAuthorizer',
    'super.users': `User:${kafkaAdminUser};User:controller`,
    'allow.everyone.if.no.acl.found': 'false',
  };
}

/** The SCRAM users written into the metadata when storage is formatted (KRaft has no other bootstrap). */
function scramArguments(credentials: KafkaCredentials): string[] {
  const users: [string, string][] = [
    [kafkaAdminUser, credentials.admin],
    ...kafkaUsers.map((user): [string, string] => [user, credentials[user] ?? '']),
  ];
  return users.flatMap(([name, password]) => ['--add-scram', `SCRAM-SHA-512=[name=${name},password=${password}]`]);
}

/**
 * Writes server.properties and log4j.properties into `configDir`. `paths` are where the broker
 * sees its data and log file (inside a container, its mounts); `bindHost` is where the client
 * listener binds (a container's published port arrives on its own interface, not loopback).
 */
export function writeConfig(
  port: number,
  controllerPort: number,
  paths: { data: string; logFile: string; bindHost: string },
  configDir: string,
  credentials: KafkaCredentials,
): { server: string; log4j: string } {
  const dir = ensureDir(configDir);
  const server = join(dir, 'server.properties');
  const log4j = join(dir, 'log4j.properties');
  const settings: Record<string, string> = {
    'process.roles': 'broker,controller',
    'node.id': '1',
    'controller.quorum.voters': `1@127.0.0.1:${controllerPort}`,
    listeners: `CLIENT://${paths.bindHost}:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    'advertised.listeners': `CLIENT://127.0.0.1:${port}`,
    'controller.listener.names': 'CONTROLLER',
    ...authSettings(credentials),
    'log.dirs': paths.data,
    // After a crash the controller keeps the dead broker's registration until the session expires
    // (default 9 s) and refuses the restarted one until then; one local node can afford 3 s.
    'broker.heartbeat.interval.ms': '1000',
    'broker.session.timeout.ms': '3000',
    ...brokerSettings,
  };
  writeFileSync(
    server,
    Object.entries(settings)
      .map(([key, value]) => `${key}=${value}\n`)
      .join(''),
    { mode: 0o600 },
  );
  writeFileSync(
    log4j,
    [
      'log4j.rootLogger=INFO, file',
      'log4j.appender.file=org.apache.log4j.FileAppender',
      `log4j.appender.file.File=${paths.logFile}`,
      'log4j.appender.file.Append=true',
      'log4j.appender.file.layout=org.apache.log4j.PatternLayout',
      'log4j.appender.file.layout.ConversionPattern=[%d] %p %m (%c)%n',
      // One line per partition and per request otherwise: tests create many topics.
      'log4j.logger.kafka.request.logger=WARN',
      'log4j.logger.state.change.logger=WARN',
      'log4j.logger.kafka.log.LogCleaner=WARN',
      '',
    ].join('\n'),
  );
  return { server, log4j };
}

/** `user:password` of the admin and each service, as the launcher's state keeps them. */
const usersOf = (credentials: KafkaCredentials): Record<string, string> =>
  Object.fromEntries([
    ['admin', `${kafkaAdminUser}:${credentials.admin}`],
    ...kafkaUsers.map((user): [string, string] => [user, `${user}:${credentials[user] ?? ''}`]),
  ]);

/** Where a Kafka container sees the launcher's directories. */
const inContainer = { config: '/chainscribe/config', data: '/chainscribe/data', logs: '/chainscribe/logs' };

/**
 * The two `docker run`s of a Kafka container, the same broker as the jars: the storage format
 * that writes the SCRAM users (once), and the broker started on the launcher's server.properties
 * (SASL on every listener, StandardAuthorizer; ACLs come with the topics). The image's own
 * entrypoint is bypassed: it would write a configuration without authentication.
 */
export function kafkaContainerRuns(options: {
  image: string;
  port: number;
  mounts: { config: string; data: string; logs: string };
  user: string | undefined;
  credentials: KafkaCredentials;
}) {
  const { image, port, mounts, user, credentials } = options;
  const common = {
    image,
    ...(user ? { user } : {}),
    // The scripts log under LOG_DIR; /opt/kafka/logs belongs to the image's own user.
    env: { LOG_DIR: inContainer.logs },
    mounts: [
      { host: mounts.config, container: inContainer.config, readOnly: true },
      { host: mounts.data, container: inContainer.data },
      { host: mounts.logs, container: inContainer.logs },
    ],
  };
  const serverProperties = `${inContainer.config}/server.properties`;
  return {
    format: (clusterId: string) => ({
      ...common,
      ports: [],
      entrypoint: '/opt/kafka/bin/kafka-storage.sh',
      command: ['format', '-t', clusterId, '-c', serverProperties, ...scramArguments(credentials)],
    }),
    broker: {
      ...common,
      env: {
        ...common.env,
        KAFKA_HEAP_OPTS: '-Xmx512m -Xms256m',
        KAFKA_LOG4J_OPTS: `-Dlog4j.configuration=file:${inContainer.config}/log4j.properties`,
      },
      // Same port inside and outside, so the advertised 127.0.0.1:<port> works from the host.
      ports: [[port, port]] as Array<[number, number]>,
      entrypoint: '/opt/kafka/bin/kafka-server-start.sh',
      command: [serverProperties],
    },
  };
}

export const kafka: Component = {
  name: 'kafka',
  label: 'Kafka',
  envVar: 'KAFKA_BROKERS',
  answers,

  async startDocker(log) {
    const [port, controllerPort] = await choosePorts(log);
    const url = `127.0.0.1:${port}`;
    const container = 'chainscribe-kafka';
    // Its own directories: a container's storage is formatted with its own cluster id and users.
    const configDir = ensureDir(join(runDir, 'kafka-docker'));
    const data = dataDir('kafka-docker');
    const logFile = freshLogFile('kafka');
    const credentials = credentialsIn(configDir);
    const mounts = { config: configDir, data, logs: dirname(logFile) };
    writeConfig(
      port,
      controllerPort,
      { data: inContainer.data, logFile: `${inContainer.logs}/${basename(logFile)}`, bindHost: '0.0.0.0' },
      configDir,
      credentials,
    );
    const runs = kafkaContainerRuns({ image: `apache/kafka:${version}`, port, mounts, user: hostUser(), credentials });
    if (!existsSync(join(data, 'meta.properties'))) {
      log('formatting Kafka storage in Docker with a user per service (first start)');
      await runOnce(runs.format(kafkaClusterId()), 'formatting Kafka storage');
    }
    log(`starting Kafka in Docker (apache/kafka:${version}) on ${url} (SASL/SCRAM, a user per service, ACLs)`);
    await runContainer({ name: container, ...runs.broker });
    const users = usersOf(credentials);
    await waitUntilHealthy({ what: 'Kafka (docker)', timeoutMs: startupTimeoutMs, check: () => answers(url, users), logFile });
    return { kind: 'docker', url, port, container, logFile, users };
  },

  async startLocal(log, options = {}) {
    const java = requireCommand('java', 'install a Java runtime with `apt-get install -y default-jre-headless`', 'KAFKA_BROKERS');
    const jars = await ensureJars(log);
    const [port, controllerPort] = options.port ? [options.port, await controllerPortBeside(options.port)] : await choosePorts(log);
    const url = `127.0.0.1:${port}`;
    const logFile = options.logFile ?? freshLogFile('kafka');
    const data = options.dir ? ensureDir(join(options.dir, 'data')) : dataDir('kafka');
    const configDir = ensureDir(options.dir ?? join(runDir, 'kafka'));
    const credentials = credentialsIn(configDir);
    const config = writeConfig(port, controllerPort, { data, logFile, bindHost: '127.0.0.1' }, configDir, credentials);
    // Written after a format with our SCRAM users; storage without it predates authentication.
    const authMarker = join(data, 'chainscribe-scram-users');
    // SCRAM users are written only when storage is formatted: storage that lacks one (a service
    // added since, e.g. publisher) is formatted again like storage from before authentication.
    const formattedUsers = existsSync(authMarker) ? readFileSync(authMarker, 'utf8').split('\n') : [];
    const missingUser = kafkaUsers.some((user) => !formattedUsers.includes(user));
    if (existsSync(join(data, 'meta.properties')) && (!existsSync(authMarker) || missingUser)) {
      log(
        'Kafka storage predates authentication: formatting it again with a user per service (local events are dropped; MongoDB keeps the data)',
      );
      rmSync(data, { recursive: true, force: true });
      ensureDir(data);
    }
    const classpath = ['-cp', join(jars, '*')]; // java expands the wildcard itself; no shell involved
    const jvm = ['-Xmx512m', '-Xms256m', '-XX:+UseG1GC', '-Djava.awt.headless=true', `-Dlog4j.configuration=file:${config.log4j}`];
    if (!existsSync(join(data, 'meta.properties'))) {
      log('formatting Kafka storage (first start)');
      const clusterId = kafkaClusterId();
      await runToLog(
        java,
        [...jvm, ...classpath, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config.server, ...scramArguments(credentials)],
        logFile,
        data,
      );
      writeFileSync(authMarker, `${[kafkaAdminUser, ...kafkaUsers].join('\n')}\n`);
    }
    const users = usersOf(credentials);
    log(`starting Kafka ${version} on ${url}`);
    const child = spawnDetached(java, [...jvm, ...classpath, 'kafka.Kafka', config.server], logFile, data);
    await waitForChild(child, { what: `Kafka on ${url}`, timeoutMs: startupTimeoutMs, check: () => answers(url, users), logFile });
    return { kind: 'jars', url, port, logFile, pid: child.pid, startTime: child.startTime, users };
  },
};
