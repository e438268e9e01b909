import { useEffect, useMemo, useRef, useState } from 'react';
import { initialOddsMovement, nextOddsMovement, oddsMovedRemainingMs, shownOddsDirection, type OddsDirection, type OddsMovement } from '../odds/odds-movement.ts';
import { betIdOf, type CouponBet } from '../coupon/coupon-types.ts';

/**
 * Which way each selection's price last moved, shown for 3 s after the move (docs/decisions.md "A price change stays
 * marked as moved for 3000 ms"): `up`, `down` or `none`, by bet id.
 */
export function useOddsMovement(bets: readonly CouponBet[], now: () => number = Date.now): Record<string, OddsDirection> {
  const movements = useRef(new Map<string, OddsMovement>());
  const [tick, setTick] = useState(0);

  const directions = useMemo(() => {
    void tick;
    const at = now();
    const seen = new Set<string>();
    const shown: Record<string, OddsDirection> = {};
    for (const bet of bets) {
      const id = betIdOf(bet);
      seen.add(id);
      const previous = movements.current.get(id);
      const next = previous ? nextOddsMovement(previous, bet.market.coef, at) : initialOddsMovement(bet.market.coef);
      movements.current.set(id, next);
      shown[id] = shownOddsDirection(next, at);
    }
    for (const id of [...movements.current.keys()]) if (!seen.has(id)) movements.current.delete(id);
    return shown;
  }, [bets, now, tick]);

  useEffect(() => {
    const at = now();
    const waits = [...movements.current.values()].map((movement) => oddsMovedRemainingMs(movement, at)).filter((ms): ms is number => ms !== null);
    if (waits.length === 0) return;
    const timer = setTimeout(() => setTick((value) => value + 1), Math.min(...waits) + 1);
    return () => clearTimeout(timer);
  }, [directions, now]);

  return directions;
}
