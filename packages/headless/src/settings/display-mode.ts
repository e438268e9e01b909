/**
 * Site-wide display modes (spec: S2 §3 global settings appFontSize, isAppCompactView, visuallyImpairedMode, is12h;
 * CFG-019): what the player chose, read from cookies so the server renders the page already in them, written as
 * `data-*` tokens on `<html>` that both kits' Tailwind presets draw. No React here.
 */
import { readSiteCookie } from '../env/site-cookies.ts';

/** Font size steps: 0 the kit's base size, 1 large, 2 largest (appFontSize; the spec gives no scale). */
export const FONT_SIZES = [0, 1, 2] as const;
export type FontSize = (typeof FONT_SIZES)[number];

/** The display modes of a page. */
export interface DisplayMode {
  fontSize: FontSize;
  isCompact: boolean;
  isVisuallyImpaired: boolean;
  /** The clock of every time the site writes (is12h, 24-hour by default). */
  is12h: boolean;
}

export const DEFAULT_DISPLAY_MODE: Readonly<DisplayMode> = { fontSize: 0, isCompact: false, isVisuallyImpaired: false, is12h: false };

/** The display modes from the request's (or the page's) cookies; a bad or missing value takes its default. */
export function readDisplayMode(cookies: Readonly<Record<string, string>>): DisplayMode {
  const size = readSiteCookie(cookies, 'appFontSize');
  return {
    fontSize: size === 1 || size === 2 ? size : 0,
    isCompact: readSiteCookie(cookies, 'isAppCompactView') ?? false,
    isVisuallyImpaired: readSiteCookie(cookies, 'visuallyImpairedMode') ?? false,
    is12h: readSiteCookie(cookies, 'is12h') ?? false,
  };
}

/** The `<html>` attributes of the modes, for the server's document: ` data-font-size="1" data-compact data-impaired`. */
export function displayModeAttributes(mode: DisplayMode): string {
  return `${mode.fontSize > 0 ? ` data-font-size="${mode.fontSize}"` : ''}${mode.isCompact ? ' data-compact=""' : ''}${mode.isVisuallyImpaired ? ' data-impaired=""' : ''}`;
}

