// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readRequestCookies, readSiteCookie, SITE_COOKIES, syncTimezoneCookie, timezoneOffsetMinutes, writeSiteCookie, type SiteCookieKey } from '@bf/headless/env';

const clearAll = () => {
  for (const { name } of Object.values(SITE_COOKIES)) document.cookie = `${name}=; max-age=0; path=/`;
};

describe('site cookies', () => {
  afterEach(clearAll);

  it('names every cookie of the spec once, and the display settings, each with a lifetime', () => {
    const names = Object.values(SITE_COOKIES).map((c) => c.name);
    expect(names.sort()).toEqual(
      [
        'window_width', 'tzo', 'icons_version', 'force_redirect_off', 'ua', 'redirect_url', 'from_url', 'lng', 'cookies_agree_type', 'is12h', 'app_view_type', 'hide_left', 'hide_right', 'isChampsGroupedByCountry',
        // Ours: the display settings the server renders the page in (docs/decisions.md "PWA and site-wide settings").
        'app_font_size', 'app_compact_view', 'visually_impaired',
      ].sort(),
    );
    for (const { maxAgeSeconds } of Object.values(SITE_COOKIES)) expect(maxAgeSeconds).toBeGreaterThan(0);
  });

  it('reads well-formed values as their types', () => {
    const jar = {
      window_width: '1440',
      tzo: '-300',
      icons_version: '1.0.637',
      force_redirect_off: '1',
      ua: 'staff',
      redirect_url: '/en/live?sport=1',
      from_url: '%2Fen%2Fline',
      lng: 'de',
      cookies_agree_type: 'only_functionality',
      is12h: 'true',
      app_view_type: '1',
      hide_left: '0',
      hide_right: '1',
      isChampsGroupedByCountry: 'false',
    };
    expect(readSiteCookie(jar, 'windowWidth')).toBe(1440);
    expect(readSiteCookie(jar, 'tzo')).toBe(-300);
    expect(readSiteCookie(jar, 'iconsVersion')).toBe('1.0.637');
    expect(readSiteCookie(jar, 'forceRedirectOff')).toBe(true);
    expect(readSiteCookie(jar, 'ua')).toBe('staff');
    expect(readSiteCookie(jar, 'redirectUrl')).toBe('/en/live?sport=1');
    expect(readSiteCookie(jar, 'fromUrl')).toBe('/en/line');
    expect(readSiteCookie(jar, 'language')).toBe('de');
    expect(readSiteCookie(jar, 'cookiesAgreeType')).toBe('only_functionality');
    expect(readSiteCookie(jar, 'is12h')).toBe(true);
    expect(readSiteCookie(jar, 'appViewType')).toBe(1);
    expect(readSiteCookie(jar, 'hideLeft')).toBe(false);
    expect(readSiteCookie(jar, 'hideRight')).toBe(true);
    expect(readSiteCookie(jar, 'isChampsGroupedByCountry')).toBe(false);
  });

  const malformed: [SiteCookieKey, string][] = [
    ['windowWidth', 'wide'],
    ['windowWidth', '1e9'],
    ['windowWidth', '-5'],
    ['windowWidth', '99999'],
    ['tzo', '900'],
    ['tzo', '3.5'],
    ['iconsVersion', '../../evil.js'],
    ['forceRedirectOff', 'yes'],
    ['ua', '<script>'],
    ['ua', ''],
    ['redirectUrl', '//other.example'],
    ['redirectUrl', 'https://other.example'],
    ['fromUrl', '/\\other.example'],
    ['fromUrl', 'javascript:alert(1)'],
    ['language', 'english'],
    ['language', 'EN'],
    ['cookiesAgreeType', 'everything'],
    ['is12h', '2'],
    ['appViewType', '7'],
    ['hideLeft', 'null'],
    ['hideRight', ''],
    ['isChampsGroupedByCountry', '{"a":1}'],
  ];
  it.each(malformed)('ignores a malformed %s cookie (%j)', (key, raw) => {
    expect(readSiteCookie({ [SITE_COOKIES[key].name]: raw }, key)).toBeUndefined();
  });

  it('treats an absent cookie as undefined', () => {
    expect(readSiteCookie({}, 'language')).toBeUndefined();
  });

  it('writes a value that reads back the same', () => {
    writeSiteCookie('hideLeft', true);
    writeSiteCookie('appViewType', 1);
    writeSiteCookie('windowWidth', 1280);
    const jar = readRequestCookies();
    expect(jar.hide_left).toBe('1');
    expect(readSiteCookie(jar, 'hideLeft')).toBe(true);
    expect(readSiteCookie(jar, 'appViewType')).toBe(1);
    expect(readSiteCookie(jar, 'windowWidth')).toBe(1280);
  });

  it('stores the timezone offset as minutes east of UTC', () => {
    expect(timezoneOffsetMinutes(-180)).toBe(180);
    expect(timezoneOffsetMinutes(300)).toBe(-300);
    expect(timezoneOffsetMinutes(0)).toBe(0);
    syncTimezoneCookie(new Date());
    expect(readSiteCookie(readRequestCookies(), 'tzo')).toBe(timezoneOffsetMinutes(new Date().getTimezoneOffset()));
  });
});
