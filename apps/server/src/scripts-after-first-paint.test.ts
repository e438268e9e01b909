import { describe, expect, it } from 'vitest';
import { DEFERRED_SCRIPTS_ID, startScriptsAfterFirstPaint } from './scripts-after-first-paint.ts';

// The shape of a page as Vike and the renderer write it: the page's own preloads in the head, Vike's entry and
// preloads at the end of the body.
const page = `<!DOCTYPE html><html><head>
<link rel="stylesheet" href="/_m/assets/static/first-load.css">
<link rel="modulepreload" href="/_m/assets/chunks/screen.js" />
</head><body><div id="root"><p>Top live games</p></div>
<script id="vike_pageContext" type="application/json" nonce="abc">{}</script>
<script src="/_m/assets/entries/entry-server-routing.js" type="module" async nonce="abc"></script>
<link rel="modulepreload" href="/_m/assets/entries/pages_all.js" as="script" type="text/javascript">
<link rel="modulepreload" href="/_m/assets/chunks/first-load.js" as="script" type="text/javascript">
</body></html>`;

function deferredList(html: string): { preload: string[]; entry: string } {
  const block = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}"[^>]*>(.*?)</script>`).exec(html);
  return JSON.parse(block![1]!) as { preload: string[]; entry: string };
}

describe('scripts after the first paint', () => {
  it('takes every module preload and the entry script out of the markup, so nothing is fetched before the first paint', () => {
    const html = startScriptsAfterFirstPaint(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    // What the first paint needs stays: the stylesheet, the markup, Vike's page context.
    expect(html).toContain('<link rel="stylesheet" href="/_m/assets/static/first-load.css">');
    expect(html).toContain('<p>Top live games</p>');
    expect(html).toContain('<script id="vike_pageContext" type="application/json" nonce="abc">{}</script>');
  });

  it('lists them in page order for the loader, which carries the page nonce, before the end of the body', () => {
    const html = startScriptsAfterFirstPaint(page);
    expect(deferredList(html)).toEqual({
      preload: ['/_m/assets/chunks/screen.js', '/_m/assets/entries/pages_all.js', '/_m/assets/chunks/first-load.js'],
      entry: '/_m/assets/entries/entry-server-routing.js',
    });
    expect(html).toMatch(/<script nonce="abc">\(function\(\)\{.*first-contentful-paint.*\}\)\(\);<\/script><\/body>/);
  });

  it('leaves a page without one module entry as it was', () => {
    expect(startScriptsAfterFirstPaint('The site is busy')).toBe('The site is busy');
    const two = page.replace('</body>', '<script src="/other.js" type="module"></script></body>');
    expect(startScriptsAfterFirstPaint(two)).toBe(two);
  });

  it('writes a "<" in a URL escaped, so no URL can close the JSON block', () => {
    const html = startScriptsAfterFirstPaint(page.replace('/_m/assets/chunks/screen.js', '/_m/a<b.js'));
    expect(html).toContain('"/_m/a\\u003cb.js"');
    expect(deferredList(html).preload[0]).toBe('/_m/a<b.js');
  });
});
