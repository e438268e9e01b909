import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, type Messages } from './load-messages.ts';

/**
 * A fresh i18next instance for one language with its messages already in hand, initialised
 * synchronously so the server render and the hydration see the same strings.
 */
export function createI18n(lng: string, messages: Messages): I18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: false,
    ns: [...NAMESPACES],
    defaultNS: 'common',
    resources: { [lng]: messages },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}
