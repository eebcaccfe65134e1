import { describe, expect, it } from 'vitest';
import { kafkaVersion, parsePins, pinnedJars } from '../kafka-jars.ts';

describe('pinned Kafka jars', () => {
  it('when the pin file is read, then it names the broker, its log4j binding and every runtime jar with a distinct SHA-256', () => {
    expect(pinnedJars).toHaveLength(57);
    const coordinates = pinnedJars.map((jar) => `${jar.group}:${jar.artifact}:${jar.version}`);
    expect(coordinates).toContain('org.apache.kafka:kafka_2.13:3.9.1');
    expect(coordinates).toContain('org.apache.kafka:kafka-clients:3.9.1');
    expect(coordinates).toContain('org.slf4j:slf4j-reload4j:1.7.36');
    expect(coordinates).toContain('org.scala-lang:scala-library:2.13.15');
    expect(new Set(pinnedJars.map((jar) => jar.sha256)).size).toBe(57);
    // java -cp dir/* loads every file: two versions of one artifact would be a classpath clash.
    expect(new Set(pinnedJars.map((jar) => jar.file)).size).toBe(57);
  });

  it('when the version is asked, then it comes from the pinned kafka_2.13 artifact', () => {
    expect(kafkaVersion).toBe('3.9.1');
  });

  it('when a line is not "group:artifact:version sha256", then parsing fails naming the line', () => {
    expect(() => parsePins('# header\norg.example:thing:1.0 abc\n')).toThrow('line 2');
    expect(parsePins('# only comments\n\n')).toEqual([]);
  });
});
