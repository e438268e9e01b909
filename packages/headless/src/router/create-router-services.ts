import { createBffApi } from '@bf/api-client/bff';
import { createHttpClient } from '@bf/api-client/http';
import { createSiteConfigCache } from '../site-config/site-config-cache.ts';
import type { RouterServices } from './resolve-request.ts';
import type { ShellData } from './shell-data.ts';

/**
 * Services of the server renderer: the API at its internal origin (the same server, or the real back end
 * when proxied) and one shared config cache for the process.
 */
export function createServerRouterServices({ apiOrigin, isProduction }: { apiOrigin: string; isProduction: boolean }): RouterServices {
  const bff = createBffApi(createHttpClient({ baseUrl: apiOrigin }));
  return { siteConfig: createSiteConfigCache({ bff }), isProduction };
}

/** Services in the browser: same-origin API calls; production mode as the server rendered it. */
export function createBrowserRouterServices(): RouterServices {
  const bff = createBffApi(createHttpClient({ baseUrl: '' }));
  const hydration = (window as { __staticRouterHydrationData?: { loaderData?: Record<string, unknown> } }).__staticRouterHydrationData;
  const shell = hydration?.loaderData?.lng as ShellData | undefined;
  return { siteConfig: createSiteConfigCache({ bff }), isProduction: shell?.isProduction ?? true };
}
export type { RouterServices } from './resolve-request.ts';
