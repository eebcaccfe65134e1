// docker-compose.yml gives each service its own user on every engine (issue 26), with the same
// rights as the launcher's tables: Kafka's SCRAM users and ACLs from deploy/local/kafka-access.ts,
// a MongoDB user per service on its own database, and no service holding another's password.
import { kafkaAclRules, kafkaUsers } from '../local/kafka-access.ts';
import type { ProcessSpec } from '../../scripts/processes.ts';
import { needsOf, type ComposeProject } from './model.ts';

type Expect = (ok: boolean, problem: string) => void;

/** What deploy-validate writes for `${NAME:?…}`: a value only the operator supplies. */
const required = (name: string) => `required-from-operator:${name}`;
const list = (values: Iterable<string>) => [...values].sort().join(', ');
const sameSet = (a: Iterable<string>, b: Iterable<string>) => list(a) === list(b);

/** The ACL lines of kafka-init (`<user> <topic|group> <literal|prefixed> <ops> <names…>`), one entry per resource. */
function composeAcls(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter((words) => words.length >= 5)
    .flatMap(([user, resource, pattern, operations, ...names]) =>
      names.map((name) => `${user}:${resource}:${pattern}:${name}:${(operations ?? '').split(',').sort().join('+')}`),
    );
}

export function checkComposeAccess(
  compose: ComposeProject,
  processes: readonly ProcessSpec[],
  mongoDbOf: Map<string, string>,
  expect: Expect,
): void {
  const services = compose.services;
  for (const spec of processes) {
    const svc = services[spec.name];
    if (!svc) continue;
    const env = svc.environment ?? {};
    const needs = needsOf(spec, processes);
    const own = spec.key.toUpperCase();
    const where = `docker-compose.yml ${spec.name}:`;
    if (needs.mongo) {
      expect(
        env.MONGO_URL === `mongodb://${spec.key}:${required(`MONGO_${own}_PASSWORD`)}@mongo:27017/?authSource=admin`,
        `${where} MONGO_URL must be mongodb://${spec.key}:\${MONGO_${own}_PASSWORD:?…}@mongo:27017/?authSource=admin (its own user)`,
      );
      expect(
        svc.depends_on?.['mongo-init']?.condition === 'service_completed_successfully',
        `${where} depends_on mongo-init with condition service_completed_successfully (its user exists)`,
      );
    } else expect(env.MONGO_URL === undefined, `${where} MONGO_URL is set, but its config does not use MongoDB`);
    if (needs.kafka) {
      expect(env.KAFKA_USERNAME === spec.key, `${where} KAFKA_USERNAME must be ${spec.key} (its own Kafka user)`);
      expect(
        env.KAFKA_PASSWORD === required(`KAFKA_${own}_PASSWORD`),
        `${where} KAFKA_PASSWORD must be \${KAFKA_${own}_PASSWORD:?…} (its own Kafka user)`,
      );
    } else expect(env.KAFKA_USERNAME === undefined && env.KAFKA_PASSWORD === undefined, `${where} holds a Kafka user it does not use`);
    // .env holds every password: compose reads it, and a service's container reads only its own file.
    const files = (svc.env_file ?? []).map((file) => file.path.slice(file.path.lastIndexOf('/') + 1));
    expect(list(files) === `.env.${spec.key}`, `${where} env_file ${list(files) || 'none'}; expected only .env.${spec.key}`);
    // Another service's password, or an engine's admin password, is never in a service's environment.
    const passwords = Object.values(env).flatMap((value) =>
      [...(value ?? '').matchAll(/required-from-operator:([A-Z_]*PASSWORD)/g)].map((m) => m[1] ?? ''),
    );
    const foreign = passwords.filter((name) => !new RegExp(`^(REDIS|KAFKA|MONGO)_${own}_PASSWORD$`).test(name));
    expect(foreign.length === 0, `${where} holds ${list(foreign)}, which are not its own`);
  }

  // Kafka: authentication on, the users and ACLs of the launcher's table.
  const broker = services.kafka?.command?.join('\n') ?? '';
  for (const setting of [
    'listener.security.protocol.map=CONTROLLER:SASL_PLAINTEXT,CLIENT:SASL_PLAINTEXT',
    'listener.name.client.sasl.enabled.mechanisms=SCRAM-SHA-512',
    'authorizer.class.name=org.apache.kafka.metadata.authorizer.StandardAuthorizer',
    'allow.everyone.if.no.acl.found=false',
    'auto.create.topics.enable=false',
  ])
    expect(broker.includes(`\n${setting}\n`), `docker-compose.yml kafka: server.properties needs ${setting}`);
  const init = services['kafka-init']?.environment ?? {};
  const scramUsers = (init.SCRAM_USERS ?? '').split(/\s+/).filter(Boolean);
  const expectedUsers = kafkaUsers.map((user) => `${user}:${required(`KAFKA_${user.toUpperCase()}_PASSWORD`)}`);
  expect(
    sameSet(scramUsers, expectedUsers),
    `docker-compose.yml kafka-init SCRAM_USERS: ${list(scramUsers)}; expected ${list(expectedUsers)}`,
  );
  const declared = composeAcls(init.ACLS ?? '');
  const expected = kafkaUsers.flatMap((user) =>
    kafkaAclRules(user).map((r) => `${user}:${r.resource}:${r.pattern}:${r.name}:${[...r.operations].sort().join('+')}`),
  );
  const missing = expected.filter((acl) => !declared.includes(acl));
  const extra = declared.filter((acl) => !expected.includes(acl));
  expect(
    missing.length === 0 && extra.length === 0,
    `docker-compose.yml kafka-init ACLS differ from deploy/local/kafka-access.ts: missing ${list(missing) || 'none'}; extra ${list(extra) || 'none'}`,
  );

  // MongoDB: authentication on, one user per service on its own database.
  expect(services.mongo?.command?.includes('--auth') ?? false, 'docker-compose.yml mongo: mongod needs --auth');
  const mongoUsers = (services['mongo-init']?.environment?.MONGO_USERS ?? '').split(/\s+/).filter(Boolean);
  // A worker (generation-worker, publisher-worker) is its service's user, on its service's database.
  const expectedMongo = [...mongoDbOf].map(([name, db]) => {
    const user = name.endsWith('-worker') ? name.slice(0, -'-worker'.length) : name;
    return `${user}:${db}:${required(`MONGO_${user.toUpperCase()}_PASSWORD`)}`;
  });
  expect(
    sameSet(mongoUsers, new Set(expectedMongo)),
    `docker-compose.yml mongo-init MONGO_USERS: ${list(mongoUsers)}; expected ${list(new Set(expectedMongo))}`,
  );
}
