import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dateFormatter, hasDateData, type IntlLike, type OwnDates } from './date-format.ts';

const own = (lng: string): OwnDates =>
  (JSON.parse(readFileSync(fileURLToPath(new URL(`./locales/${lng}/common.json`, import.meta.url)), 'utf8')) as { dates: OwnDates }).dates;

/**
 * A browser whose ICU lacks some languages' date data, as Debian's Chromium lacks Kazakh: the locale still
 * resolves as asked, but the root data writes months as "M11" and weekdays in English, in the root order.
 */
function intlWithout(missing: string[]): IntlLike {
  const Real = Intl.DateTimeFormat;
  function DateTimeFormat(this: unknown, lng?: string | string[], options?: Intl.DateTimeFormatOptions) {
    const language = String(Array.isArray(lng) ? lng[0] : lng).split('-')[0]!;
    if (!missing.includes(language)) return new Real(lng, options);
    const root = new Real('en-US-u-ca-gregory', options);
    const toParts = (date?: Date | number) =>
      root.formatToParts(date).map((part) => (part.type === 'month' && !/^\d+$/.test(part.value) ? { ...part, value: `M${new Real('en-US', { month: 'numeric', timeZone: options?.timeZone }).format(date)}` } : part));
    return {
      format: (date?: Date | number) => toParts(date).map((part) => part.value).join(''),
      formatToParts: toParts,
      resolvedOptions: () => ({ ...root.resolvedOptions(), locale: language }),
    } as Intl.DateTimeFormat;
  }
  return { DateTimeFormat: DateTimeFormat as unknown as typeof Intl.DateTimeFormat };
}

/** The real `Intl`, counting the date formats built through it. */
function countingIntl(): IntlLike & { built(): number } {
  let built = 0;
  const Real = Intl.DateTimeFormat;
  return {
    DateTimeFormat: function DateTimeFormat(lng?: string | string[], options?: Intl.DateTimeFormatOptions) {
      built++;
      return new Real(lng, options);
    } as unknown as typeof Intl.DateTimeFormat,
    built: () => built,
  };
}

// Friday 27 November 2026, 18:30 UTC, and Tuesday 24 November 2026.
const FRI_27 = new Date(Date.UTC(2026, 10, 27, 18, 30));
const TUE_24 = new Date(Date.UTC(2026, 10, 24, 12));
const chromium = intlWithout(['kk', 'az']);

describe('dates where the browser lacks the language', () => {
  it('tells a runtime without Kazakh date data from one with it', () => {
    expect(hasDateData('kk', chromium)).toBe(false);
    expect(hasDateData('kk')).toBe(true);
    expect(hasDateData('ru', chromium)).toBe(true);
    expect(hasDateData('en', chromium)).toBe(true);
  });

  it('writes Kazakh days and dates with Kazakh month names, never "M11 27, Fri"', () => {
    const day = dateFormatter('kk', 'day', { own: own('kk'), timeZone: 'UTC', intl: chromium });
    const date = dateFormatter('kk', 'date', { own: own('kk'), timeZone: 'UTC', intl: chromium });
    const dateTime = dateFormatter('kk', 'dateTime', { own: own('kk'), timeZone: 'UTC', intl: chromium });
    expect(day.format(FRI_27)).toBe('27 қар., жм');
    expect(date.format(TUE_24)).toBe('2026 ж. 24 қараша');
    expect(dateTime.format(FRI_27)).toBe('2026 ж. 27 қар., 18:30');
    // The stand-in really is broken: Intl alone writes what Chromium writes.
    expect(new chromium.DateTimeFormat('kk', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(FRI_27)).toBe('Fri, M11 27');
  });

  it('writes Azerbaijani with its own names too', () => {
    expect(dateFormatter('az', 'day', { own: own('az'), timeZone: 'UTC', intl: chromium }).format(FRI_27)).toBe('27 noy, C.');
    expect(dateFormatter('az', 'date', { own: own('az'), timeZone: 'UTC', intl: chromium }).format(TUE_24)).toBe('24 noyabr 2026');
  });

  it('writes Russian and English as Intl does', () => {
    expect(dateFormatter('ru', 'day', { own: own('ru'), timeZone: 'UTC', intl: chromium }).format(FRI_27)).toBe('пт, 27 нояб.');
    expect(dateFormatter('ru', 'date', { own: own('ru'), timeZone: 'UTC', intl: chromium }).format(TUE_24)).toBe('24 ноября 2026 г.');
    expect(dateFormatter('en', 'day', { own: own('en'), timeZone: 'UTC', intl: chromium }).format(FRI_27)).toBe('Fri, Nov 27');
    expect(dateFormatter('en', 'date', { own: own('en'), timeZone: 'UTC', intl: chromium }).format(TUE_24)).toBe('November 24, 2026');
  });

  it('falls back to Russian for Kazakh when its own names are missing', () => {
    expect(dateFormatter('kk', 'day', { timeZone: 'UTC', intl: chromium }).format(FRI_27)).toBe('пт, 27 нояб.');
  });

  it('writes with its own names exactly what a full ICU writes, every month and weekday, in every language (no hydration mismatch)', () => {
    for (const lng of ['en', 'ru', 'uk', 'kk', 'az', 'de', 'es', 'pt', 'tr', 'fr', 'it']) {
      const without = intlWithout([lng]);
      for (const style of ['day', 'date', 'dateTime', 'time24', 'time12'] as const) {
        const full = dateFormatter(lng, style, { timeZone: 'UTC' });
        const fallback = dateFormatter(lng, style, { own: own(lng), timeZone: 'UTC', intl: without });
        for (let m = 0; m < 12; m++) {
          for (const d of [1, 2, 3, 4, 5, 6, 7, 28]) {
            // Morning, afternoon, midnight and noon: the 12-hour clock's edges.
            for (const [h, min] of [[9, 5], [18, 30], [0, 45], [12, 0]] as const) {
              const at = new Date(Date.UTC(2026, m, d, h, min));
              expect(fallback.format(at), `${lng} ${style} ${at.toISOString()}`).toBe(full.format(at));
            }
          }
        }
      }
    }
  });

  it('writes with its own names without building any Intl object (the first one loads the date data: a long task on a phone)', () => {
    const counting = countingIntl();
    const write = (style: 'day' | 'date' | 'dateTime' | 'time24' | 'time12') => dateFormatter('en', style, { own: own('en'), timeZone: 'UTC', intl: counting }).format(FRI_27);
    expect([write('day'), write('date'), write('dateTime'), write('time24'), write('time12')]).toEqual(['Fri, Nov 27', 'November 27, 2026', 'Nov 27, 2026, 6:30 PM', '18:30', '06:30 PM']);
    expect(counting.built()).toBe(0);
    // In another time zone the language's names are not enough: Intl writes it.
    expect(dateFormatter('en', 'time24', { own: own('en'), timeZone: 'Asia/Almaty', intl: counting }).format(FRI_27)).toBe('23:30');
    expect(counting.built()).toBeGreaterThan(0);
  });

  it('builds one formatter per language, style and time zone, however many rows ask (each Intl object costs about a millisecond)', () => {
    const counting = countingIntl();
    const rows = Array.from({ length: 50 }, () => dateFormatter('de', 'day', { timeZone: 'UTC', intl: counting }));
    // One probe of the language's date data and one formatter, for fifty rows.
    expect(counting.built()).toBe(2);
    expect(rows[49]!.format(FRI_27)).toBe('Fr., 27. Nov.');
    dateFormatter('de', 'date', { timeZone: 'UTC', intl: counting });
    expect(counting.built()).toBe(3);
  });
});
