// The submission object the coupon is placed with (spec: site-routes §3 "Coupon submission object").
import { COUPON_TYPE, ONE_CLICK_CHANGE_COEF_ACTION, betIdOf, type CouponBet, type CouponSubmission } from './coupon-types.ts';
import { calcBlocksWin } from './chain-block.ts';
import { roundToMinorUnits } from './money.ts';
import type { CouponModel, SubmissionExtras } from './coupon-store-types.ts';

/** The coupon as it is placed, without its idempotency key; `iso` is the currency that rounds the stakes. */
export function buildSubmission(
  state: CouponModel,
  iso: string,
  userId: number,
  accountId: number | null | undefined,
  extras: SubmissionExtras,
): Omit<CouponSubmission, 'idempotencyKey'> {
  const isSingles = state.typeId === COUPON_TYPE.SINGLES;
  const stakeOf = (bet: CouponBet) => state.amountByBetId[betIdOf(bet)] ?? state.amount;
  // Blocks: every block's stake is written out (the coupon's stake for a block without its own); the amount is their sum.
  const blocks = state.typeId === COUPON_TYPE.BLOCKS ? calcBlocksWin(state.bets, state.amountByBlockId, state.amount) : null;
  const amountByBlockId = blocks ? Object.fromEntries(blocks.blocks.map((block) => [String(block.blockId), block.stake])) : { ...state.amountByBlockId };
  const amount = blocks ? roundToMinorUnits(blocks.totalStake, iso) : state.amount;
  const total = isSingles ? state.bets.reduce((sum, bet) => sum + stakeOf(bet), 0) : amount;
  return {
    id: extras.id ?? null,
    accountId: accountId === undefined ? state.accountId : accountId,
    amount,
    amountByBlockId,
    bets: state.bets.map((bet) => ({
      id: betIdOf(bet),
      coef: bet.market.coef,
      gameId: bet.market.gameId,
      marketTypeId: bet.market.typeId,
      kind: bet.market.kind,
      typeId: bet.typeId,
      blockId: bet.blockId,
      ...(isSingles ? { amount: stakeOf(bet) } : {}),
    })),
    changeCoefAction: state.settings.isActiveOneClick ? ONE_CLICK_CHANGE_COEF_ACTION : state.settings.changeCoefAction,
    coef: state.coef,
    coefByView: state.coefByView,
    coefViewId: extras.coefViewId ?? 0,
    exactCoef: state.settings.exactCoef,
    isDropOnScoreChange: state.settings.isDropOnScoreChange,
    prepaidAmount: Math.min(state.availablePrepaidAmount, total),
    refId: extras.refId ?? 0,
    systemValue: state.systemValue,
    typeId: state.typeId,
    userId,
    hyperBonusPercent: state.hyperBonusPercent,
    minHyperBonusBetLimit: state.minHyperBonusBetLimit,
    maxHyperBonusLimit: state.maxHyperBonusLimit,
  };
}
