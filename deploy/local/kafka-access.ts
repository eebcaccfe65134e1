// Who may do what on Kafka (issue 26), from the contracts' topic table: each service produces only
// the topics it owns, reads only the topics it subscribes to, in consumer groups of its own prefix,
// and may write the dead-letter topic of what it reads. The launcher, the test stack and k8s/
// (Strimzi KafkaUser) all follow this one table.
import kafkajs, { type Admin } from 'kafkajs';
import { deadLetterTopic, topics, type Topic } from '@chainscribe/contracts';

export const kafkaUsers = ['accounts', 'gateway', 'generation', 'analytics', 'publisher'] as const;
export type KafkaUser = (typeof kafkaUsers)[number];

/** The launcher's own user: creates topics and ACLs, checks health; a super user. */
export const kafkaAdminUser = 'chainscribe-admin';

export interface KafkaAccess {
  produces: readonly Topic[];
  consumes: readonly Topic[];
  /** Consumer groups start with this (before any test prefix). */
  groupPrefix: string;
}

export const kafkaAccess: Record<KafkaUser, KafkaAccess> = {
  accounts: {
    produces: [
      topics.userRegistered,
      topics.userPlanChanged,
      topics.userDeleted,
      topics.paymentCreated,
      topics.paymentConfirmed,
      topics.paymentFailed,
    ],
    consumes: [
      topics.paymentConfirmed,
      topics.paymentFailed,
      topics.userPlanChanged,
      topics.userDeleted,
      // Web Push for long generations: when a job began, and its result.
      topics.generationRequested,
      topics.threadGenerated,
      topics.tweetGenerated,
      topics.generationFailed,
      // Web Push when a scheduled post went live or stopped.
      topics.postPublished,
      topics.postFailed,
    ],
    groupPrefix: 'accounts-',
  },
  gateway: { produces: [topics.userSessionStarted], consumes: [], groupPrefix: 'gateway-' },
  generation: {
    produces: [topics.generationRequested, topics.threadGenerated, topics.tweetGenerated, topics.generationFailed],
    consumes: [
      topics.generationRequested,
      topics.userRegistered,
      topics.userPlanChanged,
      topics.userDeleted,
      // The library item shows where its post stands on X.
      topics.postScheduled,
      topics.postPublished,
      topics.postFailed,
      topics.postCancelled,
    ],
    groupPrefix: 'generation-',
  },
  analytics: {
    produces: [],
    consumes: [
      topics.userRegistered,
      topics.userSessionStarted,
      topics.threadGenerated,
      topics.tweetGenerated,
      topics.userPlanChanged,
      topics.userDeleted,
    ],
    groupPrefix: 'analytics.',
  },
  publisher: {
    produces: [topics.postScheduled, topics.postPublished, topics.postFailed, topics.postCancelled],
    // Plans for the scheduled-at-a-time limit; erasure of a deleted user's connection and posts.
    consumes: [topics.userRegistered, topics.userPlanChanged, topics.userDeleted],
    groupPrefix: 'publisher-',
  },
};

export type AclRule = {
  resource: 'topic' | 'group';
  /** Literal: exactly this name; prefixed: every name starting with it. */
  pattern: 'literal' | 'prefixed';
  name: string;
  operations: readonly ('Read' | 'Write' | 'Describe' | 'Delete')[];
};

/** The ACLs of one service under a topic prefix ('' in a deployment, `t.<run>.` in tests). */
export function kafkaAclRules(user: KafkaUser, prefix = ''): AclRule[] {
  const access = kafkaAccess[user];
  const rules: AclRule[] = [];
  for (const topic of access.produces)
    rules.push({ resource: 'topic', pattern: 'literal', name: `${prefix}${topic}`, operations: ['Write', 'Describe'] });
  for (const topic of access.consumes) {
    rules.push({ resource: 'topic', pattern: 'literal', name: `${prefix}${topic}`, operations: ['Read', 'Describe'] });
    rules.push({ resource: 'topic', pattern: 'literal', name: `${prefix}${deadLetterTopic(topic)}`, operations: ['Write', 'Describe'] });
  }
  // Delete: analytics' projection rebuild drops its own group's offsets.
  if (access.consumes.length > 0)
    rules.push({
      resource: 'group',
      pattern: 'prefixed',
      name: `${prefix}${access.groupPrefix}`,
      operations: ['Read', 'Describe', 'Delete'],
    });
  return rules;
}

// kafkajs is CommonJS; Node's ESM loader does not see these enums as named exports.
const { AclOperationTypes, AclPermissionTypes, AclResourceTypes, ResourcePatternTypes } = kafkajs;

const operationCode = {
  Read: AclOperationTypes.READ,
  Write: AclOperationTypes.WRITE,
  Describe: AclOperationTypes.DESCRIBE,
  Delete: AclOperationTypes.DELETE,
} as const;

/**
 * Creates every service's ACLs under `prefix` with a super user's admin client. Creating an ACL
 * that exists is a no-op for the broker, so each start (and each test file's prefix) just applies
 * the table again.
 */
export async function grantKafkaAcls(admin: Admin, prefix = ''): Promise<void> {
  const acl = kafkaUsers.flatMap((user) =>
    kafkaAclRules(user, prefix).flatMap((rule) =>
      rule.operations.map((operation) => ({
        resourceType: rule.resource === 'topic' ? AclResourceTypes.TOPIC : AclResourceTypes.GROUP,
        resourceName: rule.name,
        resourcePatternType: rule.pattern === 'literal' ? ResourcePatternTypes.LITERAL : ResourcePatternTypes.PREFIXED,
        principal: `User:${user}`,
        host: '*',
        operation: operationCode[operation],
        permissionType: AclPermissionTypes.ALLOW,
      })),
    ),
  );
  await admin.createAcls({ acl });
  // The controller has them; the broker applies them from the metadata log a moment later. A
  // service started right away would be refused, so wait until the broker shows the last one.
  const last = acl.at(-1);
  if (!last) return;
  const deadline = Date.now() + 10_000;
  while ((await admin.describeAcls(last)).resources.length === 0) {
    if (Date.now() > deadline) throw new Error(`Kafka did not apply the ACLs for prefix '${prefix}' within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Deletes every ACL on a topic or group whose name starts with `namePrefix`: test runs grant one
 * set per topic prefix and take them away with their topics, so a kept broker does not collect them.
 */
export async function revokeKafkaAcls(admin: Admin, namePrefix: string): Promise<void> {
  const { resources } = await admin.describeAcls({
    resourceType: AclResourceTypes.ANY,
    resourcePatternType: ResourcePatternTypes.ANY,
    operation: AclOperationTypes.ANY,
    permissionType: AclPermissionTypes.ANY,
  });
  const filters = resources
    .filter((resource) => resource.resourceName.startsWith(namePrefix))
    .map((resource) => ({
      resourceType: resource.resourceType,
      resourceName: resource.resourceName,
      resourcePatternType: resource.resourcePatternType,
      operation: AclOperationTypes.ANY,
      permissionType: AclPermissionTypes.ANY,
    }));
  if (filters.length > 0) await admin.deleteAcls({ filters });
}
