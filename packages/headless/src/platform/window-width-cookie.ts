import { useEffect } from 'react';
import { readRequestCookies } from '../env/environment.ts';
import { readSiteCookie, syncTimezoneCookie, writeSiteCookie } from '../env/site-cookies.ts';
import { subscribeViewportResize, viewportWidth } from '../env/viewport.ts';

/** Resize events are settled for this long before the width is stored (spec: S2 §9). */
export const RESIZE_DEBOUNCE_MS = 100;

/** Functional cookies are accepted when the stored agree type is "all" or "only functionality" (spec: S2 §3). */
export function allowsFunctionalCookies(agreeType: string | undefined): boolean {
  return agreeType === 'all' || agreeType === 'only_functionality';
}

/**
 * Keeps the `window_width` cookie at the window's width, so the server can lay out the next page for it, but only
 * once the player has accepted functional cookies (spec: S2 §3, §9). Resizes are debounced by 100 ms. The `tzo`
 * cookie (the browser's timezone offset) is a functional cookie too and is kept on the same terms (SESSION-017).
 * `agreeType` is the consent the page holds now: when it changes (the player just agreed) the width is stored at once.
 */
export function useWindowWidthCookie(agreeType?: string | null): void {
  useEffect(() => {
    const store = () => {
      if (!allowsFunctionalCookies(readSiteCookie(readRequestCookies(), 'cookiesAgreeType'))) return;
      writeSiteCookie('windowWidth', viewportWidth());
      syncTimezoneCookie();
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(store, RESIZE_DEBOUNCE_MS);
    };
    store();
    const unsubscribe = subscribeViewportResize(onResize);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [agreeType]);
}
