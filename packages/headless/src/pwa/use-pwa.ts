import { useEffect } from 'react';
import type { PwaSettings } from './pwa-settings.ts';

/**
 * After the page is interactive, registers the service worker when the site config has PWA on, and removes any
 * earlier registration when it is off (PWA-001, PWA-002). The registering code is a dynamic import: nothing of it is
 * in the first load. Failures are only logged (PWA-007).
 */
export function usePwa(pwa: PwaSettings | null, lng: string): void {
  const isOn = pwa !== null;
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
    import('./register-pwa.ts')
      .then(async (module): Promise<unknown> => (isOn ? module.registerPwa(lng) : module.unregisterPwa()))
      .catch((error: unknown) => console.error('pwa: module failed to load', error));
  }, [isOn, lng]);
}
