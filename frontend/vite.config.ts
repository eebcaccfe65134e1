import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    // In development the SPA still talks only to the gateway.
    proxy: { '/api': 'http://127.0.0.1:8080' },
  },
});
