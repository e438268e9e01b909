import { COUPON_TYPE, betIdOf, type CouponBet, type CouponTypeId } from './coupon-types.ts';
import { calcSystemBet, effectiveOdds, isValidOdds } from './system-bets.ts';
import { sanitiseAmount } from './money.ts';
import { calcBlocksWin, calcChainWin } from './chain-block.ts';

// spec: site-routes §5 "Possible win is amount times coefficient (or exact coefficient)"; docs/decisions.md COUPON-052.

/** The express coefficient: product of the selections' odds (void ones count 1); 0 when empty or any odds are invalid. */
export function couponCoef(bets: readonly CouponBet[]): number {
  if (bets.length === 0) return 0;
  const odds = bets.map(effectiveOdds);
  if (!odds.every(isValidOdds)) return 0;
  return sanitiseAmount(odds.reduce((product, value) => product * value, 1));
}

export interface PossibleWinInput {
  typeId: CouponTypeId;
  bets: readonly CouponBet[];
  /** The coupon stake; for singles, the stake of a bet without its own amount. */
  amount: number;
  /** Singles: each bet's own stake. */
  amountByBetId?: Readonly<Record<string, number>>;
  /** Blocks: each block's own stake (a block without one takes `amount`). */
  amountByBlockId?: Readonly<Record<string, number>>;
  /** Express: when above 0, the coefficient the player fixed (spec: site-routes §5). */
  exactCoef?: number;
  systemValue: number;
  /** When above 0, no payout goes beyond it. */
  maxPayout?: number;
}

export interface PossibleWin {
  /** What the coupon pays if everything wins. */
  possibleWin: number;
  /** The smallest winning return. */
  minWin: number;
  /** The largest return (equals possibleWin). */
  maxWin: number;
}

const NOTHING: PossibleWin = { possibleWin: 0, minWin: 0, maxWin: 0 };

function winOf(typeId: CouponTypeId, input: PossibleWinInput, amount: number): PossibleWin {
  const { bets } = input;
  if (bets.length === 0) return NOTHING;
  if (typeId === COUPON_TYPE.EXPRESS) {
    const exact = sanitiseAmount(input.exactCoef);
    const win = amount * (exact > 0 ? exact : couponCoef(bets));
    return { possibleWin: win, minWin: win, maxWin: win };
  }
  if (typeId === COUPON_TYPE.SINGLES) {
    const returns = bets.map((bet) => {
      const own = input.amountByBetId?.[betIdOf(bet)];
      const stake = own === undefined ? amount : sanitiseAmount(own);
      const odds = effectiveOdds(bet);
      return isValidOdds(odds) ? stake * odds : Number.NaN;
    });
    if (returns.some(Number.isNaN)) return NOTHING;
    const total = returns.reduce((sum, value) => sum + value, 0);
    // Singles are 1-of-n with their own stakes: the smallest winning return is the smallest single return.
    return { possibleWin: total, minWin: Math.min(...returns), maxWin: total };
  }
  if (typeId === COUPON_TYPE.SYSTEM) {
    const { maxWin, minWin } = calcSystemBet({ bets, typeId, systemValue: input.systemValue, amount });
    return { possibleWin: maxWin, minWin, maxWin };
  }
  if (typeId === COUPON_TYPE.CHAIN) {
    const { maxWin, minWin } = calcChainWin(amount, bets.map(effectiveOdds));
    return { possibleWin: maxWin, minWin, maxWin };
  }
  if (typeId === COUPON_TYPE.BLOCKS) {
    const { maxWin, minWin } = calcBlocksWin(bets, input.amountByBlockId ?? {}, amount);
    return { possibleWin: maxWin, minWin, maxWin };
  }
  return NOTHING;
}

/**
 * Possible, minimum and maximum win of a coupon. Never negative or NaN: invalid input gives 0.
 * @example calcPossibleWin({ typeId: 1, bets, amount: 10, systemValue: 2 }).possibleWin // 10 × product of odds
 */
export function calcPossibleWin(input: PossibleWinInput): PossibleWin {
  const amount = sanitiseAmount(input.amount);
  const win = winOf(input.typeId, input, amount);
  const cap = sanitiseAmount(input.maxPayout);
  // A sum past the largest double (absurd stakes or odds) stays the largest amount there is, never 0.
  const capped = (value: number) => sanitiseAmount(Math.min(cap > 0 ? Math.min(value, cap) : value, Number.MAX_VALUE));
  const maxWin = capped(win.maxWin);
  // What garbage input leaves undefined (NaN) is 0; the minimum never tops the maximum.
  return { possibleWin: capped(win.possibleWin), minWin: Math.min(capped(win.minWin), maxWin), maxWin };
}
