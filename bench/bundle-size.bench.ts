/**
 * Initial JavaScript per page, gzip-compressed, against issue 20's budgets: what a browser must
 * download before the page works, followed the way the browser does it: the entry and its static
 * imports plus the route module's chunk and its static imports, from Vite's manifest (what the
 * shell preloads, and what a prerendered page's start-up script loads after its first paint).
 * A marketing page starts the visitors' bundle (src/site/main.tsx) for a browser without a session
 * and the app for one with a session: both are measured.
 * Builds the app first (into a scratch directory).
 *   node bench/bundle-size.bench.ts [built dist directory]
 * Then what a signed-in page's first call adds: zod and the session's contract (the refresh that
 * every signed-in page starts with), which load with that call, not at start-up.
 * Exits 1 when a page or the first call is over its budget.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync, constants } from 'node:zlib';
import { build, type Manifest } from 'vite';

const KB = 1000;
const print = (line: string) => process.stdout.write(`${line}\n`);
const frontendDir = resolve(import.meta.dirname, '../frontend');
const given = process.argv[2];

interface Page {
  path: string;
  /** The route module the page renders. */
  route: string;
  /** The entry the page starts: the app's (index.html) unless named. */
  entry?: string;
  /** Who opens it, when that decides the entry. */
  who?: string;
  budgetKb?: number;
}

const visitorsBundle = 'src/site/main.tsx';

const pages: Page[] = [
  { path: '/', route: 'src/app/routes/landing.tsx', entry: visitorsBundle, who: 'visitor', budgetKb: 100 },
  { path: '/', route: 'src/app/routes/landing.tsx', who: 'signed in' },
  { path: '/pricing', route: 'src/app/routes/pricing-visitor.tsx', entry: visitorsBundle, who: 'visitor', budgetKb: 100 },
  { path: '/pricing', route: 'src/app/routes/pricing.tsx', who: 'signed in' },
  { path: '/features', route: 'src/app/routes/features.tsx', entry: visitorsBundle, who: 'visitor' },
  { path: '/faq', route: 'src/app/routes/faq.tsx', entry: visitorsBundle, who: 'visitor' },
  { path: '/sign-in', route: 'src/app/routes/sign-in.tsx' },
  { path: '/dashboard', route: 'src/app/routes/dashboard/home.tsx', budgetKb: 170 },
  // Not the issue's budget but the one that keeps its Lighthouse score: Advanced Options and the dialogs load on demand.
  { path: '/dashboard/new-thread', route: 'src/app/routes/dashboard/new-thread.tsx', budgetKb: 195 },
  { path: '/dashboard/library/:id', route: 'src/app/routes/dashboard/library-item.tsx' },
];

/** A route module's chunk and every chunk it imports statically (dynamic imports load later, on demand). */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the manifest has no ${key}`);
  if (seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

const gzipSize = (dist: string, file: string): number =>
  gzipSync(readFileSync(join(dist, file)), { level: constants.Z_BEST_COMPRESSION }).length;

/** zod's dynamic import once kept every export (92 kB gzip) for the few the schemas use (26 kB). */
const firstCallBudgetKb = 40;

function measure(dist: string, manifest: Manifest): { page: Page; files: number; gzip: number }[] {
  return pages.map((page) => {
    const files = new Set([...chunksOf(manifest, page.entry ?? 'index.html'), ...chunksOf(manifest, page.route)]);
    return { page, files: files.size, gzip: [...files].reduce((sum, file) => sum + gzipSize(dist, file), 0) };
  });
}

const readManifest = (dist: string): Manifest => JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;

/** The chunks the session's contract (the `accounts` contract module's chunk) brings that the dashboard did not start with. */
function measureFirstCall(dist: string, manifest: Manifest): { files: number; gzip: number } {
  const key = Object.keys(manifest).find((name) => manifest[name]?.file.startsWith('assets/accounts-'));
  if (!key) throw new Error('the manifest has no chunk for the accounts contract');
  const started = new Set([...chunksOf(manifest, 'index.html'), ...chunksOf(manifest, 'src/app/routes/dashboard/home.tsx')]);
  const added = [...chunksOf(manifest, key)].filter((file) => !started.has(file));
  return { files: added.length, gzip: added.reduce((sum, file) => sum + gzipSize(dist, file), 0) };
}

const scratch = given ? undefined : mkdtempSync(join(frontendDir, 'node_modules', '.bench-build-'));
try {
  if (scratch) {
    await build({
      root: frontendDir,
      configFile: join(frontendDir, 'vite.config.ts'),
      logLevel: 'warn',
      build: { outDir: scratch, emptyOutDir: true },
    });
  }
  const dist = resolve(given ?? scratch ?? '');
  const manifest = readManifest(dist);
  const rows = measure(dist, manifest);
  let over = 0;
  print('page                                 files  initial JS (gzip)  budget');
  for (const { page, files, gzip } of rows) {
    const verdict =
      page.budgetKb === undefined ? '' : gzip <= page.budgetKb * KB ? `≤ ${page.budgetKb} kB ok` : `> ${page.budgetKb} kB OVER`;
    if (page.budgetKb !== undefined && gzip > page.budgetKb * KB) over++;
    const label = page.who ? `${page.path} (${page.who})` : page.path;
    print(`${label.padEnd(36)} ${String(files).padStart(5)}  ${`${(gzip / KB).toFixed(1)} kB`.padStart(17)}  ${verdict}`);
  }
  const firstCall = measureFirstCall(dist, manifest);
  const callOk = firstCall.gzip <= firstCallBudgetKb * KB;
  if (!callOk) over++;
  print(
    `${'+ first call (zod, session contract)'.padEnd(36)} ${String(firstCall.files).padStart(5)}  ${`${(firstCall.gzip / KB).toFixed(1)} kB`.padStart(17)}  ${callOk ? '≤' : '>'} ${firstCallBudgetKb} kB ${callOk ? 'ok' : 'OVER'}`,
  );
  process.exitCode = over === 0 ? 0 : 1;
} finally {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
