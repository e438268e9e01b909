import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; tests live beside the code they prove.
export default defineConfig({
  test: {
    include: ['{apps,packages}/*/src/**/*.test.{ts,tsx}', 'apps/*/pages/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // vitest runs on one core less than the machine has: one test file at a time on a 2-core CI machine, while the
    // main process mostly waits. The files are CPU work (PGlite, rendering), so two at a time use both cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Tests that start their own reference API (PGlite, migrations, seed) need room on a busy 2-core machine.
    testTimeout: 60000,
    // Each API test file starts its own database (PGlite, migrations, seed): give setup room on a busy 2-core machine.
    hookTimeout: 60000,
    // A folder where the API tests keep the seeded database of each minute for the next file to start from.
    globalSetup: ['./vitest.db-cache.ts'],
  },
});
