import { dateFormatter, type DateFormatter, type OwnDates } from '../i18n/date-format.ts';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The start-time clock ("18:30" or "06:30 PM"), written in a fixed offset from UTC: the instant is moved by the
 * offset and written as UTC, so the server (which only knows the `tzo` cookie) and the browser write the same text.
 * In the language's own names where they are there (see i18n/date-format.ts): no `Intl` on the first view.
 */
export function startTimeFormat(lng: string, is12h: boolean, own?: OwnDates): DateFormatter {
  return dateFormatter(lng, is12h ? 'time12' : 'time24', { own, timeZone: 'UTC' });
}

/**
 * Minutes east of UTC the browser is in now (the `tzo` cookie's value). Written here rather than taken from the
 * cookie module, which would bring its validators into the first page's code.
 */
export function browserTimezoneOffset(now: Date = new Date()): number {
  const west = now.getTimezoneOffset();
  return west === 0 ? 0 : -west;
}

/** The instant as the wall clock of `offsetMinutes` east of UTC would show it, for formatters that write UTC. */
export const wallClock = (ms: number, offsetMinutes: number): Date => new Date(ms + offsetMinutes * MINUTE_MS);

/** Days from `now`'s calendar day to `start`'s, both in the offset's calendar: 0 today, 1 tomorrow, -1 yesterday. */
export function daysBetween(start: number, now: number, offsetMinutes: number): number {
  const day = (ms: number) => Math.floor((ms + offsetMinutes * MINUTE_MS) / DAY_MS);
  return day(start) - day(now);
}
