import { describe, expect, it } from 'vitest';
import { browserTimezoneOffset, daysBetween, startTimeFormat, wallClock } from './start-time';

// 21:45 UTC on 24 November 2026: a quarter to one in the morning of the 25th in Moscow (UTC+3).
const start = Date.UTC(2026, 10, 24, 21, 45);

describe('start time of a game', () => {
  it('reads 00:45 on the 24-hour clock, never 24:45 (the server and the browser must write the same)', () => {
    expect(startTimeFormat('en', false).format(wallClock(start, 180))).toBe('00:45');
    expect(startTimeFormat('ru', false).format(wallClock(start, 180))).toBe('00:45');
    expect(startTimeFormat('de', false).format(wallClock(start, 180))).toBe('00:45');
  });

  it('reads 12:45 AM on the 12-hour clock', () => {
    expect(startTimeFormat('en', true).format(wallClock(start, 180)).replace(/\s/gu, ' ')).toBe('12:45 AM');
  });

  it("writes the player's wall clock from the offset, half hours included", () => {
    expect(startTimeFormat('en', false).format(wallClock(start, 0))).toBe('21:45');
    expect(startTimeFormat('en', false).format(wallClock(start, 330))).toBe('03:15');
    expect(startTimeFormat('en', false).format(wallClock(start, -300))).toBe('16:45');
  });

  it('reads the browser offset as minutes east of UTC, as the tzo cookie keeps it', () => {
    const kolkata = { getTimezoneOffset: () => -330 } as Date;
    const newYork = { getTimezoneOffset: () => 300 } as Date;
    expect(browserTimezoneOffset(kolkata)).toBe(330);
    expect(browserTimezoneOffset(newYork)).toBe(-300);
    expect(Object.is(browserTimezoneOffset({ getTimezoneOffset: () => 0 } as Date), 0)).toBe(true);
  });

  it("counts today and tomorrow in the player's calendar, not the server's", () => {
    const evening = Date.UTC(2026, 10, 24, 20, 0);
    // In London it is still the 24th at 21:45: today. In Moscow it is already the 25th while it is the 24th at 23:00 there: tomorrow.
    expect(daysBetween(start, evening, 0)).toBe(0);
    expect(daysBetween(start, evening, 180)).toBe(1);
    expect(daysBetween(Date.UTC(2026, 10, 26, 12, 0), evening, 0)).toBe(2);
    expect(daysBetween(Date.UTC(2026, 10, 23, 12, 0), evening, 0)).toBe(-1);
  });
});
