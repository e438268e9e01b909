import type { RouteDefinition } from './route-types.ts';

export interface RedirectTarget {
  location: string;
  /** 301 for paths that moved for good (old promotions, legacy games), 302 otherwise. */
  status: 301 | 302;
}

const withQuery = (path: string, search: URLSearchParams) => {
  const query = search.toString();
  return query ? `${path}?${query}` : path;
};

/** Where a redirect route sends the user (spec: S2 §2, S1 §2; paths in docs/decisions.md). The query string is kept. */
export function redirectTarget(route: RouteDefinition, params: Record<string, string | undefined>, url: URL, lng: string): RedirectTarget | undefined {
  const search = new URLSearchParams(url.search);
  const to = (path: string, status: 301 | 302 = 302): RedirectTarget => ({ location: withQuery(path ? `/${lng}/${path}` : `/${lng}`, search), status });
  switch (route.id) {
    case 'forgot-password':
      // Home with showForgotPasswordModal=1 added to the existing query (S2 §2).
      search.set('showForgotPasswordModal', '1');
      return to('');
    case 'coupon':
      return to('');
    case 'old-registration':
      return to('registration');
    case 'landing-redirect':
      return to(params.landingId ? `landing-page/${encodeURIComponent(params.landingId)}` : '');
    case 'legacy-casino-game':
    case 'legacy-slots-game':
      return to(`slots/game/${encodeURIComponent(params.gameId ?? '')}/${encodeURIComponent(params.gameName ?? 'game')}`, 301);
    default:
      if (route.id.startsWith('old-promotion-')) return to(`promotions/${encodeURIComponent(params.name ?? '')}`, 301);
      return undefined;
  }
}

/** Bonus routes and their offer equivalents, swapped by the promo-bonus-to-offer setting (S2 §2). */
export const BONUS_OFFER_SWAP: Record<string, { counterpart: string; isOffer: boolean; prefix: string; counterpartPrefix: string }> = {
  bonuses: { counterpart: 'offers', isOffer: false, prefix: 'bonuses', counterpartPrefix: 'offers' },
  'bonus-rules': { counterpart: 'offer-rules', isOffer: false, prefix: 'bonus-rules', counterpartPrefix: 'offer-rules' },
  offers: { counterpart: 'bonuses', isOffer: true, prefix: 'offers', counterpartPrefix: 'bonuses' },
  'offer-rules': { counterpart: 'bonus-rules', isOffer: true, prefix: 'offer-rules', counterpartPrefix: 'bonus-rules' },
};
