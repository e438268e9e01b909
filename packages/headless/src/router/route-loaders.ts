import { data, redirect, replace, type LoaderFunctionArgs } from 'react-router-dom';
import { NOT_FOUND_ROUTE_ID } from '../routes/route-links.ts';
import type { RouteDefinition } from '../routes/route-types.ts';
import { loadMessages } from '../i18n/load-messages.ts';
import { allowedLanguages } from '../language/resolve-language.ts';
import { COOKIE } from '../env/environment.ts';
import { readSiteCookie } from '../env/site-cookies.ts';
import { currentPageUrl } from '../env/browser-session.ts';
import { browserStorage } from '../env/browser-storage.ts';
import { readDeviceId } from '../session/session-rules.ts';
import { shellAuthConfig } from '../session/shell-auth-config.ts';
import { registrationOpeningAt } from '../auth/auth-modal.ts';
import { brandBookCss } from '../site-config/brand-book.ts';
import { pwaSettings } from '../pwa/pwa-settings.ts';
import { isLimitSectionDisabled } from '../limits/limit-sections.ts';
import { readDisplayMode } from '../settings/display-mode.ts';
import { guardRoute } from './guard-route.ts';
import { openAuthorizationBlock, openAuthRouteInPlace } from './authorization-block.ts';
import { resolveRequest, type RouterServices } from './resolve-request.ts';
import { withdrawalRedirect } from './withdrawal-guard.ts';
import type { ShellData } from './shell-data.ts';

/** The `lng` route's loader: language, messages, theme, sign-in state and the site settings the shell shows. */
export function shellLoader(services: RouterServices) {
  return async ({ request }: LoaderFunctionArgs): Promise<ShellData> => {
    const { cookies, session, config, language } = await resolveRequest(request, services);
    if (language.kind === 'redirect') throw redirect(language.location);
    const allowed = new Set(allowedLanguages({ languages: config.languages, isSignedIn: session.isSignedIn, hasUaCookie: readSiteCookie(cookies, 'ua') !== undefined }));
    return {
      lng: language.lng,
      messages: await loadMessages(language.lng),
      theme: cookies[COOKIE.theme] === '1' ? 'dark' : 'light',
      followsSystemTheme: cookies[COOKIE.theme] !== '0' && cookies[COOKIE.theme] !== '1',
      isSignedIn: session.isSignedIn,
      cookiesAgreeType: readSiteCookie(cookies, 'cookiesAgreeType') ?? null,
      languages: config.languages.filter((l) => allowed.has(l.code)).map(({ code, nativeName }) => ({ code, nativeName })),
      companyName: config.companyName,
      isRegistrationAvailable: config.isRegistrationAllowed && !config.isVipDomain,
      isRightColumnHidden: cookies[COOKIE.hideRight] === '1',
      isProduction: services.isProduction,
      timezoneOffset: readSiteCookie(cookies, 'tzo'),
      availableRoutes: config.availableRoutes,
      maintenanceEndsAt: config.maintenance.ended_at ?? config.maintenance.finishAt ?? null,
      notices: {
        minimumAge: config.isAgeConfirmation,
        isNewSiteModal: config.isNewSiteModal ?? false,
        privacyUpdatedAt: config.privacyUpdatedAt ?? null,
        countryId: config.countryId ?? null,
      },
      auth: shellAuthConfig(config),
      brandCss: brandBookCss(config.partnerCssBrandBook),
      settingsDefaults: config.settingsDefaults ?? null,
      isRechargeModal: config.isRechargeModal ?? false,
      isIdentificationAvailable: config.isIdentificationAvailable,
      isSelfExcludeReasonsAvailable: config.isSelfExcludeReasonsAvailable ?? false,
      isFatmanAnalyticsAvailable: config.isFatmanAnalyticsAvailable,
      isExtraLimitsSectionDisabled: isLimitSectionDisabled(config.disabledLimitSections, 'EXTRA_LIMITS'),
      pwa: pwaSettings(config),
      display: readDisplayMode(cookies),
      assetPath: { isFlexible: config.isFlexibleAssetPath, iconsVersion: readSiteCookie(cookies, 'iconsVersion') },
    };
  };
}

/** A page route's loader: the guard pipeline (redirect, 404, sign-in in place, withdrawal checks), then the route id. */
export function pageLoader(route: RouteDefinition | undefined, services: RouterServices) {
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

