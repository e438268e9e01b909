export { loadMessages, NAMESPACES, SHIPPED_LANGUAGES } from './load-messages.ts';
export type { Messages, Namespace } from './load-messages.ts';
export { createI18n } from './create-i18n.ts';
export { useTranslation, Trans } from 'react-i18next';
