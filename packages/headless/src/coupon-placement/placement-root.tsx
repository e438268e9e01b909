import { useContext, useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import { createCouponApi } from '@bf/api-client/coupon';
import { CouponPlacementProvider } from './placement-context.tsx';
import { CouponPlacementInputsContext } from './placement-inputs.ts';
import { useCouponStore } from '../coupon/use-coupon.ts';
import { useSlotValue } from '../env/value-slot.ts';
import { useSportsServices } from '../sports/sports-context.tsx';

/**
 * The placement of the nearest `CouponRoot`'s coupon: put it around the bet slip or the print page (both load after
 * the page), and `usePlaceCoupon`, `useLoadCoupon`, `useSaveCoupon`, `useCouponSlip` and `useOneClickBet` work inside.
 */
export function CouponPlacementRoot({ children }: { children?: ReactNode }) {
  const slot = useContext(CouponPlacementInputsContext);
  if (!slot) throw new Error('CouponPlacementRoot needs a CouponRoot above it.');
  const inputs = useSlotValue(slot);
  // Waits (Suspense) while the coupon's engine loads: the slip and the print page load after the page anyway.
  const store = useCouponStore();
  const { http, ...value } = inputs;
  const api = useMemo(() => createCouponApi(http), [http]);
  // The odds format the player sees goes with the coupon (COUPON-005 coefViewId).
  const { coefViewId } = useSnapshot(useSportsServices().settings.state);
  return (
    <CouponPlacementProvider {...value} coefViewId={coefViewId} store={store} api={api}>
      {children}
    </CouponPlacementProvider>
  );
}
