import { RETURN_URL_PARAM } from '../router/safe-return-path.ts';
import { safeReturnPath } from '../router/safe-return-path.ts';
import { routeHref } from '../routes/route-links.ts';

/** `/{lng}/confirm?returnUrl=…` for the page the player was on (spec: S2 §7 "451 with exception_code 1"). */
export function confirmTermsHref(lng: string, returnPath: string | undefined): string {
  const base = routeHref('confirm-terms', lng);
  const back = safeReturnPath(returnPath);
  return back && !back.startsWith(base) ? `${base}?${new URLSearchParams({ [RETURN_URL_PARAM]: back }).toString()}` : base;
}
