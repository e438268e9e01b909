import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Every component of the kits' components/ and layout/ folders shows in the workbench (a story file beside it),
// so the axe run of `npm run test:workbench` sees it in both themes.
const root = fileURLToPath(new URL('..', import.meta.url));
const NOT_VISUAL = new Set(['link-context.tsx']);

describe.each(['ui-desktop', 'ui-mobile'])('%s workbench', (kit) => {
  it.each(['components', 'layout'])('has a story file beside each component of %s/', (folder) => {
    const dir = `${root}packages/${kit}/src/${folder}/`;
    const components = readdirSync(dir).filter((name) => name.endsWith('.tsx') && !/\.(stories|test)\.tsx$/.test(name) && !NOT_VISUAL.has(name));
    expect(components.length).toBeGreaterThan(5);
    expect(components.filter((name) => !existsSync(dir + name.replace(/\.tsx$/, '.stories.tsx')))).toEqual([]);
  });
});
