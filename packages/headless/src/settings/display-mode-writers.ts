/**
 * The browser half of the display modes (CFG-019): stores a change in its cookie, sets the `<html>` tokens and tells
 * the page. Apart from display-mode.ts so the page's first load (whose loader only reads the modes) does not carry it.
 */
import { isBrowser, readRequestCookies } from '../env/environment.ts';
import { writeSiteCookie } from '../env/site-cookies.ts';
import { DEFAULT_DISPLAY_MODE, readDisplayMode, type DisplayMode } from './display-mode.ts';

/** Sets the modes on `<html>` in the browser (the CSS reads them); a no-op on the server. */
export function applyDocumentDisplayMode(mode: DisplayMode, root: HTMLElement | undefined = typeof document === 'undefined' ? undefined : document.documentElement): void {
  if (!root) return;
  if (mode.fontSize > 0) root.dataset.fontSize = String(mode.fontSize);
  else delete root.dataset.fontSize;
  if (mode.isCompact) root.dataset.compact = '';
  else delete root.dataset.compact;
  if (mode.isVisuallyImpaired) root.dataset.impaired = '';
  else delete root.dataset.impaired;
}

/** Tells the page's display controls and date writers of a change. */
export const DISPLAY_MODE_EVENT = 'bf-display-mode';

/** The page's current modes: from its cookies in the browser. */
export function currentDisplayMode(): DisplayMode {
  return isBrowser() ? readDisplayMode(readRequestCookies()) : { ...DEFAULT_DISPLAY_MODE };
}

/** Stores a change in its cookie, applies it to `<html>` and tells the page; returns the new modes. */
export function changeDisplayMode(change: Partial<DisplayMode>): DisplayMode {
  const next = { ...currentDisplayMode(), ...change };
  if (change.fontSize !== undefined) writeSiteCookie('appFontSize', next.fontSize);
  if (change.isCompact !== undefined) writeSiteCookie('isAppCompactView', next.isCompact);
  if (change.isVisuallyImpaired !== undefined) writeSiteCookie('visuallyImpairedMode', next.isVisuallyImpaired);
  if (change.is12h !== undefined) writeSiteCookie('is12h', next.is12h);
  applyDocumentDisplayMode(next);
  if (isBrowser()) window.dispatchEvent(new CustomEvent<DisplayMode>(DISPLAY_MODE_EVENT, { detail: next }));
  return next;
}
