import { existsSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sharedStories } from '@bf/workbench/storybook';

// Every component of the kits' components/ and layout/ folders shows in the workbench (a story file beside it, or the
// story both workbenches share in packages/workbench/src/kit/), so the axe run of `npm run test:workbench` sees it in
// both themes. Every app screen has its story the same way (in the app beside it, or shared in
// packages/workbench/src/screens/).
const root = fileURLToPath(new URL('..', import.meta.url));
const NOT_VISUAL = new Set(['link-context.tsx']);
const components = (dir: string) => readdirSync(dir).filter((name) => name.endsWith('.tsx') && !/\.(stories|test|view\.test|ssr\.test)\.tsx$/.test(name) && !NOT_VISUAL.has(name));

describe.each(['desktop', 'mobile'] as const)('%s workbench', (platform) => {
  const stories = sharedStories(platform).map((path) => path.slice(root.length));

  it.each(['components', 'layout'])('has a story for each component of %s/', (folder) => {
    const dir = `${root}packages/ui-${platform}/src/${folder}/`;
    const found = components(dir);
    expect(found.length).toBeGreaterThan(5);
    const storyless = found
      .map((name) => name.replace(/\.tsx$/, '.stories.tsx'))
      .filter((story) => !existsSync(dir + story) && !stories.includes(`packages/workbench/src/kit/${folder}/${story}`));
    expect(storyless).toEqual([]);
  });

  it('has a story for each app screen', () => {
    const dir = `${root}apps/${platform}/src/screens/`;
    const storyless = components(dir)
      .map((name) => name.replace(/\.tsx$/, '.stories.tsx'))
      .filter((story) => !existsSync(dir + story) && !stories.includes(`packages/workbench/src/screens/${story}`));
    expect(storyless).toEqual([]);
  });

  it('takes a kit story beside the component over the shared one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'workbench-'));
    for (const file of ['shared/kit/components/button.stories.tsx', 'shared/kit/components/notice.stories.tsx', 'shared/screens/home.stories.tsx', 'kit/components/button.stories.tsx']) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), '');
    }
    const picked = sharedStories(platform, { shared: join(dir, 'shared'), kit: join(dir, 'kit') }).map((path) => path.slice(dir.length + 1)).sort();
    expect(picked).toEqual(['shared/kit/components/notice.stories.tsx', 'shared/screens/home.stories.tsx']);
  });
});
