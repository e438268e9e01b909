import { createBlockApi } from '@bf/api-client/blocks/block';
import { createHttpClient, type HttpClient } from '@bf/api-client/http';
import { createRedirectLightApi } from '@bf/api-client/redirects/redirect-light';
import { createUserConfigApi } from '@bf/api-client/web-api/user-config';
import { readUserToken } from '../session/token-cookie.ts';
import type { RouteChecks } from './resolve-request.ts';

/** The route checks' calls in the browser; `createBrowserRouterServices` loads them with the first navigation's loader. */
export type BrowserRouteCalls = Required<Pick<RouteChecks, 'block' | 'redirect' | 'userConfig'>>;

/** Same-origin block, redirect and user-config checks over the page's client; the user_token cookie signs the block check in. */
export function createBrowserRouteCalls(http: HttpClient): BrowserRouteCalls {
  const blocks = createBlockApi(http);
  const redirects = createRedirectLightApi(http);
  const userConfig = createUserConfigApi(createHttpClient({ baseUrl: '', hooks: { getToken: readUserToken } }));
  return {
    block: ({ auth, url }) => blocks.checkBlock({ auth, url }),
    redirect: (url) => redirects.checkRedirect(url),
    userConfig: () => userConfig.getUserConfig(),
  };
}
