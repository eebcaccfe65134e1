import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: images and fonts we ship are already compressed and would not shrink. */
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.webmanifest']);
/** Below this a compressed copy saves less than the headers it adds. */
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Writes `<file>.br` (quality 11) and `<file>.gz` (level 9) beside each text file, only where they are smaller. */
async function precompressFile(path: string): Promise<void> {
  const original = await readFile(path);
  const [br, gz] = await Promise.all([
    brotli(original, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: original.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gzipAsync(original, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < original.length ? writeFile(`${path}.br`, br) : undefined,
    gz.length < original.length ? writeFile(`${path}.gz`, gz) : undefined,
  ]);
}

/** Precompresses every text file of a built directory once, so the server never compresses per request. */
export async function precompressDir(dir: string): Promise<void> {
  const work: Promise<void>[] = [];
  for await (const path of filesUnder(dir)) {
    if (!compressible.has(extname(path))) continue;
    if ((await stat(path)).size < MIN_BYTES) continue;
    work.push(precompressFile(path));
  }
  await Promise.all(work);
}
