import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createDefaultCouponSettings, restoreCoupon, serialiseCoupon, type PersistedCoupon } from '@bf/headless/coupon';
import { arbBet, makeBet } from './coupon-test-bets.ts';

const saved = (overrides: Partial<PersistedCoupon> = {}): PersistedCoupon => ({
  bets: [makeBet('1', 2), makeBet('2', 3)],
  typeId: 1,
  systemValue: 2,
  amount: 150,
  amountByBetId: {},
  amountByBlockId: {},
  addedAtByBetId: { '1': 1, '2': 2 },
  promoCode: '',
  manualPromoCode: '',
  manuallyDeletedBonusBet: false,
  isActiveSystemBanker: false,
  isActiveAutoMax: false,
  isActiveVipBet: false,
  isCouponLoadedFromCode: false,
  expressId: null,
  settings: createDefaultCouponSettings(),
  ...overrides,
});

const amountRecord = fc.dictionary(fc.string({ minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 1e6 }));

const arbSaved: fc.Arbitrary<PersistedCoupon> = fc.record({
  bets: fc.uniqueArray(arbBet, { selector: (bet) => bet.market.id, maxLength: 6 }),
  typeId: fc.constantFrom(1, 2, 9, 3),
  systemValue: fc.integer({ min: 2, max: 20 }),
  amount: fc.integer({ min: 0, max: 1e7 }).map((cents) => cents / 100),
  amountByBetId: amountRecord,
  amountByBlockId: amountRecord,
  addedAtByBetId: amountRecord,
  promoCode: fc.string(),
  manualPromoCode: fc.string(),
  manuallyDeletedBonusBet: fc.boolean(),
  isActiveSystemBanker: fc.boolean(),
  isActiveAutoMax: fc.boolean(),
  isActiveVipBet: fc.boolean(),
  isCouponLoadedFromCode: fc.boolean(),
  expressId: fc.option(fc.integer(), { nil: null }),
  settings: fc.record({
    amountStepByCurrencyIso: fc.dictionary(fc.constantFrom('USD', 'RUB', 'EUR'), fc.integer({ min: 1, max: 1000 })),
    isManualAmountStep: fc.boolean(),
    changeCoefAction: fc.constantFrom(0, 1, 2) as fc.Arbitrary<0 | 1 | 2>,
    isAutoMax: fc.boolean(),
    isVipBet: fc.boolean(),
    isBalanceShown: fc.boolean(),
    isPossibleWinShown: fc.boolean(),
    isSelectAccountShown: fc.boolean(),
    isCouponFixed: fc.boolean(),
    oneClickAmount: fc.integer({ min: 0, max: 1e6 }),
    isActiveOneClick: fc.boolean(),
    exactCoef: fc.integer({ min: 0, max: 100 }),
    isDropOnScoreChange: fc.boolean(),
    expressId: fc.option(fc.integer(), { nil: null }),
    bonusAccountOneClickAmount: fc.integer({ min: 0, max: 1e6 }),
  }),
});

describe('coupon persistence', () => {
  it('restores a saved coupon only if its bets is an array', () => {
    expect(restoreCoupon(serialiseCoupon(saved()))?.bets).toHaveLength(2);
    expect(restoreCoupon(JSON.stringify({ ...saved(), bets: { 0: makeBet('1', 2) } }))).toBeNull();
    expect(restoreCoupon(JSON.stringify({ amount: 10 }))).toBeNull();
    expect(restoreCoupon('[]')).toBeNull();
    expect(restoreCoupon('null')).toBeNull();
    expect(restoreCoupon('{not json')).toBeNull();
    expect(restoreCoupon(null)).toBeNull();
    expect(restoreCoupon(undefined)).toBeNull();
  });

  it('restores an empty coupon from just an empty bets array', () => {
    const restored = restoreCoupon('{"bets":[]}');
    expect(restored).toMatchObject({ bets: [], typeId: 1, systemValue: 2, amount: 0 });
    expect(restored?.settings).toEqual(createDefaultCouponSettings());
  });

  it('drops invalid bets and keeps the valid ones', () => {
    const good = makeBet('1', 2);
    const raw = {
      ...saved(),
      bets: [good, { ...makeBet('2', 2), market: { ...makeBet('2', 2).market, coef: 'x' } }, { ...makeBet('3', 2), statusId: 42 }, 'garbage', null, 7, { ...makeBet('1', 9) }],
    };
    expect(restoreCoupon(JSON.stringify(raw))?.bets).toEqual([good]);
  });

  it('replaces a garbage field with its default and keeps the rest', () => {
    const raw = {
      ...saved({ amount: 50, promoCode: 'WIN' }),
      systemValue: 1,
      typeId: 'express',
      amountByBetId: { '1': -5 },
      expressId: {},
      settings: { ...createDefaultCouponSettings(), changeCoefAction: 7, exactCoef: -1, isAutoMax: true },
      extra: 'ignored',
    };
    const restored = restoreCoupon(JSON.stringify(raw))!;
    expect(restored.systemValue).toBe(2);
    expect(restored.typeId).toBe(1);
    expect(restored.amountByBetId).toEqual({});
    expect(restored.expressId).toBeNull();
    expect(restored.amount).toBe(50);
    expect(restored.promoCode).toBe('WIN');
    expect(restored.settings.changeCoefAction).toBe(2);
    expect(restored.settings.exactCoef).toBe(0);
    expect(restored.settings.isAutoMax).toBe(true);
    expect(restored).not.toHaveProperty('extra');
  });

  it('ignores a __proto__ key in the saved text', () => {
    const restored = restoreCoupon('{"bets":[],"__proto__":{"amount":5,"polluted":true}}')!;
    expect(restored.amount).toBe(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('gives the same string for the same coupon whatever the key order', () => {
    const coupon = saved();
    const reordered = Object.fromEntries(Object.entries(coupon).reverse()) as unknown as PersistedCoupon;
    expect(serialiseCoupon(reordered)).toBe(serialiseCoupon(coupon));
  });

  it('round-trips restore(serialise(x)) (property)', () => {
    fc.assert(
      fc.property(arbSaved, (coupon) => {
        expect(restoreCoupon(serialiseCoupon(coupon))).toEqual(coupon);
      }),
    );
  });

  it('never throws on arbitrary input (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.jsonValue(), fc.json()), (raw) => {
        const restored = restoreCoupon(raw);
        if (restored) expect(Array.isArray(restored.bets)).toBe(true);
      }),
    );
  });
});
