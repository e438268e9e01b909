/** Translation namespaces, one per area of the UI. */
export const NAMESPACES = ['common', 'routes', 'auth', 'sports', 'coupon', 'office', 'payments', 'limits', 'history', 'casino'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Messages = Record<Namespace, Record<string, unknown>>;

// Each language is its own chunk holding all its namespaces (./locales/<lng>/index.ts): only the current language is
// ever loaded, in one request.
const languages = import.meta.glob<{ default: Record<string, Record<string, unknown>> }>('./locales/*/index.ts');

/** Languages with translations shipped in this build. */
export const SHIPPED_LANGUAGES: readonly string[] = Object.keys(languages).map((path) => path.split('/')[2] ?? '').filter(Boolean);

// Messages are static per build: load each language once and share the same (read-only) object.
const loaded = new Map<string, Promise<Messages>>();

/** Loads the messages of one language; a language without translations gets English. */
export function loadMessages(lng: string): Promise<Messages> {
  const language = SHIPPED_LANGUAGES.includes(lng) ? lng : 'en';
  let messages = loaded.get(language);
  if (!messages) {
    messages = readMessages(language);
    loaded.set(language, messages);
  }
  return messages;
}

async function readMessages(language: string): Promise<Messages> {
  const load = languages[`./locales/${language}/index.ts`];
  const files = load ? (await load()).default : {};
  // A namespace a language lacks falls back to English's.
  const english = NAMESPACES.every((ns) => `./${ns}.json` in files) || language === 'en' ? undefined : await loadMessages('en');
  return Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`./${ns}.json`] ?? english?.[ns] ?? {}])) as Messages;
}
