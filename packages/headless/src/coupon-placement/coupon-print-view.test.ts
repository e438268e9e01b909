import { describe, expect, it } from 'vitest';
import type { PlacedBet } from '@bf/api-client/coupon';
import { couponTypeKeyOf, printView } from '@bf/headless/coupon-placement';
import { placedCoupon } from './placement-test-kit.tsx';

const placedBet = (id: number, coef: number, blockId?: number): PlacedBet => ({
  market: {
    id, coef, sportId: 1, typeId: 1, kind: 1, isLive: false, sportName: 'Football', champName: 'Premier League',
    gameId: id * 10, champId: 101, marketId: id * 100, marketName: 'Match result', name: '1', param: null,
  },
  team1: 'Home', team2: 'Away', score: null, gameStatusId: 1, startAt: '2025-05-13T11:30:00.000Z', isBlocked: false, statusId: -1,
  ...(blockId === undefined ? {} : { blockId }),
});

describe('the print view of chains, blocks and systems with bankers', () => {
  it('names every coupon type the slip offers', () => {
    expect([1, 2, 3, 4, 9, 77].map(couponTypeKeyOf)).toEqual(['express', 'system', 'chain', 'blocks', 'singles', 'express']);
  });

  it('counts a system\'s "k from n" without its bankers', () => {
    const view = printView(placedCoupon({ typeId: 2, systemValue: 2, coef: 13, bets: [placedBet(1, 1.5, 0), placedBet(2, 2), placedBet(3, 3), placedBet(4, 4)] }), 'en', 0);
    expect(view).toMatchObject({ typeKey: 'system', systemValue: 2, betCount: 3, odds: '13.00' });
  });

  it('shows a chain and blocks by their returns, not as one price', () => {
    const chain = printView(placedCoupon({ typeId: 3, coef: 4.5, possibleWin: 45, minPossibleWin: 10, bets: [placedBet(1, 2), placedBet(2, 3), placedBet(3, 1.5)] }), 'en', 0);
    expect(chain).toMatchObject({ typeKey: 'chain', odds: null, betCount: 3 });
    const blocks = printView(placedCoupon({ typeId: 4, coef: 3, bets: [placedBet(1, 2, 1), placedBet(2, 3, 1), placedBet(3, 1.5, 2)] }), 'en', 0);
    expect(blocks).toMatchObject({ typeKey: 'blocks', odds: null });
  });
});
