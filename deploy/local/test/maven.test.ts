import { describe, expect, it } from 'vitest';
import { artifactPath, centralMirror, mavenCentral, mavenRepository } from '../maven.ts';

const settings = (mirrors: string) => `<?xml version="1.0"?><settings><mirrors>${mirrors}</mirrors></settings>`;
const mirror = (mirrorOf: string, url: string, extra = '') =>
  `<mirror><id>m</id><mirrorOf>${mirrorOf}</mirrorOf><url>${url}</url>${extra}</mirror>`;

describe('Maven repository for the Kafka jars', () => {
  it('when no settings name a mirror, then Maven Central over HTTPS is used', () => {
    expect(mavenRepository({ HOME: '/nowhere' }, () => undefined)).toBe('https://repo1.maven.org/maven2');
    expect(mavenCentral).toBe('https://repo1.maven.org/maven2');
  });

  it('when MAVEN_REPO_URL is set, then it wins over any mirror, without its trailing slash', () => {
    const read = () => settings(mirror('*', 'https://corp.example/maven'));
    expect(mavenRepository({ HOME: '/h', MAVEN_REPO_URL: 'https://repo.example/m2/' }, read)).toBe('https://repo.example/m2');
  });

  it("when the user's settings.xml mirrors central, then that mirror is used", () => {
    const files: Record<string, string> = {
      '/h/.m2/settings.xml': settings(mirror('central', 'https://nexus.example/repository/central/')),
    };
    expect(mavenRepository({ HOME: '/h', MAVEN_HOME: '/opt/maven' }, (file) => files[file])).toBe(
      'https://nexus.example/repository/central',
    );
  });

  it("when only Maven's global settings mirror everything, then that mirror is used", () => {
    const files: Record<string, string> = { '/opt/maven/conf/settings.xml': settings(mirror('*', 'https://global.example/m2')) };
    expect(mavenRepository({ HOME: '/h', MAVEN_HOME: '/opt/maven' }, (file) => files[file])).toBe('https://global.example/m2');
  });

  it('when a mirror is commented out, blocked, excludes central or covers only plain-HTTP repositories, then it is ignored', () => {
    expect(centralMirror(settings(`<!-- ${mirror('*', 'https://commented.example')} -->`))).toBeUndefined();
    expect(centralMirror(settings(mirror('*', 'https://blocked.example', '<blocked>true</blocked>')))).toBeUndefined();
    expect(centralMirror(settings(mirror('*,!central', 'https://not-central.example')))).toBeUndefined();
    // Debian's stock settings.xml carries exactly this one: it must not hide Central.
    expect(centralMirror(settings(mirror('external:http:*', 'http://0.0.0.0/')))).toBeUndefined();
    expect(centralMirror(settings(mirror('other-repo', 'https://other.example')))).toBeUndefined();
  });

  it('when several mirrors match, then the first one that serves central is used', () => {
    const xml = settings(
      mirror('snapshots', 'https://a.example') + mirror('external:*', 'https://b.example') + mirror('*', 'https://c.example'),
    );
    expect(centralMirror(xml)).toBe('https://b.example');
  });

  it('when an artifact is named, then its path follows the Maven repository layout', () => {
    expect(artifactPath({ group: 'org.apache.kafka', artifact: 'kafka_2.13', version: '3.9.1' })).toBe(
      'org/apache/kafka/kafka_2.13/3.9.1/kafka_2.13-3.9.1.jar',
    );
  });
});
