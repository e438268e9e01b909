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

/** The screen files a rendered page runs before it hydrates: the page's own screen and the preloadable parts in its HTML. */
export function renderedScreenFiles(screenFile: string | undefined, appHtml: string): string[] {
  const files = new Set<string>(screenFile ? [screenFile] : []);
  // The marks `preloadable()` writes; its id is the file's name (seo-block, cookie-consent).
  for (const match of appHtml.matchAll(/<template data-preload="([a-z0-9-]{1,64})"/g)) files.add(match[1]!);
  return [...files];
}

/**
 * The module preloads of the screens a page runs before it hydrates (a lazy route's screen, the SEO block, the
 * consent sheet): without them the browser learns of their chunks only after the first-load chunk ran, one round
 * trip later. Chunks every page loads (the entries' own imports, which Vike preloads) are left out.
 *
 * A screen is found by its file name under a `screens` folder (an app's `src/screens/x.tsx` before the shared
 * `packages/screens/src/x.tsx`, as the apps choose it); a name the manifest lacks adds nothing.
 */
export function screenPreloadLinks(manifest: ClientManifest, screenFiles: readonly string[], base: string): string {
  const initial = new Set<string>();
  const addInitial = (key: string) => {
    if (initial.has(key)) return;
    initial.add(key);
    for (const next of manifest[key]?.imports ?? []) addInitial(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) addInitial(key);

  const keys = Object.keys(manifest);
  const files: string[] = [];
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
    const own = keys.find((key) => key.endsWith(`src/screens/${name}.tsx`) && !key.includes('packages/screens/'));
    const shared = keys.find((key) => key.endsWith(`packages/screens/src/${name}.tsx`));
    const key = own ?? shared;
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
