/**
 * The installable app (spec: S2 §2, §7, §9; RULES PWA-001..003, PWA-007, PWA-008): where its files live, the touch
 * icon sizes, the manifest built from the site config, and the head tags a page carries when the site has PWA on.
 * Pure: the server, the renderer and tests use it alike.
 */
import { escapeHtml } from '../ssr/html-document.ts';

/** The service worker's path (spec: S2 §2 "/pwa-sw.js"). */
export const SERVICE_WORKER_URL = '/pwa-sw.js';
/** The web app manifest's path (spec: S2 §2 "/manifest.json"). */
export const MANIFEST_URL = '/manifest.json';
/** The page a navigation shows when the network is gone (ours: the spec names none). */
export const OFFLINE_URL = '/offline.html';
/** Apple touch icon sizes in px (spec: S2 §9). */
export const TOUCH_ICON_SIZES = [72, 96, 128, 144, 152, 192, 384, 512] as const;
/** Where the touch icon of a size is served. */
export const touchIconUrl = (size: number): string => `/pwa/icon-${size}.png`;

export { DEFAULT_THEME_COLOR, safeThemeColor, pwaSettings } from './pwa-settings.ts';
export type { PwaSettings } from './pwa-settings.ts';
import { safeThemeColor, type PwaSettings } from './pwa-settings.ts';

/** The web app manifest (W3C Web App Manifest) of the site. */
export function webManifest({ companyName, themeColor, lng }: { companyName: string; themeColor: string; lng: string }) {
  return {
    name: companyName,
    short_name: companyName.slice(0, 12),
    lang: lng,
    start_url: `/${lng}`,
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: safeThemeColor(themeColor),
    icons: TOUCH_ICON_SIZES.map((size) => ({ src: touchIconUrl(size), sizes: `${size}x${size}`, type: 'image/png', purpose: 'any' })),
  };
}

/** The head tags of a page: the manifest and touch icons only when PWA is on, the theme colour always. */
export function pwaHeadTags(pwa: PwaSettings | null, fallbackThemeColor = '#0f1b33'): string {
  const color = escapeHtml(pwa ? pwa.themeColor : fallbackThemeColor);
  if (!pwa) return `<meta name="theme-color" content="${color}" />`;
  const icons = TOUCH_ICON_SIZES.map((size) => `<link rel="apple-touch-icon" sizes="${size}x${size}" href="${touchIconUrl(size)}" />`).join('');
  return `<meta name="theme-color" content="${color}" /><link rel="manifest" href="${MANIFEST_URL}" />${icons}`;
}

/** What the service worker does with a request. */
export type CacheDecision = 'static' | 'navigation' | 'network';

/**
 * The service worker's rule for one GET request, kept minimal on purpose: the apps' hashed build files and the touch
 * icons are cached (they hold no personal data); a page navigation goes to the network and falls back to the
 * offline page; anything else, above all every API call (balances, bets, personal data), is never touched.
 * Self-contained: the service worker's source embeds it with `toString()`.
 */
export function cacheDecision(url: string, origin: string, mode: string): CacheDecision {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return 'network';
  if (mode === 'navigate') return 'navigation';
  if (/^\/_(d|m)\/assets\/[\w./-]+\.(js|css|svg|woff2?|png)$/.test(parsed.pathname)) return 'static';
  if (/^\/pwa\/icon-\d+\.png$/.test(parsed.pathname) || parsed.pathname === '/favicon.svg') return 'static';
  return 'network';
}
