import { describe, expect, it } from 'vitest';
import { pageOutcome, toRequest } from '@bf/headless/ssr';
import type { RenderResult } from '@bf/headless/ssr';
import type { ShellData } from '@bf/headless/shell';

const shell = { lng: 'de', theme: 'dark', companyName: 'Bet & Co', brandCss: ':root{--brand:#f00}', messages: { routes: { home: 'Startseite', 'not-found': 'Nicht gefunden' } } } as unknown as ShellData;
const html = (status: number, routeId: string | undefined, withShell = true): RenderResult => ({ kind: 'html', status, appHtml: '<main>app</main>', shell: withShell ? shell : undefined, routeId });

describe('pageOutcome', () => {
  it('turns a router redirect into a Vike redirect, 301 kept, anything else 302', () => {
    expect(pageOutcome({ kind: 'redirect', location: '/en/multi', status: 301 }, { urlOriginal: '/multi' })).toEqual({ kind: 'redirect', location: '/en/multi', status: 301 });
    expect(pageOutcome({ kind: 'redirect', location: '/en/user/login', status: 307 }, { urlOriginal: '/en/office' })).toEqual({ kind: 'redirect', location: '/en/user/login', status: 302 });
  });

  it('aborts to the error page with the router status, once: the error render itself is written', () => {
    expect(pageOutcome(html(404, 'not-found'), { urlOriginal: '/en/nope' })).toEqual({ kind: 'abort', status: 404 });
    expect(pageOutcome(html(500, 'server-error'), { urlOriginal: '/en/500' })).toEqual({ kind: 'abort', status: 500 });
    expect(pageOutcome(html(404, 'not-found'), { urlOriginal: '/en/nope', abortStatusCode: 404 }).kind).toBe('html');
    expect(pageOutcome(html(404, 'not-found'), { urlOriginal: '/en/nope', is404: true }).kind).toBe('html');
  });

  it('writes the document: language, theme, escaped title with the company, the brand style under the nonce, the app', () => {
    const outcome = pageOutcome(html(200, 'home'), { urlOriginal: '/de', cspNonce: 'n1' });
    expect(outcome.kind).toBe('html');
    const doc = outcome.kind === 'html' ? outcome.html : '';
    expect(doc).toContain('<html lang="de" data-theme="dark">');
    expect(doc).toContain('<title>Startseite · Bet &amp; Co</title>');
    expect(doc).toContain('<style nonce="n1">:root{--brand:#f00}</style>');
    expect(doc).toContain('<div id="root"><main>app</main></div>');
  });

  it('follows the system colour scheme before the first paint until the player chooses, under the nonce', () => {
    const page = (followsSystemTheme: boolean) => {
      const result: RenderResult = { kind: 'html', status: 200, appHtml: '<main>app</main>', routeId: 'home', shell: { ...shell, theme: 'light', followsSystemTheme } };
      const outcome = pageOutcome(result, { urlOriginal: '/de', cspNonce: 'n1' });
      return outcome.kind === 'html' ? outcome.html : '';
    };
    const head = (doc: string) => doc.slice(doc.indexOf('<head>'), doc.indexOf('</head>'));
    expect(head(page(true))).toMatch(/<script nonce="n1">.*matchMedia\('\(prefers-color-scheme: dark\)'\).*dataset\.theme='dark'.*<\/script>/);
    expect(page(false)).not.toContain('prefers-color-scheme');
  });

  it('writes the SEO head: the SEO title instead of the route\'s, description, robots, metas and canonical (SEO-001)', () => {
    const seo = { title: 'Wetten <live>', description: 'Quoten & mehr', robots: 'noindex, follow', metas: [{ name: 'keywords', content: 'a"b' }], canonical: 'https://bf.example/de' };
    const outcome = pageOutcome(html(200, 'home'), { urlOriginal: '/de', cspNonce: 'n1' }, seo);
    const doc = outcome.kind === 'html' ? outcome.html : '';
    const head = doc.slice(doc.indexOf('<head>'), doc.indexOf('</head>'));
    expect(head).toContain('<title data-seo-title="">Wetten &lt;live&gt;</title>');
    expect(head).toContain('<meta name="description" content="Quoten &amp; mehr" data-seo="" />');
    expect(head).toContain('<meta name="robots" content="noindex, follow" data-seo="" />');
    expect(head).toContain('<meta name="keywords" content="a&quot;b" data-seo="" />');
    expect(head).toContain('<link rel="canonical" href="https://bf.example/de" data-seo="" />');
    // Without an SEO title the route's stays.
    const plain = pageOutcome(html(200, 'home'), { urlOriginal: '/de' }, { metas: [], canonical: '/de' });
    expect(plain.kind === 'html' ? plain.html : '').toContain('<title>Startseite · Bet &amp; Co</title>');
  });

  it('falls back to English, light, and the not-found title without a shell', () => {
    const outcome = pageOutcome(html(200, undefined, false), { urlOriginal: '/' });
    const doc = outcome.kind === 'html' ? outcome.html : '';
    expect(doc).toContain('<html lang="en" data-theme="light">');
    expect(doc).toContain('<title></title>');
  });
});

describe('toRequest', () => {
  it('keeps the URL and the string headers Vike received', () => {
    const request = toRequest({ urlOriginal: '/en?x=1', headersOriginal: { cookie: 'a=1', 'x-list': ['no'] } });
    expect(request.url).toBe('http://localhost/en?x=1');
    expect(request.headers.get('cookie')).toBe('a=1');
    expect(request.headers.get('x-list')).toBeNull();
  });
});
