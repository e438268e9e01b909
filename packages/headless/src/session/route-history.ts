import { useEffect, useRef, type RefObject } from 'react';
import { writeSiteCookie } from '../env/site-cookies.ts';
import { registrationReturnCookies } from './after-auth.ts';

export interface RouteHistory {
  current?: string;
  pathname?: string;
  previous?: string;
}

/** The route before the current one in this tab (AUTH-008 "previous route"); query changes on one page do not count. */
export function useRouteHistory(pathname: string, search: string): RefObject<RouteHistory> {
  const paths = useRef<RouteHistory>({});
  useEffect(() => {
    const seen = paths.current;
    if (seen.pathname !== undefined && seen.pathname !== pathname) seen.previous = seen.current;
    seen.current = `${pathname}${search}`;
    seen.pathname = pathname;
  }, [pathname, search]);
  return paths;
}

/** spec: S2 §3, redirect_url and from_url are kept while registration is open, for the redirect after it (AUTH-038). */
export function useRegistrationReturn(routeId: string | undefined, search: string, paths: RefObject<RouteHistory>): void {
  useEffect(() => {
    if (routeId !== 'registration' && routeId !== 'registration-type') return;
    const { redirectUrl, fromUrl } = registrationReturnCookies({ search, previousPath: paths.current.previous });
    if (redirectUrl) writeSiteCookie('redirectUrl', redirectUrl);
    if (fromUrl) writeSiteCookie('fromUrl', fromUrl);
  }, [routeId, search, paths]);
}
