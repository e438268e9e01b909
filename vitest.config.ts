import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const INCLUDE = ['{apps,packages}/*/src/**/*.test.{ts,tsx}', 'apps/*/pages/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'];
/** `@kit/…` in the shared screens (packages/screens) is the kit of the app whose tests import them. */
const kitOf = (platform: 'desktop' | 'mobile') => ({ '@kit': fileURLToPath(new URL(`./packages/ui-${platform}/src`, import.meta.url)) });
const appTests = (platform: 'desktop' | 'mobile') => [`apps/${platform}/src/**/*.test.{ts,tsx}`, `apps/${platform}/pages/**/*.test.{ts,tsx}`];

// One vitest run covers every workspace; tests live beside the code they prove.
export default defineConfig({
  test: {
    // vitest runs on one core less than the machine has: one test file at a time on a 2-core CI machine, while the
    // main process mostly waits. The files are CPU work (PGlite, rendering), so two at a time use both cores.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A folder where the API tests keep the seeded database of each minute for the next file to start from.
    globalSetup: ['./vitest.db-cache.ts'],
    projects: [
      { extends: true, test: { name: 'desktop', include: appTests('desktop'), setupFiles: ['./vitest.shared-setup.ts', './vitest.dom-setup.ts'] }, resolve: { alias: kitOf('desktop') } },
      { extends: true, test: { name: 'mobile', include: appTests('mobile'), setupFiles: ['./vitest.shared-setup.ts', './vitest.dom-setup.ts'] }, resolve: { alias: kitOf('mobile') } },
      { extends: true, test: { name: 'shared', include: INCLUDE, exclude: ['apps/desktop/**', 'apps/mobile/**', '**/node_modules/**'], setupFiles: ['./vitest.shared-setup.ts'] } },
    ],
    environment: 'node',
    // Tests that start their own reference API (PGlite, migrations, seed) need room on a busy 2-core machine.
    testTimeout: 60000,
    // Each API test file starts its own database (PGlite, migrations, seed): give setup room on a busy 2-core machine.
    hookTimeout: 60000,
  },
});
