/**
 * Registers or removes the service worker (spec: S2 §7; PWA-001, PWA-002). Loaded with a dynamic import after the
 * page is interactive, never in the first load. Every failure is only logged (PWA-007, ERR-015): the page goes on.
 */
import { SERVICE_WORKER_URL } from './pwa-rules.ts';

/** The part of `navigator.serviceWorker` used here, so tests can stand one in. */
export interface ServiceWorkerHost {
  register(url: string, options?: RegistrationOptions): Promise<ServiceWorkerRegistration>;
  getRegistrations(): Promise<readonly ServiceWorkerRegistration[]>;
}

export type PwaLog = (message: string, error: unknown) => void;
const logError: PwaLog = (message, error) => console.error(message, error);

function hostOf(): ServiceWorkerHost | undefined {
  return typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
}

/** Registers `/pwa-sw.js?lng=…` for the whole site, then starts web push lazily; resolves to the registration or null. */
export async function registerPwa(lng: string, { host = hostOf(), log = logError, webPush = () => import('./web-push.ts') }: { host?: ServiceWorkerHost; log?: PwaLog; webPush?: () => Promise<{ initWebPush(registration: ServiceWorkerRegistration): Promise<unknown> }> } = {}): Promise<ServiceWorkerRegistration | null> {
  if (!host) return null;
  try {
    const registration = (await host.register(`${SERVICE_WORKER_URL}?lng=${encodeURIComponent(lng)}`, { scope: '/' })) as ServiceWorkerRegistration | undefined;
    // A browser that blocks workers (a policy, an automation setting) answers nothing: no worker, so no push either.
    if (!registration) return null;
    // Web push is initialised lazily (PWA-008): its module loads only once a worker is registered.
    webPush()
      .then((module) => module.initWebPush(registration))
      .catch((error: unknown) => log('pwa: web push failed', error));
    return registration;
  } catch (error) {
    log('pwa: service worker registration failed', error);
    return null;
  }
}

/** Removes every registration of the site's worker (PWA off: PWA-002); resolves to how many were removed. */
export async function unregisterPwa({ host = hostOf(), log = logError }: { host?: ServiceWorkerHost; log?: PwaLog } = {}): Promise<number> {
  if (!host) return 0;
  try {
    const registrations = await host.getRegistrations();
    const ours = registrations.filter((registration) => new URL(registration.active?.scriptURL ?? registration.installing?.scriptURL ?? registration.waiting?.scriptURL ?? 'http://x/', 'http://x/').pathname === SERVICE_WORKER_URL);
    const removed = await Promise.all(ours.map((registration) => registration.unregister()));
    return removed.filter(Boolean).length;
  } catch (error) {
    log('pwa: service worker removal failed', error);
    return 0;
  }
}
