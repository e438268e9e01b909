import type { RouteObject } from 'react-router-dom';
import type { RouterServices } from '../router/resolve-request.ts';
import { createServerRouterServices } from '../router/create-router-services.ts';
import { escapeHtml } from './html-document.ts';
import { readClientManifest, renderedScreenFiles, screenPreloadLinks, SCREEN_TABLE_FILE, type ClientManifest } from './screen-preloads.ts';
import { SCREEN_FILES } from '../router/screen-files.ts';
import { screenOf } from '../routes/route-screens.ts';
import { pwaHeadTags } from '../pwa/pwa-rules.ts';
import { displayModeAttributes } from '../settings/display-mode.ts';
import { partnerAssets } from '../site-config/partner-assets.ts';
import { renderRequest, type FeedSeeding, type RenderResult } from './render-request.tsx';
import { feedSeedScript } from './feed-seed.tsx';
import { firstViewRoutesScript } from '../router/first-view-definitions.ts';
import { bettingFeedLoader, bffConfigFeedLoader, combineFeedLoaders, contentFeedLoader, createPageFeedMemo, seoFeedLoader, sharedFeedLoader, type FeedLoader } from './feed-loader.ts';
import { operatorHostsOf, SEO_TITLE_ATTRIBUTE, seoHead, seoHeadHtml, seoPathOf, type SeoHead } from '../seo/seo-head.ts';
import { createHttpClient } from '@bf/api-client/http';
import { createBettingApi } from '@bf/api-client/betting/api';
import { createBffApi } from '@bf/api-client/bff';
import { createContentApi } from '@bf/api-client/content';
import { createSeoApi, type SeoPage } from '@bf/api-client/web-api/seo';

/** Statuses Vike can render its error page with (`throw render(status)`). */
export type AbortStatus = 401 | 403 | 404 | 410 | 429 | 500 | 503;
const ABORT_STATUSES: ReadonlySet<number> = new Set<AbortStatus>([401, 403, 404, 410, 429, 500, 503]);

/** What the render reads of Vike's page context. */
export interface RenderPageContext {
  urlOriginal: string;
  headersOriginal?: unknown;
  cspNonce?: string | null;
  abortStatusCode?: number;
  is404?: boolean | null;
}

/** The Vike functions the render needs, handed in by the app (headless does not depend on Vike). */
export interface VikeServerApi<Html> {
  redirect(url: `/${string}`, statusCode: 301 | 302): Error;
  render(abortStatusCode: AbortStatus): Error;
  dangerouslySkipEscape(html: string): Html;
}

/** The request Vike received, as a fetch Request for the data router. */
export function toRequest(pageContext: RenderPageContext): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries((pageContext.headersOriginal ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') headers.set(name, value);
  }
  return new Request(new URL(pageContext.urlOriginal, 'http://localhost'), { headers });
}

/** What becomes of a router result: a redirect, an abort to Vike's error page with a status, or the page's HTML. */
export type PageOutcome = { kind: 'redirect'; location: `/${string}`; status: 301 | 302 } | { kind: 'abort'; status: AbortStatus } | { kind: 'html'; html: string };

/** Sets `<html data-theme>` from the system's colour scheme (the pre-paint half of `useTheme`'s system mode). */
export const SYSTEM_THEME_SCRIPT = `try{if(matchMedia('(prefers-color-scheme: dark)').matches)document.documentElement.dataset.theme='dark'}catch(e){}`;

/** Where the page's screens come from: the client build's manifest and the app's asset base (`/_m/`). */
export interface ScreenAssets {
  manifest: ClientManifest;
  base: string;
}

/** Maps a router result to a Vike outcome and writes the HTML document (language, theme, title, SEO head, brand style). */
export function pageOutcome(result: RenderResult, pageContext: RenderPageContext, seo?: SeoHead, screens?: ScreenAssets): PageOutcome {
  if (result.kind === 'redirect') return { kind: 'redirect', location: result.location as `/${string}`, status: result.status === 301 ? 301 : 302 };
  // A 404 or 500 from the router becomes the HTTP status: Vike renders again as its error page, which lands here.
  if (result.status !== 200 && pageContext.abortStatusCode === undefined && !pageContext.is404 && ABORT_STATUSES.has(result.status)) {
    return { kind: 'abort', status: result.status as AbortStatus };
  }
  const shell = result.shell;
  const titles = (shell?.messages.routes ?? {}) as Record<string, string>;
  const title = titles[result.routeId ?? 'not-found'] ?? titles['not-found'] ?? '';
  // The page's SEO title when it has one (SEO-001), else the route's with the company name.
  const fullTitle = seo?.title ?? (shell?.companyName ? `${title} · ${shell.companyName}` : title);
  const nonce = escapeHtml(pageContext.cspNonce ?? '');
  // The operator's brand variables (already reduced to safe custom properties), allowed by the page's nonce.
  const brandStyle = shell?.brandCss ? `<style nonce="${nonce}">${shell.brandCss}</style>` : '';
  // A player who never chose a theme gets the system's: switched before the first paint, so dark never flashes light.
  const systemTheme = shell?.followsSystemTheme ? `<script nonce="${nonce}">${SYSTEM_THEME_SCRIPT}</script>` : '';
  // The partner's versioned stylesheet from the asset base (CONST-009, CONST-011), before the brand book that may override it.
  // The base is the server's (env ASSET_BASE_URL); worked out here so the browser's loader never carries it.
  const assets = shell?.assetPath ? partnerAssets({ assetBase: process.env.ASSET_BASE_URL || undefined, isFlexibleAssetPath: shell.assetPath.isFlexible, iconsVersion: shell.assetPath.iconsVersion }) : undefined;
  const partnerStyle = assets ? `<link rel="stylesheet" href="${escapeHtml(assets.stylesheetUrl)}" data-version="${escapeHtml(assets.stylesheetVersion)}" />` : '';
  // The tab icon is the site mark of the icon set in this page's version (CONST-010); the app's own without one.
  const tabIcon = assets ? `<link rel="icon" href="${escapeHtml(assets.iconsUrl)}logo.svg" type="image/svg+xml" data-version="${escapeHtml(assets.iconsVersion)}" />` : '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />';
  // The chunks of the screens this page runs before hydrating, fetched with the first-load chunk instead of after it.
  // A lazy screen loads through the app's screen table (`src/screen-table.ts`): both come with the first-load chunks.
  const screenFile = result.routeId ? SCREEN_FILES[screenOf({ id: result.routeId })]?.[0] : undefined;
  // (A screen that hydrates after the frame is neither: `renderedScreenFiles` leaves it out.)
  const rendered = renderedScreenFiles(screenFile, result.appHtml);
  const pageFiles = screenFile && rendered.includes(screenFile) ? [SCREEN_TABLE_FILE, ...rendered] : rendered;
  const screenPreloads = screens ? screenPreloadLinks(screens.manifest, pageFiles, screens.base) : '';
  const html = `<!DOCTYPE html>
<html lang="${escapeHtml(shell?.lng ?? 'en')}" data-theme="${escapeHtml(shell?.theme ?? 'light')}"${shell?.display ? displayModeAttributes(shell.display) : ''}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
    ${pwaHeadTags(shell?.pwa ?? null)}
    ${tabIcon}
    <title${seo?.title ? ` ${SEO_TITLE_ATTRIBUTE}=""` : ''}>${escapeHtml(fullTitle)}</title>
    ${seo ? seoHeadHtml(seo) : ''}
    ${systemTheme}${partnerStyle}${brandStyle}${screenPreloads}
  </head>
  <body>
    <div id="root">${result.appHtml}</div>
    ${firstViewRoutesScript((result.routeDefinitions ?? []).map((route) => ({ ...route, screen: screenOf(route) })), pageContext.cspNonce ?? undefined)}${result.feeds ? feedSeedScript(result.feeds, pageContext.cspNonce ?? undefined) : ''}
  </body>
</html>`;
  return { kind: 'html', html };
}

const apiOrigin = () => process.env.API_ORIGIN ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;

/** The services of the server renderer, from the process environment. */
function serverServices(): RouterServices {
  return createServerRouterServices({ apiOrigin: apiOrigin(), isProduction: process.env.NODE_ENV === 'production' });
}

/** How long a page waits for its lists' feed data before it renders their skeletons instead (SSR_FEED_TIMEOUT_MS; 0 turns seeding off). */
const FEED_TIMEOUT_MS = 1_500;
/** How long one feed answer serves every page rendered after it (SSR_FEED_SHARE_MS): the lists poll every 2 s at best. */
const FEED_SHARE_MS = 1_000;

/** The first view's lists (top games, live list, a game…) rendered with their odds: the feed at the API's origin. */
function feedSeeding(): FeedSeeding | undefined {
  const timeoutMs = Number(process.env.SSR_FEED_TIMEOUT_MS ?? FEED_TIMEOUT_MS);
  if (!(timeoutMs > 0)) return undefined;
  const http = createHttpClient({ baseUrl: apiOrigin(), timeoutMs });
  // Config groups are asked once (no retries): a slow or failed answer leaves the browser to ask, as before.
  const bff = createBffApi(http, { tries: 1, delayMs: 0 });
  const load = combineFeedLoaders(bettingFeedLoader(createBettingApi(http)), contentFeedLoader(createContentApi(http)), seoFeedLoader(createSeoApi(http)), bffConfigFeedLoader(bff));
  return { load: sharedFeedLoader(load, Number(process.env.SSR_FEED_SHARE_MS ?? FEED_SHARE_MS)), timeoutMs, pages: createPageFeedMemo() };
}

/** How long one page's SEO data serves every render of that page (SSR_SEO_SHARE_MS): it changes rarely. */
const SEO_SHARE_MS = 30_000;

/** The server's SEO page data calls (`['seo', 'page', path, lang]`), shared between renders; undefined when seeding is off. */
function seoPageLoader(): FeedLoader | undefined {
  const timeoutMs = Number(process.env.SSR_FEED_TIMEOUT_MS ?? FEED_TIMEOUT_MS);
  if (!(timeoutMs > 0)) return undefined;
  const api = createSeoApi(createHttpClient({ baseUrl: apiOrigin(), timeoutMs }));
  const load: FeedLoader = (key, signal) => (key[0] === 'seo' && key[1] === 'page' && typeof key[2] === 'string' && typeof key[3] === 'string' ? api.getPage(key[2], key[3], signal) : undefined);
  return sharedFeedLoader(load, Number(process.env.SSR_SEO_SHARE_MS ?? SEO_SHARE_MS));
}

/**
 * The SEO head of a rendered page (SEO-001, SEO-002): its data from the SEO service (1.5 s at most) and the
 * operator's addresses from env SITE_DOMAINS. Error pages and a failed call get the page's own canonical only.
 */
async function pageSeoHead(result: RenderResult, pageContext: RenderPageContext, load: FeedLoader | undefined): Promise<SeoHead | undefined> {
  if (result.kind !== 'html' || !result.shell) return undefined;
  const pagePath = new URL(pageContext.urlOriginal, 'http://localhost').pathname;
  const context = { pagePath, operatorHosts: operatorHostsOf(process.env.SITE_DOMAINS) };
  if (result.status !== 200) return undefined;
  if (!load) return seoHead(undefined, context);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), FEED_TIMEOUT_MS);
  try {
    const page = (await load(['seo', 'page', seoPathOf(pagePath, result.shell.lng), result.shell.lng], controller.signal)) as SeoPage | undefined;
    return seoHead(page, context);
  } catch {
    return seoHead(undefined, context);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * An app's Vike `onRenderHtml`: the data router renders the request; redirects and error statuses go back to Vike.
 * The route objects are built once: they hold no per-request state.
 *
 * @example
 * export const onRenderHtml = createOnRenderHtml(createRoutes, { redirect, render, dangerouslySkipEscape });
 */
export function createOnRenderHtml<Html>(createRoutes: (services: RouterServices) => RouteObject[], vike: VikeServerApi<Html>, assetBase = '/') {
  let routes: RouteObject[] | undefined;
  // Read once: the client build beside this server build (none in development).
  let screens: ScreenAssets | undefined | null = null;
  let feeds: FeedSeeding | undefined | null = null;
  let seoPages: FeedLoader | undefined | null = null;
  return async (pageContext: RenderPageContext): Promise<Html> => {
    routes ??= createRoutes(serverServices());
    if (feeds === null) feeds = feedSeeding();
    if (seoPages === null) seoPages = seoPageLoader();
    const result = await renderRequest(routes, toRequest(pageContext), pageContext.cspNonce ?? undefined, feeds);
    if (screens === null) {
      const manifest = readClientManifest(import.meta.url);
      screens = manifest ? { manifest, base: assetBase } : undefined;
    }
    const outcome = pageOutcome(result, pageContext, await pageSeoHead(result, pageContext, seoPages), screens);
    if (outcome.kind === 'redirect') throw vike.redirect(outcome.location, outcome.status);
    if (outcome.kind === 'abort') throw vike.render(outcome.status);
    return vike.dangerouslySkipEscape(outcome.html);
  };
}
