// Builds FerretDB v1 from ./ferretdb with the source patches below applied to its module, into the
// cache, named by a hash of everything that goes into it.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cacheRoot, ensureDir, freshLogFile } from './cache.ts';
import { ensureGo, findGo, goToolchainVersion } from './go.ts';
import { runToLog, type Log } from './process.ts';

const ferretSource = join(dirname(fileURLToPath(import.meta.url)), 'ferretdb');
const ferretModule = 'github.com/FerretDB/FerretDB';
const sourceFiles = ['main.go', 'go.mod', 'go.sum'];

export interface SourcePatch {
  /** Path inside FerretDB's module. */
  file: string;
  /** Text that must occur exactly once in the file, and what replaces it. */
  from: string;
  to: string;
}

/**
 * FerretDB's SQLite backend creates each collection's unique `_id` index on the expression
 * `_ferretdb_sjson->"_id"` (registry.go quotes every indexed field that way) but looks documents
 * up, updates and deletes them by `_ferretdb_sjson->'$._id'`. SQLite uses an expression index only
 * for the same expression, so every operation by `_id` read the whole table: 56 ms for a findOne
 * and 163 ms for an updateOne in a collection of 10,000 library items, against 2.7 ms and 1.6 ms
 * with this patch. `->'_id'` names the same JSON path and is the expression SQLite stores for the
 * index (a double-quoted word that is no column is read as a string), so indexes already stored
 * match it and existing data needs nothing.
 */
export const ferretPatches: readonly SourcePatch[] = [
  {
    file: 'internal/backends/sqlite/metadata/metadata.go',
    from: `IDColumn = DefaultColumn + "->'$._id'"`,
    to: `IDColumn = DefaultColumn + "->'_id'"`,
  },
];

/** Applies each patch to a copy of the module; a patch that no longer matches stops the build. */
export function applyPatches(moduleDir: string, patches: readonly SourcePatch[]): void {
  for (const { file, from, to } of patches) {
    const path = join(moduleDir, file);
    const text = readFileSync(path, 'utf8');
    const at = text.indexOf(from);
    if (at < 0 || text.indexOf(from, at + 1) >= 0)
      throw new Error(
        `FerretDB patch for ${file} does not match its source once: update deploy/local/ferretdb-build.ts for this FerretDB version`,
      );
    writeFileSync(path, text.replace(from, to));
  }
}

function ferretBinaryPath(): { binDir: string; name: string; binary: string; goMod: string } {
  const sources = sourceFiles.map((file) => readFileSync(join(ferretSource, file)));
  const hash = createHash('sha256');
  for (const source of sources) hash.update(source);
  hash.update(JSON.stringify(ferretPatches));
  const binDir = join(cacheRoot, 'ferretdb');
  const name = `ferretdb-${hash.digest('hex').slice(0, 12)}`;
  return { binDir, name, binary: join(binDir, name), goMod: String(sources[1]) };
}

export const ferretVersion = /github\.com\/FerretDB\/FerretDB (v\S+)/.exec(ferretBinaryPath().goMod)?.[1] ?? '';

/** True when this checkout's FerretDB is already built, so no Go toolchain is needed. */
export function ferretBinaryCached(): boolean {
  return existsSync(ferretBinaryPath().binary);
}

/**
 * Go's module cache is read-only, and a copy keeps its modes: without write permission a user who
 * is not root could neither patch the copy nor delete it after the build.
 */
function makeWritable(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    chmodSync(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644);
}

/** A patched copy of FerretDB's module and our command beside it, replacing the module with the copy. */
async function patchedWorkspace(go: string, work: string, env: NodeJS.ProcessEnv): Promise<string> {
  const { stdout } = await promisify(execFile)(go, ['mod', 'download', '-json', `${ferretModule}@${ferretVersion}`], {
    cwd: ferretSource,
    env,
  });
  const moduleDir = join(work, 'ferretdb');
  cpSync((JSON.parse(stdout) as { Dir: string }).Dir, moduleDir, { recursive: true });
  makeWritable(moduleDir);
  applyPatches(moduleDir, ferretPatches);
  const command = join(work, 'command');
  mkdirSync(command);
  for (const file of sourceFiles) copyFileSync(join(ferretSource, file), join(command, file));
  await promisify(execFile)(go, ['mod', 'edit', `-replace=${ferretModule}=../ferretdb`], { cwd: command, env });
  return command;
}

/** The binary is named by a hash of the Go sources and the patches, so changing either rebuilds it. */
export async function ensureFerretBinary(log: Log): Promise<string> {
  const { binDir, name, binary } = ferretBinaryPath();
  if (existsSync(binary)) {
    log('reusing cached FerretDB binary');
    return binary;
  }
  ensureDir(binDir);
  if (!findGo()) log(`fetching Go ${goToolchainVersion} from the Go module proxy (once, to build FerretDB)`);
  const { go } = await ensureGo();
  log(`building FerretDB ${ferretVersion} from deploy/local/ferretdb (first run, about 1-2 min)`);
  const tmp = `${binary}.partial-${process.pid}`;
  const work = mkdtempSync(join(binDir, 'build-'));
  try {
    // Pure-Go SQLite: no C toolchain needed, and the binary does not depend on the system libc.
    // GOTOOLCHAIN=auto: a Go older than go.mod's `go` line fetches that release from the proxy.
    const env = { ...process.env, CGO_ENABLED: '0', GOTOOLCHAIN: 'auto' };
    const command = await patchedWorkspace(go, work, env);
    await runToLog(go, ['build', '-trimpath', '-o', tmp, '.'], freshLogFile('ferretdb-build'), command, env);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  renameSync(tmp, binary);
  for (const old of readdirSync(binDir))
    if (old !== name && !old.includes('.partial-') && !old.startsWith('build-'))
      rmSync(join(binDir, old), { recursive: true, force: true });
  return binary;
}
