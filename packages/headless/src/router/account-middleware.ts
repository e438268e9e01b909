import type { SiteConfig } from '@bf/api-client/bff';
import { routeHref } from '../routes/route-links.ts';
import type { SessionSnapshot } from '../session/read-session.ts';
import { safeReturnPath } from './safe-return-path.ts';

/** The account app's two routes the access guard sends to in account-middleware mode (spec: S2 §2). */
export type AccountAppRoute = 'login' | 'account';

/**
 * The href of an account-app route for a language: the config's path template with `{lng}` filled in, or, when
 * the config names none, the site's own sign-in and office account routes (docs/decisions.md GUARD-022).
 * Only a path of this site ever comes out: a template that is not one falls back to the site's own route.
 */
export function accountAppHref(config: Pick<SiteConfig, 'accountApp'>, which: AccountAppRoute, lng: string): string {
  const template = which === 'login' ? config.accountApp?.loginPath : config.accountApp?.accountPath;
  const own = routeHref(which === 'login' ? 'login' : 'office-account', lng);
  if (!template) return own;
  return safeReturnPath(template.replaceAll('{lng}', encodeURIComponent(lng))) ?? own;
}

/**
 * Where an access denial goes in account-middleware mode (spec: S2 §2): a visitor to the account app's login route
 * with the language (GUARD-022; nothing is remembered, the account app owns sign-in), a signed-in player to the
 * account route with the language and the query kept (GUARD-024).
 */
export function accountMiddlewareDenial(config: Pick<SiteConfig, 'accountApp'>, session: Pick<SessionSnapshot, 'isSignedIn'>, lng: string, url: URL): string {
  if (!session.isSignedIn) return accountAppHref(config, 'login', lng);
  return `${accountAppHref(config, 'account', lng)}${url.search}`;
}
