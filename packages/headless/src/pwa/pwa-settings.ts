/** What the page's loader reads of the site config for the installable app (PWA-001, PWA-002); kept apart so the browser's first load carries only this. */

/** The colour used when the config's is not a plain colour (never written into the page unchecked). */
export const DEFAULT_THEME_COLOR = '#0b5fff';

/** A `#rgb`/`#rrggbb` colour from the site config, else the default: it goes into an attribute and a manifest. */
export function safeThemeColor(value: unknown): string {
  return typeof value === 'string' && /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/.test(value) ? value.toLowerCase() : DEFAULT_THEME_COLOR;
}

/** What the PWA needs of the site config (spec: S2 §3 isPwa, pwaManifest.themeColor); null when PWA is off. */
export interface PwaSettings {
  themeColor: string;
}

/** The PWA settings of a site config: null when `isPwa` is off. */
export function pwaSettings(config: { isPwa: boolean; pwaManifest?: { themeColor?: unknown } }): PwaSettings | null {
  return config.isPwa ? { themeColor: safeThemeColor(config.pwaManifest?.themeColor) } : null;
}

