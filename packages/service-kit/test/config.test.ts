import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { baseEnv, ConfigError, kafkaEnv, loadConfig, mongoEnv, portEnv } from '../src/index.ts';

const schema = z.object({ ...baseEnv, ...portEnv(4000), ...mongoEnv, ...kafkaEnv });

describe('loadConfig', () => {
  it('when variables are missing or wrong, then one error lists every problem', () => {
    const attempt = () => loadConfig('svc', schema, { PORT: 'abc', MONGO_URL: 'http://nope' });
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (err) {
      const problems = (err as ConfigError).problems;
      expect(problems).toEqual(
        expect.arrayContaining([
          'INTERNAL_AUTH_KEY is required but not set',
          'KAFKA_BROKERS is required but not set',
          expect.stringMatching(/^PORT: /),
          'MONGO_URL: must be a mongodb:// URL',
        ]),
      );
      expect((err as Error).message).toContain('svc: invalid configuration');
    }
  });

  it('when the environment is complete, then values are typed and defaulted', () => {
    const config = loadConfig('svc', schema, {
      INTERNAL_AUTH_KEY: 'k'.repeat(32),
      MONGO_URL: 'mongodb://127.0.0.1:27017',
      KAFKA_BROKERS: 'a:9092, b:9092',
    });
    expect(config).toMatchObject({ PORT: 4000, LOG_LEVEL: 'info', KAFKA_BROKERS: ['a:9092', 'b:9092'], KAFKA_TOPIC_PREFIX: '' });
  });
});
