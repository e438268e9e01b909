// Amounts of money in the coupon: never negative, never NaN, in the currency's minor units (ISO 4217 exponents).

/** Currencies whose minor unit is not 1/100 (ISO 4217 exponent 0 or 3); every other currency has 2 decimals. */
const MINOR_UNITS: Readonly<Record<string, number>> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0,
  UGX: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
};

/** Decimal places of the currency's minor unit: 2 unless ISO 4217 says 0 or 3. */
export function minorUnits(iso: string): number {
  return MINOR_UNITS[iso.toUpperCase()] ?? 2;
}

/** A usable amount: a finite number at or above 0, anything else becomes 0. */
export function sanitiseAmount(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/** A stake rounded to the nearest minor unit of the currency; invalid input gives 0. */
export function roundToMinorUnits(value: unknown, iso: string): number {
  const factor = 10 ** minorUnits(iso);
  return sanitiseAmount(Math.round(sanitiseAmount(value) * factor) / factor);
}

/** A payout rounded down to the minor unit, so the coupon never promises more than is paid; invalid input gives 0. */
export function floorToMinorUnits(value: unknown, iso: string): number {
  const factor = 10 ** minorUnits(iso);
  // The small nudge keeps 134.99999999999997 (float noise for 135) from flooring to 134.99.
  return sanitiseAmount(Math.floor(sanitiseAmount(value) * factor + 1e-7) / factor);
}
