// The page's SEO data in <head> (SEO-001, SEO-002; docs/decisions.md "SEO data and the SEO block"). Pure: the
// server writes the tags as HTML, the browser's lazy navigation module builds the same elements with the DOM.
import { isSiteHost } from '@bf/api-client/web-api/site-domains';
import type { CustomCanonical, SeoPage } from '@bf/api-client/web-api/seo';
import { escapeHtml } from '../ssr/html-document.ts';

/** What the head of one page says beyond its title. */
export interface SeoHead {
  /** The SEO title, or undefined: the route's title stays. */
  title?: string;
  description?: string;
  /** The robots directives after both robots fields are applied; undefined: no robots meta. */
  robots?: string;
  metas: readonly { name: string; content: string }[];
  /** Absolute (on the operator's primary address) or a root-relative path of this site. */
  canonical: string;
}

export interface SeoHeadContext {
  /** The page's own path with its language prefix and without the query (`/en/home/live`). */
  pagePath: string;
  /** The operator's addresses (`hostname[:port]`, env SITE_DOMAINS), the first primary; empty: this site only. */
  operatorHosts: readonly string[];
}

/** Names the page writes itself or that change how it works: never taken from the SEO data's extra metas. */
const RESERVED_META_NAMES = new Set(['description', 'robots', 'viewport', 'referrer', 'theme-color', 'color-scheme', 'application-name', 'mobile-web-app-capable', 'apple-mobile-web-app-capable', 'apple-mobile-web-app-title', 'apple-mobile-web-app-status-bar-style']);
const META_NAME = /^[A-Za-z][A-Za-z0-9:._-]{0,63}$/u;
const PLAIN_HTTP_HOSTNAMES = new Set(['localhost', '127.0.0.1']);
// Control characters (and DEL) are never part of a value that goes into an attribute.
const CONTROL = /[\u0000-\u001f\u007f]/u;

const normalHost = (host: string) => host.toLowerCase().replace(/:(?:443|80)$/u, '');
const schemeOf = (host: string) => (PLAIN_HTTP_HOSTNAMES.has(host.replace(/:\d+$/u, '')) ? 'http' : 'https');
const clean = (value: string) => value.replace(CONTROL, ' ').replace(/\s+/gu, ' ').trim();

/** The robots directives a page may carry; `max-…` ones with their value. Anything else is left out. */
const ROBOTS_TOKEN = /^(?:index|noindex|follow|nofollow|all|none|noarchive|nosnippet|noimageindex|notranslate|indexifembedded|max-snippet:-?\d{1,6}|max-image-preview:(?:none|standard|large)|max-video-preview:-?\d{1,6}|unavailable_after:[\w :+-]{1,40})$/u;

function robotsTokens(value: string): string[] {
  const tokens: string[] = [];
  for (const raw of value.split(',')) {
    const token = raw.trim().toLowerCase();
    if (!ROBOTS_TOKEN.test(token)) continue;
    if (token === 'all') tokens.push('index', 'follow');
    else if (token === 'none') tokens.push('noindex', 'nofollow');
    else tokens.push(token);
  }
  return tokens;
}

/**
 * The page's robots: its own `metaRobots` and the `hierarchyMetaRobots` its section hands to every page under it,
 * both applied; where they disagree the stricter wins (`noindex` over `index`, `nofollow` over `follow`), so a
 * section closed to search engines cannot be opened by one page. Unknown directives are left out.
 * @example robotsContent('index, follow', 'noindex') // 'noindex, follow'
 */
export function robotsContent(metaRobots: string, hierarchyMetaRobots: string): string | undefined {
  const tokens = [...robotsTokens(hierarchyMetaRobots), ...robotsTokens(metaRobots)];
  const kept: string[] = [];
  const seenKind = new Set<string>();
  for (const token of tokens) {
    // One directive per kind (`max-snippet:`…): the section's first, as it is the stricter rule.
    const kind = token.includes(':') ? token.slice(0, token.indexOf(':')) : token;
    if (seenKind.has(kind)) continue;
    seenKind.add(kind);
    kept.push(token);
  }
  const result = kept.filter((token) => !(token === 'index' && seenKind.has('noindex')) && !(token === 'follow' && seenKind.has('nofollow')));
  return result.length > 0 ? result.join(', ') : undefined;
}

/** This site's path, checked: one leading slash (never `//` or `/\`), no spaces, backslashes or control characters. */
function sitePath(value: string): string | undefined {
  if (value.length > 2048 || !/^\/(?![/\\])[^\s\\"'<>`]*$/u.test(value)) return undefined;
  return value;
}

/** The canonical address of `path` on this site: on the primary address when the operator has one, else root-relative. */
function onSite(path: string, operatorHosts: readonly string[]): string {
  const primary = operatorHosts.find(isSiteHost);
  if (!primary) return path;
  const host = normalHost(primary);
  return `${schemeOf(host)}://${host}${path}`;
}

/**
 * SEO-002: the page's canonical link. Without a custom canonical (or with one that fails a check) it is the page's
 * own path. Mode `url`: `targetUrl` when it is a path of this site, or an https URL (http only for localhost)
 * without user info on one of the operator's addresses. Mode `mirror`: the page's path on `domain`, a validated
 * `hostname[:port]` (a mirror is an address of the operator's that may not serve the visitor: it need not be listed).
 * Never an arbitrary string: every value that reaches the attribute passed one of these checks.
 */
export function canonicalHref(custom: CustomCanonical | null | undefined, { pagePath, operatorHosts }: SeoHeadContext): string {
  const own = onSite(sitePath(pagePath) ?? '/', operatorHosts);
  if (!custom) return own;
  if (custom.mode === 'mirror') {
    const domain = custom.domain?.trim() ?? '';
    if (!isSiteHost(domain)) return own;
    const host = normalHost(domain);
    return `${schemeOf(host)}://${host}${sitePath(pagePath) ?? '/'}`;
  }
  const target = custom.targetUrl?.trim() ?? '';
  if (target.startsWith('/')) {
    const path = sitePath(target);
    return path ? onSite(path, operatorHosts) : own;
  }
  if (CONTROL.test(target) || target.length > 2048) return own;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return own;
  }
  const allowed = new Set(operatorHosts.filter(isSiteHost).map(normalHost));
  const host = normalHost(url.host);
  const isSecure = url.protocol === 'https:' || (url.protocol === 'http:' && schemeOf(host) === 'http');
  if (!isSecure || url.username || url.password || !allowed.has(host)) return own;
  return url.href;
}

/** The head a page's SEO data gives: title, description, robots, extra metas and canonical, every value checked. */
export function seoHead(page: SeoPage | undefined, context: SeoHeadContext): SeoHead {
  if (!page) return { metas: [], canonical: canonicalHref(null, context) };
  const title = clean(page.title);
  const description = clean(page.description);
  const robots = robotsContent(page.metaRobots, page.hierarchyMetaRobots);
  const names = new Set<string>();
  const metas = page.metas.flatMap((meta) => {
    const name = meta.name.toLowerCase();
    if (!META_NAME.test(meta.name) || RESERVED_META_NAMES.has(name) || names.has(name)) return [];
    names.add(name);
    return [{ name: meta.name, content: clean(meta.content) }];
  });
  return { ...(title ? { title } : {}), ...(description ? { description } : {}), ...(robots ? { robots } : {}), metas, canonical: canonicalHref(page.customCanonical, context) };
}

/** The attribute of a `<title>` that came from the SEO data: the route's title does not replace it (`useDocumentTitle`). */
export const SEO_TITLE_ATTRIBUTE = 'data-seo-title';

/** The attribute every SEO element carries, so a client-side navigation replaces exactly these. */
export const SEO_ELEMENT_ATTRIBUTE = 'data-seo';

/** The head's elements (without the title), as tag name and attributes, in the order they are written. */
export function seoHeadElements(head: SeoHead): { tag: 'meta' | 'link'; attributes: [string, string][] }[] {
  return [
    ...(head.description !== undefined ? [{ tag: 'meta' as const, attributes: [['name', 'description'], ['content', head.description]] as [string, string][] }] : []),
    ...(head.robots !== undefined ? [{ tag: 'meta' as const, attributes: [['name', 'robots'], ['content', head.robots]] as [string, string][] }] : []),
    ...head.metas.map((meta) => ({ tag: 'meta' as const, attributes: [['name', meta.name], ['content', meta.content]] as [string, string][] })),
    { tag: 'link' as const, attributes: [['rel', 'canonical'], ['href', head.canonical]] },
  ];
}

/** The site's own path without the language prefix, as the SEO service keys pages: `/en/home/live` → `/home/live`, `/en` → `/`. */
export function seoPathOf(pathname: string, lng: string): string {
  const prefix = `/${lng}`;
  const rest = pathname === prefix ? '/' : pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  const trimmed = rest.length > 1 ? rest.replace(/\/+$/u, '') : rest;
  return trimmed || '/';
}

/** The operator's addresses from a SITE_DOMAINS value (comma list, the first primary); unusable entries are left out. */
export function operatorHostsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(isSiteHost);
}

/** The head's elements as HTML for the server's page, every value escaped (the title is written by the page). */
export function seoHeadHtml(head: SeoHead): string {
  return seoHeadElements(head)
    .map(({ tag, attributes }) => `<${tag} ${attributes.map(([name, value]) => `${name}="${escapeHtml(value)}"`).join(' ')} ${SEO_ELEMENT_ATTRIBUTE}="" />`)
    .join('\n    ');
}

/**
 * Browser: replaces the SEO elements of `<head>` (those marked `data-seo`) with `head`'s, built with the DOM (no
 * markup is parsed), and sets the title: the SEO title (marked, so the route's does not replace it), else `routeTitle`.
 */
export function applySeoHead(doc: Document, head: SeoHead, routeTitle: string): void {
  doc.title = head.title ?? routeTitle;
  doc.querySelector('title')?.toggleAttribute(SEO_TITLE_ATTRIBUTE, head.title !== undefined);
  for (const element of doc.head.querySelectorAll(`[${SEO_ELEMENT_ATTRIBUTE}]`)) element.remove();
  for (const { tag, attributes } of seoHeadElements(head)) {
    const element = doc.createElement(tag);
    for (const [name, value] of attributes) element.setAttribute(name, value);
    element.setAttribute(SEO_ELEMENT_ATTRIBUTE, '');
    doc.head.append(element);
  }
}
