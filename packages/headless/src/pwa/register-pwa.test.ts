import { describe, expect, it, vi } from 'vitest';
import { registerPwa, unregisterPwa, type ServiceWorkerHost } from './register-pwa.ts';
import { initWebPush } from './web-push.ts';

const registration = (scriptURL: string) => ({ active: { scriptURL }, unregister: vi.fn(async () => true) }) as unknown as ServiceWorkerRegistration;

describe('service worker registration', () => {
  it('registers /pwa-sw.js for the whole site with the page\'s language (PWA-001), then loads web push (PWA-008)', async () => {
    const ours = registration('https://site.example/pwa-sw.js?lng=en');
    const host: ServiceWorkerHost = { register: vi.fn(async () => ours), getRegistrations: vi.fn(async () => []) };
    const initWebPush = vi.fn(async () => 'available');
    const webPush = vi.fn(async () => ({ initWebPush }));
    await expect(registerPwa('en', { host, webPush })).resolves.toBe(ours);
    expect(host.register).toHaveBeenCalledWith('/pwa-sw.js?lng=en', { scope: '/' });
    await vi.waitFor(() => expect(initWebPush).toHaveBeenCalledWith(ours));
    expect(webPush).toHaveBeenCalledTimes(1);
  });

  it('only logs a failed registration, and loads no web push (PWA-007)', async () => {
    const log = vi.fn();
    const webPush = vi.fn();
    const host: ServiceWorkerHost = { register: vi.fn(async () => Promise.reject(new Error('SecurityError'))), getRegistrations: vi.fn(async () => []) };
    await expect(registerPwa('en', { host, log, webPush })).resolves.toBeNull();
    expect(log).toHaveBeenCalledWith('pwa: service worker registration failed', expect.any(Error));
    expect(webPush).not.toHaveBeenCalled();
  });

  it('stays quiet when the browser blocks workers and answers no registration', async () => {
    const log = vi.fn();
    const webPush = vi.fn();
    const host: ServiceWorkerHost = { register: vi.fn(async () => undefined as unknown as ServiceWorkerRegistration), getRegistrations: vi.fn(async () => []) };
    await expect(registerPwa('en', { host, log, webPush })).resolves.toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(webPush).not.toHaveBeenCalled();
  });

  it('only logs a web push failure', async () => {
    const log = vi.fn();
    const host: ServiceWorkerHost = { register: vi.fn(async () => registration('https://site.example/pwa-sw.js')), getRegistrations: vi.fn(async () => []) };
    await registerPwa('en', { host, log, webPush: async () => Promise.reject(new Error('chunk')) });
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith('pwa: web push failed', expect.any(Error)));
  });

  it('removes the site\'s worker when PWA is off, and no other worker (PWA-002)', async () => {
    const ours = registration('https://site.example/pwa-sw.js?lng=ru');
    const other = registration('https://site.example/other-sw.js');
    const host: ServiceWorkerHost = { register: vi.fn(), getRegistrations: vi.fn(async () => [ours, other]) };
    await expect(unregisterPwa({ host })).resolves.toBe(1);
    expect(ours.unregister).toHaveBeenCalled();
    expect(other.unregister).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', async () => {
    await expect(registerPwa('en', { host: undefined })).resolves.toBeNull();
    await expect(unregisterPwa({ host: undefined })).resolves.toBe(0);
  });
});

describe('web push', () => {
  const manager = (subscription: unknown) => ({ pushManager: { getSubscription: vi.fn(async () => subscription) } }) as unknown as ServiceWorkerRegistration;
  it('reports the state without ever asking for permission', async () => {
    await expect(initWebPush(manager(null), 'default')).resolves.toBe('available');
    await expect(initWebPush(manager({ endpoint: 'x' }), 'granted')).resolves.toBe('subscribed');
    await expect(initWebPush(manager(null), 'denied')).resolves.toBe('denied');
    await expect(initWebPush(manager(null), undefined)).resolves.toBe('unsupported');
  });
});
