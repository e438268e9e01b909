import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CouponApi } from '@bf/api-client/coupon';
import type { CouponPlacementInputs } from './placement-inputs.ts';
import type { CouponStore } from '../coupon/coupon-store.ts';
import { useOptionalAnalytics } from '../analytics/analytics-provider.tsx';
import { ANALYTICS_EVENT } from '../analytics/analytics-events.ts';
import { createPlacementStore, type PlacementStore } from './placement-store.ts';

/** What the placement hooks share under one coupon: the coupon and the player, its placement store and API. */
export interface CouponPlacementValue extends Omit<CouponPlacementInputs, 'http'> {
  /** The odds format the player sees (`@bf/headless/odds` ids). */
  coefViewId: number;
  store: CouponStore;
  placement: PlacementStore;
  api: Pick<CouponApi, 'place' | 'loadByCode' | 'save'>;
}

const CouponPlacementContext = createContext<CouponPlacementValue | null>(null);

export interface CouponPlacementProviderProps extends Omit<CouponPlacementValue, 'placement'> {
  children?: ReactNode;
}

/**
 * Gives its subtree the placement of one coupon store. The placement store lives as long as the provider (one per
 * request on the server); the latest sign-in action is always the one called.
 */
export function CouponPlacementProvider({ children, ...value }: CouponPlacementProviderProps) {
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  });
  const analytics = useOptionalAnalytics();
  const [placement] = useState(() =>
    createPlacementStore({
      coupon: value.store,
      api: { place: (body, options) => latest.current.api.place(body, options) },
      onSignInRequired: () => latest.current.goToSignIn(),
      // spec: S2 §7, event 10000: a successful bet (ANLT-009).
      onPlaced: (success) => analytics?.track(ANALYTICS_EVENT.successfulBet, { couponId: success.id, typeId: success.typeId, amount: success.amount, coef: success.coef ?? 0, betCount: success.betCount, iso: success.iso }),
    }),
  );
  const { store, api, isSignedIn, userId, lng, signInHref, goToSignIn, coefViewId, refId, config } = value;
  const context = useMemo(
    () => ({ store, api, isSignedIn, userId, lng, signInHref, goToSignIn, coefViewId, refId, config, placement }),
    [store, api, isSignedIn, userId, lng, signInHref, goToSignIn, coefViewId, refId, config, placement],
  );
  return <CouponPlacementContext.Provider value={context}>{children}</CouponPlacementContext.Provider>;
}

/** The placement of the nearest coupon; throws outside {@link CouponPlacementProvider} (or `CouponPlacementRoot`). */
export function useCouponPlacementContext(): CouponPlacementValue {
  const value = useContext(CouponPlacementContext);
  if (!value) throw new Error('The coupon placement hooks need a CouponPlacementRoot (or CouponPlacementProvider) above them.');
  return value;
}
