import type { SiteConfig } from '@bf/api-client/bff';
import type { Block } from '@bf/api-client/blocks/block';
import type { RedirectLight } from '@bf/api-client/redirects/redirect-light';
import type { UserConfig } from '@bf/api-client/web-api/user-config';
import { COOKIE, readAcceptLanguage, readRequestCookies } from '../env/environment.ts';
import type { AuthModalStore } from '../auth/auth-modal.ts';
import { readSiteCookie } from '../env/site-cookies.ts';
import { checkLanguagePath, LANGUAGE_PREFIX, type LanguagePathDecision } from '../language/resolve-language.ts';
import { readSession, type SessionSnapshot } from '../session/read-session.ts';
import type { SiteConfigCache } from '../site-config/site-config-cache.ts';
import { blockingReasonOf, redirectCheckTarget } from './ban-and-block.ts';

/** What every loader of one request needs: cookies, session, config and the language decision. */
export interface ResolvedRequest {
  url: URL;
  cookies: Record<string, string>;
  session: SessionSnapshot;
  config: SiteConfig;
  language: LanguagePathDecision;
  /** The block check's blocking reason, if it found one (GUARD-033 to GUARD-035). */
  blockingReason?: number;
  /** Where the redirect check sends this address, if anywhere on this site (CALL-025, GUARD-042). */
  redirectTo?: string;
}

/** The per-navigation checks of the guard pipeline: the block check and the redirect check (spec: S2 §4, §7). */
export interface RouteChecks {
  /** `POST /blocks-api/api/v2/block` with the auth flag and the path; `token` signs the call in on the server. */
  block(input: { auth: boolean; url: string; token?: string }): Promise<Block>;
  /** `POST /redirects-api/api/v1/redirect-light` with the path. */
  redirect(url: string): Promise<RedirectLight>;
  /** The signed-in player's user config, for the withdrawal guard (GUARD-020); `token` signs the call in on the server. */
  userConfig?(token: string | undefined): Promise<UserConfig>;
  /** Addresses the current chain of check redirects went to (browser only); a navigation that stays ends the chain (GUARD-042). */
  redirected?: Set<string>;
}

export interface RouterServices {
  siteConfig: SiteConfigCache;
  isProduction: boolean;
  now?: () => Date;
  /** Without them (tests, tools) nothing is blocked or redirected by a check. */
  checks?: RouteChecks;
  /** The browser's sign-in modal, which the loaders open for a visitor's navigation to a signed-in-only route (GUARD-021). */
  authModal?: AuthModalStore;
}

/** The longest address the block and redirect checks are asked about (the reference API's limit). */
export const MAX_CHECKED_URL_LENGTH = 2048;

/** A failed check never stops the page: it counts as "no block" / "no redirect", and is logged. */
function settle<T>(promise: Promise<T> | undefined, what: string): Promise<T | undefined> {
  return (promise ?? Promise.resolve(undefined)).catch((error: unknown) => {
    console.warn(`${what} failed`, error instanceof Error ? error.message : error);
    return undefined;
  });
}

// Loaders of one navigation run in parallel; they share one resolution per Request.
const resolved = new WeakMap<Request, Promise<ResolvedRequest>>();

async function resolve(request: Request, services: RouterServices): Promise<ResolvedRequest> {
  const url = new URL(request.url);
  const cookies = readRequestCookies(request);
  const session = readSession(cookies, services.now?.().getTime());
  const path = `${url.pathname}${url.search}`;
  // Both checks run beside the config load; neither needs it. An address longer than the checks take is not sent.
  const checks = path.length <= MAX_CHECKED_URL_LENGTH ? services.checks : undefined;
  const block = settle(checks?.block({ auth: session.isSignedIn, url: path, token: session.isSignedIn ? cookies[COOKIE.userToken] : undefined }), 'block check');
  const redirectCheck = settle(checks?.redirect(path), 'redirect check');
  const pathLanguage = url.pathname.split('/')[1] ?? '';
  const cookieLanguage = readSiteCookie(cookies, 'language');
  const guess = LANGUAGE_PREFIX.test(pathLanguage) ? pathLanguage : (cookieLanguage ?? 'en');
  let config = await services.siteConfig.get(guess);
  const language = checkLanguagePath(url.pathname, url.search, {
    cookieLanguage,
    acceptLanguage: readAcceptLanguage(request),
    defaultLanguage: config.defaultLanguage,
    languages: config.languages,
    isSignedIn: session.isSignedIn,
    hasUaCookie: readSiteCookie(cookies, 'ua') !== undefined,
  });
  if (language.lng !== guess) config = await services.siteConfig.get(language.lng);
  const blockingReason = blockingReasonOf(await block, cookies);
  const redirectTo = redirectCheckTarget(await redirectCheck, url, checks?.redirected);
  if (redirectTo) services.checks?.redirected?.add(redirectTo);
  else services.checks?.redirected?.clear();
  return { url, cookies, session, config, language, blockingReason, redirectTo };
}

/** Resolves a request once, however many loaders ask. */
export function resolveRequest(request: Request, services: RouterServices): Promise<ResolvedRequest> {
  let hit = resolved.get(request);
  if (!hit) {
    hit = resolve(request, services);
    resolved.set(request, hit);
  }
  return hit;
}
