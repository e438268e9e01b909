import { betIdOf, type CouponBet, type CouponTypeId } from './coupon-types.ts';
import { effectiveOdds, isValidOdds } from './system-bets.ts';
import { sanitiseAmount } from './money.ts';
import { FALLBACK_CURRENCY_ISO } from './amount-steps.ts';
import { couponPayout } from './payout.ts';

// spec: site-routes §5 "Possible win is amount times coefficient (or exact coefficient)"; docs/decisions.md COUPON-052
// and "One payout rule" (payout.ts: the same function the reference API prices coupons with).

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
  /** The currency whose minor unit the payouts are rounded to (RUB's kopecks by default). */
  iso?: string;
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

/**
 * Possible, minimum and maximum win of a coupon, by the one payout rule (`couponPayout`): the slip shows what the
 * reference API records. Never negative or NaN: invalid input gives 0.
 * @example calcPossibleWin({ typeId: 1, bets, amount: 100, systemValue: 2, iso: 'RUB' }).possibleWin // 542.88 for 2.08 × 2.61
 */
export function calcPossibleWin(input: PossibleWinInput): PossibleWin {
  const { bets } = input;
  if (bets.length === 0) return NOTHING;
  const payout = couponPayout({
    typeId: input.typeId,
    odds: bets.map(effectiveOdds),
    stake: sanitiseAmount(input.amount),
    stakes: bets.map((bet) => {
      const own = input.amountByBetId?.[betIdOf(bet)];
      return own === undefined ? undefined : sanitiseAmount(own);
    }),
    blockIds: bets.map((bet) => bet.blockId),
    amountByBlockId: input.amountByBlockId,
    systemValue: input.systemValue,
    exactCoef: sanitiseAmount(input.exactCoef),
    iso: input.iso ?? FALLBACK_CURRENCY_ISO,
  });
  const cap = sanitiseAmount(input.maxPayout);
  // A sum past the largest double (absurd stakes or odds) stays the largest amount there is, never 0.
  const capped = (value: number) => sanitiseAmount(Math.min(cap > 0 ? Math.min(value, cap) : value, Number.MAX_VALUE));
  const maxWin = capped(payout.possibleWin);
  // What garbage input leaves undefined (NaN) is 0; the minimum never tops the maximum.
  return { possibleWin: maxWin, minWin: Math.min(capped(payout.minWin), maxWin), maxWin };
}
