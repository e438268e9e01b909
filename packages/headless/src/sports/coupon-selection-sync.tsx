import { useEffect } from 'react';
import { subscribe } from 'valtio/vanilla';
import { useOptionalCouponStore } from '../coupon/use-coupon.ts';
import { useSportsServices } from './sports-context.tsx';

/**
 * Keeps the sports pages' selection store in step with the coupon of the nearest `CouponProvider` and hands it the
 * coupon's `addBet` and `removeBet`, once the coupon's engine has loaded (just after hydration; a pick made before is
 * kept by the selection store and added then). Render it once per page, next to (not around) the lists: it reads the
 * coupon's bets in an effect, so neither it nor the lists re-render on a coupon change.
 */
export function CouponSelectionSync(): null {
  const { selection } = useSportsServices();
  const store = useOptionalCouponStore();
  useEffect(() => {
    if (!store) return;
    selection.connect({ addBet: store.addBet, removeBet: store.removeBet });
    selection.sync(store.state.bets);
    const stopWatching = subscribe(store.state, () => selection.sync(store.state.bets));
    return () => {
      stopWatching();
      selection.connect(null);
    };
  }, [selection, store]);
  return null;
}
