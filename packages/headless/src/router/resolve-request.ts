import type { SiteConfig } from '@bf/api-client/bff';
import { COOKIE, readAcceptLanguage, readRequestCookies } from '../env/environment.ts';
import { checkLanguagePath, LANGUAGE_PREFIX, type LanguagePathDecision } from '../language/resolve-language.ts';
import { readSession, type SessionSnapshot } from '../session/read-session.ts';
import type { SiteConfigCache } from '../site-config/site-config-cache.ts';

/** What every loader of one request needs: cookies, session, config and the language decision. */
export interface ResolvedRequest {
  url: URL;
  cookies: Record<string, string>;
  session: SessionSnapshot;
  config: SiteConfig;
  language: LanguagePathDecision;
}

export interface RouterServices {
  siteConfig: SiteConfigCache;
  isProduction: boolean;
  now?: () => Date;
}

// Loaders of one navigation run in parallel; they share one resolution per Request.
const resolved = new WeakMap<Request, Promise<ResolvedRequest>>();

async function resolve(request: Request, services: RouterServices): Promise<ResolvedRequest> {
  const url = new URL(request.url);
  const cookies = readRequestCookies(request);
  const session = readSession(cookies, services.now?.().getTime());
  const pathLanguage = url.pathname.split('/')[1] ?? '';
  const cookieLanguage = cookies[COOKIE.language];
  const guess = LANGUAGE_PREFIX.test(pathLanguage) ? pathLanguage : cookieLanguage && LANGUAGE_PREFIX.test(cookieLanguage) ? cookieLanguage : 'en';
  let config = await services.siteConfig.get(guess);
  const language = checkLanguagePath(url.pathname, url.search, {
    cookieLanguage,
    acceptLanguage: readAcceptLanguage(request),
    defaultLanguage: config.defaultLanguage,
    languages: config.languages,
    isSignedIn: session.isSignedIn,
    hasUaCookie: COOKIE.ua in cookies,
  });
  if (language.lng !== guess) config = await services.siteConfig.get(language.lng);
  return { url, cookies, session, config, language };
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
