import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type PageRenderer } from './create-server.ts';
import type { RenderRequest } from './renderer-pool.ts';

/** A renderer that echoes what it was asked, with the nonce in a script tag like a real page. */
function echoRenderer(name: string, seen: RenderRequest[]): PageRenderer {
  return {
    async render(request) {
      seen.push(request);
      if (request.urlOriginal === '/old') return { status: 302, headers: [['Location', '/en']], body: '<p>Redirecting</p><script>console.log(1)</script>' };
      return { status: 200, headers: [['Content-Type', 'text/html;charset=utf-8']], body: `<html><body>${name}<script nonce="${request.cspNonce}"></script></body></html>` };
    },
  };
}

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const seen: RenderRequest[] = [];
const upstreamCalls: Request[] = [];
let site: Awaited<ReturnType<typeof createServer>>;
let proxied: Awaited<ReturnType<typeof createServer>>;
const realFetch = globalThis.fetch;

beforeAll(async () => {
  const referenceApi = { fetch: async (request: Request) => Response.json({ from: 'reference', path: new URL(request.url).pathname }) };
  site = await createServer({ port: 3000, referenceApi, renderers: { desktop: echoRenderer('desktop', seen), mobile: echoRenderer('mobile', seen) } });
  proxied = await createServer({ port: 3000, apiUpstream: 'http://upstream.test', renderers: { desktop: echoRenderer('desktop', seen), mobile: echoRenderer('mobile', seen) } });
  // The proxy calls fetch: answer for the fake upstream only.
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.startsWith('http://upstream.test')) {
      upstreamCalls.push(request);
      return Response.json({ from: 'upstream', path: new URL(request.url).pathname });
    }
    return realFetch(input, init);
  }) as typeof fetch;
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

const get = (app: typeof site, path: string, headers: Record<string, string> = {}) => app.app.request(`http://localhost${path}`, { headers });

describe('the site server', () => {
  it('answers health', async () => {
    expect((await get(site, '/health')).status).toBe(200);
  });

  it('mounts the reference API on the same origin by default', async () => {
    expect(await (await get(site, '/bff-api/config/all.json?lang=en')).json()).toEqual({ from: 'reference', path: '/bff-api/config/all.json' });
  });

  it('proxies API paths to the real back end when one is configured, without the host header', async () => {
    const res = await get(proxied, '/web-api/session?x=1', { host: 'site.example', cookie: 'user_token=t' });
    expect(await res.json()).toEqual({ from: 'upstream', path: '/web-api/session' });
    expect(upstreamCalls.at(-1)?.url).toBe('http://upstream.test/web-api/session?x=1');
    expect(upstreamCalls.at(-1)?.headers.get('cookie')).toBe('user_token=t');
  });

  it('serves desktop to a computer and mobile to a phone', async () => {
    expect(await (await get(site, '/en', { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0' })).text()).toContain('desktop');
    expect(await (await get(site, '/en', { 'user-agent': IPHONE })).text()).toContain('mobile');
  });

  it('forces mobile with platform_type=mobile and remembers it in a cookie', async () => {
    const res = await get(site, '/en?platform_type=mobile');
    expect(await res.text()).toContain('mobile');
    expect(res.headers.get('set-cookie')).toMatch(/platform_type=mobile;.*Max-Age=2592000.*SameSite=Lax/);
    expect(await (await get(site, '/en', { cookie: 'platform_type=mobile' })).text()).toContain('mobile');
  });

  it('puts a fresh nonce in the CSP of every page, matching the page scripts', async () => {
    const a = await get(site, '/en');
    const b = await get(site, '/en');
    const nonceA = /'nonce-([^']+)'/.exec(a.headers.get('content-security-policy') ?? '')?.[1];
    const nonceB = /'nonce-([^']+)'/.exec(b.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonceA).toBeTruthy();
    expect(nonceA).not.toBe(nonceB);
    expect(await a.text()).toContain(`nonce="${nonceA}"`);
    expect(a.headers.get('x-content-type-options')).toBe('nosniff');
    expect(a.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('stores referral parameters of a landing URL as cookies', async () => {
    const res = await get(site, '/en?ref=partner7&subid=s1');
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => c.startsWith('refererid=partner7;') && c.includes('Max-Age=5184000') && c.includes('Path=/'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('subid=s1;'))).toBe(true);
  });

  it('passes redirects through and sends only the headers a page needs to the renderer', async () => {
    const res = await get(site, '/old', { cookie: 'lng=de', 'x-secret': 'no' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/en');
    // No body: the renderer's redirect page has an inline script without the nonce.
    expect(await res.text()).toBe('');
    expect(seen.at(-1)?.headersOriginal).toEqual({ cookie: 'lng=de' });
  });

  it('answers pages for GET and HEAD only, and serves the icon before the catch-all page', async () => {
    expect((await site.app.request('http://localhost/en', { method: 'POST' })).status).toBe(405);
    expect((await get(site, '/favicon.svg')).headers.get('content-type')).toBe('image/svg+xml');
    expect((await get(site, '/favicon.ico')).status).toBe(301);
  });
});
