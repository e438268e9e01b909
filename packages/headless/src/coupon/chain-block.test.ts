import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COUPON_TYPE,
  assignBlocks,
  calcBlocksWin,
  calcChainWin,
  calcPossibleWin,
  chainPayout,
  groupBlocks,
  isBlocksCouponComplete,
  legResultOf,
  type ChainLegResult,
} from '@bf/headless/coupon';
import { arbOdds, betsWithOdds, makeBet } from './coupon-test-bets.ts';

const inBlocks = (odds: readonly number[], blocks: readonly (number | null)[]) =>
  betsWithOdds(odds).map((bet, index) => ({ ...bet, blockId: blocks[index] ?? null }));

describe('chain coupons (COUPON-026)', () => {
  it('works a chain of 2.0, 3.0, 1.5 at 10 by hand', () => {
    // 10 on 2.0 returns 20: 10 rides on, 10 paid. 10 on 3.0 returns 30: 10 rides on, 20 paid. 10 on 1.5 returns 15.
    expect(chainPayout(10, [2, 3, 1.5], ['won', 'won', 'won'])).toBeCloseTo(45, 10);
    expect(calcChainWin(10, [2, 3, 1.5])).toEqual({ maxWin: 45, minWin: 10 });
    // The second loses: the 10 paid after the first is all that is left.
    expect(chainPayout(10, [2, 3, 1.5], ['won', 'lost', 'won'])).toBe(10);
    // The first loses: nothing, whatever comes after.
    expect(chainPayout(10, [2, 3, 1.5], ['lost', 'won', 'won'])).toBe(0);
    // The second is void: its 10 rides on to the third, which returns 15.
    expect(chainPayout(10, [2, 3, 1.5], ['won', 'void', 'won'])).toBeCloseTo(25, 10);
    // Not all decided: only what is already paid out counts.
    expect(chainPayout(10, [2, 3, 1.5], ['won'])).toBe(10);
  });

  it('reads bet statuses as leg results', () => {
    expect([-2, -1, 0, 1, 2, 3, 4, 5, 6].map((id) => legResultOf(id as never))).toEqual([null, null, 'lost', 'won', 'void', 'void', 'void', 'void', 'void']);
  });

  it('prices nothing for fewer than two selections or a bad stake', () => {
    expect(calcChainWin(10, [2])).toEqual({ maxWin: 0, minWin: 0 });
    expect(calcChainWin(0, [2, 3])).toEqual({ maxWin: 0, minWin: 0 });
    expect(calcChainWin(Number.NaN, [2, 3])).toEqual({ maxWin: 0, minWin: 0 });
    expect(calcChainWin(10, [2, Number.POSITIVE_INFINITY])).toEqual({ maxWin: 0, minWin: 0 });
  });

  it('pays stake × (Σ odds − (n − 1)) when every selection wins', () => {
    fc.assert(
      fc.property(fc.array(arbOdds, { minLength: 2, maxLength: 12 }), fc.integer({ min: 1, max: 100_000 }), (odds, stake) => {
        const expected = stake * (odds.reduce((a, b) => a + b, 0) - (odds.length - 1));
        expect(calcChainWin(stake, odds).maxWin).toBeCloseTo(expected, 6);
      }),
    );
  });

  it('never pays more than when everything wins, never less than 0, and pays nothing after a first loss', () => {
    const leg = fc.constantFrom<ChainLegResult>('won', 'lost', 'void');
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbOdds, leg), { minLength: 2, maxLength: 10 }),
        fc.integer({ min: 1, max: 10_000 }),
        (legs, stake) => {
          const odds = legs.map(([coef]) => coef);
          const results = legs.map(([, result]) => result);
          const payout = chainPayout(stake, odds, results);
          expect(payout).toBeGreaterThanOrEqual(0);
          expect(payout).toBeLessThanOrEqual(calcChainWin(stake, odds).maxWin + 1e-9);
          if (results[0] === 'lost') expect(payout).toBe(0);
          // Turning a loss into a win never lowers the payout.
          const better = results.map((result) => (result === 'lost' ? 'won' : result));
          expect(chainPayout(stake, odds, better)).toBeGreaterThanOrEqual(payout - 1e-9);
        },
      ),
    );
  });

  it('is what calcPossibleWin reports for typeId 3', () => {
    expect(calcPossibleWin({ typeId: COUPON_TYPE.CHAIN, bets: betsWithOdds([2, 3, 1.5]), amount: 10, systemValue: 2 })).toEqual({ possibleWin: 45, minWin: 10, maxWin: 45 });
    expect(calcPossibleWin({ typeId: COUPON_TYPE.CHAIN, bets: betsWithOdds([2, 3]), amount: 10, systemValue: 2, maxPayout: 30 }).possibleWin).toBe(30);
  });
});

describe('block coupons (COUPON-026)', () => {
  it('works two blocks by hand: 2.0 × 3.0 at 10 and 1.5 at 20', () => {
    const bets = inBlocks([2, 3, 1.5], [1, 1, 2]);
    const result = calcBlocksWin(bets, { 1: 10, 2: 20 }, 5);
    expect(result.blocks).toEqual([
      { blockId: 1, betIds: ['1', '2'], coef: 6, stake: 10, possibleWin: 60 },
      { blockId: 2, betIds: ['3'], coef: 1.5, stake: 20, possibleWin: 30 },
    ]);
    expect(result).toMatchObject({ totalStake: 30, maxWin: 90, minWin: 30 });
    expect(calcPossibleWin({ typeId: COUPON_TYPE.BLOCKS, bets, amount: 5, amountByBlockId: { 1: 10, 2: 20 }, systemValue: 2 })).toEqual({ possibleWin: 90, minWin: 30, maxWin: 90 });
  });

  it('stakes a block without its own stake with the coupon stake', () => {
    expect(calcBlocksWin(inBlocks([2, 3], [1, 2]), { 2: 4 }, 5)).toMatchObject({ totalStake: 9, maxWin: 22, minWin: 10 });
  });

  it('prices nothing while a selection sits in no block', () => {
    expect(calcBlocksWin(inBlocks([2, 3], [1, null]), {}, 5)).toEqual({ blocks: [], totalStake: 0, maxWin: 0, minWin: 0 });
    expect(calcBlocksWin(inBlocks([2, 3], [0, 1]), {}, 5).maxWin).toBe(0);
  });

  it('groups selections by block in block order and knows a complete block coupon', () => {
    const bets = inBlocks([2, 3, 1.5], [3, 1, 3]);
    expect([...groupBlocks(bets).entries()].map(([id, list]) => [id, list.map((bet) => bet.market.id)])).toEqual([
      [1, ['2']],
      [3, ['1', '3']],
    ]);
    expect(isBlocksCouponComplete(bets)).toBe(true);
    expect(isBlocksCouponComplete(inBlocks([2, 3], [1, 1]))).toBe(false);
    expect(isBlocksCouponComplete(inBlocks([2, 3], [1, null]))).toBe(false);
  });

  it('gives a selection without a block one of its own and keeps the others', () => {
    const bets = [makeBet('a', 2, { blockId: 2 }), makeBet('b', 2), makeBet('c', 2, { blockId: 0 })];
    expect(Object.fromEntries(assignBlocks(bets))).toEqual({ a: 2, b: 3, c: 4 });
  });

  it('pays the sum of the blocks: one block is an express, one selection a block is singles', () => {
    fc.assert(
      fc.property(fc.array(arbOdds, { minLength: 2, maxLength: 8 }), fc.integer({ min: 1, max: 10_000 }), (odds, stake) => {
        // Both sides are the slip's figures: rounded to kopecks by the one payout rule.
        const one = calcPossibleWin({ typeId: COUPON_TYPE.BLOCKS, bets: inBlocks(odds, odds.map(() => 1)), amount: stake, systemValue: 2 });
        const express = calcPossibleWin({ typeId: COUPON_TYPE.EXPRESS, bets: betsWithOdds(odds), amount: stake, systemValue: 2 });
        expect(one.maxWin).toBe(express.possibleWin);
        const apartBets = inBlocks(odds, odds.map((_, index) => index + 1));
        const apartWin = calcPossibleWin({ typeId: COUPON_TYPE.BLOCKS, bets: apartBets, amount: stake, systemValue: 2 });
        const apart = calcBlocksWin(apartBets, {}, stake);
        const singles = calcPossibleWin({ typeId: COUPON_TYPE.SINGLES, bets: betsWithOdds(odds), amount: stake, systemValue: 2 });
        expect(apartWin.maxWin).toBe(singles.possibleWin);
        expect(apartWin.minWin).toBe(singles.minWin);
        expect(apart.totalStake).toBe(stake * odds.length);
      }),
    );
  });
});
