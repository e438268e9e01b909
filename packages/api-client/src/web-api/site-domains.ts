import type { HttpClient } from '../http/http-client.ts';
import { webApiPath } from '../http/api-paths.ts';
import type { SiteDomains } from './site-domains.schema.ts';

// The schemas load with the call (LazySchema in http/http-client.ts): the host rule is read by the SEO head in the
// first view, without zod.
const schemas = () => import('./site-domains.schema.ts');
export type { SiteDomain, SiteDomains } from './site-domains.schema.ts';

/**
 * The operator's working addresses, for the domains checker (spec: S2 §8 names it only as a source of logged errors,
 * ERR-015; the call is the reference API's, docs/decisions.md "The domains checker").
 */
export const SITE_DOMAINS_PATH = webApiPath('/site/v1/domains');

/** At most this many addresses are read: an operator has a handful of mirrors, not a registry. */
export const SITE_DOMAINS_MAX = 50;

// One DNS label: letters, digits and inner hyphens, 1 to 63 characters.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const SITE_HOST_PATTERN = new RegExp(`^(${LABEL}(?:\\.${LABEL})*)(?::([0-9]{1,5}))?$`, 'i');

/**
 * A host as the checker accepts it: a hostname (or IPv4 address), optionally `:port` (1-65535), at most 253
 * characters before the port. Never a URL: no scheme, path, user or query can ride in it.
 */
export function isSiteHost(value: string): boolean {
  const match = SITE_HOST_PATTERN.exec(value);
  if (!match) return false;
  const port = match[2];
  return match[1]!.length <= 253 && (port === undefined || (Number(port) >= 1 && Number(port) <= 65_535));
}

/** The site's domains call over an HTTP client. */
export function createSiteDomainsApi(http: HttpClient) {
  return {
    /** The operator's working addresses; an answer that breaks the schema is refused (an ApiError 502). */
    getDomains(signal?: AbortSignal): Promise<SiteDomains> {
      // Not intercepted: the checker is a background service, a refusal is only logged (ERR-015).
      return http.request({ path: SITE_DOMAINS_PATH, schema: () => schemas().then((m) => m.siteDomainsSchema), intercept: false, signal });
    },
  };
}
export type SiteDomainsApi = ReturnType<typeof createSiteDomainsApi>;
