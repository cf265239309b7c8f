import { defineConfig } from 'vitest/config';

// Three suites, run separately by scripts/test.mjs:
//   unit        — pure code, no server, no database (`*.test.ts` beside the code)
//   integration — the Fastify app on a real database (`*.int.test.ts`); TEST_DATABASE_URL empty = PGlite
//   e2e         — Chromium driving the real server (`e2e/**/*.e2e.test.ts`)
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // Some unit tests start worker threads (text extraction) or run hundreds of generated inputs:
          // a loaded 2-core CI machine needs more than the default 5 s for them.
          testTimeout: 30_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'apps/web/vite-plugins/**/*.test.ts',
            'scripts/**/*.test.ts',
            // the benchmarks' pure comparison helpers (bench/lib: folding, windows, parsed-job pairing)
            'bench/lib/**/*.test.ts',
            // the layout generator (issue 22): its content, its renderers' text, its comparisons
            'bench/layouts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/*.e2e.test.ts', '**/node_modules/**'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          // bench/layouts: the layout families' property (issue 22), printed by the test Chromium
          include: ['e2e/**/*.e2e.test.ts', 'bench/layouts/**/*.e2e.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
