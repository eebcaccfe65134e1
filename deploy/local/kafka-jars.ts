// The Kafka broker's jars straight from Maven Central, pinned by SHA-256 in kafka/jars.txt: no Maven
// install needed, and the same bytes on every machine.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cacheRoot, ensureDir } from './cache.ts';
import { download } from './download.ts';
import { artifactPath, mavenRepository } from './maven.ts';

export type PinnedJar = { group: string; artifact: string; version: string; sha256: string; file: string };

const pinFile = join(import.meta.dirname, 'kafka', 'jars.txt');
const pinText = readFileSync(pinFile, 'utf8');
const downloadConcurrency = 6;

/** `group:artifact:version sha256` lines; `#` comments and blank lines ignored. */
export function parsePins(text: string): PinnedJar[] {
  const jars: PinnedJar[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) continue;
    const match = /^([\w.-]+):([\w.-]+):([\w.-]+)\s+([0-9a-f]{64})$/.exec(line);
    if (!match) throw new Error(`kafka/jars.txt line ${index + 1} is not "group:artifact:version sha256": ${raw}`);
    const [, group = '', artifact = '', version = '', sha256 = ''] = match;
    jars.push({ group, artifact, version, sha256, file: `${artifact}-${version}.jar` });
  }
  return jars;
}

export const pinnedJars = parsePins(pinText);
export const kafkaVersion =
  pinnedJars.find((jar) => jar.group === 'org.apache.kafka' && jar.artifact === 'kafka_2.13')?.version ?? 'unknown';

const home = join(cacheRoot, 'kafka', kafkaVersion);
export const kafkaJarsDir = join(home, 'jars');
const marker = join(home, '.complete');
const pinHash = createHash('sha256').update(pinText).digest('hex');

/** True when the cache holds exactly the pinned jars (the marker is the pin file's hash). */
export function kafkaJarsCached(): boolean {
  return existsSync(marker) && readFileSync(marker, 'utf8').trim() === pinHash;
}

function sha256Of(file: string): string | undefined {
  try {
    return createHash('sha256').update(readFileSync(file)).digest('hex');
  } catch {
    return undefined;
  }
}

/**
 * Makes `kafkaJarsDir` hold the pinned jars and nothing else. Jars already there with the right
 * hash are kept (a cache filled by the former Maven-based resolution costs no download).
 * Returns how many files were downloaded.
 */
export async function ensureKafkaJars(): Promise<{ dir: string; downloaded: number; bytes: number }> {
  if (kafkaJarsCached()) return { dir: kafkaJarsDir, downloaded: 0, bytes: 0 };
  ensureDir(kafkaJarsDir);
  const repository = mavenRepository();
  const wanted = new Set(pinnedJars.map((jar) => jar.file));
  // Another launcher may be downloading into the same directory right now: leave its partial files.
  for (const stray of readdirSync(kafkaJarsDir)) {
    if (!wanted.has(stray) && !stray.includes('.partial-')) rmSync(join(kafkaJarsDir, stray), { recursive: true, force: true });
  }
  const missing = pinnedJars.filter((jar) => sha256Of(join(kafkaJarsDir, jar.file)) !== jar.sha256);
  let bytes = 0;
  const queue = [...missing];
  const worker = async () => {
    for (let jar = queue.shift(); jar; jar = queue.shift()) {
      const dest = join(kafkaJarsDir, jar.file);
      await download(`${repository}/${artifactPath(jar)}`, dest, { sha256: jar.sha256 });
      bytes += statSync(dest).size;
    }
  };
  await Promise.all(Array.from({ length: Math.min(downloadConcurrency, missing.length) }, worker));
  const tmp = `${marker}.${process.pid}`;
  writeFileSync(tmp, `${pinHash}\n`);
  renameSync(tmp, marker);
  return { dir: kafkaJarsDir, downloaded: missing.length, bytes };
}
