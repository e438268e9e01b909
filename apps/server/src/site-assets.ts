/**
 * The files of the installable app and the partner assets the server answers itself (spec: S2 §2, §7, §9;
 * PWA-001..003, CONST-009..011), and the server's own 500 page (ERR-008).
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { createHttpClient } from '@bf/api-client/http';
import { createBffApi, type SiteConfig } from '@bf/api-client/bff';
import { pwaSettings, webManifest, TOUCH_ICON_SIZES, MANIFEST_URL, OFFLINE_URL, SERVICE_WORKER_URL, serviceWorkerSource, offlinePageHtml, OFFLINE_STYLE } from '@bf/headless/pwa';
import { serverErrorPageHtml, ERROR_PAGE_STYLE } from '@bf/headless/ssr/error-page';
import { LOCAL_ASSET_BASE, UI_STYLESHEET_VERSION } from '@bf/headless/site-config';

const CONFIG_TTL_MS = 60_000;
const DAY = 'public, max-age=86400';
const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
/** A page without script whose only style is its own inline one. */
const staticPageCsp = (css: string) => `default-src 'none'; style-src ${styleHash(css)}; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

/** Reads `common.json` of a shipped language (English otherwise). */
export function commonMessages(repoRoot: string, lng: string): { lng: string; messages: Record<string, Record<string, string>> } {
  const file = (code: string) => `${repoRoot}packages/headless/src/i18n/locales/${code}/common.json`;
  const code = /^[a-z]{2}$/.test(lng) && existsSync(file(lng)) ? lng : 'en';
  return { lng: code, messages: JSON.parse(readFileSync(file(code), 'utf8')) as Record<string, Record<string, string>> };
}

/** The visitor's language for a page the apps do not render: the path's prefix, else the `lng` cookie, else English. */
function languageOf(c: Context): string {
  return /^\/([a-z]{2})(\/|$)/.exec(new URL(c.req.url).pathname)?.[1] ?? getCookie(c, 'lng') ?? 'en';
}

/** The server's 500 page in the visitor's language (ERR-008): a real page with "reload" and "home", never blank. */
export function serverErrorResponse(c: Context, repoRoot: string): Response {
  const { lng, messages } = commonMessages(repoRoot, languageOf(c));
  const url = new URL(c.req.url);
  const html = serverErrorPageHtml(lng, { title: messages.serverError!.title!, text: messages.serverError!.text!, reload: messages.serverError!.reload!, home: messages.notFound!.home! }, `${url.pathname}${url.search}`);
  return c.html(html, 500, { 'Content-Security-Policy': staticPageCsp(ERROR_PAGE_STYLE), 'Cache-Control': 'no-store' });
}

/** Mounts the manifest, the service worker, the offline page, the touch icons and the partner assets. */
export function mountSiteAssets(app: Hono, { repoRoot, apiOrigin }: { repoRoot: string; apiOrigin: string }): void {
  const bff = createBffApi(createHttpClient({ baseUrl: apiOrigin, timeoutMs: 3000 }), { tries: 1, delayMs: 0 });
  const configs = new Map<string, { at: number; config: Promise<SiteConfig> }>();
  const siteConfig = (lng: string) => {
    const hit = configs.get(lng);
    if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.config;
    const config = bff.getSiteConfig(lng);
    configs.set(lng, { at: Date.now(), config });
    config.catch(() => configs.delete(lng));
    return config;
  };

  // PWA-001: the manifest exists only while the site config has PWA on (PWA-002), in its theme colour.
  app.get(MANIFEST_URL, async (c) => {
    const lng = commonMessages(repoRoot, getCookie(c, 'lng') ?? 'en').lng;
    const config = await siteConfig(lng);
    const pwa = pwaSettings(config);
    if (!pwa) return c.text('Not found', 404);
    return c.json(webManifest({ companyName: config.companyName, themeColor: pwa.themeColor, lng }), 200, { 'Content-Type': 'application/manifest+json', 'Cache-Control': 'no-cache' });
  });

  // The worker is always served (a page of a site with PWA off registers nothing and removes what it finds); never cached
  // by HTTP, so a changed worker is picked up on the next visit.
  app.get(SERVICE_WORKER_URL, (c) => c.body(serviceWorkerSource(), 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', 'Service-Worker-Allowed': '/' }));

  app.get(OFFLINE_URL, async (c) => {
    const { lng, messages } = commonMessages(repoRoot, c.req.query('lng') ?? getCookie(c, 'lng') ?? 'en');
    const themeColor = await siteConfig(lng).then((config) => pwaSettings(config)?.themeColor ?? '#0f1b33', () => '#0f1b33');
    const html = offlinePageHtml(lng, { title: messages.pwa!.offlineTitle!, text: messages.pwa!.offlineText!, retry: messages.pwa!.offlineRetry! }, themeColor);
    return c.html(html, 200, { 'Content-Security-Policy': staticPageCsp(OFFLINE_STYLE), 'Cache-Control': 'no-cache' });
  });

  // PWA-003: the touch icons at the spec's sizes, drawn by scripts/generate-touch-icons.ts.
  const icons = new Map(TOUCH_ICON_SIZES.map((size) => [`/pwa/icon-${size}.png`, readFileSync(`${repoRoot}apps/server/static/pwa/icon-${size}.png`)]));
  app.get('/pwa/:file', (c) => {
    const icon = icons.get(new URL(c.req.url).pathname);
    return icon ? c.body(new Uint8Array(icon), 200, { 'Content-Type': 'image/png', 'Cache-Control': DAY }) : c.text('Not found', 404);
  });

  // CONST-009..011: the site's own copy of the partner stylesheet (versioned path); a CDN base replaces it when configured.
  const partnerCss = readFileSync(`${repoRoot}apps/server/static/partner/partner.css`, 'utf8');
  app.get(`${LOCAL_ASSET_BASE}/ui/:version/partner.css`, (c) =>
    c.req.param('version') === UI_STYLESHEET_VERSION ? c.body(partnerCss, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': DAY }) : c.text('Not found', 404),
  );
  // The icon set: its sprite and the site mark the page's tab icon is drawn from (CONST-010), in any version.
  const iconFiles = new Map(['sprite.svg', 'logo.svg'].map((file) => [file, readFileSync(`${repoRoot}apps/server/static/partner/${file}`, 'utf8')]));
  app.get(`${LOCAL_ASSET_BASE}/icons/:version/:file`, (c) => {
    const file = iconFiles.get(c.req.param('file'));
    return file && /^\d{1,4}\.\d{1,4}\.\d{1,6}$/.test(c.req.param('version')) ? c.body(file, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': DAY }) : c.text('Not found', 404);
  });
}
