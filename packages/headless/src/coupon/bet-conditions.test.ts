import { describe, expect, it } from 'vitest';
import { dependentBetIds, isFinished, isLive, isLocked, lockedBetIds, markDependentBets } from '@bf/headless/coupon';
import { makeBet } from './coupon-test-bets.ts';

describe('bet conditions', () => {
  it('locks a bet that is blocked, dependent or banned from express, and only those', () => {
    expect(isLocked(makeBet('1', 2))).toBe(false);
    expect(isLocked(makeBet('1', 2, { isBlocked: true }))).toBe(true);
    expect(isLocked(makeBet('1', 2, { isDepend: true }))).toBe(true);
    expect(isLocked(makeBet('1', 2, { isBannedExpress: true }))).toBe(true);
    expect(lockedBetIds([makeBet('1', 2), makeBet('2', 2, { isBlocked: true }), makeBet('3', 2, { isBannedExpress: true })])).toEqual(['2', '3']);
  });

  it('finishes a bet when its game is finished or the game status is 4', () => {
    expect(isFinished(makeBet('1', 2))).toBe(false);
    expect(isFinished(makeBet('1', 2, { isFinished: true }))).toBe(true);
    expect(isFinished(makeBet('1', 2, { gameStatusId: 4 }))).toBe(true);
    expect(isFinished(makeBet('1', 2, { gameStatusId: 3 }))).toBe(false);
  });

  it('makes a bet live when the clock runs, live-in-live, status 2 or 3, or the market is live', () => {
    expect(isLive(makeBet('1', 2))).toBe(false);
    expect(isLive(makeBet('1', 2, { gameTime: 0 }))).toBe(true);
    expect(isLive(makeBet('1', 2, { gameTime: 1800 }))).toBe(true);
    expect(isLive(makeBet('1', 2, { isLiveInLive: true }))).toBe(true);
    expect(isLive(makeBet('1', 2, { gameStatusId: 2 }))).toBe(true);
    expect(isLive(makeBet('1', 2, { gameStatusId: 3 }))).toBe(true);
    expect(isLive(makeBet('1', 2, { gameStatusId: 1 }))).toBe(false);
    expect(isLive(makeBet('1', 2, { market: { isLive: true } }))).toBe(true);
  });

  it('never calls a finished bet live', () => {
    expect(isLive(makeBet('1', 2, { market: { isLive: true }, gameTime: 5400, isFinished: true }))).toBe(false);
    expect(isLive(makeBet('1', 2, { isLiveInLive: true, gameStatusId: 4 }))).toBe(false);
  });

  it('flags selections from the same game as dependent, and clears the flag when alone', () => {
    const a = makeBet('a', 2, { market: { gameId: 10, typeId: 1 } });
    const b = makeBet('b', 2, { market: { gameId: 10, typeId: 7 } });
    const c = makeBet('c', 2, { market: { gameId: 11 }, isDepend: true });
    expect([...dependentBetIds([a, b, c])].sort()).toEqual(['a', 'b']);
    expect(markDependentBets([a, b, c]).map((bet) => bet.isDepend)).toEqual([true, true, false]);
  });

  it('leaves the bonus bet out of game dependency', () => {
    const a = makeBet('a', 2, { market: { gameId: 0 } });
    const bonus = makeBet('bonus', 1.03, { market: { gameId: 0 }, isBonusBet: true });
    expect(dependentBetIds([a, bonus]).size).toBe(0);
  });
});
