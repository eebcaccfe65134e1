// A Go toolchain for building FerretDB and the deploy validation tools: the machine's own when it is
// recent enough, else the official toolchain module from the Go module proxy (Debian's golang is
// too old), unpacked once into the cache.
//   node deploy/local/go.ts   prints the path of a usable `go`, fetching it first if needed
import { execFileSync } from 'node:child_process';
import { chmodSync, createWriteStream, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { cacheRoot, ensureDir } from './cache.ts';
import { download } from './download.ts';
import { which } from './process.ts';

/** What we fetch when no usable Go is found; the same release deploy/validate has always used. */
export const goToolchainVersion = '1.26.8';
/** FerretDB v1.24 needs 1.22; with GOTOOLCHAIN=auto an older-than-go.mod Go fetches what go.mod asks for. */
export const minimumGo: [number, number] = [1, 22];

const toolchainDir = join(cacheRoot, 'go-toolchain', `go${goToolchainVersion}`);

/** "go version go1.26.8 linux/amd64" → [1, 26]; undefined for anything else. */
export function parseGoVersion(output: string): [number, number] | undefined {
  const match = /\bgo(\d+)\.(\d+)/.exec(output);
  return match ? [Number(match[1]), Number(match[2])] : undefined;
}

export function recentEnough(version: [number, number] | undefined, minimum = minimumGo): boolean {
  if (!version) return false;
  return version[0] > minimum[0] || (version[0] === minimum[0] && version[1] >= minimum[1]);
}

/**
 * Where we look, in order: `go` on PATH, the usual tarball location (/usr/local/go/bin, replaced by
 * CHAINSCRIBE_GO_DIRS when set, e.g. empty to pretend it is not there), then our cached toolchain.
 */
export function goCandidates(env: NodeJS.ProcessEnv = process.env): string[] {
  const extraDirs = (env.CHAINSCRIBE_GO_DIRS ?? '/usr/local/go/bin').split(':').filter(Boolean);
  const onPath = which('go', env.PATH ?? '');
  return [...(onPath ? [onPath] : []), ...extraDirs.map((dir) => join(dir, 'go')), join(toolchainDir, 'bin', 'go')];
}

function versionOf(go: string): [number, number] | undefined {
  if (!existsSync(go)) return undefined;
  try {
    // GOTOOLCHAIN=local: ask the binary itself, never let it switch toolchains to answer.
    return parseGoVersion(
      execFileSync(go, ['version'], { encoding: 'utf8', timeout: 15_000, env: { ...process.env, GOTOOLCHAIN: 'local' } }),
    );
  } catch {
    return undefined;
  }
}

/** A Go ≥ 1.22 already on this machine or in the cache, or undefined. */
export function findGo(): string | undefined {
  return goCandidates().find((go) => recentEnough(versionOf(go)));
}

/** First proxy of GOPROXY that is a URL (not `direct`/`off`); GOPROXY_URL kept for older setups. */
export function goProxy(env: NodeJS.ProcessEnv = process.env): string {
  const entries = [env.GOPROXY_URL, ...(env.GOPROXY ?? '').split(/[,|]/)].map((entry) => entry?.trim() ?? '');
  const url = entries.find((entry) => /^https?:\/\//.test(entry));
  return (url ?? 'https://proxy.golang.org').replace(/\/+$/, '');
}

export function toolchainUrl(
  proxy: string,
  version = goToolchainVersion,
  platform: string = process.platform,
  arch: string = process.arch,
): string {
  const goArch = ({ x64: 'amd64', arm64: 'arm64', ia32: '386', arm: 'armv6l' } as Record<string, string>)[arch] ?? arch;
  return `${proxy}/golang.org/toolchain/@v/v0.0.1-go${version}.${platform}-${goArch}.zip`;
}

/** A usable Go: found on the machine, or fetched from the Go module proxy into the cache once. */
export async function ensureGo(): Promise<{ go: string; fetched: boolean }> {
  const found = findGo();
  if (found) return { go: found, fetched: false };
  const parent = ensureDir(dirname(toolchainDir));
  const zip = join(parent, `go${goToolchainVersion}.zip.${process.pid}`);
  const partial = `${toolchainDir}.partial-${process.pid}`;
  try {
    await download(toolchainUrl(goProxy()), zip, { timeoutMs: 15 * 60_000 });
    rmSync(partial, { recursive: true, force: true });
    await unpackToolchain(zip, partial);
    rmSync(toolchainDir, { recursive: true, force: true });
    renameSync(partial, toolchainDir);
  } finally {
    rmSync(zip, { force: true });
    rmSync(partial, { recursive: true, force: true });
  }
  const go = join(toolchainDir, 'bin', 'go');
  if (!recentEnough(versionOf(go))) throw new Error(`the Go toolchain unpacked into ${toolchainDir} does not run`);
  return { go, fetched: true };
}

/**
 * The module zip holds `golang.org/toolchain@v…/` with the GOROOT inside and no file modes, so the
 * prefix is dropped and the programs (bin/, pkg/tool/<os_arch>/) are made executable.
 */
async function unpackToolchain(zipFile: string, dest: string): Promise<void> {
  const zip = await yauzl.openPromise(zipFile);
  try {
    for await (const entry of zip.eachEntry()) {
      const relative = entry.fileName.replace(/^[^@]*@[^/]*\//, '');
      if (relative === entry.fileName || !relative || entry.fileName.endsWith('/')) continue;
      const target = join(dest, relative);
      if (!target.startsWith(dest + sep)) throw new Error(`unsafe path in the Go toolchain zip: ${entry.fileName}`);
      mkdirSync(dirname(target), { recursive: true });
      await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target));
      if (/^bin\/[^/]+$|^pkg\/tool\/[^/]+\/[^/]+$/.test(relative)) chmodSync(target, 0o755);
    }
  } finally {
    zip.close();
  }
  if (!readdirSync(join(dest, 'bin')).includes('go')) throw new Error('the Go toolchain zip has no bin/go');
}

if (import.meta.main) {
  // The path goes to stdout for the caller's $(…); progress to stderr.
  if (!findGo()) console.error(`fetching Go ${goToolchainVersion} from the Go module proxy (once)`);
  ensureGo().then(
    ({ go }) => console.log(go),
    (error: unknown) => {
      console.error(`could not provide Go: ${error instanceof Error ? error.message : String(error)}`);
      process.exitCode = 1;
    },
  );
}
