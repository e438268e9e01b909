import { roundToMinorUnits, minorUnits } from './money.ts';

/** Quick stakes offered under the stake field: the currency's initial stake × 1, 2, 5 and 10. */
export function quickAmounts(initialAmount: number, iso: string): number[] {
  if (!(initialAmount > 0)) return [];
  return [...new Set([1, 2, 5, 10].map((factor) => roundToMinorUnits(initialAmount * factor, iso)))];
}

// Building an Intl.NumberFormat costs about a millisecond; a page writes many amounts in a handful of formats.
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(lng: string, iso: string, fractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${lng}|${iso}|${fractionDigits}|${maximumFractionDigits}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lng, { style: 'currency', currency: iso, currencyDisplay: 'narrowSymbol', minimumFractionDigits: fractionDigits, maximumFractionDigits });
    if (moneyFormats.size > 200) moneyFormats.clear();
    moneyFormats.set(key, format);
  }
  return format;
}

/** A money amount in the page’s language and the coupon’s currency: whole amounts without decimals, others in the currency’s minor unit. */
export function formatMoney(value: number, iso: string, lng: string): string {
  const digits = minorUnits(iso);
  try {
    return moneyFormat(lng, iso, Number.isInteger(value) ? 0 : digits, digits).format(value);
  } catch {
    return `${value.toFixed(digits)} ${iso}`;
  }
}

/** A typed stake read as a number: a comma works as the decimal point; anything else is NaN. */
export function parseStake(text: string): number {
  const clean = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^\d+(\.\d*)?$|^\.\d+$/.test(clean) ? Number(clean) : Number.NaN;
}

/** The currency's short sign in the page's language (₽, $, €), or its code where there is none. */
export function currencySymbol(iso: string, lng: string): string {
  const key = `${lng}|${iso}`;
  let symbol = symbols.get(key);
  if (symbol === undefined) {
    try {
      const part = new Intl.NumberFormat(lng, { style: 'currency', currency: iso, currencyDisplay: 'narrowSymbol' }).formatToParts(0).find((item) => item.type === 'currency');
      symbol = part?.value ?? iso;
    } catch {
      symbol = iso;
    }
    if (symbols.size > 200) symbols.clear();
    symbols.set(key, symbol);
  }
  return symbol;
}
const symbols = new Map<string, string>();
