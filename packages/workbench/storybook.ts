import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Platform = 'desktop' | 'mobile';

const here = fileURLToPath(new URL('.', import.meta.url));
const packages = join(here, '..');
const shared = join(here, 'src');

function storiesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return storiesUnder(path);
    return name.endsWith('.stories.tsx') ? [path] : [];
  });
}

/**
 * The stories both workbenches share, written once: app screens (`src/screens`, `src/layouts`) from the model
 * fixtures, and the kit components whose states are the same on both platforms (`src/kit/<folder>`). A kit that
 * needs its own states for a component writes a story beside it (`packages/ui-<platform>/src/<folder>/<name>.stories.tsx`),
 * and that one replaces the shared story in its workbench.
 */
export function sharedStories(platform: Platform, from = { shared, kit: join(packages, `ui-${platform}`, 'src') }): string[] {
  const { kit } = from;
  return storiesUnder(from.shared).filter((path) => {
    const fromShared = relative(from.shared, path);
    return !(fromShared.startsWith('kit/') && existsSync(join(kit, fromShared.slice('kit/'.length))));
  });
}

/** What `@app/…` and `@kit/…` in the shared stories mean in a platform's workbench: its app's src and its kit's src. */
export function workbenchAliases(platform: Platform): Record<string, string> {
  return {
    '@app': join(packages, '..', 'apps', platform, 'src'),
    '@kit': join(packages, `ui-${platform}`, 'src'),
  };
}

type AliasList = { find: string | RegExp; replacement: string }[];

/** Vite's `resolve.alias` as a list (it may come as a record or a list), so the workbench's aliases can be added. */
export function toAliasList(alias: AliasList | Record<string, string> | undefined): AliasList {
  if (!alias) return [];
  return Array.isArray(alias) ? alias : Object.entries(alias).map(([find, replacement]) => ({ find, replacement }));
}
