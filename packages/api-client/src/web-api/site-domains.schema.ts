// The schemas of site-domains.ts; loaded with its call, so zod is not in the chunks a page runs before it hydrates.
import * as z from 'zod/mini';
import { isSiteHost, SITE_DOMAINS_MAX } from './site-domains.ts';

/** One working address: `host` is `hostname[:port]`; `primary` marks the address the site moves players to. */
export const siteDomainSchema = z.looseObject({
  host: z.string().check(z.maxLength(260), z.refine(isSiteHost, 'not a hostname[:port]')),
  primary: z.boolean(),
});
export type SiteDomain = z.infer<typeof siteDomainSchema>;

/** The answer of `GET /web-api/site/v1/domains`: the operator's working addresses. */
export const siteDomainsSchema = z.looseObject({ domains: z.array(siteDomainSchema).check(z.maxLength(SITE_DOMAINS_MAX)) });
export type SiteDomains = z.infer<typeof siteDomainsSchema>;
