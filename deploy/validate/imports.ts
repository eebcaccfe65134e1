// Does an image install what its process loads? An image gets only its workspace's production
// dependencies (`npm ci --omit=dev --workspace <ws>`), while the repository's hoisted node_modules
// would hide a package used without being declared. Both sides are computed statically: the
// packages npm would install (from package-lock.json) and the packages the entry's module graph
// imports at run time (type-only imports are erased and do not count).
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { repoRoot } from './model.ts';

interface LockEntry {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  link?: boolean;
  resolved?: string;
  dev?: boolean;
}

const lock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };

/** Where node would find `name` from the lock location `from` (nested node_modules first). */
function locate(name: string, from: string): string | undefined {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const up = dir.lastIndexOf('/node_modules/');
    dir = up >= 0 ? dir.slice(0, up) : '';
  }
}

/** Names of every package `npm ci --omit=dev --workspace <workspace>` installs. */
export function productionPackages(workspace: string): Set<string> {
  const names = new Set<string>();
  const seen = new Set<string>();
  const queue = [workspace];
  while (queue.length > 0) {
    const location = queue.pop() ?? '';
    if (seen.has(location)) continue;
    seen.add(location);
    const entry = lock.packages[location];
    if (!entry) continue;
    if (entry.link && entry.resolved) {
      queue.push(entry.resolved);
      continue;
    }
    const required = { ...entry.optionalDependencies, ...entry.dependencies };
    for (const [peer] of Object.entries(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[peer]?.optional) required[peer] = '*';
    }
    for (const name of Object.keys(required)) {
      const found = locate(name, location);
      if (!found) continue;
      names.add(name);
      queue.push(found);
    }
  }
  return names;
}

const builtins = new Set(builtinModules);
const importPattern =
  /(?:^|[\s;])(?:import|export)\s+(?!type\s)(?:[^'"`;]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

const packageName = (specifier: string): string =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

/** A workspace package's file for `@chainscribe/x` or `@chainscribe/x/sub` (its exports map). */
function workspaceFile(specifier: string): string | undefined {
  const name = packageName(specifier);
  const link = lock.packages[`node_modules/${name}`];
  if (!link?.link || !link.resolved) return undefined;
  const dir = join(repoRoot, link.resolved);
  const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { exports?: Record<string, string>; main?: string };
  const subpath = `.${specifier.slice(name.length)}`;
  const target = manifest.exports?.[subpath] ?? (subpath === '.' ? manifest.main : undefined);
  return target ? resolve(dir, target) : undefined;
}

/** Packages (outside the workspaces) that the module graph of `entry` imports at run time. */
export function importedPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [resolve(repoRoot, entry)];
  while (queue.length > 0) {
    const file = queue.pop() ?? '';
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2];
      if (!specifier || specifier.startsWith('node:') || builtins.has(specifier)) continue;
      if (specifier.startsWith('.')) {
        queue.push(resolve(dirname(file), specifier));
        continue;
      }
      const own = workspaceFile(specifier);
      if (own) queue.push(own);
      else packages.add(packageName(specifier));
    }
  }
  return packages;
}
