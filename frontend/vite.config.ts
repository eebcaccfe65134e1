import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderAndCompress } from './build/prerender.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderAndCompress()],
  resolve: {
    // Every `zod` import in the browser goes through src/lib/zod-csp.ts, which sets zod's jitless
    // mode before the importer creates its first schema, wherever that module is loaded from.
    alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-csp.ts', import.meta.url)) }],
  },
  server: {
    // In development the SPA still talks only to the gateway.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    // The prerender step and the bundle-size bench follow each page's chunks through it.
    manifest: true,
    // No modulepreload polyfill in the app's entry (0.6 kB of every signed-in page's start): of the
    // browsers the build targets, only Safari/iOS 16.4 and Firefox 114 lack `<link rel=modulepreload>`,
    // and there the start-up script's preloads are ignored and modules load as they are imported.
    modulePreload: { polyfill: false },
    // Clerk is loaded only in clerk mode and is large on its own; keep the warning for real regressions.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      // The app, and the visitors' bundle that marketing pages start for browsers without a session
      // (src/site/main.tsx; build/prerender.ts writes which one each page starts).
      input: { index: 'index.html', site: 'src/site/main.tsx' },
      output: {
        // zod and src/lib/zod-csp.ts in one chunk, loaded with the first schema (not at start-up).
        codeSplitting: { groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]lib[\\/]zod-(csp|ready)\.ts$/ }] },
      },
    },
  },
  test: {
    // The root vitest project `frontend` extends this file.
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
  },
});
