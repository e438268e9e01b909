import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { bonusBetFactor, bonusCoefficient, isBonusBetOffered, type BonusBetOfferInput } from '@bf/headless/coupon';
import { betsWithOdds, makeBet } from './coupon-test-bets.ts';

const offer = (overrides: Partial<BonusBetOfferInput> = {}) =>
  isBonusBetOffered({ isFeatureOn: true, typeId: 1, bets: betsWithOdds([1.5, 2, 1.1]), manuallyDeletedBonusBet: false, ...overrides });

describe('bonus bet', () => {
  it('is offered when every condition holds', () => {
    expect(offer()).toBe(true);
  });

  it('is not offered when the feature is off', () => {
    expect(offer({ isFeatureOn: false })).toBe(false);
  });

  it('is offered only for an express', () => {
    expect(offer({ typeId: 2 })).toBe(false);
    expect(offer({ typeId: 9 })).toBe(false);
  });

  it('needs every bet at odds 1.1 or more', () => {
    expect(offer({ bets: betsWithOdds([1.5, 2, 1.09]) })).toBe(false);
  });

  it('is not offered with a bet of kind 7', () => {
    expect(offer({ bets: [...betsWithOdds([1.5, 2]), makeBet('k', 2, { market: { kind: 7 } })] })).toBe(false);
  });

  it('needs at least 3 bets', () => {
    expect(offer({ bets: betsWithOdds([1.5, 2]) })).toBe(false);
  });

  it('needs a coupon coefficient of 1.01 or more', () => {
    expect(offer({ couponCoef: 1.009 })).toBe(false);
    expect(offer({ couponCoef: 1.01 })).toBe(true);
  });

  it('is not offered again once the player removed it', () => {
    expect(offer({ manuallyDeletedBonusBet: true })).toBe(false);
  });

  it('does not count the bonus bet itself', () => {
    const bonus = makeBet('bonus', 1.02, { isBonusBet: true, market: { kind: 7 } });
    expect(offer({ bets: [...betsWithOdds([1.5, 2]), bonus] })).toBe(false);
    expect(offer({ bets: [...betsWithOdds([1.5, 2, 3]), bonus] })).toBe(true);
  });

  it('multiplies by 1 + count/100 for 1 to 9 bets and by 1.1 otherwise', () => {
    expect(bonusBetFactor(1)).toBeCloseTo(1.01, 12);
    expect(bonusBetFactor(3)).toBeCloseTo(1.03, 12);
    expect(bonusBetFactor(9)).toBeCloseTo(1.09, 12);
    expect(bonusBetFactor(10)).toBe(1.1);
    expect(bonusBetFactor(25)).toBe(1.1);
    expect(bonusCoefficient(1, 4)).toBeCloseTo(1.04, 12);
    expect(bonusCoefficient(6.75, 3)).toBeCloseTo(6.9525, 12);
  });

  it('never gives a bonus above 10 % or below 1 % (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (count) => {
        const factor = bonusBetFactor(count);
        expect(factor).toBeGreaterThanOrEqual(1.01);
        expect(factor).toBeLessThanOrEqual(1.1);
      }),
    );
  });
});
