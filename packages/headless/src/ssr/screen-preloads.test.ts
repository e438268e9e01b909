import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readClientManifest, renderedScreenFiles, screenPreloadLinks, type ClientManifest } from './screen-preloads.ts';

// A build like the phone app's: two entries sharing the first-load chunk, the live list's screen in the app, the SEO
// block shared, a chunk both lazy screens import.
const manifest: ClientManifest = {
  '../../node_modules/vike/dist/client/runtime-server-routing/entry.js': { file: 'assets/entries/entry.js', isEntry: true, imports: ['_assets/chunks/first.js'] },
  '_assets/entries/pages_all.js': { file: 'assets/entries/pages_all.js', isEntry: true, imports: ['_assets/chunks/first.js'] },
  '_assets/chunks/first.js': { file: 'assets/chunks/first.js', imports: ['_assets/chunks/tiny.js'] },
  '_assets/chunks/tiny.js': { file: 'assets/chunks/tiny.js' },
  'src/screens/sports-section-page.tsx': { file: 'assets/chunks/section.js', isDynamicEntry: true, imports: ['_assets/chunks/first.js', '_assets/chunks/lists.js'] },
  '_assets/chunks/lists.js': { file: 'assets/chunks/lists.js', imports: ['_assets/chunks/tiny.js'] },
  '../../packages/screens/src/seo-block.tsx': { file: 'assets/chunks/seo.js', isDynamicEntry: true, imports: ['_assets/chunks/lists.js'] },
  '../../packages/screens/src/sports-champs-page.tsx': { file: 'assets/chunks/champs-shared.js', isDynamicEntry: true },
  'src/screens/sports-champs-page.tsx': { file: 'assets/chunks/champs-own.js', isDynamicEntry: true },
  'src/layouts/header-accounts.tsx': { file: 'assets/chunks/accounts.js', isDynamicEntry: true, imports: ['_assets/chunks/first.js'] },
  '../../packages/screens/src/shell/header-menu.tsx': { file: 'assets/chunks/menu.js', isDynamicEntry: true },
  // The app's screen table, a `.ts` module, and the shared half it imports.
  'src/screen-table.ts': { file: 'assets/chunks/table.js', isDynamicEntry: true, imports: ['_assets/chunks/shared-table.js'] },
  '_assets/chunks/shared-table.js': { file: 'assets/chunks/shared-table.js' },
  // A chunk named like a screen but not loaded on its own (a part of another chunk's imports).
  'src/parts/seo-block.tsx': { file: 'assets/chunks/not-a-screen.js' },
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]);

describe('screen preloads', () => {
  it('preloads a lazy screen and the chunks it imports, once each, without the first-load chunks', () => {
    expect(hrefs(screenPreloadLinks(manifest, ['sports-section-page'], '/_m/'))).toEqual(['/_m/assets/chunks/section.js', '/_m/assets/chunks/lists.js']);
  });

  it('writes module preloads the browser fetches before the first-load chunk has run', () => {
    expect(screenPreloadLinks(manifest, ['sports-section-page'], '/_m')).toBe(
      '<link rel="modulepreload" href="/_m/assets/chunks/section.js" as="script" type="text/javascript"><link rel="modulepreload" href="/_m/assets/chunks/lists.js" as="script" type="text/javascript">',
    );
  });

  it('shares a chunk between two screens without preloading it twice', () => {
    expect(hrefs(screenPreloadLinks(manifest, ['sports-section-page', 'seo-block'], '/_m/'))).toEqual(['/_m/assets/chunks/section.js', '/_m/assets/chunks/lists.js', '/_m/assets/chunks/seo.js']);
  });

  it("takes the app's own screen before the shared one of the same name, as the app does", () => {
    expect(hrefs(screenPreloadLinks(manifest, ['sports-champs-page'], '/_d/'))).toEqual(['/_d/assets/chunks/champs-own.js']);
  });

  it('finds a lazily loaded part outside the screens folder, in the app or in a shared folder', () => {
    expect(hrefs(screenPreloadLinks(manifest, ['header-accounts', 'header-menu'], '/_m/'))).toEqual(['/_m/assets/chunks/accounts.js', '/_m/assets/chunks/menu.js']);
  });

  it("preloads the app's screen table (a .ts module) with the chunks it imports, before the screen it loads", () => {
    expect(hrefs(screenPreloadLinks(manifest, ['screen-table', 'sports-section-page'], '/_m/'))).toEqual(['/_m/assets/chunks/table.js', '/_m/assets/chunks/shared-table.js', '/_m/assets/chunks/section.js', '/_m/assets/chunks/lists.js']);
  });

  it('adds nothing for a screen the build lacks, or for home (in the first-load chunk)', () => {
    expect(screenPreloadLinks(manifest, ['office-qr-page', 'home-page'], '/_m/')).toBe('');
  });

  it("with the app's own +client entry (no Vike runtime), preloads its first-load chunks first, then the screens", () => {
    const built: ClientManifest = {
      ...manifest,
      'pages/+client.ts': { file: 'assets/entries/pages_client.js', isEntry: true, imports: ['_assets/chunks/first.js'] },
      // Vike's runtime entry is still built, with a chunk of its own that no page loads.
      '../../node_modules/vike/dist/client/runtime-server-routing/entry.js': { file: 'assets/entries/entry.js', isEntry: true, imports: ['_assets/chunks/vike.js', '_assets/chunks/first.js'] },
      '_assets/chunks/vike.js': { file: 'assets/chunks/vike.js' },
    };
    expect(hrefs(screenPreloadLinks(built, ['sports-section-page'], '/_m/'))).toEqual(['/_m/assets/chunks/first.js', '/_m/assets/chunks/tiny.js', '/_m/assets/chunks/section.js', '/_m/assets/chunks/lists.js']);
    expect(hrefs(screenPreloadLinks(built, [], '/_m/'))).toEqual(['/_m/assets/chunks/first.js', '/_m/assets/chunks/tiny.js']);
  });

  it('names the route screen and every preloadable part the HTML shows, each once', () => {
    const html = '<main><template data-preload="seo-block"></template><p>About</p><template data-preload="cookie-consent"></template><template data-preload="seo-block"></template></main>';
    expect(renderedScreenFiles('sports-game-page', html)).toEqual(['sports-game-page', 'seo-block', 'cookie-consent']);
    expect(renderedScreenFiles(undefined, '<p>home</p>')).toEqual([]);
  });

  it("leaves out the page's own screen when its HTML says it hydrates after the frame (the live list, a game)", () => {
    const html = '<header></header><template data-preload-later="sports-section-page"></template><ul></ul><template data-preload="cookie-consent"></template>';
    expect(renderedScreenFiles('sports-section-page', html)).toEqual(['cookie-consent']);
    expect(renderedScreenFiles('sports-game-page', html)).toEqual(['sports-game-page', 'cookie-consent']);
  });

  it('ignores a mark whose id is not a file name', () => {
    expect(renderedScreenFiles(undefined, '<template data-preload="../../x"></template><template data-preload="A B"></template>')).toEqual([]);
  });

  it('finds the chunks file beside a server build, and nothing in development or when it is unreadable', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dist, 'server', 'chunks'), { recursive: true });
    const from = pathToFileURL(join(dist, 'server', 'chunks', 'render.js')).href;
    expect(readClientManifest(from)).toBeUndefined();
    writeFileSync(join(dist, 'client-chunks.json'), JSON.stringify({ 'src/screens/x.tsx': { file: 'assets/x.js' } }));
    expect(readClientManifest(from)).toEqual({ 'src/screens/x.tsx': { file: 'assets/x.js' } });
    writeFileSync(join(dist, 'client-chunks.json'), '{not json');
    expect(readClientManifest(from)).toBeUndefined();
  });
});
