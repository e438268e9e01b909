import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * Global setup of `vitest run`: a folder for this run's prepared API databases (apps/api/src/test/create-test-api.ts),
 * removed when the run ends, so no copy outlives the code that seeded it.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'bf-test-db-'));
  project.provide('testDbCache', dir);
  return () => rmSync(dir, { recursive: true, force: true });
}
