import { createBffApi } from '@bf/api-client/bff';
import { createBlockApi } from '@bf/api-client/blocks/block';
import { createHttpClient } from '@bf/api-client/http';
import { createRedirectLightApi } from '@bf/api-client/redirects/redirect-light';
import { createUserConfigApi } from '@bf/api-client/web-api/user-config';
import { readUserToken } from '../session/token-cookie.ts';
import { createSiteConfigCache } from '../site-config/site-config-cache.ts';
import { createAuthModalStore } from '../auth/auth-modal.ts';
import type { RouteChecks, RouterServices } from './resolve-request.ts';
import type { ShellData } from './shell-data.ts';

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

/** Services in the browser: same-origin API calls; production mode as the server rendered it. */
export function createBrowserRouterServices(): RouterServices {
  const http = createHttpClient({ baseUrl: '' });
  const bff = createBffApi(http);
  // Same origin: the user_token cookie signs the block check in.
  const blocks = createBlockApi(http);
  const redirects = createRedirectLightApi(http);
  const userConfig = createUserConfigApi(createHttpClient({ baseUrl: '', hooks: { getToken: readUserToken } }));
  const checks: RouteChecks = {
    block: ({ auth, url }) => blocks.checkBlock({ auth, url }),
    redirect: (url) => redirects.checkRedirect(url),
    userConfig: () => userConfig.getUserConfig(),
    redirected: new Set(),
  };
  const hydration = (window as { __staticRouterHydrationData?: { loaderData?: Record<string, unknown> } }).__staticRouterHydrationData;
  const shell = hydration?.loaderData?.lng as ShellData | undefined;
  // One modal store for this page: the loaders open the sign-in modal in it, the session hands it to the UI.
  return { siteConfig: createSiteConfigCache({ bff }), isProduction: shell?.isProduction ?? true, checks, authModal: createAuthModalStore() };
}
export type { RouterServices } from './resolve-request.ts';
