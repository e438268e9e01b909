import { useEffect } from 'react';
import { COOKIE, writeCookie } from '../env/environment.ts';
import { isTouchMac } from './is-touch-mac.ts';

/** Desktop app only: a touch-capable Mac is switched to the mobile app once, remembered in the platform cookie. */
export function useTouchMacRedirect(): void {
  useEffect(() => {
    if (!isTouchMac(navigator)) return;
    writeCookie(COOKIE.platformType, 'mobile', { maxAgeSeconds: 30 * 24 * 3600 });
    location.reload();
  }, []);
}
