/**
 * Odds formats (coefViewId): the decimal price the server sends, shown the way the player chose.
 * Pure functions, no React (spec: site-routes §3 "Odds format ids"; RULES SPORT-002..005).
 */

/** Every odds format id the site knows (spec: site-routes §3; 14, 15, 16 are our choice, see docs/decisions.md). */
export const ODDS_FORMAT = {
  /** 0: decimal, 2 places: `1.53`. */
  decimal: 0,
  /** 1: fractional, the nearest price of the UK bookmaker ladder: `8/15`, evens `1/1`. */
  fractional: 1,
  /** 2: American moneyline: `+150`, `-200`. */
  american: 2,
  /** 4: Hong Kong, the profit per unit stake: `0.53`. */
  hongKong: 4,
  /** 5: Indonesian, American divided by 100: `1.50`, `-2.00`. */
  indonesian: 5,
  /** 6: Malay, between -1 and 1: `0.53`, `-0.67`. */
  malay: 6,
  /** 14: decimal to 3 places, for prices quoted to the thousandth: `1.952`. */
  decimalPrecise: 14,
  /** 15: implied probability, 100 / decimal: `65.4%`. */
  impliedProbability: 15,
  /** 16: exact fraction of the profit (denominator up to 100), no ladder rounding: `53/100`. */
  fractionalExact: 16,
} as const;

/** An odds format id (coefViewId). */
export type OddsFormatId = (typeof ODDS_FORMAT)[keyof typeof ODDS_FORMAT];

/** All odds format ids in ascending order: the allowed values of SPORT-006. */
export const ODDS_FORMAT_IDS: readonly OddsFormatId[] = [0, 1, 2, 4, 5, 6, 14, 15, 16];

/** True when `value` is one of the odds format ids. */
export function isOddsFormatId(value: unknown): value is OddsFormatId {
  return typeof value === 'number' && (ODDS_FORMAT_IDS as readonly number[]).includes(value);
}

/** What a bad price (NaN, 1 or less, above the maximum) shows instead of a number. */
export const NO_ODDS = '—';

export interface FormatOddsOptions {
  /** Decimal places for decimal, Hong Kong, Indonesian and Malay (default 2); id 14 always uses 3. */
  decimals?: number;
}

/** A fraction as bookmakers write it: not necessarily reduced (`6/4`, `100/30`). */
export interface OddsFraction {
  numerator: number;
  denominator: number;
}

// The standard UK bookmaker ladder (docs/decisions.md, "Fractional odds"): odds-on prices, evens, odds-against.
const LADDER: readonly (readonly [number, number])[] = [
  [1, 100], [1, 80], [1, 66], [1, 50], [1, 40], [1, 33], [1, 25], [1, 20], [1, 16], [1, 14], [1, 12], [1, 10], [1, 9],
  [1, 8], [1, 7], [1, 6], [1, 5], [2, 9], [1, 4], [2, 7], [3, 10], [1, 3], [4, 11], [2, 5], [4, 9], [1, 2], [8, 15],
  [4, 7], [8, 13], [4, 6], [8, 11], [4, 5], [5, 6], [10, 11], [1, 1], [21, 20], [11, 10], [6, 5], [5, 4], [11, 8],
  [6, 4], [13, 8], [7, 4], [15, 8], [2, 1], [9, 4], [5, 2], [11, 4], [3, 1], [10, 3], [7, 2], [4, 1], [9, 2], [5, 1],
  [11, 2], [6, 1], [13, 2], [7, 1], [15, 2], [8, 1], [17, 2], [9, 1], [10, 1], [11, 1], [12, 1], [14, 1], [16, 1],
  [18, 1], [20, 1], [22, 1], [25, 1], [28, 1], [33, 1], [40, 1], [50, 1], [66, 1], [80, 1], [100, 1], [125, 1],
  [150, 1], [200, 1], [250, 1], [300, 1], [400, 1], [500, 1], [750, 1], [1000, 1],
];

/** The fractional ladder from 1/100 to 1000/1 with evens (`1/1`), sorted by price. */
export const FRACTIONAL_LADDER: readonly OddsFraction[] = LADDER.map(([numerator, denominator]) => ({ numerator, denominator }));

/** The highest price we show; anything above is garbage (real books stop near 10 001), and it keeps every format finite. */
export const MAX_DECIMAL_ODDS = 1_000_000;

/** True for a usable decimal price: a number above 1 and at most {@link MAX_DECIMAL_ODDS}. */
export function isValidDecimalOdds(decimal: unknown): decimal is number {
  return typeof decimal === 'number' && decimal > 1 && decimal <= MAX_DECIMAL_ODDS;
}

/** Rounds half away from zero; the tiny nudge undoes binary error such as 2.005 - 1 = 1.00499… */
function roundTo(value: number, places: number): number {
  const factor = 10 ** places;
  const rounded = Math.sign(value) * Math.round(Math.abs(value) * factor + 1e-7);
  return rounded / factor + 0; // + 0 turns -0 into 0
}

function fixed(value: number, places: number): string {
  return roundTo(value, places).toFixed(places);
}

/** The decimal price a fraction stands for (profit + the stake). */
export function fractionToDecimal({ numerator, denominator }: OddsFraction): number {
  return 1 + numerator / denominator;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The fraction nearest to the profit `decimal - 1` with a denominator of at most `maxDenominator`, reduced,
 * numerator at least 1. Prices above the range come out as whole numbers over 1.
 */
export function exactFraction(decimal: number, maxDenominator = 100): OddsFraction {
  const profit = decimal - 1;
  let best: OddsFraction = { numerator: Math.max(1, Math.round(profit)), denominator: 1 };
  let bestError = Math.abs(best.numerator - profit);
  for (let denominator = 2; denominator <= maxDenominator && bestError > 1e-12; denominator += 1) {
    const numerator = Math.max(1, Math.round(profit * denominator));
    const error = Math.abs(numerator / denominator - profit);
    if (error < bestError - 1e-12) {
      best = { numerator, denominator };
      bestError = error;
    }
  }
  const divisor = gcd(best.numerator, best.denominator);
  return { numerator: best.numerator / divisor, denominator: best.denominator / divisor };
}

/**
 * The ladder price nearest to `decimal` (by the distance between the decimal prices; a tie goes to the shorter
 * price, so a player is never shown more than the book pays) and that distance relative to the price.
 */
export function nearestLadderPrice(decimal: number): { fraction: OddsFraction; error: number } {
  let fraction = FRACTIONAL_LADDER[0] as OddsFraction;
  let distance = Infinity;
  for (const step of FRACTIONAL_LADDER) {
    const stepDistance = Math.abs(fractionToDecimal(step) - decimal);
    if (stepDistance < distance - 1e-9) {
      fraction = step;
      distance = stepDistance;
    }
  }
  return { fraction, error: distance / decimal };
}

/**
 * The fractional price for a decimal: always the nearest price of the standard ladder, so one price always reads
 * the same way (4.13 and 3.96 both show 3/1). Beyond the ladder's top (1000/1) the whole number of profit, `n/1`.
 * @example toFractional(1.53) // { numerator: 8, denominator: 15 }
 */
export function toFractional(decimal: number): OddsFraction {
  const top = FRACTIONAL_LADDER[FRACTIONAL_LADDER.length - 1] as OddsFraction;
  if (decimal > fractionToDecimal(top)) return { numerator: Math.round(decimal - 1), denominator: 1 };
  return nearestLadderPrice(decimal).fraction;
}

/** American moneyline value: ≥ 2.0 → +round((d−1)×100), < 2.0 → −round(100/(d−1)). */
export function toAmerican(decimal: number): number {
  const profit = decimal - 1;
  return decimal >= 2 ? roundTo(profit * 100, 0) : -roundTo(100 / profit, 0);
}

/** The decimal price of an American moneyline (NaN for 0 or non-finite input). */
export function americanToDecimal(american: number): number {
  if (!Number.isFinite(american) || american === 0) return NaN;
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}

const fractionText = ({ numerator, denominator }: OddsFraction): string => `${numerator}/${denominator}`;

/**
 * Shows a decimal price in an odds format. A bad price (NaN, 1 or less, above {@link MAX_DECIMAL_ODDS}) shows `—`;
 * an unknown format id shows decimal (SPORT-006: unknown ids are ignored).
 * @example formatOdds(2.5, ODDS_FORMAT.fractional) // '6/4'
 * @example formatOdds(1.5, ODDS_FORMAT.american) // '-200'
 */
export function formatOdds(decimal: number, formatId: number, options: FormatOddsOptions = {}): string {
  if (!isValidDecimalOdds(decimal)) return NO_ODDS;
  const places = options.decimals ?? 2;
  const profit = decimal - 1;
  switch (formatId) {
    case ODDS_FORMAT.fractional:
      return fractionText(toFractional(decimal));
    case ODDS_FORMAT.american: {
      const american = toAmerican(decimal);
      return american > 0 ? `+${american}` : String(american);
    }
    case ODDS_FORMAT.hongKong:
      return fixed(profit, places);
    case ODDS_FORMAT.indonesian:
      return fixed(decimal >= 2 ? profit : -1 / profit, places);
    case ODDS_FORMAT.malay:
      return fixed(decimal <= 2 ? profit : -1 / profit, places);
    case ODDS_FORMAT.decimalPrecise:
      return fixed(decimal, 3);
    case ODDS_FORMAT.impliedProbability:
      return `${fixed(100 / decimal, 1)}%`;
    case ODDS_FORMAT.fractionalExact:
      return fractionText(exactFraction(decimal));
    default:
      return fixed(decimal, places);
  }
}
