import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Platform = 'desktop' | 'mobile';

/** Where the two static Storybooks are served during the run; WORKBENCH_PORT moves both (3650 → 3650 and 3651). */
const BASE_PORT = Number(process.env.WORKBENCH_PORT ?? 3650);
export const WORKBENCH_PORTS: Record<Platform, number> = { desktop: BASE_PORT, mobile: BASE_PORT + 1 };

export interface StoryEntry {
  id: string;
  title: string;
  name: string;
}

/** Every story (not docs page) of a platform's static build, read from its index.json. */
export function storiesOf(platform: Platform): StoryEntry[] {
  const index = fileURLToPath(new URL(`../../packages/ui-${platform}/storybook-static/index.json`, import.meta.url));
  if (!existsSync(index)) throw new Error(`No ${platform} Storybook build: run \`npm run workbench:build\` first.`);
  const { entries } = JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, StoryEntry & { type: string }> };
  return Object.values(entries)
    .filter((entry) => entry.type === 'story')
    .map(({ id, title, name }) => ({ id, title, name }));
}
