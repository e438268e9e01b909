// Settling the coupon: after every change, the fields derived from the selections (dependent bets, the bonus bet,
// the type a count allows, blocks and bankers, system options, the total odds) are brought back in line.
import { BANKER_BLOCK_ID, COUPON_TYPE, betIdOf } from './coupon-types.ts';
import { dependentBetIds } from './bet-conditions.ts';
import { calcSystemBet, clampSystemValue, isSystemPossible, splitBankers, systemOptions } from './system-bets.ts';
import { couponCoef } from './possible-win.ts';
import { CHAIN_MIN_BETS, FIRST_BLOCK_ID, assignBlocks } from './chain-block.ts';
import { bonusBetFactor, isBonusBetOffered, withoutBonusBet } from './bonus-bet.ts';
import type { CouponModel } from './coupon-store-types.ts';

const formatDecimalCoef = (coef: number): string => (coef > 0 ? String(Math.round(coef * 1000) / 1000) : '');

function pruneRecord(record: Record<string, unknown>, keep: Set<string>): void {
  for (const key of Object.keys(record)) if (!keep.has(key)) delete record[key];
}

/** A system's bankers and its other selections (the bonus bet is neither). */
export const systemSplitOf = (state: Pick<CouponModel, 'bets'>) => splitBankers(withoutBonusBet(state.bets), COUPON_TYPE.SYSTEM);

/**
 * Brings every derived field of the coupon back in line after a change; running it twice changes nothing.
 * `isBonusBetAvailable` is the site config's `isAvailableCouponBonusBet`.
 */
export function settleCoupon(state: CouponModel, isBonusBetAvailable: boolean): void {
  const systemSplit = () => systemSplitOf(state);
  const dependent = dependentBetIds(state.bets);
  for (const bet of state.bets) {
    const isDepend = dependent.has(betIdOf(bet));
    if (bet.isDepend !== isDepend) bet.isDepend = isDepend;
  }
  // The bonus bet follows the offer and its coefficient follows the count (spec: site-routes §5).
  const bonus = state.bets.find((bet) => bet.isBonusBet);
  if (bonus) {
    const offered = isBonusBetOffered({ isFeatureOn: isBonusBetAvailable, typeId: state.typeId, bets: state.bets, manuallyDeletedBonusBet: false });
    if (!offered) state.bets = state.bets.filter((bet) => !bet.isBonusBet);
    else {
      const factor = bonusBetFactor(withoutBonusBet(state.bets).length);
      if (bonus.market.coef !== factor) bonus.market.coef = factor;
    }
  }
  // Bankers exist only in a system, and a system needs 3 selections besides them.
  if (state.typeId === COUPON_TYPE.SYSTEM && !isSystemPossible(systemSplit().selections.length)) {
    state.typeId = COUPON_TYPE.EXPRESS;
  }
  // A chain and blocks need 2 selections (COUPON-026); fewer is an express.
  const isMulti = state.typeId === COUPON_TYPE.CHAIN || state.typeId === COUPON_TYPE.BLOCKS;
  if (isMulti && withoutBonusBet(state.bets).length < CHAIN_MIN_BETS) state.typeId = COUPON_TYPE.EXPRESS;
  if (state.typeId === COUPON_TYPE.BLOCKS) {
    // Every selection sits in a block from 1 on: a new one gets a block of its own.
    const blocks = assignBlocks(state.bets);
    for (const bet of state.bets) {
      const blockId = blocks.get(betIdOf(bet)) ?? FIRST_BLOCK_ID;
      if (bet.blockId !== blockId) bet.blockId = blockId;
    }
    pruneRecord(state.amountByBlockId, new Set(state.bets.map((bet) => String(bet.blockId))));
  } else {
    for (const bet of state.bets) {
      const keep = state.typeId === COUPON_TYPE.SYSTEM && bet.blockId === BANKER_BLOCK_ID;
      if (bet.blockId !== null && !keep) bet.blockId = null;
    }
    if (Object.keys(state.amountByBlockId).length > 0) state.amountByBlockId = {};
  }
  const { bankers, selections } = systemSplit();
  state.isActiveSystemBanker = bankers.length > 0;
  const systemValue = clampSystemValue(state.systemValue, selections.length);
  if (state.systemValue !== systemValue) state.systemValue = systemValue;
  state.systemValues = systemOptions({ selectionCount: selections.length, bankerCount: bankers.length, perComboMinAmount: state.minBetAmount });
  state.coef = couponCoef(state.bets);
  state.coefByView = formatDecimalCoef(state.coef);
  state.calcSystemsMin =
    state.typeId === COUPON_TYPE.SYSTEM
      ? calcSystemBet({ bets: state.bets, typeId: state.typeId, systemValue: state.systemValue, amount: state.amount }).minWin
      : 0;
  const ids = new Set(state.bets.map(betIdOf));
  pruneRecord(state.amountByBetId, ids);
  pruneRecord(state.addedAtByBetId, ids);
  pruneRecord(state.pendingCoefByBetId, ids);
  if (state.activePlaceBetIds.some((id) => !ids.has(id))) state.activePlaceBetIds = state.activePlaceBetIds.filter((id) => ids.has(id));
}
