import { COUPON_TYPE, type CouponBet } from '../coupon/coupon-types.ts';
import { isFinished } from '../coupon/bet-conditions.ts';
import type { OddsDirection } from '../odds/odds-movement.ts';

// One selection as the slip lists it, apart from the slip's hook, so the messages that name selections need not import the hook.

/** Why a selection cannot be placed as it is (spec: site-routes §4 "Bet conditions"). */
export type SelectionLockReason = 'finished' | 'blocked' | 'dependent' | 'banned-express';

/** One selection as the slip lists it. */
export interface CouponSelectionView {
  id: string;
  /** "Team 1 – Team 2". */
  gameName: string;
  sportName: string;
  champName: string;
  marketName: string | null;
  outcomeName: string | null;
  /** The price in the player's odds format. */
  odds: string;
  /** A new price waiting for the player's confirmation, in the player's format. */
  pendingOdds: string | null;
  /** Which way the price moved: the last move (shown 3 s), or the held one. */
  movement: OddsDirection;
  /** "2:1" while the game runs. */
  score: string | null;
  isLive: boolean;
  /** Cannot be placed as it is; `lockReason` says why. */
  isLocked: boolean;
  lockReason: SelectionLockReason | null;
  isBonus: boolean;
  isBanker: boolean;
  /** The banker toggle applies (system coupons, a bet that may be one). */
  canBeBanker: boolean;
  /** Singles: this selection's own stake (the coupon's when it has none). */
  stake: number;
  /** Singles: stake × odds. */
  possibleWin: string | null;
  /** Blocks: the block this selection sits in; null otherwise. */
  blockId: number | null;
  /** Chains: whether the selection can move earlier or later in the chain; null otherwise. */
  chainMove: { canUp: boolean; canDown: boolean } | null;
}

/** Why a bet cannot be placed in a coupon of this type: finished, blocked, or (not for singles) dependent or banned from express. */
export function lockReasonOf(bet: CouponBet, typeId: number): SelectionLockReason | null {
  if (bet.isBonusBet) return null;
  if (isFinished(bet)) return 'finished';
  if (bet.isBlocked) return 'blocked';
  if (typeId === COUPON_TYPE.SINGLES) return null;
  if (bet.isDepend) return 'dependent';
  if (bet.isBannedExpress) return 'banned-express';
  return null;
}

