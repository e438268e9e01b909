import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FRACTIONAL_LADDER,
  MAX_DECIMAL_ODDS,
  NO_ODDS,
  ODDS_FORMAT,
  ODDS_FORMAT_IDS,
  americanToDecimal,
  exactFraction,
  formatOdds,
  fractionToDecimal,
  isOddsFormatId,
  toAmerican,
  toFractional,
} from '@bf/headless/odds';

const price = fc.double({ min: 1.001, max: 1000, noNaN: true });
const fractionValue = (text: string) => {
  const [n, d] = text.split('/').map(Number);
  return 1 + (n as number) / (d as number);
};

describe('odds format ids', () => {
  it('numbers decimal 0, fractional 1, American 2 and the other styles 4, 5, 6, 14, 15, 16', () => {
    expect(ODDS_FORMAT.decimal).toBe(0);
    expect(ODDS_FORMAT.fractional).toBe(1);
    expect(ODDS_FORMAT.american).toBe(2);
    expect([ODDS_FORMAT.hongKong, ODDS_FORMAT.indonesian, ODDS_FORMAT.malay]).toEqual([4, 5, 6]);
    expect([ODDS_FORMAT.decimalPrecise, ODDS_FORMAT.impliedProbability, ODDS_FORMAT.fractionalExact]).toEqual([14, 15, 16]);
    expect(ODDS_FORMAT_IDS).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
    expect([3, 7, 13, 17, -1, '0', null].some(isOddsFormatId)).toBe(false);
  });
});

describe('decimal (0)', () => {
  it('shows two places', () => {
    expect(formatOdds(1.53, 0)).toBe('1.53');
    expect(formatOdds(2, 0)).toBe('2.00');
    expect(formatOdds(2.005, 0)).toBe('2.01');
    expect(formatOdds(1.5, 0, { decimals: 3 })).toBe('1.500');
  });
});

describe('fractional (1)', () => {
  it('shows the nearest ladder price, worked by hand', () => {
    const cases: [number, string][] = [
      // 4.13: 3/1 = 4.00 is 0.13 away, 10/3 = 4.33 is 0.20 away. 3.96: 3/1 is 0.04 away, 11/4 = 3.75 is 0.21.
      [4.13, '3/1'], [3.96, '3/1'], [4.0, '3/1'], [4.33, '10/3'],
      // 1.91: 10/11 = 1.909. 1.95: 10/11 is 0.041 away, evens 0.05. 1.53: 8/15 = 1.533, 1/2 = 1.50.
      [1.91, '10/11'], [1.95, '10/11'], [1.53, '8/15'], [1.5, '1/2'], [2.0, '1/1'], [2.1, '11/10'], [2.2, '6/5'],
      // 1.62: 8/13 = 1.615 (4/6 = 1.667, 4/7 = 1.571). 1.83: 5/6 = 1.833. 3.6: 5/2 = 3.5 beats 11/4 = 3.75.
      [1.62, '8/13'], [1.67, '4/6'], [1.83, '5/6'], [2.5, '6/4'], [3.25, '9/4'], [3.6, '5/2'],
      [1.2, '1/5'], [1.3, '3/10'], [11.0, '10/1'], [13.5, '12/1'], [1.01, '1/100'], [101, '100/1'], [151, '150/1'],
    ];
    for (const [decimal, fraction] of cases) expect(formatOdds(decimal, ODDS_FORMAT.fractional), String(decimal)).toBe(fraction);
  });

  it('breaks a tie toward the shorter price: 4.75 is 0.25 from both 7/2 and 4/1', () => {
    expect(formatOdds(4.75, 1)).toBe('7/2');
  });

  it('shows a whole number beyond the ladder top (1000/1)', () => {
    expect(formatOdds(1001, 1)).toBe('1000/1');
    expect(formatOdds(MAX_DECIMAL_ODDS, 1)).toBe('999999/1');
  });

  it('holds the standard ladder from 1/100 to 1000/1 in rising order, with the customary steps', () => {
    const prices = FRACTIONAL_LADDER.map(fractionToDecimal);
    expect(prices[0]).toBeCloseTo(1.01);
    expect(prices.at(-1)).toBe(1001);
    expect(prices.every((p, i) => i === 0 || p > (prices[i - 1] as number))).toBe(true);
    const text = FRACTIONAL_LADDER.map(({ numerator, denominator }) => `${numerator}/${denominator}`);
    const customary = '1/5 2/9 1/4 2/7 3/10 1/3 4/11 2/5 4/9 1/2 8/15 4/7 8/13 4/6 8/11 4/5 5/6 10/11 1/1 21/20 11/10 6/5 5/4 11/8 6/4 13/8 7/4 15/8 2/1 9/4 5/2 11/4 3/1 10/3 7/2 4/1 9/2 5/1 11/2 6/1';
    const from = text.indexOf('1/5');
    expect(text.slice(from, from + 40).join(' ')).toBe(customary);
  });

  it('is always a ladder price and no other ladder price is nearer (property)', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        const shown = toFractional(decimal);
        expect(FRACTIONAL_LADDER).toContainEqual(shown);
        const distance = Math.abs(fractionToDecimal(shown) - decimal);
        for (const step of FRACTIONAL_LADDER) expect(Math.abs(fractionToDecimal(step) - decimal)).toBeGreaterThanOrEqual(distance - 1e-9);
      }),
    );
  });

  it('never shows a longer price for a shorter decimal (property)', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(fractionToDecimal(toFractional(low))).toBeLessThanOrEqual(fractionToDecimal(toFractional(high)));
      }),
    );
  });
});

describe('American (2)', () => {
  it('shows +round((d−1)×100) from 2.0 and −round(100/(d−1)) below', () => {
    expect(formatOdds(2.5, 2)).toBe('+150');
    expect(formatOdds(2, 2)).toBe('+100');
    expect(formatOdds(11, 2)).toBe('+1000');
    expect(formatOdds(1.5, 2)).toBe('-200');
    expect(formatOdds(1.91, 2)).toBe('-110');
    expect(formatOdds(1.2, 2)).toBe('-500');
    expect(americanToDecimal(-200)).toBe(1.5);
    expect(americanToDecimal(150)).toBe(2.5);
    expect(americanToDecimal(0)).toBeNaN();
  });

  it('round-trips with decimal within rounding (property)', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        const back = americanToDecimal(toAmerican(decimal));
        // +odds are rounded to the cent of profit; −odds to 1 in 100/(d−1), which moves d by at most (d−1)²/200.
        const bound = decimal >= 2 ? 0.005 : (decimal - 1) ** 2 / 199;
        expect(Math.abs(back - decimal)).toBeLessThanOrEqual(bound + 1e-9);
      }),
    );
  });

  it('round-trips every whole American price exactly (property)', () => {
    const american = fc.oneof(fc.integer({ min: 100, max: 100_000 }), fc.integer({ min: -100_000, max: -101 }));
    fc.assert(
      fc.property(american, (a) => {
        expect(toAmerican(americanToDecimal(a))).toBe(a);
      }),
    );
  });
});

describe('Hong Kong (4), Indonesian (5), Malay (6)', () => {
  it('shows Hong Kong as d−1', () => {
    expect(formatOdds(1.53, 4)).toBe('0.53');
    expect(formatOdds(2.5, 4)).toBe('1.50');
    expect(formatOdds(11, 4)).toBe('10.00');
  });

  it('shows Indonesian as d−1 from 2.0 and −1/(d−1) below', () => {
    expect(formatOdds(2.5, 5)).toBe('1.50');
    expect(formatOdds(2, 5)).toBe('1.00');
    expect(formatOdds(1.5, 5)).toBe('-2.00');
    expect(formatOdds(1.91, 5)).toBe('-1.10');
    expect(formatOdds(1.2, 5)).toBe('-5.00');
  });

  it('shows Malay as d−1 up to 2.0 and −1/(d−1) above', () => {
    expect(formatOdds(1.53, 6)).toBe('0.53');
    expect(formatOdds(2, 6)).toBe('1.00');
    expect(formatOdds(2.5, 6)).toBe('-0.67');
    expect(formatOdds(3.25, 6)).toBe('-0.44');
    expect(formatOdds(11, 6)).toBe('-0.10');
  });

  it('keeps Malay between −1 and 1 and Indonesian at or beyond ±1 (property)', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        const malay = Number(formatOdds(decimal, 6));
        expect(Math.abs(malay)).toBeLessThanOrEqual(1);
        const indonesian = Number(formatOdds(decimal, 5));
        expect(Math.abs(indonesian)).toBeGreaterThanOrEqual(0.995);
      }),
    );
  });
});

describe('our other styles (14, 15, 16)', () => {
  it('shows decimal to 3 places, implied probability and the exact fraction', () => {
    expect(formatOdds(1.952, 14)).toBe('1.952');
    expect(formatOdds(2, 14)).toBe('2.000');
    expect(formatOdds(1.53, 15)).toBe('65.4%');
    expect(formatOdds(2, 15)).toBe('50.0%');
    expect(formatOdds(4, 15)).toBe('25.0%');
    expect(formatOdds(1.53, 16)).toBe('53/100');
    expect(formatOdds(2.5, 16)).toBe('3/2');
    expect(formatOdds(1.003, 16)).toBe('1/100');
    expect(exactFraction(3.25)).toEqual({ numerator: 9, denominator: 4 });
  });
});

describe('bad input', () => {
  it('shows a dash for NaN, infinity and prices of 1 or less', () => {
    for (const bad of [NaN, Infinity, -Infinity, 1, 0.5, 0, -3, MAX_DECIMAL_ODDS + 1, 1e306]) {
      for (const id of ODDS_FORMAT_IDS) expect(formatOdds(bad, id)).toBe(NO_ODDS);
    }
    expect(formatOdds('2' as unknown as number, 0)).toBe(NO_ODDS);
  });

  it('shows decimal for an unknown format id', () => {
    expect(formatOdds(1.53, 3)).toBe('1.53');
    expect(formatOdds(1.53, 99)).toBe('1.53');
  });

  it('never outputs NaN, Infinity or undefined, whatever the number and format (property)', () => {
    const anyNumber = fc.oneof(fc.double(), price, fc.constantFrom(1, 1 + Number.EPSILON, MAX_DECIMAL_ODDS, 1e308, Number.MAX_VALUE));
    const anyId = fc.oneof(fc.constantFrom(...ODDS_FORMAT_IDS), fc.integer());
    fc.assert(
      fc.property(anyNumber, anyId, (decimal, id) => {
        const text = formatOdds(decimal, id);
        expect(text.length).toBeGreaterThan(0);
        expect(text).not.toMatch(/NaN|Infinity|undefined/);
      }),
    );
  });

  it('shows one of the two ladder prices either side of the decimal (property)', () => {
    const ladder = FRACTIONAL_LADDER.map(fractionToDecimal);
    fc.assert(
      fc.property(price, (decimal) => {
        const shown = fractionValue(formatOdds(decimal, 1));
        const below = Math.max(...ladder.filter((step) => step <= decimal + 1e-9));
        const above = Math.min(...ladder.filter((step) => step >= decimal - 1e-9));
        expect([below, above].some((step) => Math.abs(step - shown) < 1e-9)).toBe(true);
      }),
    );
  });
});
