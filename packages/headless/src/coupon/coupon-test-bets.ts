import fc from 'fast-check';
import type { CouponBet, CouponMarket } from './coupon-types.ts';
import { createCouponBet } from './create-coupon-bet.ts';

// Bets for the coupon's tests (not part of the public names).

export type BetOverrides = Partial<Omit<CouponBet, 'market'>> & { market?: Partial<CouponMarket> };

const gameIdOf = (id: string): number => [...id].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) % 1_000_000, 7);

/** A line bet on its own game (game id from the bet id), with the given odds. */
export function makeBet(id: string, coef: number, overrides: BetOverrides = {}): CouponBet {
  const { market, ...rest } = overrides;
  return createCouponBet({
    market: { id, coef, sportId: 1, typeId: 1, kind: 1, isLive: false, sportName: 'Football', champName: 'Premier League', gameId: gameIdOf(id), champId: 88, ...market },
    typeId: 1,
    team1Name: 'Home',
    team2Name: 'Away',
    startTime: 1_750_000_000_000,
    ...rest,
  });
}

/** Bets with these odds, ids '1', '2', … */
export const betsWithOdds = (odds: readonly number[]): CouponBet[] => odds.map((coef, index) => makeBet(String(index + 1), coef));

/** Decimal odds as a bookmaker offers them: 1.01 to 50, two decimals. */
export const arbOdds = fc.integer({ min: 101, max: 5000 }).map((cents) => cents / 100);

const arbText = fc.string({ maxLength: 12 });
const arbFinite = fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e9, max: 1e9 }).map((value) => (Object.is(value, -0) ? 0 : value));

/** Any valid coupon bet, as a saved coupon may hold. */
export const arbBet: fc.Arbitrary<CouponBet> = fc.record(
  {
    market: fc.record({
      id: fc.string({ minLength: 1, maxLength: 10 }),
      coef: arbOdds,
      sportId: fc.integer(),
      typeId: fc.integer(),
      kind: fc.integer({ min: 0, max: 10 }),
      isLive: fc.boolean(),
      sportName: arbText,
      champName: arbText,
      gameId: fc.integer(),
      champId: fc.integer(),
    }),
    blockId: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    statusId: fc.constantFrom(-2, -1, 0, 1, 2, 3, 4, 5, 6) as fc.Arbitrary<CouponBet['statusId']>,
    typeId: fc.integer(),
    team1Name: arbText,
    team2Name: arbText,
    team1Score: fc.option(arbText, { nil: null }),
    team2Score: fc.option(arbText, { nil: null }),
    gameStatusId: fc.option(fc.integer({ min: 0, max: 6 }), { nil: null }),
    startTime: fc.option(fc.integer({ min: 0 }), { nil: null }),
    isBlocked: fc.boolean(),
    isDepend: fc.boolean(),
    isBannedExpress: fc.boolean(),
    isDisabledBanker: fc.boolean(),
    expressId: fc.option(fc.integer(), { nil: null }),
    statisticId: fc.option(arbText, { nil: null }),
    playersDuel: fc.option(fc.record({ player1Name: arbText, player2Name: arbText }), { nil: null }),
    pageType: fc.option(arbText, { nil: null }),
    gameTime: fc.option(arbFinite, { nil: null }),
    isLiveInLive: fc.boolean(),
    isFinished: fc.boolean(),
    isBonusBet: fc.boolean(),
  },
  { requiredKeys: ['market', 'blockId', 'statusId', 'typeId', 'team1Name', 'team2Name', 'team1Score', 'team2Score', 'gameStatusId', 'startTime', 'isBlocked', 'isDepend', 'isBannedExpress', 'isDisabledBanker', 'expressId', 'statisticId', 'playersDuel', 'pageType', 'gameTime', 'isLiveInLive', 'isFinished'] },
);
