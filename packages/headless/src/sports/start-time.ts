const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;

/**
 * The start-time clock, written in a fixed offset from UTC: the instant is moved by the offset and written as UTC,
 * so the server (which only knows the `tzo` cookie) and the browser write the same text.
 *
 * `hourCycle` rather than `hour12: false`: with the latter the server's ICU writes a quarter to one in the
 * morning as "24:45" while the browser writes "00:45", and the first paint no longer matches the app.
 */
export function startTimeFormat(lng: string, is12h: boolean): Intl.DateTimeFormat {
  // One per language and clock: every game row asks, and building one costs about a millisecond.
  const key = `${lng}|${is12h}`;
  let format = startTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(lng, { hour: '2-digit', minute: '2-digit', hourCycle: is12h ? 'h12' : 'h23', timeZone: 'UTC' });
    startTimeFormats.set(key, format);
  }
  return format;
}
const startTimeFormats = new Map<string, Intl.DateTimeFormat>();

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
