import { DEFAULT_CURRENCY } from '../accounts/accounts-rules.ts';
import type { CouponSettings } from './coupon-types.ts';

// spec: site-routes §9 "Default coupon step" and "Default initial coupon amount": per currency, falling back to RUB.

/** A currency's default stake step (the +/− buttons) and the stake a new coupon starts with. */
export interface AmountDefaults {
  step: number;
  initial: number;
}

/**
 * Defaults per ISO 4217 code. The spec fixes RUB 100/150, USD and EUR 2.5/5, KZT 500, UAH 50 and BRL 10;
 * the others are about two US dollars' worth per step, rounded to 1, 2, 2.5 or 5 × 10ⁿ (whole units where the
 * currency has no minor unit), with twice the step as the initial stake; dollar-pegged currencies follow USD.
 */
export const DEFAULT_AMOUNTS_BY_CURRENCY: Readonly<Record<string, AmountDefaults>> = {
  AED: { step: 10, initial: 20 },
  AFN: { step: 100, initial: 200 },
  ALL: { step: 200, initial: 400 },
  AMD: { step: 1000, initial: 2000 },
  ANG: { step: 5, initial: 10 },
  AOA: { step: 2000, initial: 4000 },
  ARS: { step: 2000, initial: 4000 },
  AUD: { step: 2.5, initial: 5 },
  AWG: { step: 5, initial: 10 },
  AZN: { step: 2.5, initial: 5 },
  BAM: { step: 5, initial: 10 },
  BBD: { step: 5, initial: 10 },
  BDT: { step: 250, initial: 500 },
  BGN: { step: 5, initial: 10 },
  BHD: { step: 1, initial: 2 },
  BIF: { step: 5000, initial: 10000 },
  BMD: { step: 2.5, initial: 5 },
  BND: { step: 2.5, initial: 5 },
  BOB: { step: 10, initial: 20 },
  BRL: { step: 10, initial: 20 },
  BSD: { step: 2.5, initial: 5 },
  BTN: { step: 200, initial: 400 },
  BWP: { step: 25, initial: 50 },
  BYN: { step: 5, initial: 10 },
  BZD: { step: 5, initial: 10 },
  CAD: { step: 2.5, initial: 5 },
  CDF: { step: 5000, initial: 10000 },
  CHF: { step: 2, initial: 4 },
  CLP: { step: 2000, initial: 4000 },
  CNY: { step: 20, initial: 40 },
  COP: { step: 10000, initial: 20000 },
  CRC: { step: 1000, initial: 2000 },
  CUP: { step: 50, initial: 100 },
  CVE: { step: 200, initial: 400 },
  CZK: { step: 50, initial: 100 },
  DJF: { step: 500, initial: 1000 },
  DKK: { step: 10, initial: 20 },
  DOP: { step: 100, initial: 200 },
  DZD: { step: 250, initial: 500 },
  EGP: { step: 100, initial: 200 },
  ERN: { step: 25, initial: 50 },
  ETB: { step: 250, initial: 500 },
  EUR: { step: 2.5, initial: 5 },
  FJD: { step: 5, initial: 10 },
  GBP: { step: 2, initial: 4 },
  GEL: { step: 5, initial: 10 },
  GHS: { step: 25, initial: 50 },
  GIP: { step: 2, initial: 4 },
  GMD: { step: 100, initial: 200 },
  GNF: { step: 20000, initial: 40000 },
  GTQ: { step: 20, initial: 40 },
  GYD: { step: 500, initial: 1000 },
  HKD: { step: 20, initial: 40 },
  HNL: { step: 50, initial: 100 },
  HTG: { step: 250, initial: 500 },
  HUF: { step: 1000, initial: 2000 },
  IDR: { step: 25000, initial: 50000 },
  ILS: { step: 10, initial: 20 },
  INR: { step: 200, initial: 400 },
  IQD: { step: 2500, initial: 5000 },
  IRR: { step: 100000, initial: 200000 },
  ISK: { step: 200, initial: 400 },
  JMD: { step: 250, initial: 500 },
  JOD: { step: 2, initial: 4 },
  JPY: { step: 200, initial: 400 },
  KES: { step: 250, initial: 500 },
  KGS: { step: 200, initial: 400 },
  KHR: { step: 10000, initial: 20000 },
  KMF: { step: 1000, initial: 2000 },
  KRW: { step: 2000, initial: 4000 },
  KWD: { step: 0.5, initial: 1 },
  KYD: { step: 2, initial: 4 },
  KZT: { step: 500, initial: 1000 },
  LAK: { step: 50000, initial: 100000 },
  LBP: { step: 200000, initial: 400000 },
  LKR: { step: 500, initial: 1000 },
  LRD: { step: 500, initial: 1000 },
  LSL: { step: 50, initial: 100 },
  LYD: { step: 10, initial: 20 },
  MAD: { step: 20, initial: 40 },
  MDL: { step: 50, initial: 100 },
  MGA: { step: 10000, initial: 20000 },
  MKD: { step: 100, initial: 200 },
  MMK: { step: 5000, initial: 10000 },
  MNT: { step: 5000, initial: 10000 },
  MOP: { step: 20, initial: 40 },
  MRU: { step: 100, initial: 200 },
  MUR: { step: 100, initial: 200 },
  MVR: { step: 25, initial: 50 },
  MWK: { step: 2500, initial: 5000 },
  MXN: { step: 50, initial: 100 },
  MYR: { step: 10, initial: 20 },
  MZN: { step: 100, initial: 200 },
  NAD: { step: 50, initial: 100 },
  NGN: { step: 2500, initial: 5000 },
  NIO: { step: 100, initial: 200 },
  NOK: { step: 20, initial: 40 },
  NPR: { step: 250, initial: 500 },
  NZD: { step: 2.5, initial: 5 },
  OMR: { step: 1, initial: 2 },
  PAB: { step: 2.5, initial: 5 },
  PEN: { step: 10, initial: 20 },
  PGK: { step: 10, initial: 20 },
  PHP: { step: 100, initial: 200 },
  PKR: { step: 500, initial: 1000 },
  PLN: { step: 10, initial: 20 },
  PYG: { step: 20000, initial: 40000 },
  QAR: { step: 10, initial: 20 },
  RON: { step: 10, initial: 20 },
  RSD: { step: 200, initial: 400 },
  RUB: { step: 100, initial: 150 },
  RWF: { step: 2000, initial: 4000 },
  SAR: { step: 10, initial: 20 },
  SBD: { step: 20, initial: 40 },
  SCR: { step: 25, initial: 50 },
  SDG: { step: 1000, initial: 2000 },
  SEK: { step: 20, initial: 40 },
  SGD: { step: 2.5, initial: 5 },
  SLE: { step: 50, initial: 100 },
  SOS: { step: 1000, initial: 2000 },
  SRD: { step: 50, initial: 100 },
  SSP: { step: 2500, initial: 5000 },
  STN: { step: 50, initial: 100 },
  SYP: { step: 25000, initial: 50000 },
  SZL: { step: 50, initial: 100 },
  THB: { step: 50, initial: 100 },
  TJS: { step: 20, initial: 40 },
  TMT: { step: 5, initial: 10 },
  TND: { step: 5, initial: 10 },
  TOP: { step: 5, initial: 10 },
  TRY: { step: 50, initial: 100 },
  TTD: { step: 10, initial: 20 },
  TWD: { step: 50, initial: 100 },
  TZS: { step: 5000, initial: 10000 },
  UAH: { step: 50, initial: 100 },
  UGX: { step: 10000, initial: 20000 },
  USD: { step: 2.5, initial: 5 },
  UYU: { step: 100, initial: 200 },
  UZS: { step: 25000, initial: 50000 },
  VES: { step: 100, initial: 200 },
  VND: { step: 50000, initial: 100000 },
  VUV: { step: 200, initial: 400 },
  WST: { step: 5, initial: 10 },
  XAF: { step: 1000, initial: 2000 },
  XCD: { step: 5, initial: 10 },
  XOF: { step: 1000, initial: 2000 },
  XPF: { step: 200, initial: 400 },
  YER: { step: 500, initial: 1000 },
  ZAR: { step: 50, initial: 100 },
  ZMW: { step: 50, initial: 100 },
};

/** The currency every unknown code falls back to (spec: site-routes §9): the default currency, RUB (ACCT-016). */
export const FALLBACK_CURRENCY_ISO = DEFAULT_CURRENCY;

/** The defaults for a currency; an unknown code gets RUB's. */
export function defaultAmounts(iso: string): AmountDefaults {
  return DEFAULT_AMOUNTS_BY_CURRENCY[iso.toUpperCase()] ?? DEFAULT_AMOUNTS_BY_CURRENCY[FALLBACK_CURRENCY_ISO]!;
}

/** The stake a new coupon starts with in this currency (RUB's for an unknown code). */
export function initialAmountFor(iso: string): number {
  return defaultAmounts(iso).initial;
}

/** The stake step: the player's own step for the currency when `isManualAmountStep` is on and it is positive, else the default. */
export function amountStepFor(iso: string, settings?: Pick<CouponSettings, 'isManualAmountStep' | 'amountStepByCurrencyIso'>): number {
  const manual = settings?.isManualAmountStep ? settings.amountStepByCurrencyIso[iso.toUpperCase()] : undefined;
  return manual !== undefined && Number.isFinite(manual) && manual > 0 ? manual : defaultAmounts(iso).step;
}
