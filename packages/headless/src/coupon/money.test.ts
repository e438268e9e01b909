import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { floorToMinorUnits, minorUnits, roundToMinorUnits, sanitiseAmount } from '@bf/headless/coupon';

describe('money', () => {
  it('knows currencies with 0 and 3 decimals', () => {
    expect(minorUnits('USD')).toBe(2);
    expect(minorUnits('JPY')).toBe(0);
    expect(minorUnits('KWD')).toBe(3);
    expect(minorUnits('rub')).toBe(2);
  });

  it('rounds a stake to the currency’s minor unit', () => {
    expect(roundToMinorUnits(10.456, 'USD')).toBe(10.46);
    expect(roundToMinorUnits(10.4, 'JPY')).toBe(10);
    expect(roundToMinorUnits(1.23456, 'BHD')).toBe(1.235);
  });

  it('rounds payouts down, without float noise', () => {
    expect(floorToMinorUnits(134.99999999999997, 'USD')).toBe(135);
    expect(floorToMinorUnits(10.459, 'USD')).toBe(10.45);
  });

  it('turns negative, NaN and infinite amounts into 0', () => {
    for (const bad of [-1, Number.NaN, Infinity, -Infinity, '5', null, undefined]) {
      expect(sanitiseAmount(bad)).toBe(0);
      expect(roundToMinorUnits(bad, 'USD')).toBe(0);
    }
  });

  it('never gives a negative or NaN amount (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer()), fc.constantFrom('USD', 'JPY', 'KWD', 'XXX'), (value, iso) => {
        for (const amount of [roundToMinorUnits(value, iso), floorToMinorUnits(value, iso)]) {
          expect(Number.isNaN(amount)).toBe(false);
          expect(amount).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});
