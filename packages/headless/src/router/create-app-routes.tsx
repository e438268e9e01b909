import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Outlet, data, redirect, replace, useLoaderData, useMatches, useRouteError, isRouteErrorResponse, type LoaderFunctionArgs, type RouteObject, type ShouldRevalidateFunctionArgs } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { ROUTES, NOT_FOUND_ROUTE_ID } from '../routes/route-table.ts';
import type { LayoutId, RouteDefinition } from '../routes/route-types.ts';
import { createI18n } from '../i18n/create-i18n.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { allowedLanguages } from '../language/resolve-language.ts';
import { COOKIE, isBrowser, readRequestCookies } from '../env/environment.ts';
import { readSiteCookie } from '../env/site-cookies.ts';
import { isChunkLoadError, reloadAfterChunkError } from '../env/chunk-reload.ts';
import { browserSessionStorage } from '../env/browser-storage.ts';
import { currentPageUrl, reloadPage } from '../env/browser-session.ts';
import { readSession } from '../session/read-session.ts';
import { useDocumentLanguage } from '../env/use-document-language.ts';
import { useWindowWidthCookie } from '../platform/window-width-cookie.ts';
import { guardRoute } from './guard-route.ts';
import { openAuthorizationBlock, openAuthRouteInPlace } from './authorization-block.ts';
import { registrationOpeningAt } from '../auth/auth-modal.ts';
import { readDeviceId } from '../session/session-rules.ts';
import { browserStorage } from '../env/browser-storage.ts';
import { resolveRequest, type RouterServices } from './resolve-request.ts';
import type { ShellData } from './shell-data.ts';
import { SessionProvider } from '../session/session-provider.tsx';
import { AnalyticsProvider } from '../analytics/analytics-provider.tsx';
import { analyticsStartDelayMs } from '../analytics/analytics-events.ts';
import { shellAuthConfig } from '../session/shell-auth-config.ts';
import { brandBookCss } from '../site-config/brand-book.ts';
import { NavigationGuard } from './navigation-guard.tsx';
import { IdentificationBonusPrompt, withdrawalRedirect } from './identification-check.tsx';

/** A page whose code loads only when its route is visited (keeps it out of the first page's JavaScript). */
export interface LazyPage {
  lazy: () => Promise<ComponentType>;
}

/** Declares a page loaded on demand: `lazyPage(() => import('./pages/x.tsx').then((m) => m.XPage))`. */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  return { lazy: load };
}

const isLazyPage = (page: ComponentType | LazyPage): page is LazyPage => typeof page === 'object' && page !== null && 'lazy' in page;

/** What an app hands to headless: a page per route id and a component per layout. Markup only. */
export interface AppComposition {
  pages: Readonly<Record<string, ComponentType | LazyPage>>;
  layouts: Readonly<Record<LayoutId, ComponentType<{ children: ReactNode }>>>;
  NotFoundPage: ComponentType;
  ServerErrorPage: ComponentType;
}

/** Route handle: the spec's definition of the matched route. */
export interface RouteHandle {
  route: RouteDefinition;
}

const LAYOUTS: readonly LayoutId[] = ['main', 'office', 'casino', 'headless', 'empty', 'maintenance', 'blocked'];

/** Route ids that have no page in a composition (a redirect route needs none). */
export function missingPages(pages: AppComposition['pages']): string[] {
  return ROUTES.filter((r) => !r.redirect && !pages[r.id]).map((r) => r.id);
}

function shellLoader(services: RouterServices) {
  return async ({ request }: LoaderFunctionArgs): Promise<ShellData> => {
    const { cookies, session, config, language } = await resolveRequest(request, services);
    if (language.kind === 'redirect') throw redirect(language.location);
    const allowed = new Set(allowedLanguages({ languages: config.languages, isSignedIn: session.isSignedIn, hasUaCookie: readSiteCookie(cookies, 'ua') !== undefined }));
    return {
      lng: language.lng,
      messages: await loadMessages(language.lng),
      theme: cookies[COOKIE.theme] === '1' ? 'dark' : 'light',
      isSignedIn: session.isSignedIn,
      languages: config.languages.filter((l) => allowed.has(l.code)).map(({ code, nativeName }) => ({ code, nativeName })),
      companyName: config.companyName,
      isRegistrationAvailable: config.isRegistrationAllowed && !config.isVipDomain,
      isRightColumnHidden: cookies[COOKIE.hideRight] === '1',
      isProduction: services.isProduction,
      availableRoutes: config.availableRoutes,
      maintenanceEndsAt: config.maintenance.ended_at,
      auth: shellAuthConfig(config),
      brandCss: brandBookCss(config.partnerCssBrandBook),
      settingsDefaults: config.settingsDefaults ?? null,
      isRechargeModal: config.isRechargeModal ?? false,
      isIdentificationAvailable: config.isIdentificationAvailable,
    };
  };
}

function pageLoader(route: RouteDefinition | undefined, services: RouterServices) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const resolved = await resolveRequest(request, services);
    if (resolved.language.kind === 'redirect') throw redirect(resolved.language.location);
    const decision = guardRoute({
      route,
      params,
      url: resolved.url,
      lng: resolved.language.lng,
      config: resolved.config,
      cookies: resolved.cookies,
      session: resolved.session,
      isProduction: services.isProduction,
      now: services.now?.(),
      blockingReason: resolved.blockingReason,
      redirectTo: resolved.redirectTo,
    });
    if (decision.kind === 'redirect') {
      // GUARD-021: in the browser a visitor stays on the page, with the sign-in modal open over it.
      const stay = openAuthorizationBlock(decision, { store: services.authModal, requestUrl: resolved.url, currentUrl: currentPageUrl() });
      throw stay ? replace(stay) : redirect(decision.location, decision.status);
    }
    if (decision.kind === 'not-found') throw data({ routeId: route?.id ?? NOT_FOUND_ROUTE_ID }, { status: 404 });
    // GUARD-043: in the browser, a link to sign-in or registration keeps the page it was followed from and opens the modal.
    const inPlace = services.authModal
      ? openAuthRouteInPlace(route?.id, {
          store: services.authModal,
          requestUrl: resolved.url,
          currentUrl: currentPageUrl(),
          registrationOpensAsModal: () =>
            registrationOpeningAt({
              routeId: undefined,
              settings: { isRegistrationAvailable: resolved.config.isRegistrationAllowed && !resolved.config.isVipDomain, ...shellAuthConfig(resolved.config) },
              search: resolved.url.search,
              cookies: resolved.cookies,
              deviceId: readDeviceId(browserStorage()),
            }) === 'modal',
        })
      : undefined;
    if (inPlace) throw replace(inPlace);
    // Withdrawal routes ask the user config: identification and the registration's personal data first (GUARD-020).
    const withdrawalTo = await withdrawalRedirect(route, resolved, resolved.language.lng, services);
    if (withdrawalTo) throw redirect(withdrawalTo);
    // Route 500 is the error page with status 500 (S2 §2): it renders normally, only the status differs.
    if (route?.id === 'server-error') return data({ routeId: route.id }, { status: 500 });
    return { routeId: route?.id ?? NOT_FOUND_ROUTE_ID };
  };
}

/**
 * The sign-in state the shell was last rendered with, in the browser. A sign-in's revalidation can be cut short by a
 * navigation (the player leaves the page at once), which would leave the header signed out: a navigation reloads
 * the shell whenever the session cookie no longer matches it.
 */
export interface ShellSessionWatch {
  saw(isSignedIn: boolean): void;
  isStale(): boolean;
}

export function createShellSessionWatch(readCookies: () => Record<string, string> = readRequestCookies): ShellSessionWatch {
  let shown: boolean | undefined;
  return {
    saw(isSignedIn) {
      shown = isSignedIn;
    },
    isStale() {
      return isBrowser() && shown !== undefined && readSession(readCookies()).isSignedIn !== shown;
    },
  };
}

// The shell reloads when the language changes, on an explicit revalidate (sign-in, theme), or when the session
// changed under it; not on every navigation.
const shellRevalidation =
  (watch: ShellSessionWatch) =>
  ({ currentParams, nextParams, currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) =>
    currentParams.lng !== nextParams.lng || currentUrl.href === nextUrl.href || watch.isStale();

function ShellRoot({ services, watch }: { services: RouterServices; watch: ShellSessionWatch }) {
  const shell = useLoaderData() as ShellData;
  useEffect(() => watch.saw(shell.isSignedIn), [watch, shell.isSignedIn]);
  const i18n = useMemo(() => createI18n(shell.lng, shell.messages), [shell.lng, shell.messages]);
  useDocumentLanguage(shell.lng);
  useWindowWidthCookie();
  const routeId = useMatches().at(-1)?.id;
  return (
    <I18nextProvider i18n={i18n}>
      {/* A fresh SWR cache per render root: no data leaks between requests on the server. */}
      <SWRConfig value={{ provider: () => new Map() }}>
        {/* The player's session and the analytics queue, one per render root (spec: S1 §4, S2 §4). */}
        <AnalyticsProvider startDelayMs={analyticsStartDelayMs(routeId)}>
          {/* Client navigations the guards cancel: the blocked-navigation flag and the recharge modal (GUARD-025, GUARD-030). */}
          <NavigationGuard isRechargeModal={shell.isRechargeModal}>
            <SessionProvider lng={shell.lng} isSignedIn={shell.isSignedIn} autoLogoffMinutes={shell.auth.autoLogoffMinutes} googleOneTap={shell.auth.googleOneTap} isTermsPolling={shell.auth.isTermsPolling} defaultCurrency={shell.auth.defaultCurrency} reloadConfig={() => services.siteConfig.clear()} authModal={services.authModal}>
              <IdentificationBonusPrompt lng={shell.lng} config={shell} />
              <Outlet />
            </SessionProvider>
          </NavigationGuard>
        </AnalyticsProvider>
      </SWRConfig>
    </I18nextProvider>
  );
}

/** A route whose lazy page chunk failed to load reloads the page, at most once a minute (spec: S1 §8; ERR-007). */
function useChunkErrorReload(error: unknown): void {
  useEffect(() => {
    if (isChunkLoadError(error)) reloadAfterChunkError({ storage: browserSessionStorage(), now: Date.now, reload: reloadPage });
  }, [error]);
}

function LayoutError({ Layout, app }: { Layout: ComponentType<{ children: ReactNode }>; app: AppComposition }) {
  const error = useRouteError();
  useChunkErrorReload(error);
  // Unknown paths get the technical page inside the main layout, wherever the path almost matched.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <app.layouts.main>
        <app.NotFoundPage />
      </app.layouts.main>
    );
  }
  // Anything unexpected is logged and the page carries on with the error view (spec: S2 §8).
  console.error(error);
  return (
    <Layout>
      <app.ServerErrorPage />
    </Layout>
  );
}

function RootError({ app }: { app: AppComposition }) {
  const error = useRouteError();
  useChunkErrorReload(error);
  console.error(error);
  return <app.ServerErrorPage />;
}

/**
 * The react-router route objects of an app, built from the one route table: `/` picks a language, `/:lng`
 * holds the shell, each layout groups its routes, and unknown paths end in the main layout's 404 page.
 */
export function createAppRoutes(app: AppComposition, services: RouterServices): RouteObject[] {
  const watch = createShellSessionWatch();
  const layoutRoutes: RouteObject[] = LAYOUTS.map((layoutId) => {
    const Layout = app.layouts[layoutId];
    const children: RouteObject[] = ROUTES.filter((r) => r.layout === layoutId).map((def) => {
      const page = app.pages[def.id] ?? app.NotFoundPage;
      const view = isLazyPage(page) ? { lazy: async () => ({ Component: await page.lazy() }) } : { Component: page };
      const base = { id: def.id, loader: pageLoader(def, services), handle: { route: def } satisfies RouteHandle, ...view };
      return def.path === '' ? { ...base, index: true as const } : { ...base, path: def.path };
    });
    if (layoutId === 'main') {
      children.push({ id: NOT_FOUND_ROUTE_ID, path: '*', loader: pageLoader(undefined, services), element: <app.NotFoundPage /> });
    }
    return {
      id: `layout-${layoutId}`,
      element: (
        <Layout>
          <Outlet />
        </Layout>
      ),
      errorElement: <LayoutError Layout={Layout} app={app} />,
      children,
    };
  });

  return [
    {
      id: 'root',
      path: '/',
      errorElement: <RootError app={app} />,
      children: [
        { index: true, loader: pageLoader(undefined, services) },
        { id: 'lng', path: ':lng', loader: shellLoader(services), shouldRevalidate: shellRevalidation(watch), element: <ShellRoot services={services} watch={watch} />, children: layoutRoutes },
      ],
    },
  ];
}
