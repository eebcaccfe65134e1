// One way to fetch a file from a package registry: streamed to disk, hashed on the way, renamed
// into place only when complete and (if a hash is pinned) verified, so an interrupted or tampered
// download never looks like a cached one.
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export type DownloadOptions = {
  /** Expected SHA-256 (hex) of the file; a mismatch deletes it and fails. */
  sha256?: string;
  /** Whole-transfer deadline; a stalled registry must fail, not hang `npm start`. */
  timeoutMs?: number;
  /** Network failures (not 4xx or hash mismatches) are retried this many times. */
  retries?: number;
};

export class DownloadError extends Error {
  /** True when retrying cannot help (404, hash mismatch). */
  readonly permanent: boolean;
  constructor(message: string, permanent: boolean) {
    super(message);
    this.permanent = permanent;
  }
}

/** Downloads `url` to `dest` and returns its SHA-256. */
export async function download(url: string, dest: string, options: DownloadOptions = {}): Promise<string> {
  const retries = options.retries ?? 2;
  for (let attempt = 0; ; attempt++) {
    try {
      return await downloadOnce(url, dest, options);
    } catch (error) {
      const permanent = error instanceof DownloadError && error.permanent;
      if (permanent || attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1_000 * (attempt + 1)));
    }
  }
}

async function downloadOnce(url: string, dest: string, { sha256, timeoutMs = 5 * 60_000 }: DownloadOptions): Promise<string> {
  const partial = `${dest}.partial-${process.pid}`;
  mkdirSync(dirname(dest), { recursive: true });
  let response: Response;
  try {
    response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
  } catch (error) {
    throw new DownloadError(`could not reach ${url}: ${describe(error)}`, false);
  }
  if (!response.ok || !response.body) {
    // 5xx and 429 are the registry's bad moment; anything else will not change on a retry.
    const transient = response.status >= 500 || response.status === 429;
    throw new DownloadError(`${url} answered ${response.status} ${response.statusText}`, !transient);
  }
  const hash = createHash('sha256');
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.fromWeb(response.body), hashing, createWriteStream(partial));
  } catch (error) {
    rmSync(partial, { force: true });
    throw new DownloadError(`download of ${url} broke off: ${describe(error)}`, false);
  }
  const actual = hash.digest('hex');
  if (sha256 && actual !== sha256.toLowerCase()) {
    rmSync(partial, { force: true });
    throw new DownloadError(`${url} has SHA-256 ${actual}, expected ${sha256}: refusing it`, true);
  }
  renameSync(partial, dest);
  return actual;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
