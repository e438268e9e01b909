// The domains checker (spec: S2 §8 names it only as a source of logged errors, ERR-015; what it does is ours:
// docs/decisions.md "The domains checker"). Loaded with a dynamic import once the page is idle, never in the first load.
import { createHttpClient } from '@bf/api-client/http';
import { createSiteDomainsApi, isSiteHost, type SiteDomain, type SiteDomainsApi } from '@bf/api-client/web-api/site-domains';
import { browserSessionStorage, type KeyValueStorage } from '../env/browser-storage.ts';
import { currentPageUrl } from '../env/browser-session.ts';
import type { NotifyStore } from './notify-store.ts';

/** Where the page is: `location.host`, `pathname` and `search`. */
export interface PageAddress {
  host: string;
  pathname: string;
  search: string;
}

/** What the checker decided: this address is one of the operator's, or it is retired and the player moves to `href`. */
export type DomainsDecision = { kind: 'current' } | { kind: 'unknown' } | { kind: 'retired'; host: string; href: string };

/** Hosts served over plain http: a developer's own machine (and e2e); every other address is https. */
const PLAIN_HTTP_HOSTNAMES = new Set(['localhost', '127.0.0.1']);

/** A host as compared: lower case, without the scheme's default port. */
function normalHost(host: string): string {
  return host.toLowerCase().replace(/:(?:443|80)$/, '');
}

/**
 * Decides from the operator's working addresses whether this page is at one of them (`current`), at a retired address
 * with a primary to move to (`retired`, with the same page and query there), or neither (`unknown`: no primary, or
 * nothing usable in the list). The link is built from a validated hostname, never from a URL of the answer, so the
 * answer cannot send the player anywhere but `https://{primary}` (http only for localhost and 127.0.0.1).
 * @example domainsDecision([{ host: 'bf.example', primary: true }], { host: 'old.example', pathname: '/en/live', search: '?a=1' })
 * // { kind: 'retired', host: 'bf.example', href: 'https://bf.example/en/live?a=1' }
 */
export function domainsDecision(domains: readonly SiteDomain[], page: PageAddress): DomainsDecision {
  const hosts = domains.filter((domain) => isSiteHost(domain.host));
  const here = normalHost(page.host);
  if (hosts.some((domain) => normalHost(domain.host) === here)) return { kind: 'current' };
  const primary = hosts.find((domain) => domain.primary);
  if (!primary) return { kind: 'unknown' };
  const host = normalHost(primary.host);
  const scheme = PLAIN_HTTP_HOSTNAMES.has(host.replace(/:\d+$/, '')) ? 'http' : 'https';
  // The path always starts with a slash; `//x` after the host is still a path on the primary.
  const path = page.pathname.startsWith('/') ? page.pathname : `/${page.pathname}`;
  return { kind: 'retired', host, href: `${scheme}://${host}${path}${page.search.startsWith('?') ? page.search : ''}` };
}

/** The session storage key that says the notice was shown in this browser session. */
export const DOMAINS_NOTICE_SHOWN_KEY = 'bf_domains_notice_shown';
export const DOMAINS_NOTICE_KEY = 'domains';

export interface DomainsCheckOptions {
  api: Pick<SiteDomainsApi, 'getDomains'>;
  store: Pick<NotifyStore, 'notify'>;
  page: PageAddress;
  /** The browser session's storage; null (blocked) still shows the notice, at most once per page. */
  storage: KeyValueStorage | null;
  /** Where a failure goes: the console, never the player (ERR-015). */
  log?: (message: string, error: unknown) => void;
  signal?: AbortSignal;
}

/**
 * Asks the operator's working addresses; at a retired address raises an info notice "This address is being retired.
 * Continue at {host}." with a link to the same page at the primary, at most once per browser session. Any failure
 * (network, non-2xx, an answer that is not a list of hostnames) is only logged as "domains checker" (ERR-015).
 * Resolves to what it decided, or undefined when it did not ask or failed.
 */
export async function checkDomains({ api, store, page, storage, log = (message, error) => console.error(message, error), signal }: DomainsCheckOptions): Promise<DomainsDecision | undefined> {
  if (storage?.getItem(DOMAINS_NOTICE_SHOWN_KEY)) return undefined;
  let decision: DomainsDecision;
  try {
    decision = domainsDecision((await api.getDomains(signal)).domains, page);
  } catch (error) {
    if (!signal?.aborted) log('domains checker', error);
    return undefined;
  }
  if (decision.kind === 'retired' && !signal?.aborted) {
    store.notify({
      key: DOMAINS_NOTICE_KEY,
      group: 'custom',
      type: 'info',
      title: 'notify.domains.title',
      text: 'notify.domains.text',
      values: { host: decision.host },
      link: { href: decision.href, label: 'notify.domains.link' },
      isSticky: true,
    });
    try {
      storage?.setItem(DOMAINS_NOTICE_SHOWN_KEY, '1');
    } catch {
      // A full or blocked storage: the notice may come again on the next page, which is no harm.
    }
  }
  return decision;
}

/**
 * The shell's start of the checker in the browser: the page's own address, the session storage, and the domains
 * call over a plain client (no token, no interceptors, nothing reported to the player).
 */
export function startDomainsChecker(store: Pick<NotifyStore, 'notify'>, signal?: AbortSignal): Promise<DomainsDecision | undefined> {
  const url = currentPageUrl();
  if (!url) return Promise.resolve(undefined);
  const api = createSiteDomainsApi(createHttpClient({ baseUrl: '' }));
  return checkDomains({ api, store, page: { host: url.host, pathname: url.pathname, search: url.search }, storage: browserSessionStorage(), signal });
}
