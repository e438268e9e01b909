// What a stake may be: the operator's limits by currency and coupon type, and how typed text becomes a stake.
// Pure and shared: the slip shows and checks these before placing, and the reference API refuses by the same rules
// (apps/api/src/sports/coupon-service.ts imports this file through `@bf/headless/coupon/stake-rules`).

import { minorUnits } from './money.ts';

/** Rubles per unit of each demo currency, for the limits below (a reference operator needs no live rates). */
export const RUB_RATES: Readonly<Record<string, number>> = { RUB: 1, USD: 90, EUR: 98, KZT: 0.19, UAH: 2.2, BRL: 16, TRY: 2.7, AZN: 53 };
/** Stake limits in rubles: the least a coupon (or a single, or a block) may stake, and the most. */
export const MIN_STAKE_RUB = 10;
export const MAX_STAKE_RUB = 100_000;
/** The most one coupon may pay, in rubles. */
export const MAX_PAYOUT_RUB = 50_000_000;

/** The operator's least and most stake in a currency (minimum rounded up, maximum down, to the minor unit). */
export function stakeLimits(iso: string): { min: number; max: number } {
  const rate = RUB_RATES[iso] ?? 1;
  const factor = 10 ** minorUnits(iso);
  return { min: Math.ceil((MIN_STAKE_RUB / rate) * factor - 1e-9) / factor, max: Math.floor((MAX_STAKE_RUB / rate) * factor + 1e-9) / factor };
}

/** The most one coupon may pay in a currency. */
export const maxPayoutFor = (iso: string): number => Math.floor(MAX_PAYOUT_RUB / (RUB_RATES[iso] ?? 1));

export interface LimitsForTypeInput {
  typeId: number;
  min: number;
  max: number;
  /** A bonus account has no maximum (COUPON-044). */
  isBonusAccount: boolean;
  /** Site config `couponTypesWithMinAmount` and `couponTypesWithMaxAmount` (spec: site-routes §5). */
  minTypes: readonly number[];
  maxTypes: readonly number[];
}

/** The limits in force for a coupon type: `min` 0 and `max` Infinity where the site config does not apply one. */
export function limitsForType({ typeId, min, max, isBonusAccount, minTypes, maxTypes }: LimitsForTypeInput): { min: number; max: number } {
  return {
    min: minTypes.includes(typeId) && Number.isFinite(min) && min > 0 ? min : 0,
    max: maxTypes.includes(typeId) && !isBonusAccount && max >= 0 ? max : Infinity,
  };
}

/** Why a typed stake cannot be placed. */
export type StakeProblem = 'empty' | 'unparsable' | 'not-finite' | 'negative' | 'too-precise' | 'zero' | 'below-min' | 'above-max' | 'over-balance';

/** What typed text says: the amount (null when there is none to place) and what is wrong with it. */
export interface StakeReading {
  value: number | null;
  problem: StakeProblem | null;
}

export interface StakeContext {
  iso: string;
  /** The limits in force (0 and Infinity where none applies). */
  min: number;
  max: number;
  /** What the account holds; null when unknown (a visitor). */
  balance: number | null;
  /** What the coupon stakes in all besides this amount (other singles, other blocks), for the balance. */
  otherStakes?: number;
}

const DECIMAL = /^\d+(\.\d*)?$|^\.\d+$/;
const EXPONENT = /^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i;

/**
 * Reads a typed stake: spaces (thousands) go, a comma is the decimal point. Text that is no plain decimal, that is
 * not finite (`1e309`), negative (`-5`), finer than the currency's minor unit (`10.005`) has no value; a number
 * outside the limits or over the balance has its value and its problem. Only a reading without a problem is placed.
 * @example readStake('abc', ctx) // { value: null, problem: 'unparsable' }
 */
export function readStake(text: string, context: StakeContext): StakeReading {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  if (clean === '') return { value: null, problem: 'empty' };
  if (EXPONENT.test(clean)) return { value: null, problem: Number.isFinite(Number(clean)) ? 'unparsable' : 'not-finite' };
  if (/^-/.test(clean) && DECIMAL.test(clean.slice(1))) return { value: null, problem: 'negative' };
  if (!DECIMAL.test(clean)) return { value: null, problem: 'unparsable' };
  const value = Number(clean);
  if (!Number.isFinite(value)) return { value: null, problem: 'not-finite' };
  const fraction = (clean.split('.')[1] ?? '').replace(/0+$/, '');
  if (fraction.length > minorUnits(context.iso)) return { value: null, problem: 'too-precise' };
  return { value, problem: stakeProblem(value, context) };
}

/** What is wrong with an amount as a stake: 0, under the minimum, over the maximum, or more than the account holds. */
export function stakeProblem(value: number, { min, max, balance, otherStakes = 0 }: StakeContext): StakeProblem | null {
  if (!(value > 0)) return 'zero';
  if (value < min) return 'below-min';
  if (value > max) return 'above-max';
  if (balance !== null && value + otherStakes > balance + 1e-9) return 'over-balance';
  return null;
}
