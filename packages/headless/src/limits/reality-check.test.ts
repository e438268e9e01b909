import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isRealityCheckOff, nextRealityCheckMark, parseRealityCheckMark, realityCheckDueAt, realityCheckWaitMs, timePlayed } from './reality-check.ts';

// Sign-in at 2026-03-01 10:00:00 UTC.
const SIGN_IN = Date.UTC(2026, 2, 1, 10, 0, 0);

describe('realityCheckDueAt', () => {
  it('counts the interval from sign-in when the interval was set before it', () => {
    // 15 minutes after 10:00:00 → 10:15:00
    expect(realityCheckDueAt({ signedInAtMs: SIGN_IN, intervalMinutes: 15, limitStartedAtMs: SIGN_IN - 86_400_000, mark: undefined })).toBe(Date.UTC(2026, 2, 1, 10, 15, 0));
  });
  it('counts from the last answer of this session, in any tab', () => {
    // answered at 10:31:20, interval 30 → 11:01:20
    const mark = { session: SIGN_IN, from: Date.UTC(2026, 2, 1, 10, 31, 20), dueAt: 0, off: false };
    expect(realityCheckDueAt({ signedInAtMs: SIGN_IN, intervalMinutes: 30, limitStartedAtMs: SIGN_IN - 1000, mark })).toBe(Date.UTC(2026, 2, 1, 11, 1, 20));
  });
  it("ignores a mark of an earlier session", () => {
    const mark = { session: SIGN_IN - 7_200_000, from: SIGN_IN + 3_000_000, dueAt: 0, off: false };
    expect(realityCheckDueAt({ signedInAtMs: SIGN_IN, intervalMinutes: 5, limitStartedAtMs: 0, mark })).toBe(Date.UTC(2026, 2, 1, 10, 5, 0));
  });
  it('applies a more frequent interval at once: it counts from when it was set', () => {
    // 60-minute check, answered 10:20; at 10:40 the player picks 10 minutes → due 10:50, not 11:20
    const mark = { session: SIGN_IN, from: Date.UTC(2026, 2, 1, 10, 20, 0), dueAt: Date.UTC(2026, 2, 1, 11, 20, 0), off: false };
    expect(realityCheckDueAt({ signedInAtMs: SIGN_IN, intervalMinutes: 10, limitStartedAtMs: Date.UTC(2026, 2, 1, 10, 40, 0), mark })).toBe(Date.UTC(2026, 2, 1, 10, 50, 0));
  });
});

describe('realityCheckWaitMs', () => {
  it('waits until due, capped at 300 000 ms a step', () => {
    expect(realityCheckWaitMs(SIGN_IN + 60_000, SIGN_IN)).toBe(60_000);
    // 45 minutes away → one 5-minute step
    expect(realityCheckWaitMs(SIGN_IN + 2_700_000, SIGN_IN)).toBe(300_000);
    expect(realityCheckWaitMs(SIGN_IN, SIGN_IN + 1)).toBe(0);
  });
  it('never waits past the due time nor longer than 300 000 ms', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), fc.integer({ min: 0, max: 1e13 }), (due, now) => {
        const wait = realityCheckWaitMs(due, now);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(300_000);
        expect(now + wait).toBeLessThanOrEqual(Math.max(due, now));
      }),
    );
  });
});

describe('the stored mark', () => {
  it('round-trips and rejects what it cannot read', () => {
    const mark = nextRealityCheckMark(SIGN_IN, 5, SIGN_IN + 600_000, true);
    expect(mark).toEqual({ session: SIGN_IN, from: SIGN_IN + 600_000, dueAt: SIGN_IN + 900_000, off: true });
    expect(parseRealityCheckMark(JSON.stringify(mark))).toEqual(mark);
    expect(parseRealityCheckMark('1700000000000x')).toBeUndefined();
    expect(parseRealityCheckMark('{"session":"a","from":1,"dueAt":2}')).toBeUndefined();
    expect(parseRealityCheckMark(null)).toBeUndefined();
  });
  it('silences only the session it was ticked in, or when the service says so', () => {
    const mark = nextRealityCheckMark(SIGN_IN, 5, SIGN_IN, true);
    expect(isRealityCheckOff(mark, SIGN_IN, false)).toBe(true);
    expect(isRealityCheckOff(mark, SIGN_IN + 1000, false)).toBe(false);
    expect(isRealityCheckOff(undefined, SIGN_IN, true)).toBe(true);
  });
});

describe('timePlayed', () => {
  it('is whole hours and minutes since sign-in', () => {
    // 10:00:00 → 11:35:59: 1 h 35 min
    expect(timePlayed(SIGN_IN, Date.UTC(2026, 2, 1, 11, 35, 59))).toEqual({ hours: 1, minutes: 35 });
    expect(timePlayed(SIGN_IN, SIGN_IN - 5000)).toEqual({ hours: 0, minutes: 0 });
  });
});
