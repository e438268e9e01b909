import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormatter, type DateFormatter, type DateStyle, type OwnDates } from './date-format.ts';

/**
 * A formatter for a date style in the page's language, with the language's own names where the browser lacks its
 * date data (see date-format.ts). Every date the site writes goes through here.
 */
export function useDateFormatter(style: DateStyle, timeZone?: string): DateFormatter {
  const { i18n } = useTranslation();
  const lng = i18n.language || 'en';
  return useMemo(() => dateFormatter(lng, style, { own: i18n.getResource(lng, 'common', 'dates') as OwnDates | undefined, timeZone }), [i18n, lng, style, timeZone]);
}
