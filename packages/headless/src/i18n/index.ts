export { loadMessages, NAMESPACES, SHIPPED_LANGUAGES } from './load-messages.ts';
export type { Messages, Namespace } from './load-messages.ts';
export { createI18n } from './create-i18n.ts';
export { useTranslation, Trans } from 'react-i18next';
export { dateFormatter, hasDateData, DATE_STYLE_OPTIONS } from './date-format.ts';
export type { DateFormatter, DateStyle, OwnDates, OwnDateStyle, IntlLike } from './date-format.ts';
export { useDateFormatter } from './use-date-formatter.ts';
