import { describe, expect, it } from 'vitest';
import { cacheDecision, pwaHeadTags, pwaSettings, safeThemeColor, TOUCH_ICON_SIZES, webManifest } from '@bf/headless/pwa';

const ORIGIN = 'https://site.example';

describe('PWA rules', () => {
  it('has the spec\'s touch icon sizes (PWA-003)', () => {
    expect(TOUCH_ICON_SIZES).toEqual([72, 96, 128, 144, 152, 192, 384, 512]);
  });

  it('is on only when the site config says so, in its theme colour (PWA-001, PWA-002)', () => {
    expect(pwaSettings({ isPwa: true, pwaManifest: { themeColor: '#0B5FFF' } })).toEqual({ themeColor: '#0b5fff' });
    expect(pwaSettings({ isPwa: false, pwaManifest: { themeColor: '#0b5fff' } })).toBeNull();
  });

  it('never writes a config colour that is not a plain colour into the page', () => {
    expect(safeThemeColor('#123')).toBe('#123');
    expect(safeThemeColor('"><script>alert(1)</script>')).toBe('#0b5fff');
    expect(safeThemeColor('red; background: url(x)')).toBe('#0b5fff');
  });

  it('links the manifest and the eight touch icons when on; only the theme colour when off', () => {
    const on = pwaHeadTags({ themeColor: '#ff0000' });
    expect(on).toContain('<link rel="manifest" href="/manifest.json" />');
    expect(on).toContain('<meta name="theme-color" content="#ff0000" />');
    expect([...on.matchAll(/rel="apple-touch-icon" sizes="(\d+)x\1"/g)].map((m) => Number(m[1]))).toEqual([72, 96, 128, 144, 152, 192, 384, 512]);
    const off = pwaHeadTags(null);
    expect(off).not.toContain('manifest');
    expect(off).not.toContain('apple-touch-icon');
  });

  it('builds the manifest with the config colour and every icon', () => {
    const manifest = webManifest({ companyName: 'BetFront', themeColor: '#0b5fff', lng: 'de' });
    expect(manifest).toMatchObject({ name: 'BetFront', theme_color: '#0b5fff', start_url: '/de', display: 'standalone', lang: 'de' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['72x72', '96x96', '128x128', '144x144', '152x152', '192x192', '384x384', '512x512']);
  });

  it('caches only build files and icons; never an API answer (money, bets, personal data)', () => {
    for (const path of ['/web-api/session', '/officeapi/v1/settings', '/bff-api/config/all.json', '/coupon-api/v1/coupons/12', '/limits-api/v1/limits', '/manifest.json', '/pwa-sw.js']) {
      expect(cacheDecision(`${ORIGIN}${path}`, ORIGIN, 'cors'), path).toBe('network');
    }
    expect(cacheDecision(`${ORIGIN}/_d/assets/chunks/chunk-Ab12.js`, ORIGIN, 'no-cors')).toBe('static');
    expect(cacheDecision(`${ORIGIN}/_m/assets/static/gb.x1.svg`, ORIGIN, 'no-cors')).toBe('static');
    expect(cacheDecision(`${ORIGIN}/pwa/icon-192.png`, ORIGIN, 'no-cors')).toBe('static');
    expect(cacheDecision(`${ORIGIN}/en/office/account`, ORIGIN, 'navigate')).toBe('navigation');
    expect(cacheDecision('https://cdn.example/_d/assets/a.js', ORIGIN, 'no-cors')).toBe('network');
  });
});
