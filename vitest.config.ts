import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs nothing running; `integration` (files named *.int.test.ts) gets real
// Kafka, a MongoDB-wire server and Redis from the local infrastructure launcher.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: ['{packages,services,gateway,deploy,scripts,bench}/**/test/**/*.test.ts'],
          exclude: ['**/node_modules/**', '**/*.int.test.ts'],
        },
      },
      {
        // Route-level frontend tests in a DOM; the frontend's own Vite config supplies React and Tailwind.
        extends: './frontend/vite.config.ts',
        test: {
          name: 'frontend',
          sequence: { groupOrder: 0 },
          root: './frontend',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'integration',
          sequence: { groupOrder: 1 },
          include: ['{packages,services,gateway,deploy}/**/test/**/*.int.test.ts', 'test/**/*.int.test.ts'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['./test/infra.global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One infrastructure, many files. Three at a time on a 2-core machine: these files spend
          // most of their time waiting (timeouts, paused engines, Kafka rebalances), and a third one
          // fills the cores meanwhile (the whole run: 739 s against 918 s with two, all passing).
          maxWorkers: 3,
        },
      },
    ],
  },
});
