import { createBffApi } from '@bf/api-client/bff';
import { createBlockApi } from '@bf/api-client/blocks/block';
import { createHttpClient } from '@bf/api-client/http';
import { createRedirectLightApi } from '@bf/api-client/redirects/redirect-light';
import { createUserConfigApi } from '@bf/api-client/web-api/user-config';
import { createSiteConfigCache } from '../site-config/site-config-cache.ts';
import type { RouteChecks, RouterServices } from './resolve-request.ts';

/** How long one try of a block or redirect check may take while the server renders a page. */
export const SERVER_CHECK_TIMEOUT_MS = 1500;

/**
 * Services of the server renderer: the API at its internal origin (the same server, or the real back end
 * when proxied) and one shared config cache for the process.
 */
export function createServerRouterServices({ apiOrigin, isProduction }: { apiOrigin: string; isProduction: boolean }): RouterServices {
  const http = createHttpClient({ baseUrl: apiOrigin });
  const bff = createBffApi(http);
  // No redirect memory here: one process serves every player. The redirect check gets one try while a page
  // waits on the server (a slow check must not hold every render for 5 s); the browser retries as ERR-012 says.
  // Each check try gives up after SERVER_CHECK_TIMEOUT_MS on the server, so a slow check never holds a page for long.
  const redirects = createRedirectLightApi(createHttpClient({ baseUrl: apiOrigin, timeoutMs: SERVER_CHECK_TIMEOUT_MS }), { tries: 1, delayMs: 0 });
  const checks: RouteChecks = {
    // The player's token goes along as a bearer header: the server renderer has no cookie jar.
    block: ({ token, ...body }) =>
      createBlockApi(createHttpClient({ baseUrl: apiOrigin, timeoutMs: SERVER_CHECK_TIMEOUT_MS, headers: token ? { authorization: `Bearer ${token}` } : {} })).checkBlock(body),
    redirect: (url) => redirects.checkRedirect(url),
    // As the block check: the player's token as the bearer, one try within the check timeout.
    userConfig: (token) => createUserConfigApi(createHttpClient({ baseUrl: apiOrigin, timeoutMs: SERVER_CHECK_TIMEOUT_MS, hooks: { getToken: () => token } })).getUserConfig(),
  };
  return { siteConfig: createSiteConfigCache({ bff }), isProduction, checks };
}

export type { RouterServices } from './resolve-request.ts';
