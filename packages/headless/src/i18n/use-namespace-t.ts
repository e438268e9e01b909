import { useContext, useSyncExternalStore } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

interface LanguageWatch {
  version: number;
  subscribe(listener: () => void): () => void;
  getVersion(): number;
}

const watches = new WeakMap<I18n, LanguageWatch>();

/** One listener on the instance for all readers: a language change or added messages bump the version. */
function watchOf(i18n: I18n): LanguageWatch {
  let watch = watches.get(i18n);
  if (!watch) {
    const listeners = new Set<() => void>();
    const current: LanguageWatch = {
      version: 0,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => void listeners.delete(listener);
      },
      getVersion: () => current.version,
    };
    const bump = () => {
      current.version++;
      for (const listener of listeners) listener();
    };
    i18n.on('languageChanged', bump);
    i18n.store?.on('added', bump);
    watches.set(i18n, (watch = current));
  }
  return watch;
}

const fixedTs = new WeakMap<I18n, Map<string, TFunction>>();

/** The same `t` for every reader of a language and namespace. */
function fixedTOf(i18n: I18n, lng: string, ns: string): TFunction {
  let byKey = fixedTs.get(i18n);
  if (!byKey) fixedTs.set(i18n, (byKey = new Map()));
  const key = `${lng}|${ns}`;
  let t = byKey.get(key);
  if (!t) byKey.set(key, (t = i18n.getFixedT(lng, ns) as TFunction));
  return t;
}

/**
 * `t` of one namespace for parts a page draws by the hundred (every odds button of a list). react-i18next's
 * `useTranslation` gives each component its own subscription to the instance's events and, after every commit,
 * checks again that its namespaces are loaded: for the 300 odds buttons of a list that was a long task after
 * hydration on a phone. Here the readers share one listener, and one `t` per language and namespace; they re-render
 * when the language changes or messages arrive. The namespace comes with the page that draws them (its loader).
 */
export function useNamespaceT(ns: string): TFunction {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const watch = watchOf(i18n);
  useSyncExternalStore(watch.subscribe, watch.getVersion, watch.getVersion);
  return fixedTOf(i18n, i18n.language || 'en', ns);
}
