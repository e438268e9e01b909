import { describe, expect, it } from 'vitest';
import { DEFAULT_AMOUNTS_BY_CURRENCY, FALLBACK_CURRENCY_ISO, amountStepFor, defaultAmounts, initialAmountFor, minorUnits } from '@bf/headless/coupon';
import { quickAmounts } from '../coupon/coupon-amounts.ts';

describe('amount steps', () => {
  it('uses the spec’s steps: RUB 100, USD 2.5, EUR 2.5, KZT 500, UAH 50, BRL 10', () => {
    expect(amountStepFor('RUB')).toBe(100);
    expect(amountStepFor('USD')).toBe(2.5);
    expect(amountStepFor('EUR')).toBe(2.5);
    expect(amountStepFor('KZT')).toBe(500);
    expect(amountStepFor('UAH')).toBe(50);
    expect(amountStepFor('BRL')).toBe(10);
  });

  it('uses the spec’s initial amounts: RUB 150, USD 5, EUR 5', () => {
    expect(initialAmountFor('RUB')).toBe(150);
    expect(initialAmountFor('USD')).toBe(5);
    expect(initialAmountFor('EUR')).toBe(5);
  });

  it('falls back to RUB for an unknown currency', () => {
    expect(defaultAmounts('XXX')).toEqual({ step: 100, initial: 150 });
    expect(initialAmountFor('')).toBe(150);
    expect(amountStepFor('usd')).toBe(2.5);
  });

  it('a coupon with no account (a visitor) is in the default currency, RUB: steps of 100, quick stakes 150, 300, 750, 1500 (ACCT-016)', () => {
    expect(FALLBACK_CURRENCY_ISO).toBe('RUB');
    expect(amountStepFor(FALLBACK_CURRENCY_ISO)).toBe(100);
    expect(quickAmounts(initialAmountFor(FALLBACK_CURRENCY_ISO), FALLBACK_CURRENCY_ISO)).toEqual([150, 300, 750, 1500]);
  });

  it('covers about 130 currencies with usable amounts', () => {
    const entries = Object.entries(DEFAULT_AMOUNTS_BY_CURRENCY);
    expect(entries.length).toBeGreaterThanOrEqual(130);
    for (const [iso, { step, initial }] of entries) {
      expect(iso).toMatch(/^[A-Z]{3}$/);
      expect(step).toBeGreaterThan(0);
      expect(initial).toBeGreaterThanOrEqual(step);
      // A step must be payable in the currency's minor unit.
      const scale = 10 ** minorUnits(iso);
      expect(Math.abs(step * scale - Math.round(step * scale))).toBeLessThan(1e-9);
    }
  });

  it('uses the player’s own step when the manual step is on', () => {
    const settings = { isManualAmountStep: true, amountStepByCurrencyIso: { USD: 1 } };
    expect(amountStepFor('USD', settings)).toBe(1);
    expect(amountStepFor('EUR', settings)).toBe(2.5);
    expect(amountStepFor('USD', { ...settings, isManualAmountStep: false })).toBe(2.5);
    expect(amountStepFor('USD', { isManualAmountStep: true, amountStepByCurrencyIso: { USD: -3 } })).toBe(2.5);
  });
});
