// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SeoPage } from '@bf/api-client/web-api/seo';
import { canonicalHref, operatorHostsOf, robotsContent, seoHead, seoHeadHtml, seoPathOf } from '@bf/headless/seo';
import { applySeoHead } from './seo-head.ts';

const context = { pagePath: '/en/home/live', operatorHosts: ['bf.example', 'mirror.bf.example'] };
const page: SeoPage = { path: '/home/live', lang: 'en', title: 'Live betting', description: 'Odds that follow the game', metaRobots: 'index, follow', hierarchyMetaRobots: '', metas: [], customCanonical: null };

describe('the SEO head (SEO-001)', () => {
  it('applies both robots fields, the stricter directive winning, and drops unknown ones', () => {
    expect(robotsContent('index, follow', '')).toBe('index, follow');
    expect(robotsContent('index, follow', 'noindex')).toBe('noindex, follow');
    expect(robotsContent('noindex', 'index, nofollow')).toBe('nofollow, noindex');
    expect(robotsContent('all', 'none')).toBe('noindex, nofollow');
    expect(robotsContent('max-snippet:50, max-image-preview:large', '')).toBe('max-snippet:50, max-image-preview:large');
    expect(robotsContent('index"><script>alert(1)</script>, follow', 'evil')).toBe('follow');
    expect(robotsContent('', '')).toBeUndefined();
  });

  it('keeps the route title when the SEO data has none, and leaves out empty texts', () => {
    expect(seoHead({ ...page, title: '  ', description: '' }, context)).toEqual({ robots: 'index, follow', metas: [], canonical: 'https://bf.example/en/home/live' });
    expect(seoHead(undefined, { ...context, operatorHosts: [] })).toEqual({ metas: [], canonical: '/en/home/live' });
  });

  it('takes extra metas by name, never one the page writes itself (viewport, robots, description…) or a name twice', () => {
    const head = seoHead({ ...page, metas: [{ name: 'keywords', content: 'bets,\nodds' }, { name: 'viewport', content: 'width=10' }, { name: 'Robots', content: 'index' }, { name: 'keywords', content: 'again' }, { name: 'og:title', content: 'Live' }] }, context);
    expect(head.metas).toEqual([{ name: 'keywords', content: 'bets, odds' }, { name: 'og:title', content: 'Live' }]);
  });

  it('writes the head as escaped HTML: title text, description, robots, metas and the canonical link', () => {
    const html = seoHeadHtml(seoHead({ ...page, description: 'Odds "live" & <fast>', metas: [{ name: 'keywords', content: '"><script>x</script>' }] }, context));
    expect(html).toContain('<meta name="description" content="Odds &quot;live&quot; &amp; &lt;fast&gt;" data-seo="" />');
    expect(html).toContain('<meta name="robots" content="index, follow" data-seo="" />');
    expect(html).toContain('<meta name="keywords" content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;" data-seo="" />');
    expect(html).toContain('<link rel="canonical" href="https://bf.example/en/home/live" data-seo="" />');
    expect(html).not.toContain('<script');
  });

  it('puts the same head in the document after a client-side navigation, replacing the last page\'s', () => {
    document.head.innerHTML = '<meta name="viewport" content="width=device-width"><meta name="description" content="old" data-seo=""><link rel="canonical" href="/old" data-seo="">';
    applySeoHead(document, seoHead(page, context), 'Live · BetFront');
    expect(document.title).toBe('Live betting');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Odds that follow the game');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('https://bf.example/en/home/live');
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
    applySeoHead(document, seoHead(undefined, context), 'Results · BetFront');
    expect(document.title).toBe('Results · BetFront');
    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  });

  it('keys pages by the site path without the language prefix', () => {
    expect(seoPathOf('/en', 'en')).toBe('/');
    expect(seoPathOf('/en/', 'en')).toBe('/');
    expect(seoPathOf('/de/home/live/', 'de')).toBe('/home/live');
    expect(seoPathOf('/english', 'en')).toBe('/english');
    expect(operatorHostsOf(' BF.example , https://evil.example, mirror.bf.example:8443,,')).toEqual(['bf.example', 'mirror.bf.example:8443']);
  });
});

describe('the canonical link (SEO-002)', () => {
  it('is the page\'s own address without a custom canonical: on the primary, or root-relative without operator addresses', () => {
    expect(canonicalHref(null, context)).toBe('https://bf.example/en/home/live');
    expect(canonicalHref(null, { ...context, operatorHosts: [] })).toBe('/en/home/live');
    expect(canonicalHref(null, { pagePath: '/en', operatorHosts: ['localhost:3451'] })).toBe('http://localhost:3451/en');
  });

  it('mode url: a path of this site, or an https URL on one of the operator\'s addresses', () => {
    expect(canonicalHref({ mode: 'url', targetUrl: '/en/home/line' }, context)).toBe('https://bf.example/en/home/line');
    expect(canonicalHref({ mode: 'url', targetUrl: '/en/home/line' }, { ...context, operatorHosts: [] })).toBe('/en/home/line');
    expect(canonicalHref({ mode: 'url', targetUrl: 'https://mirror.bf.example/en/live?x=1' }, context)).toBe('https://mirror.bf.example/en/live?x=1');
    expect(canonicalHref({ mode: 'url', targetUrl: 'https://MIRROR.bf.example:443/en' }, context)).toBe('https://mirror.bf.example/en');
  });

  it('mode url: falls back to the page\'s own address for anything hostile', () => {
    const own = 'https://bf.example/en/home/live';
    for (const targetUrl of [
      'https://evil.example/en',
      'http://bf.example/en',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/en',
      '/\\evil.example/en',
      '/en" onload="alert(1)',
      '/en\n<script>',
      'https://bf.example@evil.example/',
      'https://user:pass@bf.example/',
      'https://bf.example.evil.example/',
      'not a url',
      '',
      `/${'a'.repeat(2100)}`,
      undefined,
    ]) {
      expect(canonicalHref({ mode: 'url', targetUrl }, context), String(targetUrl)).toBe(own);
    }
  });

  it('mode mirror: the same path on a validated domain; anything that is not a hostname[:port] is ignored', () => {
    expect(canonicalHref({ mode: 'mirror', domain: 'Mirror-2.bf.example' }, context)).toBe('https://mirror-2.bf.example/en/home/live');
    expect(canonicalHref({ mode: 'mirror', domain: 'mirror.bf.example:8443' }, context)).toBe('https://mirror.bf.example:8443/en/home/live');
    for (const domain of ['https://evil.example', 'evil.example/path', 'evil.example"><x', 'user@evil.example', 'evil.example:0', '-bad.example', '', undefined]) {
      expect(canonicalHref({ mode: 'mirror', domain }, context), String(domain)).toBe('https://bf.example/en/home/live');
    }
  });
});

describe('the SEO title beside the route title', () => {
  it('marks an SEO title so the route\'s does not replace it, and unmarks it for a page without one', () => {
    document.head.innerHTML = '<title>Home · BetFront</title>';
    applySeoHead(document, seoHead(page, context), 'Live · BetFront');
    expect(document.querySelector('title')?.hasAttribute('data-seo-title')).toBe(true);
    applySeoHead(document, seoHead({ ...page, title: '' }, context), 'Live · BetFront');
    expect(document.title).toBe('Live · BetFront');
    expect(document.querySelector('title')?.hasAttribute('data-seo-title')).toBe(false);
  });
});
