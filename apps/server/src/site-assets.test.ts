import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_SITE_CONFIG } from '@bf/headless/site-config';
import { createServer, type PageRenderer } from './create-server.ts';

const failing: PageRenderer = { render: async () => Promise.reject(new Error('renderer crashed')) };
const realFetch = globalThis.fetch;
let isPwa = true;
let site: Awaited<ReturnType<typeof createServer>>;

beforeAll(async () => {
  // The API upstream answers the site config: PWA on or off as the test sets it, the colour of the operator.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.startsWith('http://upstream.test/bff-api/config/all.json')) return Response.json({ ...FALLBACK_SITE_CONFIG, companyName: 'BetFront', isPwa, pwaManifest: { themeColor: '#123456' } });
    return realFetch(input, init);
  }) as typeof fetch;
  site = await createServer({ port: 3000, apiUpstream: 'http://upstream.test', testHooks: true, renderers: { desktop: failing, mobile: failing } });
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const get = (path: string, headers: Record<string, string> = {}) => site.app.request(`http://localhost${path}`, { headers });

describe('the installable app\'s files (PWA-001..003)', () => {
  it('serves the manifest in the config\'s theme colour with the eight touch icons', async () => {
    isPwa = true;
    const res = await get('/manifest.json', { cookie: 'lng=de' });
    expect(res.status).toBe(200);
    const manifest = (await res.json()) as { theme_color: string; lang: string; icons: { src: string; sizes: string }[] };
    expect(manifest.theme_color).toBe('#123456');
    expect(manifest.lang).toBe('de');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['72x72', '96x96', '128x128', '144x144', '152x152', '192x192', '384x384', '512x512']);
    for (const size of [72, 96, 128, 144, 152, 192, 384, 512]) {
      const icon = await get(`/pwa/icon-${size}.png`);
      const bytes = Buffer.from(await icon.arrayBuffer());
      expect(icon.headers.get('content-type')).toBe('image/png');
      // A PNG whose header says it is size × size.
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([size, size]);
    }
  });

  it('has no manifest while PWA is off (PWA-002)', async () => {
    isPwa = false;
    // A fresh server: the manifest's config is kept a minute.
    const off = await createServer({ port: 3000, apiUpstream: 'http://upstream.test', renderers: { desktop: failing, mobile: failing } });
    expect((await off.app.request('http://localhost/manifest.json')).status).toBe(404);
    isPwa = true;
  });

  it('serves the worker uncached and the offline page in the language asked for, under a CSP without script', async () => {
    const worker = await get('/pwa-sw.js');
    expect(worker.headers.get('content-type')).toContain('javascript');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const offline = await get('/offline.html?lng=ru');
    const html = await offline.text();
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Нет подключения к интернету');
    expect(offline.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'sha256-/);
  });

  it('serves the partner stylesheet of version 2.3.230 and no other (CONST-009)', async () => {
    expect((await get('/partner-assets/ui/2.3.230/partner.css')).status).toBe(200);
    expect((await get('/partner-assets/ui/2.3.229/partner.css')).status).toBe(404);
    expect((await get('/partner-assets/icons/1.0.637/sprite.svg')).headers.get('content-type')).toBe('image/svg+xml');
  });

  it('serves the icon set\'s sprite and site mark in a version of the icons_version shape only (CONST-010)', async () => {
    const logo = await get('/partner-assets/icons/1.0.637/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg /);
    expect((await get('/partner-assets/icons/1.0.640/logo.svg')).status).toBe(200);
    for (const bad of ['/partner-assets/icons/1.0.637/other.svg', '/partner-assets/icons/latest/logo.svg', '/partner-assets/icons/1.0.637/..%2Fpartner.css']) {
      expect((await get(bad)).status).toBe(404);
    }
  });
});

describe('the server\'s 500 page (ERR-008)', () => {
  it('answers a failing middleware with a real page in the visitor\'s language, never a blank one', async () => {
    const res = await get('/__test/server-error', { cookie: 'lng=de' });
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('href="/de"');
  });

  it('answers a crashed page render the same way, in the path\'s language', async () => {
    const res = await get('/fr/live');
    expect(res.status).toBe(500);
    const html = await res.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('href="/fr/live"');
  });
});
