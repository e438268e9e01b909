import { defineConfig } from 'vitest/config';

// One vitest run covers every workspace; tests live beside the code they prove.
export default defineConfig({
  test: {
    include: ['{apps,packages}/*/src/**/*.test.{ts,tsx}', 'apps/*/pages/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    // Tests that start their own reference API (PGlite, migrations, seed) need room on a busy 2-core machine.
    testTimeout: 60000,
    // Each API test file starts its own database (PGlite, migrations, seed): give setup room on a busy 2-core machine.
    hookTimeout: 60000,
  },
});
