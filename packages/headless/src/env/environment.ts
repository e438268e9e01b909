import { parse, serialize } from 'cookie';

/**
 * The one module that knows about `window` and `document` (STYLE: fence off the environment).
 * Everything else asks it, which is what lets the same loaders run on the server and in the browser.
 */
export const isBrowser = (): boolean => typeof document !== 'undefined';

/** Cookie names the site uses (spec: S2 §3). */
export const COOKIE = {
  language: 'lng',
  ua: 'ua',
  userToken: 'user_token',
  maintenance: 'maintenance',
  platformType: 'platform_type',
  theme: 'app_theme',
  redirectUrl: 'redirect_url',
  fromUrl: 'from_url',
  cookiesAgreeType: 'cookies_agree_type',
  windowWidth: 'window_width',
  hideRight: 'hide_right',
} as const;

/** Cookies of the request: the Cookie header on the server, document.cookie in the browser. Malformed values are dropped. */
export function readRequestCookies(request?: Request): Record<string, string> {
  const header = isBrowser() ? document.cookie : (request?.headers.get('cookie') ?? '');
  try {
    const parsed = parse(header.slice(0, 8192));
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** The browser's languages: Accept-Language on the server, navigator.languages in the browser. */
export function readAcceptLanguage(request?: Request): string | undefined {
  if (isBrowser()) return navigator.languages.join(',');
  return request?.headers.get('accept-language') ?? undefined;
}

export interface CookieOptions {
  maxAgeSeconds: number;
}

/** Sets a cookie in the browser (path /, SameSite=Lax, Secure on HTTPS); a no-op on the server. */
export function writeCookie(name: string, value: string, { maxAgeSeconds }: CookieOptions): void {
  if (!isBrowser()) return;
  document.cookie = serialize(name, value, { path: '/', maxAge: maxAgeSeconds, sameSite: 'lax', secure: location.protocol === 'https:' });
}
