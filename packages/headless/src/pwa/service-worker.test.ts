import { describe, expect, it } from 'vitest';
import { offlinePageHtml, serviceWorkerSource } from '@bf/headless/pwa';

type Listener = (event: Record<string, unknown>) => void;

/** Runs the worker's source against a stand-in worker scope; returns its listeners and the cache it filled. */
function startWorker(network: (request: Request) => Promise<Response>) {
  const listeners = new Map<string, Listener>();
  const stored = new Map<string, Response>();
  const cache = {
    add: async (request: Request) => void stored.set(request.url, await network(request)),
    addAll: async (requests: Request[]) => void (await Promise.all(requests.map(async (request) => stored.set(request.url, await network(request))))),
    put: async (request: Request, response: Response) => void stored.set(request.url, response),
  };
  const caches = {
    open: async () => cache,
    keys: async () => ['bf-pwa-v0', 'bf-pwa-v1'],
    delete: async (key: string) => key === 'bf-pwa-v0',
    match: async (request: Request | string) => stored.get(typeof request === 'string' ? new URL(request, 'https://site.example').href : request.url)?.clone(),
  };
  const self = {
    location: new URL('https://site.example/pwa-sw.js?lng=de'),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined },
  };
  new Function('self', 'caches', 'fetch', 'Response', 'Request', 'URL', serviceWorkerSource())(self, caches, network, Response, Request, URL);
  const dispatch = async (type: string, request?: Request) => {
    let responded: Promise<Response> | undefined;
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ request, respondWith: (p: Promise<Response>) => (responded = p), waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
    return responded;
  };
  return { dispatch, stored };
}

describe('the service worker', () => {
  it('keeps the offline page in the worker\'s language at install and shows it when a navigation has no network', async () => {
    let online = true;
    const network = async (request: Request) => {
      if (!online) throw new TypeError('Failed to fetch');
      return new Response(request.url.includes('/offline.html') ? 'offline page' : 'page', { status: 200 });
    };
    const worker = startWorker(network);
    await worker.dispatch('install');
    expect([...worker.stored.keys()]).toEqual(['https://site.example/offline.html?lng=de', 'https://site.example/favicon.svg']);
    online = false;
    // A navigation request as a browser hands it to the worker (Node's Request cannot be made with mode 'navigate').
    const navigation = { url: 'https://site.example/de/home', method: 'GET', mode: 'navigate' } as Request;
    const answer = await worker.dispatch('fetch', navigation);
    expect(await answer?.text()).toBe('offline page');
  });

  it('leaves API calls to the network and never stores them', async () => {
    const worker = startWorker(async () => new Response('{"balance":100}'));
    await worker.dispatch('install');
    const answer = await worker.dispatch('fetch', new Request('https://site.example/officeapi/v1/accounts'));
    expect(answer).toBeUndefined();
    expect([...worker.stored.keys()].some((url) => url.includes('api'))).toBe(false);
  });

  it('stores a build file the first time it is fetched', async () => {
    const worker = startWorker(async () => new Response('js'));
    await worker.dispatch('fetch', new Request('https://site.example/_d/assets/entries/app.Ab1.js'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(worker.stored.has('https://site.example/_d/assets/entries/app.Ab1.js')).toBe(true);
  });
});

describe('the offline page', () => {
  it('says so in the language given, with a way back home, and escapes its texts', () => {
    const html = offlinePageHtml('de', { title: 'Sie sind offline', text: '<b>Kein Netz</b>', retry: 'Erneut versuchen' }, '#0b5fff');
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('<h1>Sie sind offline</h1>');
    expect(html).toContain('&lt;b&gt;Kein Netz&lt;/b&gt;');
    expect(html).toContain('<a href="/de">Erneut versuchen</a>');
    expect(html).not.toContain('<script');
  });
});
