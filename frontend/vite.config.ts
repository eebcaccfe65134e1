import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { prerenderAndCompress } from './build/prerender.ts';

export default defineConfig({
  plugins: [react(), tailwindcss(), prerenderAndCompress()],
  server: {
    // In development the SPA still talks only to the gateway.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
  build: {
    // The prerender step and the bundle-size bench follow each page's chunks through it.
    manifest: true,
    // Clerk is loaded only in clerk mode and is large on its own; keep the warning for real regressions.
    chunkSizeWarningLimit: 700,
  },
  test: {
    // The root vitest project `frontend` extends this file.
    setupFiles: ['./src/testing/setup.ts'],
    restoreMocks: true,
  },
});
