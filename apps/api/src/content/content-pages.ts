import { readdirSync, readFileSync } from 'node:fs';
import { parseContent, type ContentPage } from './content-blocks.ts';

/** Information pages by slug, then by language: read once from `pages/<slug>.<lang>.md`. */
export type PageLibrary = ReadonlyMap<string, ReadonlyMap<string, ContentPage>>;

const PAGES_DIR = new URL('./pages/', import.meta.url);
const FILE = /^([a-z][a-z0-9-]*)\.([a-z]{2})\.md$/u;

export function loadPageLibrary(dir: URL = PAGES_DIR): PageLibrary {
  const library = new Map<string, Map<string, ContentPage>>();
  for (const name of readdirSync(dir).sort()) {
    const match = FILE.exec(name);
    if (!match) continue;
    const [, slug, lang] = match as unknown as [string, string, string];
    const byLang = library.get(slug) ?? new Map<string, ContentPage>();
    byLang.set(lang, parseContent(readFileSync(new URL(name, dir), 'utf8')));
    library.set(slug, byLang);
  }
  return library;
}

/** A page in the language asked for, or in English when it has no translation; `lang` says which one came. */
export function findPage(library: PageLibrary, slug: string, lang: string): (ContentPage & { slug: string; lang: string }) | undefined {
  const byLang = library.get(slug);
  if (!byLang) return undefined;
  const chosen = byLang.has(lang) ? lang : 'en';
  const page = byLang.get(chosen);
  return page ? { slug, lang: chosen, ...page } : undefined;
}
