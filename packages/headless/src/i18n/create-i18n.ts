import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, type Messages } from './load-messages.ts';

const instances = new WeakMap<Messages, Map<string, I18n>>();

/**
 * An i18next instance for one language with its messages already in hand, initialised
 * synchronously so the server render and the hydration see the same strings.
 */
export function createI18n(lng: string, messages: Messages): I18n {
  // One instance per language's messages: it is never switched or written to, so renders can share it.
  const cached = instances.get(messages)?.get(lng);
  if (cached) return cached;
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
  const byLanguage = instances.get(messages) ?? new Map<string, I18n>();
  byLanguage.set(lng, instance);
  instances.set(messages, byLanguage);
  return instance;
}
