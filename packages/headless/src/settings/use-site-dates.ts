import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatter, type OwnDates } from '../i18n/date-format.ts';
import { startTimeFormat, wallClock } from '../sports/start-time.ts';
import { useDisplayClock } from './use-display-clock.ts';

/** A moment as the API gives it: an ISO string, epoch milliseconds or a Date. */
export type Moment = string | number | Date;

/** Writers of dates and times in the page's language, the player's zone and clock. */
export interface SiteDates {
  /** "November 27, 2026, 18:30" (or "6:30 PM"); '' for a value that is not a date. */
  dateTime(value: Moment): string;
  /** "November 27, 2026". */
  date(value: Moment): string;
  /** "18:30" or "06:30 PM". */
  time(value: Moment): string;
}

const toMs = (value: Moment): number => (value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value));

/**
 * Date and time writers for a language, a zone (minutes east of UTC) and a clock: the instant is moved by the offset
 * and written as UTC, so the server and the browser write the same text. Pure: tests and `useSiteDates` use it.
 * @example siteDates('en', 330, true).dateTime('2026-11-27T13:00:00Z') // "November 27, 2026, 06:30 PM"
 */
export function siteDates(lng: string, offsetMinutes: number, is12h: boolean, own?: OwnDates): SiteDates {
  const dateFormat = dateFormatter(lng, 'date', { own, timeZone: 'UTC' });
  const timeFormat = startTimeFormat(lng, is12h, own);
  const wall = (value: Moment) => {
    const ms = toMs(value);
    return Number.isFinite(ms) ? wallClock(ms, offsetMinutes) : null;
  };
  return {
    date: (value) => {
      const at = wall(value);
      return at ? dateFormat.format(at) : '';
    },
    time: (value) => {
      const at = wall(value);
      return at ? timeFormat.format(at) : '';
    },
    dateTime: (value) => {
      const at = wall(value);
      return at ? `${dateFormat.format(at)}, ${timeFormat.format(at)}` : '';
    },
  };
}

/**
 * Every date and time the site shows goes through here (or `useGameText` for start times, which shares the clock):
 * language, time zone and 12/24 h from the site-wide settings (CFG-019), the language's own month names where the
 * browser lacks them (see i18n/date-format.ts).
 */
export function useSiteDates(): SiteDates {
  const { i18n } = useTranslation();
  const lng = i18n.language || 'en';
  const { offsetMinutes, is12h } = useDisplayClock();
  return useMemo(() => siteDates(lng, offsetMinutes, is12h, i18n.getResource(lng, 'common', 'dates') as OwnDates | undefined), [i18n, lng, offsetMinutes, is12h]);
}
