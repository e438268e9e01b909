/** Translation namespaces, one per area of the UI. */
export const NAMESPACES = ['common', 'routes', 'auth', 'sports', 'coupon', 'office', 'payments', 'limits', 'history'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Messages = Record<Namespace, Record<string, unknown>>;

// Each language file becomes its own chunk: only the current language is ever loaded.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Languages with translations shipped in this build. */
export const SHIPPED_LANGUAGES: readonly string[] = [...new Set(Object.keys(files).map((path) => path.split('/')[2] ?? ''))].filter(Boolean);

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
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = files[`./locales/${language}/${ns}.json`] ?? files[`./locales/en/${ns}.json`];
      return [ns, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries) as Messages;
}
