import { describe, expect, it } from 'vitest';
import { siteDates } from '@bf/headless/settings';

// 13:00 UTC on 27 November 2026.
const AT = '2026-11-27T13:00:00Z';

describe('dates and times in the site-wide language, zone and clock (CFG-019)', () => {
  it('writes the time in the chosen zone: India is 5 h 30 min east of UTC', () => {
    expect(siteDates('en', 330, false).time(AT)).toBe('18:30');
    expect(siteDates('en', 330, false).dateTime(AT)).toBe('November 27, 2026, 18:30');
  });

  it('writes a 12-hour clock when the player chose it', () => {
    expect(siteDates('en', 330, true).time(AT)).toBe('06:30 PM');
    expect(siteDates('en', -300, true).dateTime(AT)).toBe('November 27, 2026, 08:00 AM');
  });

  it('moves the date when the zone crosses midnight', () => {
    expect(siteDates('en', 660, false).dateTime('2026-11-27T13:30:00Z')).toBe('November 28, 2026, 00:30');
  });

  it('writes in the page\'s language', () => {
    expect(siteDates('de', 60, false).dateTime(AT)).toBe('27. November 2026, 14:00');
    expect(siteDates('ru', 180, false).date(AT)).toBe('27 ноября 2026 г.');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(siteDates('en', 0, false).dateTime('not a date')).toBe('');
  });
});
