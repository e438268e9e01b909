import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_MAX_LADDER_ERROR,
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
  it('picks the customary ladder price', () => {
    const cases: [number, string][] = [
      [1.53, '8/15'], [1.5, '1/2'], [2.0, '1/1'], [2.5, '6/4'], [1.91, '10/11'], [3.25, '9/4'], [1.83, '5/6'],
      [1.2, '1/5'], [11.0, '10/1'], [1.01, '1/100'], [101, '100/1'], [4.33, '100/30'], [1.3, '30/100'],
      [3.125, '85/40'], [1.67, '4/6'], [1.62, '8/13'], [2.1, '11/10'], [1.95, '20/21'],
    ];
    for (const [decimal, fraction] of cases) expect(formatOdds(decimal, ODDS_FORMAT.fractional), String(decimal)).toBe(fraction);
  });

  it('falls back to a reduced fraction when the ladder is far off', () => {
    expect(formatOdds(4.75, 1)).toBe('15/4');
    expect(formatOdds(13.5, 1)).toBe('25/2');
    expect(formatOdds(151, 1)).toBe('150/1');
    expect(formatOdds(MAX_DECIMAL_ODDS, 1)).toBe('999999/1');
    expect(formatOdds(4.75, 1, { maxLadderError: 0.06 })).toBe('7/2');
  });

  it('builds a ladder from 1/100 to 100/1 in rising order with evens in it', () => {
    const prices = FRACTIONAL_LADDER.map(fractionToDecimal);
    expect(prices[0]).toBeCloseTo(1.01);
    expect(prices.at(-1)).toBe(101);
    expect(FRACTIONAL_LADDER).toContainEqual({ numerator: 1, denominator: 1 });
    expect(prices.every((p, i) => i === 0 || p > (prices[i - 1] as number))).toBe(true);
  });

  it('is always within 3% of the decimal price (property)', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        const { numerator, denominator } = toFractional(decimal);
        expect(Number.isInteger(numerator) && Number.isInteger(denominator) && numerator > 0 && denominator > 0).toBe(true);
        expect(Math.abs(1 + numerator / denominator - decimal) / decimal).toBeLessThanOrEqual(DEFAULT_MAX_LADDER_ERROR);
      }),
    );
  });

  it('uses a ladder price whenever one is within 3% (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FRACTIONAL_LADDER), fc.double({ min: -0.02, max: 0.02, noNaN: true }), (step, shift) => {
        const decimal = fractionToDecimal(step) * (1 + shift);
        expect(FRACTIONAL_LADDER).toContainEqual(toFractional(decimal));
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

  it('round-trips fractions it shows back to within 3% (property)', () => {
    fc.assert(
      fc.property(price, (decimal) => {
        expect(Math.abs(fractionValue(formatOdds(decimal, 1)) - decimal) / decimal).toBeLessThanOrEqual(0.03);
      }),
    );
  });
});
