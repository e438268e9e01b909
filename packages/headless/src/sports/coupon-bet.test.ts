import { describe, expect, it } from 'vitest';
import { toCouponBet } from './coupon-bet.ts';
import type { SportsGame, SportsMarket } from './sports-types.ts';

const market: SportsMarket = { id: 701, gameId: 70, type: 'first_period', groupId: 2, group: 'first_period', name: '1st half. Match result', kind: 1, param: null, outcomes: [] };
const game = {
  id: 70,
  sportId: 1,
  champId: 5,
  sportName: 'Football',
  champName: 'Premier League',
  team1: 'Arsenal',
  team2: 'Chelsea',
  startAt: '2026-11-27T18:00:00.000Z',
  status: 'line',
  gameStatusId: null,
  score: null,
  gameTime: null,
  mainMarket: null,
} as unknown as SportsGame;

describe('a feed outcome as a coupon bet', () => {
  it('carries the market (with its period) and the outcome as the feed names them in the page’s language, for the slip to say "1st half. Match result: 1"', () => {
    const bet = toCouponBet({ game, market, outcome: { id: 7011, type: '1', name: '1' }, coef: 2.4, isBlocked: false });
    expect(bet.market).toMatchObject({ id: '7011', coef: 2.4, typeId: 701, marketName: '1st half. Match result', outcomeName: '1' });
  });
});
