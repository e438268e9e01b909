/**
 * Dates in the page's language, also where the browser lacks that language's date data. Debian's Chromium (and
 * other reduced ICU builds) has no Kazakh or Azerbaijani month names: `Intl` answers "M11 27, Fri" while still
 * resolving the locale as `kk`. Each language ships its own names and patterns (`dates` in common.json, written
 * from full ICU data by scripts/generate-date-names.ts), so the fallback writes what a full ICU writes: the server
 * (Node, full ICU) and a browser without the data render the same text, and hydration matches.
 *
 * Where a language's own names are there (every shipped language) they are used first, in every browser: they are
 * what a full ICU writes, and building the first `Intl.DateTimeFormat` loads the browser's date data, a long task
 * on a phone (about 20 ms, 80 under Lighthouse's 4x slowdown) that the first view then does not pay.
 */

/** The date styles the site writes. */
export type DateStyle = 'day' | 'date' | 'dateTime' | 'time24' | 'time12';

/**
 * `Intl` options of each style: "Fri, Nov 27", "November 27, 2026", "Nov 27, 2026, 6:30 PM", and a start time on a
 * 24-hour or 12-hour clock, "18:30" or "06:30 PM". `hourCycle` rather than `hour12: false`: with the latter the
 * server's ICU writes a quarter to one in the morning as "24:45" while the browser writes "00:45".
 */
export const DATE_STYLE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time24: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  time12: { hour: '2-digit', minute: '2-digit', hourCycle: 'h12' },
};

/** A style in a language's own words: a pattern of {d} {dd} {M} {E} {y} and {H} {HH} {h} {hh} {mm} {a}, and the names it uses. */
export interface OwnDateStyle {
  pattern: string;
  /** Month names as the pattern uses them, January first, joined by "|" (absent where the pattern has no {M}). */
  months?: string;
  /** Weekday names as the pattern uses them, Sunday first, joined by "|". */
  weekdays?: string;
  /** "AM|PM" in the language, where its clock has 12 hours. */
  dayPeriods?: string;
}

/** A language's own date names (`dates` of its common.json). */
export type OwnDates = Partial<Record<DateStyle, OwnDateStyle>>;

/** The subset of `Intl` the formatter uses, so tests can stand in a browser that lacks a language's data. */
export interface IntlLike {
  DateTimeFormat: typeof Intl.DateTimeFormat;
}

/** Where neither `Intl` nor the language's own names can write a date: the nearest language people read. */
const FALLBACK_LOCALE: Readonly<Record<string, string>> = { kk: 'ru', az: 'tr' };

const PROBE = new Date(Date.UTC(2026, 10, 15, 12));

/**
 * Whether `Intl` can write this language's dates: it resolves to the language asked for and names its months
 * (a runtime without the data resolves to another language or writes months as "M11").
 */
export function hasDateData(lng: string, intl: IntlLike = Intl): boolean {
  // Asked once per language: building a DateTimeFormat costs about a millisecond, and every game row asks.
  let known = dateDataKnown.get(intl);
  if (!known) dateDataKnown.set(intl, (known = new Map()));
  let answer = known.get(lng);
  if (answer === undefined) known.set(lng, (answer = probeDateData(lng, intl)));
  return answer;
}
const dateDataKnown = new WeakMap<IntlLike, Map<string, boolean>>();

function probeDateData(lng: string, intl: IntlLike): boolean {
  try {
    const format = new intl.DateTimeFormat(lng, { month: 'long', timeZone: 'UTC' });
    if (format.resolvedOptions().locale.split('-')[0] !== lng.split('-')[0]) return false;
    const month = format.formatToParts(PROBE).find((part) => part.type === 'month')?.value ?? '';
    return month !== '' && !/^M\d{1,2}$/.test(month);
  } catch {
    return false;
  }
}

/** Options of a formatter: the language's own names, the time zone, and the `Intl` to use. */
export interface DateFormatOptions {
  own?: OwnDates;
  timeZone?: string;
  intl?: IntlLike;
}

/** Writes dates of one style in one language. */
export interface DateFormatter {
  format(date: Date): string;
}

/**
 * A formatter for a style in a language: the language's own names (in UTC or the runtime's zone), else `Intl` where
 * it has the language's data, else `Intl` in a fallback language (Russian for Kazakh, Turkish for Azerbaijani,
 * English otherwise).
 * @example dateFormatter('kk', 'day', { own: messages.common.dates }).format(new Date(2026, 10, 27)) // "27 қар., жм"
 */
export function dateFormatter(lng: string, style: DateStyle, { own, timeZone, intl = Intl }: DateFormatOptions = {}): DateFormatter {
  // One formatter per language, style, time zone and names: a page's rows share it instead of building their own.
  let byOwn = formatters.get(intl);
  if (!byOwn) formatters.set(intl, (byOwn = new WeakMap()));
  const ownKey = own ?? NO_OWN;
  let byKey = byOwn.get(ownKey);
  if (!byKey) byOwn.set(ownKey, (byKey = new Map()));
  const key = `${lng}|${style}|${timeZone ?? ''}`;
  let formatter = byKey.get(key);
  if (!formatter) byKey.set(key, (formatter = buildDateFormatter(lng, style, { own, timeZone, intl })));
  return formatter;
}
const formatters = new WeakMap<IntlLike, WeakMap<object, Map<string, DateFormatter>>>();
const NO_OWN = {};

function buildDateFormatter(lng: string, style: DateStyle, { own, timeZone, intl = Intl }: DateFormatOptions): DateFormatter {
  const names = own?.[style];
  // Own names write in UTC or the runtime's zone (the site writes every date in UTC, moved by the player's offset).
  if (isOwnStyle(names) && (timeZone === undefined || timeZone === 'UTC')) return ownFormatter(names, timeZone === 'UTC');
  const options = { ...DATE_STYLE_OPTIONS[style], ...(timeZone ? { timeZone } : {}) };
  return new intl.DateTimeFormat(hasDateData(lng, intl) ? lng : (FALLBACK_LOCALE[lng.split('-')[0]!] ?? 'en'), options);
}

/** Writes a style from its own names with the date's own fields (UTC or the runtime's zone): no `Intl` at all. */
function ownFormatter(names: OwnDateStyle, utc: boolean): DateFormatter {
  const months = names.months?.split('|') ?? [];
  const weekdays = names.weekdays?.split('|') ?? [];
  const dayPeriods = names.dayPeriods?.split('|') ?? [];
  return {
    format(date) {
      const [year, month, day, weekday, hour, minute] = utc
        ? [date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), date.getUTCDay(), date.getUTCHours(), date.getUTCMinutes()]
        : [date.getFullYear(), date.getMonth(), date.getDate(), date.getDay(), date.getHours(), date.getMinutes()];
      const hour12 = hour % 12 === 0 ? 12 : hour % 12;
      const values: Record<string, string> = {
        d: String(day),
        dd: String(day).padStart(2, '0'),
        y: String(year),
        M: months[month] ?? '',
        E: weekdays[weekday] ?? '',
        H: String(hour),
        HH: String(hour).padStart(2, '0'),
        h: String(hour12),
        hh: String(hour12).padStart(2, '0'),
        mm: String(minute).padStart(2, '0'),
        a: dayPeriods[hour < 12 ? 0 : 1] ?? '',
      };
      return names.pattern.replace(TOKENS, (_, token: string) => values[token] ?? '');
    },
  };
}
const TOKENS = /\{(dd|d|y|M|E|HH|H|hh|h|mm|a)\}/g;

function isOwnStyle(value: unknown): value is OwnDateStyle {
  const style = value as OwnDateStyle | undefined;
  if (typeof style?.pattern !== 'string') return false;
  // A pattern with month names needs all twelve; one with weekday names all seven.
  if (style.pattern.includes('{M}') && style.months?.split('|').length !== 12) return false;
  return !style.pattern.includes('{E}') || style.weekdays?.split('|').length === 7;
}
