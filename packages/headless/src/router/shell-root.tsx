import { useEffect, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, useLoaderData, useMatches, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createI18n } from '../i18n/create-i18n.ts';
import { useDocumentLanguage } from '../env/use-document-language.ts';
import { SessionProvider } from '../session/session-provider.tsx';
import { SessionAccounts } from '../accounts/use-accounts.tsx';
import { AnalyticsProvider } from '../analytics/analytics-provider.tsx';
import { analyticsStartDelayMs } from '../analytics/analytics-events.ts';
import { ConsentProvider } from '../consent/use-cookie-consent.tsx';
import { NavigationGuard } from './navigation-guard.tsx';
import { IdentificationBonusPrompt } from './identification-check.tsx';
import type { RouterServices } from './resolve-request.ts';
import type { ShellData } from './shell-data.ts';
import type { ShellSessionWatch } from './shell-session-watch.ts';

// The shell reloads when the language changes, on an explicit revalidate (sign-in, theme), or when the session
// changed under it; not on every navigation.
export const shellRevalidation =
  (watch: ShellSessionWatch) =>
  ({ currentParams, nextParams, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
    currentParams.lng !== nextParams.lng || currentUrl.href === nextUrl.href || watch.isStale();

// One config object for every render: SWRConfig hands its consumers a new context value whenever its `value`
// changes, and every list hook and odds button reads that context. The provider still runs once per SWRConfig
// instance, so each render root gets its own cache.
const FRESH_CACHE_PER_ROOT = { provider: () => new Map() };

/** The `lng` route's element: i18n, a fresh SWR cache, analytics, the navigation guard and the session around the layouts. */
export function ShellRoot({ services, watch }: { services: RouterServices; watch: ShellSessionWatch }) {
  const shell = useLoaderData() as ShellData;
  useEffect(() => watch.saw(shell.isSignedIn), [watch, shell.isSignedIn]);
  const i18n = useMemo(() => createI18n(shell.lng, shell.messages), [shell.lng, shell.messages]);
  useDocumentLanguage(shell.lng);
  const routeId = useMatches().at(-1)?.id;
  // useMatches re-renders this on every router state change (a navigation starting, a blocker set, a revalidation):
  // the tree below is the same element until what it is made of changes, so React stops here instead of
  // re-rendering every provider and, through them, the page.
  return useMemo(() => (
    <I18nextProvider i18n={i18n}>
      {/* A fresh SWR cache per render root: no data leaks between requests on the server. */}
      <SWRConfig value={FRESH_CACHE_PER_ROOT}>
        {/* The player's session and the analytics queue, one per render root (spec: S1 §4, S2 §4). */}
        <AnalyticsProvider startDelayMs={analyticsStartDelayMs(routeId)}>
          {/* Client navigations the guards cancel: the blocked-navigation flag and the recharge modal (GUARD-025, GUARD-030). */}
          <NavigationGuard isRechargeModal={shell.isRechargeModal}>
            <SessionProvider lng={shell.lng} isSignedIn={shell.isSignedIn} autoLogoffMinutes={shell.auth.autoLogoffMinutes} googleOneTap={shell.auth.googleOneTap} isTermsPolling={shell.auth.isTermsPolling} defaultCurrency={shell.auth.defaultCurrency} reloadConfig={() => services.siteConfig.clear()} authModal={services.authModal}>
              {/* The identification bonus: the identification page, or the identification modal the layouts render (GUARD-044, UCFG-036). */}
              <IdentificationBonusPrompt lng={shell.lng} config={shell}>
                {/* Cookie consent: functional cookies and the analytics vendors only after the player agrees (CONSENT-*). */}
                <ConsentProvider routeId={routeId} stored={shell.cookiesAgreeType} isCollectorAvailable={shell.isFatmanAnalyticsAvailable ?? false}>
                  {/* The player's accounts: the header's balance and switcher, the office and the coupon read them (ACCT-001). */}
                  <SessionAccounts>
                    <Outlet />
                  </SessionAccounts>
                </ConsentProvider>
              </IdentificationBonusPrompt>
            </SessionProvider>
          </NavigationGuard>
        </AnalyticsProvider>
      </SWRConfig>
    </I18nextProvider>
  ), [i18n, shell, routeId, services]);
}

