import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import { getCookie, setCookie } from 'hono/cookie';
import { proxy } from 'hono/proxy';
import { serveStatic } from '@hono/node-server/serve-static';
import { choosePlatform, type Platform } from '@bf/headless/platform/choose-platform';
import { isApiPath } from './api-paths.ts';
import { RenderCache, visitorCacheKey, type CachedPage } from './render-cache.ts';
import { startScriptsAfterFirstPaint } from './scripts-after-first-paint.ts';
import { RendererPool, type RenderRequest, type RenderResponse } from './renderer-pool.ts';
import { referralCookiesFromQuery, saveReferralCookies } from '@bf/headless/referral';
import { BASE_SECURITY_HEADERS, contentSecurityPolicy, createNonce } from './security-headers.ts';
import { FAVICON_SVG, ROBOTS_TXT } from './static-files.ts';
import { mountSiteAssets, serverErrorResponse } from './site-assets.ts';
import { assetOrigin } from '@bf/headless/site-config';

export interface ServerOptions {
  /** Port the site listens on; the renderers call the API through it. */
  port: number;
  /** Mounts the reference API on the same origin unless `apiUpstream` is set. */
  referenceApi?: { fetch: (request: Request) => Response | Promise<Response> };
  /** A real back end: API paths are proxied to it. */
  apiUpstream?: string;
  /** Folder with `apps/desktop` and `apps/mobile` builds; defaults to this repository. */
  repoRoot?: string;
  isProduction?: boolean;
  /** Micro-cache of visitor pages in ms (0 turns it off); see render-cache.ts. */
  renderCacheMs?: number;
  /** Worker threads per app; defaults to one per core, at most 4. */
  renderWorkers?: number;
  /** Where the partner stylesheet and icon set come from: an https base or a path of this site (CONST-011). */
  assetBaseUrl?: string;
  /** The operator's analytics vendor origins, allowed by the CSP (see analyticsVendorOrigins). */
  analyticsVendorOrigins?: readonly string[];
  /** Test-only routes (a route that throws, for the 500 page): never in production. */
  testHooks?: boolean;
  /** Renders a page; defaults to the built apps in worker threads (tests pass their own). */
  renderers?: Record<Platform, PageRenderer>;
}

/** What the server needs of a renderer. */
export interface PageRenderer {
  render(request: RenderRequest): Promise<RenderResponse>;
  close?(): Promise<void>;
}

const PLATFORM_COOKIE_SECONDS = 30 * 24 * 3600;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SECURITY_HEADER_ENTRIES = Object.entries(BASE_SECURITY_HEADERS);
// Request headers worth handing to the renderer; the rest (and anything huge) stays out.
const FORWARDED_HEADERS = ['cookie', 'accept-language', 'user-agent', 'accept', 'host', 'x-forwarded-proto'];

/** The one Node server: both apps on one origin, the API beside them, security headers on every page. */
export async function createServer(options: ServerOptions) {
  const repoRoot = options.repoRoot ?? fileURLToPath(new URL('../../../', import.meta.url));
  const apiOrigin = options.apiUpstream ?? `http://127.0.0.1:${options.port}`;
  const renderEnv = { API_ORIGIN: apiOrigin, NODE_ENV: options.isProduction === false ? 'development' : 'production', ...(options.assetBaseUrl ? { ASSET_BASE_URL: options.assetBaseUrl } : {}) };
  const extraStyleOrigin = assetOrigin(options.assetBaseUrl);
  const renderers = options.renderers ?? (await startRenderers(repoRoot, renderEnv, options.renderWorkers ?? Math.min(4, availableParallelism())));

  const app = new Hono();
  app.use('*', async (c, next) => {
    // Set before the handler, so a page answered with c.body carries them without being rebuilt; a Response made
    // elsewhere (the API, the proxy, static files) gets them afterwards.
    for (const [name, value] of SECURITY_HEADER_ENTRIES) c.header(name, value);
    await next();
    if (!c.res.headers.has('x-content-type-options')) for (const [name, value] of SECURITY_HEADER_ENTRIES) c.header(name, value);
  });
  app.get('/health', (c) => c.json({ ok: true }));

  // API: the reference implementation in-process, or a proxy to the real back end.
  app.all('*', async (c, next) => {
    const url = new URL(c.req.url);
    if (!isApiPath(url.pathname)) return next();
    if (options.apiUpstream) {
      const headers = new Headers(c.req.raw.headers);
      headers.delete('host');
      return proxy(`${options.apiUpstream}${url.pathname}${url.search}`, { method: c.req.method, headers, body: c.req.raw.body, duplex: 'half' } as RequestInit);
    }
    if (!options.referenceApi) return c.json({ errors: [{ code: 'not_configured', detail: 'No API is configured' }] }, 502);
    return options.referenceApi.fetch(c.req.raw);
  });

  app.use('*', compress());

  // Hashed build assets of each app, cached for a year.
  for (const [prefix, platform] of [['/_d', 'desktop'], ['/_m', 'mobile']] as const) {
    app.use(
      `${prefix}/*`,
      serveStatic({
        root: `${repoRoot}apps/${platform}/dist/client`,
        rewriteRequestPath: (path) => path.slice(prefix.length),
        // Flags keep their names across builds (flags/<set>/<code>.svg): cached a week, not for ever.
        onFound: (path, c) => {
          c.header('Cache-Control', path.includes('/flags/') ? 'public, max-age=604800' : IMMUTABLE);
        },
      }),
    );
    app.all(`${prefix}/*`, (c) => c.text('Not found', 404));
  }

  // The catch-all page would otherwise answer these.
  app.get('/favicon.svg', (c) => c.body(FAVICON_SVG, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' }));
  app.get('/favicon.ico', (c) => c.redirect('/favicon.svg', 301));
  app.get('/robots.txt', (c) => c.text(ROBOTS_TXT));
  // The installable app's files (PWA-001..003) and the site's own partner assets (CONST-009..011).
  mountSiteAssets(app, { repoRoot, apiOrigin });
  if (options.testHooks) {
    // A middleware that fails the way an unknown one would: the visitor must get the 500 page (ERR-008).
    app.get('/__test/server-error', () => {
      throw new Error('test: unknown middleware failed');
    });
  }

  const cache = new RenderCache(options.renderCacheMs ?? 0);
  app.on(['GET', 'HEAD'], '*', (c) => renderPage(c, renderers, cache, extraStyleOrigin, options.analyticsVendorOrigins));
  app.all('*', (c) => c.text('Method not allowed', 405, { Allow: 'GET, HEAD' }));

  // Unknown middleware failed (spec: S2 §8; ERR-008): logged, and the visitor gets a real 500 page, never a blank one.
  app.onError((error, c) => {
    console.error(error);
    try {
      return serverErrorResponse(c, repoRoot);
    } catch {
      return c.text('Something went wrong', 500);
    }
  });

  return {
    app,
    async close() {
      await Promise.all(Object.values(renderers).map((r) => r.close?.()));
    },
  };
}

/** A pool of worker-thread renderers per built app. */
async function startRenderers(repoRoot: string, env: Record<string, string>, workers: number): Promise<Record<Platform, PageRenderer>> {
  const entry = (app: Platform) => `${repoRoot}apps/${app}/dist/server/entry.mjs`;
  for (const app of ['desktop', 'mobile'] as const) {
    if (!existsSync(entry(app))) throw new Error(`The ${app} app is not built: run npm run build`);
  }
  const renderers = { desktop: new RendererPool(entry('desktop'), env, workers), mobile: new RendererPool(entry('mobile'), env, workers) };
  await Promise.all(Object.values(renderers).map((r) => r.whenReady()));
  return renderers;
}

/** An HTML page's scripts start after its first paint (scripts-after-first-paint.ts); other answers pass as they are. */
function withScriptsAfterFirstPaint(rendered: RenderResponse): RenderResponse {
  const isHtml = rendered.headers.some(([name, value]) => name.toLowerCase() === 'content-type' && value.startsWith('text/html'));
  return isHtml && typeof rendered.body === 'string' ? { ...rendered, body: startScriptsAfterFirstPaint(rendered.body) } : rendered;
}

/** Picks the app for the request (spec: S2 §2 platform rules), renders it, adds the page's CSP. */
async function renderPage(c: Context, renderers: Record<Platform, PageRenderer>, cache: RenderCache, styleOrigin?: string, vendorOrigins?: readonly string[]) {
  const url = new URL(c.req.url);
  const { platform, remember } = choosePlatform({
    query: url.searchParams.get('platform_type'),
    cookie: getCookie(c, 'platform_type'),
    userAgent: c.req.header('user-agent'),
  });
  const headersOriginal: Record<string, string> = {};
  for (const name of FORWARDED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headersOriginal[name] = value.slice(0, 8192);
  }
  const nonce = createNonce();
  const urlOriginal = `${url.pathname}${url.search}`;
  const cacheKey = cache.enabled ? visitorCacheKey(platform, urlOriginal, getCookie(c), headersOriginal['accept-language']) : undefined;
  let rendered: RenderResponse | CachedPage | undefined = cacheKey ? cache.get(cacheKey, nonce) : undefined;
  if (!rendered) {
    rendered = withScriptsAfterFirstPaint(await renderers[platform].render({ urlOriginal, headersOriginal, cspNonce: nonce }));
    if (cacheKey) cache.set(cacheKey, rendered, nonce);
  }
  const secure = url.protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  if (remember) {
    setCookie(c, 'platform_type', remember, { path: '/', maxAge: PLATFORM_COOKIE_SECONDS, sameSite: 'Lax', secure });
  }
  // Referral parameters of a landing URL become cookies on the first answer (spec: S2 §7).
  saveReferralCookies(referralCookiesFromQuery(url.searchParams), (cookie) =>
    setCookie(c, cookie.name, cookie.value, { path: cookie.path, maxAge: cookie.maxAgeSeconds, sameSite: 'Lax', secure }),
  );
  for (const [name, value] of rendered.headers) {
    if (name.toLowerCase() !== 'content-security-policy') c.header(name, value);
  }
  c.header('Content-Security-Policy', contentSecurityPolicy(nonce, styleOrigin, vendorOrigins));
  // Accept-Encoding named here: compress() would otherwise add it after the page is built, which rebuilds the response.
  c.header('Vary', 'User-Agent, Cookie, Accept-Language, Accept-Encoding');
  c.header('X-Platform', platform);
  if (rendered.status === 503) return c.text('The site is busy, please retry in a moment', 503);
  // A redirect needs no page: Vike's own body carries an inline script the CSP would refuse anyway.
  if (rendered.status >= 300 && rendered.status < 400) return c.body(null, rendered.status as 302);
  const status = rendered.status as 200;
  if (c.req.method === 'HEAD') return c.body(null, status);
  return typeof rendered.body === 'string' ? c.body(rendered.body, status) : c.body(rendered.body as Uint8Array<ArrayBuffer>, status);
}
