import { gzipSync } from 'node:zlib';
import { httpGetOk } from './http.ts';
import { parseAttributes } from './html-to-react.ts';
import { DEFERRED_SCRIPTS_ID } from '@bf/server/scripts-after-first-paint';

export type AssetKind = 'js' | 'css';

export interface Asset {
  url: string;
  kind: AssetKind;
  /** What made the browser load it: a tag of the page, or a static import inside another asset. */
  via: 'script' | 'modulepreload' | 'preload' | 'stylesheet' | 'import';
  bytes: number;
  gzipBytes: number;
}

interface Ref {
  url: string;
  kind: AssetKind;
  via: Asset['via'];
}

/**
 * Everything the page's markup makes the browser fetch before it can run: `<script src>` (module or classic, not
 * `nomodule`), `<link rel="modulepreload">`, `<link rel="stylesheet">` and `<link rel="preload">` of scripts or styles,
 * and the module preloads and entry the server lists for after the first paint (`#bf-deferred-scripts`).
 */
export function eagerRefsInHtml(html: string, pageUrl: string): Ref[] {
  const refs: Ref[] = [];
  for (const [, tag, attrSource] of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = new Map(parseAttributes(attrSource ?? '').map(([name, value]) => [name.toLowerCase(), value]));
    if (tag?.toLowerCase() === 'script') {
      if (attrs.get('id') === DEFERRED_SCRIPTS_ID) refs.push(...deferredScripts(html, pageUrl));
      const src = attrs.get('src');
      if (src && !attrs.has('nomodule')) refs.push({ url: new URL(src, pageUrl).href, kind: 'js', via: 'script' });
      continue;
    }
    const href = attrs.get('href');
    const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    if (!href) continue;
    const url = new URL(href, pageUrl).href;
    if (rel.includes('modulepreload')) refs.push({ url, kind: 'js', via: 'modulepreload' });
    else if (rel.includes('stylesheet')) refs.push({ url, kind: 'css', via: 'stylesheet' });
    else if (rel.includes('preload') && attrs.get('as') === 'script') refs.push({ url, kind: 'js', via: 'preload' });
    else if (rel.includes('preload') && attrs.get('as') === 'style') refs.push({ url, kind: 'css', via: 'preload' });
  }
  return refs;
}

/** The scripts the page starts after its first paint: the same files, fetched one frame later. */
function deferredScripts(html: string, pageUrl: string): Ref[] {
  const block = new RegExp(`<script\\b[^>]*\\bid="${DEFERRED_SCRIPTS_ID}"[^>]*>([^<]*)</script>`).exec(html);
  if (!block) return [];
  const { preload = [], entry } = JSON.parse(block[1] ?? '{}') as { preload?: string[]; entry?: string };
  return [
    ...preload.map((href) => ({ url: new URL(href, pageUrl).href, kind: 'js' as const, via: 'modulepreload' as const })),
    ...(entry ? [{ url: new URL(entry, pageUrl).href, kind: 'js' as const, via: 'script' as const }] : []),
  ];
}

// A static `import`/`export … from` statement as Vite emits it: `import{a as b}from"./x.js"`, `import"./x.js"`,
// `export*from"./x.js"`. The keyword must start a statement (start of file, or after `;`, `}`, a newline or a comment),
// and a binding list or a quote must follow it, so `import("./x.js")` (dynamic, lazy) and `import.meta` never match.
const STATIC_IMPORT = /(?:^|[;}\n]|\*\/)\s*(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?(["'])([^"'\n]+)\1/g;

/**
 * Specifiers of a chunk's static imports: the browser fetches and runs these before the chunk itself. Only
 * relative or root paths count: a built chunk has no bare specifiers, and this skips text like
 * "import { x } from 'vike/…'" inside the chunk's error messages.
 */
export function staticImportsInJs(code: string): string[] {
  const specifiers = [...code.matchAll(STATIC_IMPORT)].map((match) => match[2] ?? '');
  return specifiers.filter((specifier) => /^(\.{1,2}\/|\/)/.test(specifier));
}

/** `@import` rules of a stylesheet, which block rendering like the stylesheet itself. */
export function importsInCss(css: string): string[] {
  return [...css.matchAll(/@import\s+(?:url\(\s*)?["']?([^"')\s;]+)/g)].map((match) => match[1] ?? '');
}

/** Fetches the page's eager assets and their static imports, each once, and measures each one gzipped (level 9). */
export async function collectInitialAssets(html: string, pageUrl: string): Promise<Asset[]> {
  const origin = new URL(pageUrl).origin;
  const queue = eagerRefsInHtml(html, pageUrl);
  const seen = new Set<string>();
  const assets: Asset[] = [];
  while (queue.length > 0) {
    const ref = queue.shift()!;
    if (seen.has(ref.url)) continue;
    seen.add(ref.url);
    // Everything must come from the site itself: the bench has no other network, and a third-party asset would be a finding.
    if (new URL(ref.url).origin !== origin) throw new Error(`the page loads ${ref.url} from another origin`);
    const { body, headers } = await httpGetOk(ref.url);
    if (headers['content-encoding']) throw new Error(`${ref.url} came back ${headers['content-encoding']}-encoded though none was asked for`);
    assets.push({ ...ref, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length });
    const text = body.toString('utf8');
    const imports = ref.kind === 'js' ? staticImportsInJs(text) : importsInCss(text);
    for (const specifier of imports) queue.push({ url: new URL(specifier, ref.url).href, kind: ref.kind, via: 'import' });
  }
  return assets;
}
