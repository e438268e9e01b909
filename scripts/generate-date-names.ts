/**
 * Writes each language's own date names and patterns (`dates` in locales/<lng>/common.json) from the full ICU data
 * of Node, so the site can write dates where a browser lacks them (Chromium's ICU has no Kazakh or Azerbaijani
 * month names). Run with `node --import tsx scripts/generate-date-names.ts` after adding a language or a date style.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DATE_STYLE_OPTIONS, type OwnDateStyle } from '../packages/headless/src/i18n/date-format.ts';

const LOCALES = fileURLToPath(new URL('../packages/headless/src/i18n/locales/', import.meta.url));

/** The pattern of a style in a language ({d} {M} {E} {y} {t}) and its month and weekday names in that pattern. */
function ownStyle(lng: string, options: Intl.DateTimeFormatOptions): OwnDateStyle {
  const format = new Intl.DateTimeFormat(lng, { ...options, timeZone: 'UTC' });
  const months = Array.from({ length: 12 }, (_, m) => format.formatToParts(new Date(Date.UTC(2026, m, 15, 18, 30))).find((p) => p.type === 'month')?.value ?? '');
  // 2026-11-01 is a Sunday: weekdays from Sunday on.
  const weekdays = Array.from({ length: 7 }, (_, d) => format.formatToParts(new Date(Date.UTC(2026, 10, 1 + d, 18, 30))).find((p) => p.type === 'weekday')?.value ?? '');
  // The time in tokens too: {H}/{HH} a 24-hour hour, {h}/{hh} a 12-hour one, {mm} minutes, {a} AM or PM.
  const morning = format.formatToParts(new Date(Date.UTC(2026, 10, 1, 9, 5)));
  const is12h = format.resolvedOptions().hour12 === true;
  const hourWidth = morning.find((p) => p.type === 'hour')?.value.length === 2 ? 2 : 1;
  const clock12 = new Intl.DateTimeFormat(lng, { hour: 'numeric', hourCycle: 'h12', timeZone: 'UTC' });
  const dayPeriods = [9, 18].map((h) => clock12.formatToParts(new Date(Date.UTC(2026, 10, 27, h, 5))).find((p) => p.type === 'dayPeriod')?.value ?? '');
  let pattern = '';
  for (const part of morning) {
    const hour = (is12h ? 'h' : 'H').repeat(hourWidth);
    const day = part.type === 'day' && part.value.length === 2 ? '{dd}' : '{d}';
    const token = { day, month: '{M}', weekday: '{E}', year: '{y}', hour: `{${hour}}`, minute: '{mm}', dayPeriod: '{a}' }[part.type as string];
    pattern += token ?? part.value.replace(/[{}]/g, '');
  }
  // V8's format() writes the narrow space before AM/PM as a plain space (formatToParts keeps it): follow format().
  const plain = !format.format(new Date(Date.UTC(2026, 10, 1, 9, 5))).includes('\u202f');
  const spaced = (text: string) => (plain ? text.replaceAll('\u202f', ' ') : text);
  return {
    pattern: spaced(pattern),
    ...(pattern.includes('{M}') ? { months: months.join('|') } : {}),
    ...(options.weekday ? { weekdays: weekdays.join('|') } : {}),
    dayPeriods: spaced(dayPeriods.join('|')),
  };
}

for (const lng of readdirSync(LOCALES)) {
  const path = `${LOCALES}${lng}/common.json`;
  const common = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>;
  common.dates = Object.fromEntries(Object.entries(DATE_STYLE_OPTIONS).map(([style, options]) => [style, ownStyle(lng, options)]));
  writeFileSync(path, `${JSON.stringify(common, null, 2)}\n`);
}
