import { useEffect } from 'react';
import { COOKIE, readRequestCookies, writeCookie } from '../env/environment.ts';

/** Resize events are settled for this long before the width is stored (spec: S2 §9). */
export const RESIZE_DEBOUNCE_MS = 100;
const YEAR_SECONDS = 365 * 24 * 3600;

/** Functional cookies are accepted when the stored agree type is "all" or "only functionality" (spec: S2 §3). */
export function allowsFunctionalCookies(agreeType: string | undefined): boolean {
  return agreeType === 'all' || agreeType === 'only_functionality';
}

/**
 * Keeps the `window_width` cookie at the window's width, so the server can lay out the next page for it, but only
 * once the player has accepted functional cookies (spec: S2 §3, §9). Resizes are debounced by 100 ms.
 */
export function useWindowWidthCookie(): void {
  useEffect(() => {
    const store = () => {
      if (!allowsFunctionalCookies(readRequestCookies()[COOKIE.cookiesAgreeType])) return;
      writeCookie(COOKIE.windowWidth, String(Math.round(window.innerWidth)), { maxAgeSeconds: YEAR_SECONDS });
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(store, RESIZE_DEBOUNCE_MS);
    };
    store();
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
}
