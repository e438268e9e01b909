/**
 * Dates in the page's language, also where the browser lacks that language's date data. Debian's Chromium (and
 * other reduced ICU builds) has no Kazakh or Azerbaijani month names: `Intl` answers "M11 27, Fri" while still
 * resolving the locale as `kk`. Each language ships its own names and patterns (`dates` in common.json, written
 * from full ICU data by scripts/generate-date-names.ts), so the fallback writes what a full ICU writes: the server
 * (Node, full ICU) and a browser without the data render the same text, and hydration matches.
 */

/** The date styles the site writes. */
export type DateStyle = 'day' | 'date' | 'dateTime';

/** `Intl` options of each style: "Fri, Nov 27", "November 27, 2026", "Nov 27, 2026, 6:30 PM". */
export const DATE_STYLE_OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  day: { weekday: 'short', day: 'numeric', month: 'short' },
  date: { day: 'numeric', month: 'long', year: 'numeric' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

/** A style in a language's own words: a pattern of {d} {dd} {M} {E} {y} and {H} {HH} {h} {hh} {mm} {a}, and the names it uses. */
export interface OwnDateStyle {
  pattern: string;
  /** Month names as the pattern uses them, January first, joined by "|". */
  months: string;
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
const WEEKDAYS_EN = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

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
 * A formatter for a style in a language: `Intl` where it has the language's data, else the language's own names,
 * else `Intl` in a fallback language (Russian for Kazakh, Turkish for Azerbaijani, English otherwise).
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
  const options = { ...DATE_STYLE_OPTIONS[style], ...(timeZone ? { timeZone } : {}) };
  if (hasDateData(lng, intl)) return new intl.DateTimeFormat(lng, options);
  const names = own?.[style];
  if (!isOwnStyle(names)) return new intl.DateTimeFormat(FALLBACK_LOCALE[lng.split('-')[0]!] ?? 'en', options);
  // Numbers come from English, which every ICU has, in the time zone asked for.
  const numbers = new intl.DateTimeFormat('en-US', {
    year: 'numeric', month: 'numeric', day: 'numeric', weekday: 'short', hour: 'numeric', minute: '2-digit', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}),
  });
  const months = names.months.split('|');
  const weekdays = names.weekdays?.split('|') ?? [];
  const dayPeriods = names.dayPeriods?.split('|') ?? [];
  return {
    format(date) {
      const parts = Object.fromEntries(numbers.formatToParts(date).map((part) => [part.type, part.value]));
      const hour = Number(parts.hour) % 24;
      const hour12 = hour % 12 === 0 ? 12 : hour % 12;
      const values: Record<string, string> = {
        d: parts.day ?? '',
        dd: (parts.day ?? '').padStart(2, '0'),
        y: parts.year ?? '',
        M: months[Number(parts.month) - 1] ?? '',
        E: weekdays[WEEKDAYS_EN.indexOf(parts.weekday ?? '')] ?? '',
        H: String(hour),
        HH: String(hour).padStart(2, '0'),
        h: String(hour12),
        hh: String(hour12).padStart(2, '0'),
        mm: parts.minute ?? '',
        a: dayPeriods[hour < 12 ? 0 : 1] ?? '',
      };
      return names.pattern.replace(/\{(dd|d|y|M|E|HH|H|hh|h|mm|a)\}/g, (_, token: string) => values[token] ?? '');
    },
  };
}

function isOwnStyle(value: unknown): value is OwnDateStyle {
  const style = value as OwnDateStyle | undefined;
  return typeof style?.pattern === 'string' && typeof style.months === 'string' && style.months.split('|').length === 12;
}
