import { useEffect } from 'react';
import { useCouponSelections } from '../coupon/use-coupon.ts';
import { useSportsServices } from './sports-context.tsx';

/**
 * Keeps the sports pages' selection store in step with the coupon of the nearest `CouponProvider` and hands it the
 * coupon's `addBet` and `removeBet`. Render it once per page, next to (not around) the lists: it re-renders on
 * every coupon change, the lists do not.
 */
export function CouponSelectionSync(): null {
  const { selection } = useSportsServices();
  const { bets, addBet, removeBet } = useCouponSelections();
  useEffect(() => {
    selection.connect({ addBet, removeBet });
    return () => selection.connect(null);
  }, [selection, addBet, removeBet]);
  useEffect(() => selection.sync(bets), [selection, bets]);
  return null;
}
