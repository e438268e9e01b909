// zod/mini: the same checks at a fraction of the bundle size, since these schemas run in the browser too.
import * as z from 'zod/mini';
import type { HttpClient } from '../http/http-client.ts';
import { webApiPath } from '../http/api-paths.ts';

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

/** One working address: `host` is `hostname[:port]`; `primary` marks the address the site moves players to. */
export const siteDomainSchema = z.looseObject({
  host: z.string().check(z.maxLength(260), z.refine(isSiteHost, 'not a hostname[:port]')),
  primary: z.boolean(),
});
export type SiteDomain = z.infer<typeof siteDomainSchema>;

/** The answer of `GET /web-api/site/v1/domains`: the operator's working addresses. */
export const siteDomainsSchema = z.looseObject({ domains: z.array(siteDomainSchema).check(z.maxLength(SITE_DOMAINS_MAX)) });
export type SiteDomains = z.infer<typeof siteDomainsSchema>;

/** The site's domains call over an HTTP client. */
export function createSiteDomainsApi(http: HttpClient) {
  return {
    /** The operator's working addresses; an answer that breaks the schema is refused (an ApiError 502). */
    getDomains(signal?: AbortSignal): Promise<SiteDomains> {
      // Not intercepted: the checker is a background service, a refusal is only logged (ERR-015).
      return http.request({ path: SITE_DOMAINS_PATH, schema: siteDomainsSchema, intercept: false, signal });
    },
  };
}
export type SiteDomainsApi = ReturnType<typeof createSiteDomainsApi>;
