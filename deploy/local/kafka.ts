// A real Kafka 3.9 broker (KRaft, broker+controller on one node) from the Maven Central jars pinned in kafka/jars.txt.
// 3.9 and not 4.x: kafkajs was never tested against 4.x (see ARCHITECTURE §3).
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kafka, logLevel } from 'kafkajs';
import { dataDir, ensureDir, freshLogFile, runDir } from './cache.ts';
import type { Component } from './component.ts';
import { kafkaClusterId } from './kafka-cluster-id.ts';
import { runContainer } from './docker.ts';
import type { Log } from './process.ts';
import { ensureKafkaJars, kafkaJarsCached, kafkaJarsDir, kafkaVersion as version } from './kafka-jars.ts';
import { choosePort, ephemeralPort, requireCommand, runToLog, spawnDetached, waitForChild, waitUntilHealthy } from './process.ts';

const preferredPort = 19092;
const preferredControllerPort = 19093;
// First start formats storage and elects the controller; a cold JVM on a busy CI box is slow.
const startupTimeoutMs = 90_000;

/** Shared by the jar broker and the Docker image so both behave the same for the app. */
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

async function answers(brokers: string): Promise<boolean> {
  const kafka = new Kafka({
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
  let controllerPort = await choosePort(preferredControllerPort, log, 'Kafka controller');
  while (controllerPort === port) controllerPort = await ephemeralPort();
  return [port, controllerPort];
}

function writeConfig(port: number, controllerPort: number, logsDirFor: string, logFile: string, configDir: string): { server: string; log4j: string } {
  const dir = ensureDir(configDir);
  const server = join(dir, 'server.properties');
  const log4j = join(dir, 'log4j.properties');
  const settings: Record<string, string> = {
    'process.roles': 'broker,controller',
    'node.id': '1',
    'controller.quorum.voters': `1@127.0.0.1:${controllerPort}`,
    listeners: `PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
    'advertised.listeners': `PLAINTEXT://127.0.0.1:${port}`,
    'controller.listener.names': 'CONTROLLER',
    'inter.broker.listener.name': 'PLAINTEXT',
    'listener.security.protocol.map': 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
    'log.dirs': logsDirFor,
    // After a crash the controller keeps the dead broker's registration until the session expires
    // (default 9 s) and refuses the restarted one until then; one local node can afford 3 s.
    'broker.heartbeat.interval.ms': '1000',
    'broker.session.timeout.ms': '3000',
    ...brokerSettings,
  };
  writeFileSync(server, Object.entries(settings).map(([key, value]) => `${key}=${value}\n`).join(''));
  writeFileSync(
    log4j,
    [
      'log4j.rootLogger=INFO, file',
      'log4j.appender.file=org.apache.log4j.FileAppender',
      `log4j.appender.file.File=${logFile}`,
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

export const kafka: Component = {
  name: 'kafka',
  label: 'Kafka',
  envVar: 'KAFKA_BROKERS',
  answers,

  async startDocker(log) {
    const [port] = await choosePorts(log);
    const url = `127.0.0.1:${port}`;
    const container = 'chainscribe-kafka';
    const env: Record<string, string> = {
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      // Same port inside and outside the container, so the advertised address works from the host.
      KAFKA_LISTENERS: `PLAINTEXT://:${port},CONTROLLER://:9093`,
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://127.0.0.1:${port}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_INTER_BROKER_LISTENER_NAME: 'PLAINTEXT',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_HEAP_OPTS: '-Xmx512m -Xms256m',
    };
    for (const [key, value] of Object.entries(brokerSettings)) env[`KAFKA_${key.toUpperCase().replaceAll('.', '_')}`] = value;
    log(`starting Kafka in Docker (apache/kafka:${version}) on ${url}`);
    await runContainer({ name: container, image: `apache/kafka:${version}`, ports: [[port, port]], env });
    await waitUntilHealthy({ what: 'Kafka (docker)', timeoutMs: startupTimeoutMs, check: () => answers(url) });
    return { kind: 'docker', url, port, container };
  },

  async startLocal(log, options = {}) {
    const java = requireCommand('java', 'install a Java runtime with `apt-get install -y default-jre-headless`', 'KAFKA_BROKERS');
    const jars = await ensureJars(log);
    const [port, controllerPort] = options.port ? [options.port, await ephemeralPort()] : await choosePorts(log);
    const url = `127.0.0.1:${port}`;
    const logFile = options.logFile ?? freshLogFile('kafka');
    const data = options.dir ? ensureDir(join(options.dir, 'data')) : dataDir('kafka');
    const config = writeConfig(port, controllerPort, data, logFile, options.dir ?? join(runDir, 'kafka'));
    const classpath = ['-cp', join(jars, '*')]; // java expands the wildcard itself; no shell involved
    const jvm = ['-Xmx512m', '-Xms256m', '-XX:+UseG1GC', '-Djava.awt.headless=true', `-Dlog4j.configuration=file:${config.log4j}`];
    if (!existsSync(join(data, 'meta.properties'))) {
      log('formatting Kafka storage (first start)');
      const clusterId = kafkaClusterId();
      await runToLog(java, [...jvm, ...classpath, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config.server], logFile, data);
    }
    log(`starting Kafka ${version} on ${url}`);
    const child = spawnDetached(java, [...jvm, ...classpath, 'kafka.Kafka', config.server], logFile, data);
    await waitForChild(child, { what: `Kafka on ${url}`, timeoutMs: startupTimeoutMs, check: () => answers(url), logFile });
    return { kind: 'jars', url, port, logFile, pid: child.pid, startTime: child.startTime };
  },
};
