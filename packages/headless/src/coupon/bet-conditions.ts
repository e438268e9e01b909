import { GAME_STATUS_FINISHED, GAME_STATUS_LIVE, betIdOf, type CouponBet } from './coupon-types.ts';

// spec: site-routes §4 "Bet conditions".

/** A locked bet cannot be placed: it is blocked, dependent or banned from express. */
export function isLocked(bet: CouponBet): boolean {
  return bet.isBlocked || bet.isDepend || bet.isBannedExpress;
}

/** The bet's game is over: finished, or game status 4. */
export function isFinished(bet: CouponBet): boolean {
  return bet.isFinished || bet.gameStatusId === GAME_STATUS_FINISHED;
}

/** The bet is in play: not finished, and the clock runs, it is live-in-live, the game status is 2 or 3, or the market is live. */
export function isLive(bet: CouponBet): boolean {
  if (isFinished(bet)) return false;
  return (
    bet.gameTime !== null ||
    bet.isLiveInLive ||
    (bet.gameStatusId !== null && GAME_STATUS_LIVE.includes(bet.gameStatusId)) ||
    bet.market.isLive
  );
}

/** Ids of bets that share their game with another selection in the coupon (the bonus bet belongs to no game). */
export function dependentBetIds(bets: readonly CouponBet[]): Set<string> {
  const byGame = new Map<number, string[]>();
  for (const bet of bets) {
    if (bet.isBonusBet) continue;
    const ids = byGame.get(bet.market.gameId) ?? [];
    ids.push(betIdOf(bet));
    byGame.set(bet.market.gameId, ids);
  }
  return new Set([...byGame.values()].filter((ids) => ids.length > 1).flat());
}

/** The bets with `isDepend` set exactly on selections from a game that has another selection in the coupon. */
export function markDependentBets(bets: readonly CouponBet[]): CouponBet[] {
  const dependent = dependentBetIds(bets);
  return bets.map((bet) => {
    const isDepend = dependent.has(betIdOf(bet));
    return bet.isDepend === isDepend ? bet : { ...bet, isDepend };
  });
}

/** Ids of the locked bets, in coupon order. */
export function lockedBetIds(bets: readonly CouponBet[]): string[] {
  return bets.filter(isLocked).map(betIdOf);
}
