import { createBffApi } from '@bf/api-client/bff';
import { createHttpClient } from '@bf/api-client/http';
import { lazyApi } from '../session/lazy-api.ts';
import { createSiteConfigCache } from '../site-config/site-config-cache.ts';
import { createAuthModalStore } from '../auth/auth-modal.ts';
import type { RouteChecks, RouterServices } from './resolve-request.ts';
import type { ShellData } from './shell-data.ts';
import type { BrowserRouteCalls } from './browser-route-checks.ts';

// Apart from the server's services (create-router-services.ts): whatever a first-load module imports goes into the
// first-load chunk when any lazy chunk uses it, so the check calls (used by the loaders' chunk) are not imported here.

/** Services in the browser: same-origin API calls; production mode as the server rendered it. */
export function createBrowserRouterServices(): RouterServices {
  const http = createHttpClient({ baseUrl: '' });
  const bff = createBffApi(http);
  // The checks run in the loaders, which load with the first navigation: their calls load with them, not with the page.
  const calls = lazyApi<BrowserRouteCalls>(() => import('./browser-route-checks.ts').then((m) => m.createBrowserRouteCalls(http)));
  const checks: RouteChecks = { block: calls.block, redirect: calls.redirect, userConfig: calls.userConfig, redirected: new Set() };
  const hydration = (window as { __staticRouterHydrationData?: { loaderData?: Record<string, unknown> } }).__staticRouterHydrationData;
  const shell = hydration?.loaderData?.lng as ShellData | undefined;
  // One modal store for this page: the loaders open the sign-in modal in it, the session hands it to the UI.
  return { siteConfig: createSiteConfigCache({ bff }), isProduction: shell?.isProduction ?? true, checks, authModal: createAuthModalStore() };
}
