import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@bf/api-client/errors';
import { createHttpClient } from '@bf/api-client/http';
import { createSiteDomainsApi, type SiteDomain } from '@bf/api-client/web-api/site-domains';
import { notificationRows } from '../screens/shell-notices/use-notification-host-screen.ts';
import { checkDomains, domainsDecision, DOMAINS_NOTICE_SHOWN_KEY, type PageAddress } from './domains-checker.ts';
import { createNotifyStore } from './notify-store.ts';

const OLD: PageAddress = { host: 'old-mirror.example', pathname: '/en/live/football', search: '?sport=1' };
const LIST: SiteDomain[] = [
  { host: 'bf.example', primary: true },
  { host: 'mirror-1.example:8443', primary: false },
];

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
}

describe('domainsDecision (the domains checker)', () => {
  it('does nothing at one of the operator\'s addresses, primary or not, whatever the case or a default port', () => {
    expect(domainsDecision(LIST, { ...OLD, host: 'bf.example' })).toEqual({ kind: 'current' });
    expect(domainsDecision(LIST, { ...OLD, host: 'MIRROR-1.example:8443' })).toEqual({ kind: 'current' });
    expect(domainsDecision([{ host: 'bf.example:443', primary: true }], { ...OLD, host: 'bf.example' })).toEqual({ kind: 'current' });
  });

  it('at any other address sends the player to the same page and query at the primary, over https', () => {
    expect(domainsDecision(LIST, OLD)).toEqual({ kind: 'retired', host: 'bf.example', href: 'https://bf.example/en/live/football?sport=1' });
    // The port of another mirror is another address.
    expect(domainsDecision(LIST, { ...OLD, host: 'mirror-1.example' })).toMatchObject({ kind: 'retired', host: 'bf.example' });
  });

  it('uses http only for localhost and 127.0.0.1, keeping their port', () => {
    expect(domainsDecision([{ host: 'localhost:3411', primary: true }], { host: '127.0.0.1:3411', pathname: '/en', search: '' })).toEqual({ kind: 'retired', host: 'localhost:3411', href: 'http://localhost:3411/en' });
    expect(domainsDecision([{ host: '127.0.0.1', primary: true }], { host: 'localhost', pathname: '/', search: '' })).toMatchObject({ href: 'http://127.0.0.1/' });
    expect(domainsDecision([{ host: 'localhost.evil.example', primary: true }], OLD)).toMatchObject({ href: 'https://localhost.evil.example/en/live/football?sport=1' });
  });

  it('never builds a link from anything but a hostname: a path like //evil.example stays a path on the primary', () => {
    expect(domainsDecision(LIST, { ...OLD, pathname: '//evil.example/x', search: '' })).toMatchObject({ href: 'https://bf.example//evil.example/x' });
    // Hosts that are not hostnames are ignored, even when marked primary.
    expect(domainsDecision([{ host: 'https://evil.example', primary: true }, { host: 'evil.example/x', primary: true }], OLD)).toEqual({ kind: 'unknown' });
    expect(domainsDecision([{ host: 'evil.example/x', primary: true }, { host: 'bf.example', primary: true }], OLD)).toMatchObject({ host: 'bf.example' });
  });

  it('without a primary, or with no list, says nothing', () => {
    expect(domainsDecision([{ host: 'mirror-1.example', primary: false }], OLD)).toEqual({ kind: 'unknown' });
    expect(domainsDecision([], OLD)).toEqual({ kind: 'unknown' });
  });
});

describe('checkDomains (ERR-015: failures are logged only)', () => {
  it('at a retired address raises one sticky info notice with the link, and not again in the same browser session', async () => {
    const store = createNotifyStore();
    const storage = memoryStorage();
    const api = { getDomains: vi.fn(async () => ({ domains: LIST })) };
    const log = vi.fn();
    await expect(checkDomains({ api, store, page: OLD, storage, log })).resolves.toMatchObject({ kind: 'retired' });
    expect(store.state.items).toEqual([
      expect.objectContaining({ key: 'domains', group: 'custom', type: 'info', title: 'notify.domains.title', text: 'notify.domains.text', values: { host: 'bf.example' }, link: { href: 'https://bf.example/en/live/football?sport=1', label: 'notify.domains.link' }, isSticky: true, isClosable: true }),
    ]);
    expect(storage.items.get(DOMAINS_NOTICE_SHOWN_KEY)).toBe('1');

    // The next page of the same session: no call, no second notice.
    await expect(checkDomains({ api, store, page: OLD, storage, log })).resolves.toBeUndefined();
    expect(api.getDomains).toHaveBeenCalledTimes(1);
    expect(store.state.items).toHaveLength(1);
    expect(log).not.toHaveBeenCalled();
  });

  it('at one of the addresses shows nothing and asks again on the next page', async () => {
    const store = createNotifyStore();
    const storage = memoryStorage();
    const api = { getDomains: vi.fn(async () => ({ domains: LIST })) };
    await checkDomains({ api, store, page: { ...OLD, host: 'bf.example' }, storage });
    await checkDomains({ api, store, page: { ...OLD, host: 'bf.example' }, storage });
    expect(store.state.items).toEqual([]);
    expect(api.getDomains).toHaveBeenCalledTimes(2);
    expect(storage.items.size).toBe(0);
  });

  it.each([
    ['a network failure', new TypeError('Failed to fetch')],
    ['a server error', new ApiError('down', 500, [{ code: 'internal_error', detail: 'down' }])],
    ['a malformed answer', new ApiError('domains.0.host: not a hostname[:port]', 502)],
  ])('%s is logged as "domains checker" and never shown', async (_what, error) => {
    const store = createNotifyStore();
    const log = vi.fn();
    await expect(checkDomains({ api: { getDomains: () => Promise.reject(error) }, store, page: OLD, storage: memoryStorage(), log })).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('domains checker', error);
    expect(store.state.items).toEqual([]);
  });

  it('over the real client: a garbage answer or a 500 is logged, a good one shows the notice', async () => {
    const clientOf = (status: number, body: unknown) =>
      createSiteDomainsApi(createHttpClient({ baseUrl: '', fetch: async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }) }));
    const store = createNotifyStore();
    const log = vi.fn();
    const run = (api: ReturnType<typeof clientOf>) => checkDomains({ api, store, page: OLD, storage: memoryStorage(), log });
    await run(clientOf(200, { domains: [{ host: 'https://evil.example/phish?', primary: true }, { host: 42 }] }));
    await run(clientOf(500, { errors: [{ code: 'internal_error', detail: 'down' }] }));
    expect(log.mock.calls.map(([message, error]) => [message, (error as ApiError).statusCode])).toEqual([
      ['domains checker', 502],
      ['domains checker', 500],
    ]);
    expect(store.state.items).toEqual([]);
    await run(clientOf(200, { domains: LIST }));
    expect(store.state.items.map((item) => item.link?.href)).toEqual(['https://bf.example/en/live/football?sport=1']);
  });

  it('a check cancelled by leaving the page neither logs nor shows', async () => {
    const store = createNotifyStore();
    const log = vi.fn();
    const controller = new AbortController();
    const pending = checkDomains({ api: { getDomains: () => (controller.abort(), Promise.reject(new DOMException('aborted', 'AbortError'))) }, store, page: OLD, storage: memoryStorage(), log, signal: controller.signal });
    await expect(pending).resolves.toBeUndefined();
    expect(log).not.toHaveBeenCalled();
    expect(store.state.items).toEqual([]);
  });

  it('with storage blocked still shows the notice', async () => {
    const store = createNotifyStore();
    await checkDomains({ api: { getDomains: async () => ({ domains: LIST }) }, store, page: OLD, storage: null });
    expect(store.state.items).toHaveLength(1);
  });
});

describe('the notice as the kits draw it', () => {
  it('has the translated text, the link labelled with the primary host, OK and close', async () => {
    const store = createNotifyStore();
    await checkDomains({ api: { getDomains: async () => ({ domains: LIST }) }, store, page: OLD, storage: null });
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values ? ` ${JSON.stringify(values)}` : ''}`;
    const [row] = notificationRows(store.state.items, t, store, () => undefined);
    expect(row).toMatchObject({
      tone: 'info',
      title: 'notify.domains.title {"host":"bf.example"}',
      text: 'notify.domains.text {"host":"bf.example"}',
      link: { href: 'https://bf.example/en/live/football?sport=1', label: 'notify.domains.link {"host":"bf.example"}' },
      action: { label: 'notify.ok' },
      close: { label: 'notify.close' },
    });
  });
});
