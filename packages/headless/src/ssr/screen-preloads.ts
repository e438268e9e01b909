import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { escapeHtml } from './html-document.ts';

/** One chunk of the client build (written by @bf/config's clientChunksFile, shaped like Vite's manifest): its file and the chunks it imports statically. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

export type ClientManifest = Readonly<Record<string, ManifestChunk>>;

/** The module of each app that maps screen kinds to their files (`apps/<platform>/src/screen-table.ts`): a lazy screen loads through it. */
export const SCREEN_TABLE_FILE = 'screen-table';

/**
 * The screen files a rendered page runs before it hydrates: the page's own screen and the preloadable parts in its
 * HTML. A screen the HTML marks as hydrating after the page's frame (`preloadable` with `afterHydration`, whose id is
 * its file's name: home, the sports lists, a game) is not one of them: the browser fetches it as hydration reaches it.
 */
export function renderedScreenFiles(screenFile: string | undefined, appHtml: string): string[] {
  const later = new Set([...appHtml.matchAll(/<template data-preload-later="([a-z0-9-]{1,64})"/g)].map((match) => match[1]!));
  const files = new Set<string>(screenFile && !later.has(screenFile) ? [screenFile] : []);
  // The marks `preloadable()` writes; its id is the file's name (seo-block, cookie-consent).
  for (const match of appHtml.matchAll(/<template data-preload="([a-z0-9-]{1,64})"/g)) files.add(match[1]!);
  return [...files];
}

/**
 * The module preloads of what a page runs before it hydrates: the first-load chunks (the static imports of the app's
 * `+client` entry; Vike preloads nothing for it, as it loads no runtime of its own), then the screens (a lazy route's
 * screen, the SEO block, the consent sheet). Without them the browser learns of the first-load chunk only once the
 * entry came, and of a screen's chunks once the first-load chunk ran: a round trip later each. Without a `+client`
 * entry in the manifest, the entries' imports are left to Vike.
 *
 * A screen is found by its file name among the lazily loaded modules (an app's own `src/…/x.tsx` before the shared
 * `packages/screens/src/…/x.tsx`, as the apps choose it); a name the manifest lacks adds nothing.
 */
export function screenPreloadLinks(manifest: ClientManifest, screenFiles: readonly string[], base: string): string {
  const initial = new Set<string>();
  const addInitial = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key]?.imports ?? []) addInitial(next);
  };
  const keys = Object.keys(manifest);
  const clientEntry = keys.find((key) => manifest[key]?.isEntry && /(^|\/)\+client\.tsx?$/.test(key));
  if (clientEntry) addInitial(clientEntry);
  else for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addInitial(key);

  const files: string[] = [];
  // The first-load chunks, in import order (the entry itself is the page's script).
  if (clientEntry) for (const key of initial) if (key !== clientEntry && manifest[key]) files.push(manifest[key]!.file);
  const seen = new Set<string>();
  const add = (key: string) => {
    if (seen.has(key) || initial.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(chunk.file);
    for (const next of chunk.imports ?? []) add(next);
  };
  for (const name of screenFiles) {
    // A lazily loaded module of that file name: the app's own (`src/…`) before a shared one (`packages/screens/src/…`).
    const named = keys.filter((key) => manifest[key]?.isDynamicEntry && (key.endsWith(`/${name}.tsx`) || key.endsWith(`/${name}.ts`)));
    const key = named.find((candidate) => !candidate.includes('packages/')) ?? named.find((candidate) => candidate.includes('packages/screens/src/'));
    if (key) add(key);
  }
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return files.map((file) => `<link rel="modulepreload" href="${escapeHtml(prefix + file)}" as="script" type="text/javascript">`).join('');
}

/**
 * The app's client chunks, which its build writes beside the server build (`dist/client-chunks.json`, from
 * `dist/server/…`, up to three folders up from `from`); undefined in development and tests, where no build exists, or
 * when it is unreadable.
 */
export function readClientManifest(from: string): ClientManifest | undefined {
  let dir = dirname(fileURLToPath(from));
  for (let level = 0; level < 4; level += 1) {
    const file = join(dir, 'client-chunks.json');
    if (existsSync(file)) {
      try {
        const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
        return parsed && typeof parsed === 'object' ? (parsed as ClientManifest) : undefined;
      } catch {
        return undefined;
      }
    }
    dir = dirname(dir);
  }
  return undefined;
}
