// Loaded after a client-side navigation only (a chunk of its own): asks the SEO service for the new page's data and
// the operator's addresses, and puts the page's head in step (docs/decisions.md "SEO data and the SEO block").
import { createHttpClient } from '@bf/api-client/http';
import { createSeoApi } from '@bf/api-client/web-api/seo';
import { createSiteDomainsApi } from '@bf/api-client/web-api/site-domains';
import { applySeoHead, seoHead, seoPathOf } from './seo-head.ts';

export interface SeoNavigation {
  pathname: string;
  lng: string;
  /** The route's title with the company name: the page's title when the SEO data has none. */
  routeTitle: string;
  signal: AbortSignal;
}

let http: ReturnType<typeof createHttpClient> | undefined;

/** Updates `<head>` for the page navigated to; a failed call leaves the route's title and the page's own canonical. */
export async function updateSeoHead({ pathname, lng, routeTitle, signal }: SeoNavigation): Promise<void> {
  http ??= createHttpClient({ baseUrl: '' });
  const [page, domains] = await Promise.all([
    createSeoApi(http).getPage(seoPathOf(pathname, lng), lng, signal).catch(() => undefined),
    createSiteDomainsApi(http).getDomains(signal).then((answer) => answer.domains, () => []),
  ]);
  if (signal.aborted) return;
  // The primary first, as SITE_DOMAINS lists them on the server.
  const operatorHosts = [...domains].sort((a, b) => Number(b.primary) - Number(a.primary)).map((domain) => domain.host);
  applySeoHead(document, seoHead(page, { pagePath: pathname, operatorHosts }), routeTitle);
}
