import type { CouponStore } from '../coupon/coupon-store.ts';
import { useSportsServices } from '../sports/sports-context.tsx';
import { useCouponOddsRefresh } from './use-coupon-odds-refresh.ts';

/** Refreshes the coupon's prices; a component of its own, so a price poll re-renders nothing else. */
export function CouponOddsRefresh({ store }: { store: CouponStore }) {
  const { api } = useSportsServices();
  useCouponOddsRefresh(store, api);
  return null;
}
