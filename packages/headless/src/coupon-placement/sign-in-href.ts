import { routeHref } from '../routes/route-links.ts';
import { RETURN_URL_PARAM } from '../router/safe-return-path.ts';

/** The sign-in path with the way back to `path` (spec: S2 §2 return URL). */
export function signInHrefFor(lng: string, path: string): string {
  return `${routeHref('login', lng)}?${new URLSearchParams({ [RETURN_URL_PARAM]: path }).toString()}`;
}
