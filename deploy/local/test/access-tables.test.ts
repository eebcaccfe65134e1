import { describe, expect, it } from 'vitest';
import { allTopics, deadLetterTopic } from '@chainscribe/contracts';
import { kafkaAccess, kafkaAclRules, kafkaUsers } from '../kafka-access.ts';
import { hashedPassword, redisAclFile, redisAclRule, redisUsers } from '../redis-acl.ts';

describe('Kafka access table', () => {
  it('when the rules of a service are built under a test prefix, then every topic and group name carries the prefix', () => {
    const rules = kafkaAclRules('analytics', 't.run_1.');
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule.name.startsWith('t.run_1.')).toBe(true);
    expect(rules).toContainEqual({
      resource: 'group',
      pattern: 'prefixed',
      name: 't.run_1.analytics.',
      operations: ['Read', 'Describe', 'Delete'],
    });
  });

  it('when the table is read, then every topic has exactly one producing service and only accounts writes payments', () => {
    for (const topic of allTopics)
      expect(
        kafkaUsers.filter((user) => kafkaAccess[user].produces.includes(topic)),
        topic,
      ).toHaveLength(1);
    const writersOf = (topic: string) =>
      kafkaUsers.filter((user) => kafkaAclRules(user).some((r) => r.name === topic && r.operations.includes('Write')));
    expect(writersOf('payment.confirmed')).toEqual(['accounts']);
    expect(writersOf(deadLetterTopic('payment.confirmed'))).toEqual(['accounts']);
  });
});

describe('Redis ACL rules', () => {
  it('when a deployment rule is built, then it names the exact prefixes, refuses @dangerous and holds no password in clear when hashed', () => {
    const rule = redisAclRule('gateway', hashedPassword('secret-password'), { anyNamespace: false });
    expect(rule).toMatch(
      /^gateway on #[0-9a-f]{64} resetkeys ~cs:gateway:\* ~cs:rl:gw-\* %R~cs:auth:revoked-session:\* resetchannels -@all /,
    );
    expect(rule).toContain('-@dangerous');
    expect(rule).not.toContain('secret-password');
  });

  it('when a service talks between its replicas over pub/sub, then it alone may publish and subscribe, on its own channels only', () => {
    const generation = redisAclRule('generation', hashedPassword('p'), { anyNamespace: false });
    expect(generation).toMatch(/ resetchannels &cs:generation:\* -@all /);
    expect(generation).toMatch(/ \+publish \+subscribe \+unsubscribe$/);
    for (const user of redisUsers.filter((u) => u !== 'generation')) {
      const rule = redisAclRule(user, hashedPassword('p'), { anyNamespace: false });
      expect(rule).toMatch(/ resetchannels -@all /);
      expect(rule).not.toContain('subscribe');
    }
  });

  it('when the local ACL file is written, then the default user is off and every service accepts any namespace before cs:', () => {
    const file = redisAclFile({ admin: 'a', accounts: 'b', gateway: 'c', generation: 'd', research: 'e', market: 'f', publisher: 'g' });
    expect(file.split('\n')[0]).toBe('user default off resetkeys -@all');
    for (const user of redisUsers) expect(file).toMatch(new RegExp(`^user ${user} on #[0-9a-f]{64} resetkeys ~\\*cs:`, 'm'));
  });
});
