import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { dockerRunArgs } from '../docker.ts';
import { kafkaAdminUser, kafkaUsers } from '../kafka-access.ts';
import { kafkaContainerRuns, writeConfig, type KafkaCredentials } from '../kafka.ts';
import { redisContainerCommand } from '../redis.ts';
import { generateRedisCredentials, redisAclFile } from '../redis-acl.ts';

// No Docker engine runs these: they read the `docker run` arguments the launcher would pass, which
// must authenticate exactly like the local processes (issue 26).
const credentials: KafkaCredentials = {
  admin: 'admin-pw',
  controller: 'controller-pw',
  ...Object.fromEntries(kafkaUsers.map((user) => [user, `${user}-pw`])),
};
const dir = mkdtempSync(join(tmpdir(), 'cs-docker-auth-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const properties = (file: string): Record<string, string> =>
  Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

describe('the launcher in Docker', () => {
  it('when Redis runs in a container, then its command carries the same users as the local ACL file and no anonymous access', () => {
    const redis = generateRedisCredentials();
    const command = redisContainerCommand(redis);
    expect(command[0]).toBe('redis-server');
    const rules = command.slice(1).filter((_, i) => i % 2 === 1);
    expect(command.slice(1).filter((_, i) => i % 2 === 0)).toEqual(rules.map(() => '--user'));
    expect(rules.map((rule) => `user ${rule}`)).toEqual(redisAclFile(redis).trim().split('\n'));
    expect(rules[0]).toBe('default off resetkeys -@all');
    // Hashed: the passwords are not readable from `docker inspect`.
    for (const password of Object.values(redis)) expect(command.join(' ')).not.toContain(password);
  });

  it('when Kafka runs in a container, then the broker has SASL on every listener, the StandardAuthorizer and no access without an ACL', () => {
    const config = writeConfig(
      19092,
      19093,
      { data: '/chainscribe/data', logFile: '/chainscribe/logs/k.log', bindHost: '0.0.0.0' },
      dir,
      credentials,
    );
    const settings = properties(config.server);
    expect(settings).toMatchObject({
      listeners: 'CLIENT://0.0.0.0:19092,CONTROLLER://127.0.0.1:19093',
      'advertised.listeners': 'CLIENT://127.0.0.1:19092',
      'listener.security.protocol.map': 'CONTROLLER:SASL_PLAINTEXT,CLIENT:SASL_PLAINTEXT',
      'listener.name.client.sasl.enabled.mechanisms': 'SCRAM-SHA-512',
      'authorizer.class.name': 'org.apache.kafka.metadata.authorizer.StandardAuthorizer',
      'allow.everyone.if.no.acl.found': 'false',
      'super.users': `User:${kafkaAdminUser};User:controller`,
      'log.dirs': '/chainscribe/data',
    });
    expect(properties(config.log4j)['log4j.appender.file.File']).toBe('/chainscribe/logs/k.log');
  });

  it('when Kafka runs in a container, then storage is formatted with a SCRAM user per service and the broker starts on that configuration', () => {
    const runs = kafkaContainerRuns({
      image: 'apache/kafka:3.9.1',
      port: 19092,
      mounts: { config: '/cache/run/kafka-docker', data: '/cache/data/kafka-docker', logs: '/cache/logs' },
      user: '1000:1000',
      credentials,
    });
    const format = dockerRunArgs({ name: '', ...runs.format('AbCdEfGhIjKlMnOpQrStUv') }, 'once');
    expect(format.slice(format.indexOf('apache/kafka:3.9.1'))).toEqual([
      'apache/kafka:3.9.1',
      'format',
      '-t',
      'AbCdEfGhIjKlMnOpQrStUv',
      '-c',
      '/chainscribe/config/server.properties',
      ...[kafkaAdminUser, ...kafkaUsers].flatMap((user) => [
        '--add-scram',
        `SCRAM-SHA-512=[name=${user},password=${user === kafkaAdminUser ? 'admin-pw' : `${user}-pw`}]`,
      ]),
    ]);
    expect(format).toContain('--rm');
    expect(format.join(' ')).toContain('--entrypoint /opt/kafka/bin/kafka-storage.sh');

    const broker = dockerRunArgs({ name: 'chainscribe-kafka', ...runs.broker }, 'detached');
    expect(broker.join(' ')).toContain('--publish 127.0.0.1:19092:19092');
    expect(broker.join(' ')).toContain('--volume /cache/run/kafka-docker:/chainscribe/config:ro');
    expect(broker.join(' ')).toContain('--volume /cache/data/kafka-docker:/chainscribe/data');
    expect(broker.join(' ')).toContain('--user 1000:1000');
    // The image's entrypoint would write a configuration of its own, without authentication.
    expect(broker.join(' ')).toContain('--entrypoint /opt/kafka/bin/kafka-server-start.sh');
    expect(broker.slice(-2)).toEqual(['apache/kafka:3.9.1', '/chainscribe/config/server.properties']);
    expect(broker.join(' ')).not.toContain('PLAINTEXT');
  });
});
