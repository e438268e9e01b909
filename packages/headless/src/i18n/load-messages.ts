/** Translation namespaces, one per area of the UI. */
export const NAMESPACES = ['common', 'routes'] as const;
export type Namespace = (typeof NAMESPACES)[number];
export type Messages = Record<Namespace, Record<string, unknown>>;

// Each language file becomes its own chunk: only the current language is ever loaded.
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

/** Languages with translations shipped in this build. */
export const SHIPPED_LANGUAGES: readonly string[] = [...new Set(Object.keys(files).map((path) => path.split('/')[2] ?? ''))].filter(Boolean);

/** Loads the messages of one language; a language without translations gets English. */
export async function loadMessages(lng: string): Promise<Messages> {
  const language = SHIPPED_LANGUAGES.includes(lng) ? lng : 'en';
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = files[`./locales/${language}/${ns}.json`] ?? files[`./locales/en/${ns}.json`];
      return [ns, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries) as Messages;
}
