import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { kafkaSecurityOf } from '../src/index.ts';

describe('Kafka security from the config', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kafka-ca-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('when nothing is set, then the client neither logs in nor encrypts (a broker without users)', () => {
    expect(kafkaSecurityOf({})).toEqual({});
  });

  it('when a user and a CA file are set, then the client logs in with SCRAM and trusts exactly that CA', () => {
    const ca = join(dir, 'ca.crt');
    writeFileSync(ca, '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n');
    expect(kafkaSecurityOf({ KAFKA_USERNAME: 'accounts', KAFKA_PASSWORD: 'pw', KAFKA_TLS_CA_FILE: ca })).toEqual({
      sasl: { username: 'accounts', password: 'pw' },
      ssl: { ca: ['-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n'] },
    });
  });

  it('when only half a login is set or the CA file is missing, then the start fails naming the variable', () => {
    expect(() => kafkaSecurityOf({ KAFKA_USERNAME: 'accounts' })).toThrow('KAFKA_USERNAME and KAFKA_PASSWORD must be set together');
    expect(() => kafkaSecurityOf({ KAFKA_PASSWORD: 'pw' })).toThrow('KAFKA_USERNAME and KAFKA_PASSWORD must be set together');
    expect(() => kafkaSecurityOf({ KAFKA_TLS_CA_FILE: join(dir, 'absent.crt') })).toThrow(
      /^KAFKA_TLS_CA_FILE .*absent\.crt cannot be read/,
    );
  });
});
