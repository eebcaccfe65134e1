// Where Maven Central is, for this machine: MAVEN_REPO_URL, else a mirror of `central` configured
// for Maven (companies often allow only their own mirror), else Central itself over HTTPS.
import { readFileSync, realpathSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { which } from './process.ts';

export const mavenCentral = 'https://repo1.maven.org/maven2';

/**
 * The URL of the first mirror in a Maven settings.xml that serves `central`, honouring Maven's
 * `mirrorOf` syntax (`*`, `central`, `external:*`, `external:https:*`, exclusions `!central`).
 */
export function centralMirror(settingsXml: string): string | undefined {
  const xml = settingsXml.replace(/<!--[\s\S]*?-->/g, '');
  for (const [, body = ''] of xml.matchAll(/<mirror>([\s\S]*?)<\/mirror>/g)) {
    const field = (name: string) => new RegExp(`<${name}>\\s*([^<]*?)\\s*</${name}>`).exec(body)?.[1];
    const url = field('url');
    if (!url || field('blocked') === 'true') continue;
    const patterns = (field('mirrorOf') ?? '').split(',').map((p) => p.trim());
    if (patterns.includes('!central')) continue;
    if (patterns.some((p) => ['*', 'central', 'external:*', 'external:https:*'].includes(p))) return url.replace(/\/+$/, '');
  }
  return undefined;
}

/** The settings files Maven itself reads, user's first: a user mirror overrides the global one. */
export function mavenSettingsFiles(env: NodeJS.ProcessEnv = process.env): string[] {
  const files = [join(env.HOME || homedir(), '.m2', 'settings.xml')];
  const mvn = which('mvn');
  const homes = [env.MAVEN_HOME, env.M2_HOME, mvn ? dirname(dirname(realpathSafe(mvn))) : undefined];
  for (const home of homes) if (home) files.push(join(home, 'conf', 'settings.xml'));
  return [...new Set(files)];
}

export function mavenRepository(env: NodeJS.ProcessEnv = process.env, read: (file: string) => string | undefined = readOptional): string {
  const fromEnv = env.MAVEN_REPO_URL?.trim();
  if (fromEnv) return fromEnv.replace(/\/+$/, '');
  for (const file of mavenSettingsFiles(env)) {
    const text = read(file);
    const mirror = text === undefined ? undefined : centralMirror(text);
    if (mirror) return mirror;
  }
  return mavenCentral;
}

/** Path of an artifact inside a Maven repository layout. */
export function artifactPath(coordinate: { group: string; artifact: string; version: string }, extension = 'jar'): string {
  const { group, artifact, version } = coordinate;
  return `${group.replaceAll('.', '/')}/${artifact}/${version}/${artifact}-${version}.${extension}`;
}

function readOptional(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

function realpathSafe(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return file;
  }
}
