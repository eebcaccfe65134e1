import { describe, expect, it } from 'vitest';
import { missingPackagesMessage, nothingToDo, planSetup, type Facts } from '../provision/plan.ts';

/** A Debian machine as CI gets it: Node and npm, nothing else of ours. */
const fresh: Facts = {
  env: {},
  docker: false,
  commands: { redisServer: false, java: false, mongod: false, pythonPip: true, chromium: false, prometheus: false },
  cached: { kafkaJars: false, ferretdb: false },
  goFound: false,
};
const warm: Facts = {
  ...fresh,
  commands: { redisServer: true, java: true, mongod: false, pythonPip: true, chromium: true, prometheus: true },
  cached: { kafkaJars: true, ferretdb: true },
  goFound: true,
};

describe('set-up plan', () => {
  it('when npm start runs on a fresh machine, then it installs Redis and a JRE, fetches Go, builds FerretDB, downloads the jars, and never Chromium', () => {
    expect(planSetup('start', fresh)).toEqual({
      packages: ['redis-server', 'default-jre-headless'],
      fetchGo: true,
      buildFerretdb: true,
      downloadKafkaJars: true,
    });
  });

  it('when npm start runs a second time, then there is nothing to do', () => {
    const plan = planSetup('start', warm);
    expect(plan).toEqual({ packages: [], fetchGo: false, buildFerretdb: false, downloadKafkaJars: false });
    expect(nothingToDo(plan)).toBe(true);
  });

  it('when every engine URL is set, then nothing is installed for the engines', () => {
    const facts = { ...fresh, env: { REDIS_URL: 'redis://r:6379', KAFKA_BROKERS: 'k:9092', MONGO_URL: 'mongodb://m' } };
    expect(nothingToDo(planSetup('start', facts))).toBe(true);
  });

  it('when only REDIS_URL is set, then redis-server is not installed but Kafka and MongoDB-wire still are provided', () => {
    const plan = planSetup('start', { ...fresh, env: { REDIS_URL: 'redis://r:6379' } });
    expect(plan.packages).toEqual(['default-jre-headless']);
    expect(plan.downloadKafkaJars).toBe(true);
    expect(plan.buildFerretdb).toBe(true);
  });

  it('when a Docker engine answers, then the official images are used and nothing local is provisioned', () => {
    expect(nothingToDo(planSetup('start', { ...fresh, docker: true }))).toBe(true);
  });

  it('when mongod is installed, then npm start neither fetches Go nor builds FerretDB', () => {
    const plan = planSetup('start', { ...fresh, commands: { ...fresh.commands, mongod: true } });
    expect(plan.fetchGo).toBe(false);
    expect(plan.buildFerretdb).toBe(false);
  });

  it('when FerretDB is already built, then npm start needs no Go but npm test still fetches it for the deploy checks', () => {
    const facts = { ...fresh, cached: { kafkaJars: true, ferretdb: true } };
    expect(planSetup('start', facts).fetchGo).toBe(false);
    expect(planSetup('test', facts).fetchGo).toBe(true);
  });

  it('when a Go toolchain is found, then none is fetched even though FerretDB must be built', () => {
    const plan = planSetup('start', { ...fresh, goFound: true });
    expect(plan.buildFerretdb).toBe(true);
    expect(plan.fetchGo).toBe(false);
  });

  it('when npm test runs without pip, then python3-pip is installed for the deploy checks, but npm start does not ask for it', () => {
    const facts = { ...warm, commands: { ...warm.commands, pythonPip: false } };
    expect(planSetup('test', facts).packages).toEqual(['python3-pip']);
    expect(planSetup('start', facts).packages).toEqual([]);
  });

  it("when npm test runs without Prometheus, then Debian's prometheus package is installed for promtool (the alert tests); npm start does not ask for it", () => {
    const facts = { ...warm, commands: { ...warm.commands, prometheus: false } };
    expect(planSetup('test', facts).packages).toEqual(['prometheus']);
    expect(planSetup('start', facts).packages).toEqual([]);
  });

  it('when npm start -- --observe runs without Prometheus, then only prometheus is installed; with it, nothing', () => {
    expect(planSetup('observe', { ...warm, commands: { ...warm.commands, prometheus: false } })).toEqual({
      packages: ['prometheus'],
      fetchGo: false,
      buildFerretdb: false,
      downloadKafkaJars: false,
    });
    expect(nothingToDo(planSetup('observe', warm))).toBe(true);
  });

  it('when npm test runs on a fresh machine, then Chromium is not part of its first set-up', () => {
    expect(planSetup('test', fresh).packages).not.toContain('chromium');
  });

  it('when the browser tests or npm run lighthouse are reached without Chromium, then only chromium is installed; with it, nothing', () => {
    expect(planSetup('browser', fresh)).toEqual({ packages: ['chromium'], fetchGo: false, buildFerretdb: false, downloadKafkaJars: false });
    expect(nothingToDo(planSetup('browser', warm))).toBe(true);
    expect(planSetup('lighthouse', fresh)).toEqual(planSetup('browser', fresh));
    expect(nothingToDo(planSetup('lighthouse', warm))).toBe(true);
  });

  it('when packages are missing and the user is not root, then the message is one line with the exact command', () => {
    const message = missingPackagesMessage('npm start', ['redis-server', 'default-jre-headless']);
    expect(message).not.toContain('\n');
    expect(message).toBe(
      'npm start needs Debian packages that are not installed (redis-server, default-jre-headless); run: sudo apt-get install -y redis-server default-jre-headless',
    );
  });
});
