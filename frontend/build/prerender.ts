import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Manifest, type Plugin } from 'vite';
import { APP_STARTED_EVENT, isSitePage, prerenderedPages, shellPages, siteRouteOverrides } from '../src/app/public-pages.ts';
import { SESSION_MARKER_KEY } from '../src/lib/auth/session-marker.ts';
import { precompressDir } from './precompress.ts';

/**
 * Each public page and signed-in shell, the file it is written to (`pages/<name>.html`, which the
 * gateway serves for its path: `/dashboard/new-thread` → `pages/dashboard/new-thread.html`) and its route module.
 */
const routeModule = (route: string): string => `src/app/routes/${route}.tsx`;
const pages = Object.entries({ ...prerenderedPages, ...shellPages }).map(([path, route]) => ({
  path,
  name: path === '/' ? 'index' : path.slice(1),
  module: routeModule(route),
  /** The module the visitors' bundle renders it with, for a marketing page. */
  siteModule: isSitePage(path) ? routeModule(siteRouteOverrides[path] ?? route) : undefined,
}));

/** The visitors' bundle (vite.config.ts builds it beside the app). */
const SITE_ENTRY = 'src/site/main.tsx';

/** Only a placeholder for the config's API origin: rendering makes no calls, and the browser uses its own origin. */
const RENDER_ORIGIN = 'http://localhost';

interface Renderer {
  /** The page as the app renders it. */
  renderPage(path: string, origin: string): Promise<string>;
  /** A marketing page as the visitors' bundle (src/site/) renders it. */
  renderSitePage(path: string, origin: string): Promise<string>;
  authMode: 'local' | 'clerk';
}

const isRenderer = (loaded: unknown): loaded is Renderer =>
  typeof loaded === 'object' &&
  loaded !== null &&
  'renderPage' in loaded &&
  typeof loaded.renderPage === 'function' &&
  'renderSitePage' in loaded &&
  typeof loaded.renderSitePage === 'function' &&
  'authMode' in loaded;

/** Builds build/render-page.tsx for Node into a scratch directory and loads it. */
async function loadRenderer(root: string, scratch: string): Promise<Renderer> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    // Workspace packages ship TypeScript source, which Node will not load from node_modules.
    ssr: { noExternal: ['@chainscribe/contracts'] },
    build: { ssr: 'build/render-page.tsx', outDir: scratch, emptyOutDir: true, minify: false },
  });
  const loaded: unknown = await import(pathToFileURL(join(scratch, 'render-page.js')).href);
  if (!isRenderer(loaded)) throw new Error('build/render-page.tsx does not export renderPage, renderSitePage and authMode');
  return loaded;
}

/** Every chunk a route module needs at once (its own and its static imports), so it can be preloaded with the entry. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
  return seen;
}

const THEME_SCRIPT_TAG = '<script src="/theme-init.js"></script>';

/**
 * The theme script written into the page instead of fetched: it must run before the first paint, and
 * a blocking request for 600 bytes costs a round trip. The gateway allows it by its hash (CSP).
 */
export function inlineThemeScript(html: string, script: string): string {
  if (!html.includes(THEME_SCRIPT_TAG)) throw new Error('index.html no longer loads /theme-init.js');
  return html.replace(THEME_SCRIPT_TAG, () => `<script>${script.trim()}</script>`);
}

/**
 * What a visitor does before the app has started. Typed text stays in its fields, but React never
 * saw it: a controlled field's next render would put back the value it was hydrated with, so what
 * was typed is kept here and told to React once the app has started. A tap on a button would be
 * lost, and Enter would make the browser submit the form itself, as a GET with every field, the
 * password too, in the address. No form of the app is ever submitted by the browser, so every
 * submit is held here; the last submit or button press made before the app started is kept from
 * it (it may be half-way through taking over the page, and would handle it too) and handed to it
 * when it has. A value is told to React by setting it through the element's own setter (React's
 * record of it is the empty value it rendered, so it sees a change) and an input event.
 */
function holdEarlyInput(): string[] {
  return [
    '  var started = false, held = null;',
    "  document.addEventListener('submit', function (event) {",
    '    event.preventDefault();',
    '    if (started) return;',
    '    event.stopPropagation();',
    "    held = { kind: 'submit', target: event.target, submitter: event.submitter };",
    '  }, true);',
    "  document.addEventListener('click', function (event) {",
    "    var button = !started && event.target instanceof Element ? event.target.closest('button') : null;",
    "    if (!button || button.type === 'submit') return;",
    '    event.stopPropagation();',
    "    held = { kind: 'click', target: button, label: labelOf(button) };",
    '  }, true);',
    '  var typed = new Map();',
    "  document.addEventListener('input', function (event) {",
    '    if (!started && textField(event.target)) typed.set(event.target, event.target.value);',
    '  }, true);',
    // A page the app renders anew (a signed-in browser's) replaces the button that was pressed: its
    // namesake, the one button on the new page with the same label, takes the press.
    '  function labelOf(button) {',
    "    return button.getAttribute('aria-label') || button.textContent.trim();",
    '  }',
    '  function pressed(early) {',
    '    if (early.target.isConnected) return early.target;',
    '    if (!early.label) return null;',
    "    var same = Array.prototype.filter.call(document.querySelectorAll('button'), function (button) { return labelOf(button) === early.label; });",
    '    return same.length === 1 ? same[0] : null;',
    '  }',
    '  function textField(field) {',
    '    var proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : field instanceof HTMLInputElement ? HTMLInputElement.prototype : null;',
    '    return proto && !/^(checkbox|radio|file)$/.test(field.type) ? proto : null;',
    '  }',
    '  function announce(field, value) {',
    '    var proto = textField(field);',
    "    if (!proto || value === '') return;",
    "    field.value = '';",
    "    Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, value);",
    "    field.dispatchEvent(new Event('input', { bubbles: true }));",
    '  }',
    `  window.addEventListener('${APP_STARTED_EVENT}', function () {`,
    '    started = true;',
    // Told to React even when the field still shows it: a controlled field shows what React last
    // rendered, and its next render would put back the empty value it was hydrated with.
    '    typed.forEach(function (value, field) { if (field.isConnected) announce(field, value); });',
    '    var early = held;',
    '    held = null;',
    '    if (!early) return;',
    "    if (early.kind === 'click') {",
    '      var button = pressed(early);',
    '      if (button) button.click();',
    '      return;',
    '    }',
    '    if (!early.target.isConnected) return;',
    '    for (var i = 0; i < early.target.elements.length; i++) announce(early.target.elements[i], early.target.elements[i].value);',
    '    early.target.requestSubmit(early.submitter && early.submitter.isConnected ? early.submitter : undefined);',
    '  }, { once: true });',
  ];
}

/**
 * Calls `run` once the page's first contentful paint is on screen, as the browser reports it (a
 * `paint` entry), so the scripts neither compete with the first paint for the network nor delay it
 * with their work. A frame callback is not enough: the first frame can come while the HTML is
 * still being parsed, long before the page shows. A tab in the background, which does not paint,
 * starts at once; a browser without paint timing starts after its next frame; and if no paint is
 * reported within three seconds the page starts anyway.
 */
function afterFirstPaint(run: string): string[] {
  return [
    '  var launched = false;',
    '  function launch() {',
    '    if (launched) return;',
    '    launched = true;',
    `    setTimeout(${run}, 0);`,
    '  }',
    "  var paintTiming = typeof PerformanceObserver === 'function' && (PerformanceObserver.supportedEntryTypes || []).indexOf('paint') !== -1;",
    "  if (document.visibilityState === 'hidden') launch();",
    '  else if (!paintTiming) requestAnimationFrame(launch);',
    '  else {',
    '    new PerformanceObserver(function (list, observer) {',
    "      if (list.getEntriesByName('first-contentful-paint').length === 0) return;",
    '      observer.disconnect();',
    '      launch();',
    "    }).observe({ type: 'paint', buffered: true });",
    "    document.addEventListener('visibilitychange', launch, { once: true });",
    '    setTimeout(launch, 3000);',
    '  }',
  ];
}

/** What a page's start-up script loads: an entry module and every chunk it and the page need at once. */
export interface StartFiles {
  entry: string;
  chunks: string[];
}

const fileList = ({ entry, chunks }: StartFiles): string => JSON.stringify([entry, ...chunks].map((file) => `/${file}`));

/** A marketing page starts the visitors' bundle unless this browser holds a session (then the app, for its header). */
function chooseVisitorBundle(site: StartFiles): string[] {
  return [
    '  var signedIn = true;',
    `  try { signedIn = localStorage.getItem('${SESSION_MARKER_KEY}') !== null; } catch (error) {}`,
    `  if (!signedIn) files = ${fileList(site)};`,
  ];
}

/**
 * Starts the app (or, on a marketing page for a visitor, the visitors' bundle) once the prerendered
 * page has painted: the entry module and the chunks it and the route need (as module preloads, so
 * they download in parallel, not one import after another). Until then the page's own HTML has
 * the network to itself, and what the visitor does is held (`holdEarlyInput`). A tab opened in the
 * background (no frames) starts at once.
 */
export function startAfterPaint(app: StartFiles, site?: StartFiles): string {
  return [
    '(function () {',
    `  var files = ${fileList(app)};`,
    ...(site ? chooseVisitorBundle(site) : []),
    ...holdEarlyInput(),
    // Every file as a module preload, the entry first, one per task: each request the browser
    // starts costs the main thread 0.3-0.7 ms here (about four times that on a phone), and under a
    // busy machine several of them in one task made it long (in Lighthouse's traces, batches of
    // four were the pricing page's longest tasks after the first paint). Tasks are handed on
    // through a message channel, since timers nested five deep wait at least 4 ms each. Only then
    // the entry's script, which runs the preloaded module: Vite's preload helper notes the links on
    // the page when the app first loads a chunk, and adds its own for any it did not see there, so
    // an app started before the last link was in made it start about forty requests a second time.
    '  var next = 0;',
    '  var channel = new MessageChannel();',
    '  function start() {',
    '    if (next === files.length) {',
    "      var entry = document.createElement('script');",
    "      entry.type = 'module';",
    '      entry.src = files[0];',
    '      document.head.appendChild(entry);',
    '      return;',
    '    }',
    "    var link = document.createElement('link');",
    "    link.rel = 'modulepreload';",
    '    link.href = files[next];',
    '    document.head.appendChild(link);',
    '    next++;',
    '    channel.port2.postMessage(null);',
    '  }',
    '  channel.port1.onmessage = start;',
    ...afterFirstPaint('start'),
    '})();',
  ].join('\n');
}

/**
 * The shell with the rendered page in #root, the page's own <title>, its stylesheet inline and,
 * instead of the shell's module script and preloads, `startAfterPaint` with the entry and every
 * chunk it and the route need: the first paint needs nothing but this response.
 */
export function pageHtml(
  shell: string,
  rendered: string,
  styles: { href: string; css: string },
  routeChunks: string[],
  site?: StartFiles,
): string {
  const title = /<title>[^<]*<\/title>/.exec(rendered)?.[0];
  const body = title ? rendered.replace(title, '') : rendered;
  let html = shell.replace('<div id="root"></div>', () => `<div id="root">${body}</div>`);
  if (title) html = html.replace(/<title>[^<]*<\/title>/, () => title);
  const stylesheet = new RegExp(`<link rel="stylesheet"[^>]*href="${styles.href}"[^>]*>`);
  if (!stylesheet.test(html)) throw new Error(`index.html no longer links ${styles.href}`);
  // The disabled link is never fetched. It tells Vite's preload helper that the stylesheet is on the
  // page: a lazily loaded chunk lists it, and the helper, finding no link, fetched it and applied all
  // of it again (a second full style pass on the dashboard, over 200 ms on a phone).
  html = html.replace(stylesheet, () => `<style>${styles.css}</style><link rel="stylesheet" href="${styles.href}" disabled>`);
  const entry = /<script type="module" crossorigin src="\/([^"]+)"><\/script>/.exec(html)?.[1];
  if (!entry) throw new Error('index.html no longer loads a module entry');
  const shellChunks = [...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)">/g)].map((m) => m[1] ?? '');
  html = html
    .replace(/\s*<script type="module" crossorigin src="[^"]+"><\/script>/, '')
    .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '');
  const chunks = [...new Set([...shellChunks, ...routeChunks])].filter((file) => file !== entry);
  return html.replace(/\s*<\/head>/, () => `\n    <script>${startAfterPaint({ entry, chunks }, site)}</script>\n  </head>`);
}

/** The visitors' bundle's entry and what it and the page need at once. */
function siteFiles(manifest: Manifest, routeChunks: string[]): StartFiles {
  const entry = manifest[SITE_ENTRY]?.file;
  if (!entry) throw new Error(`the build has no chunk for ${SITE_ENTRY}`);
  const chunks = new Set([...chunksOf(manifest, SITE_ENTRY), ...routeChunks]);
  chunks.delete(entry);
  return { entry, chunks: [...chunks] };
}

/** The app's one stylesheet (Tailwind), as the entry chunk names it. */
async function entryStyles(manifest: Manifest, outDir: string): Promise<{ href: string; css: string }> {
  const file = manifest['index.html']?.css?.[0];
  if (!file) throw new Error('the build has no stylesheet for index.html');
  return { href: `/${file}`, css: (await readFile(join(outDir, file), 'utf8')).trim() };
}

async function prerenderInto(root: string, outDir: string): Promise<void> {
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const shell = inlineThemeScript(
    await readFile(join(outDir, 'index.html'), 'utf8'),
    await readFile(join(outDir, 'theme-init.js'), 'utf8'),
  );
  await writeFile(join(outDir, 'index.html'), shell);
  const styles = await entryStyles(manifest, outDir);
  // Inside node_modules, so the built renderer resolves react, zod… like the app does.
  const scratch = await mkdtemp(join(root, 'node_modules', '.prerender-'));
  try {
    const renderer = await loadRenderer(root, scratch);
    for (const page of pages) {
      for (const module of [page.module, page.siteModule]) {
        if (module && !manifest[module]) throw new Error(`the build has no chunk for ${module}`);
      }
      const routeChunks = [...chunksOf(manifest, page.module)];
      const rendered = await (page.siteModule
        ? renderer.renderSitePage(page.path, RENDER_ORIGIN)
        : renderer.renderPage(page.path, RENDER_ORIGIN));
      // Clerk keeps its session where this script cannot see it: every browser starts the app there.
      const site =
        page.siteModule && renderer.authMode === 'local' ? siteFiles(manifest, [...chunksOf(manifest, page.siteModule)]) : undefined;
      const file = join(outDir, 'pages', `${page.name}.html`);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, pageHtml(shell, rendered, styles, routeChunks, site));
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/**
 * The build's last steps, in order: prerender the public pages to HTML (hydrated in the browser,
 * so their first paint needs no JavaScript), then brotli/gzip copies of every text file.
 */
export function prerenderAndCompress(): Plugin {
  let root = '';
  let outDir = 'dist';
  return {
    name: 'chainscribe:prerender-and-compress',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await prerenderInto(root, outDir);
      await precompressDir(outDir);
    },
  };
}
