/**
 * The name of a language or currency as written in `inLanguage`, from the runtime's ICU data,
 * so the config speaks the visitor's language without a translation table; undefined when ICU has none.
 * @example displayName('language', 'de', 'ru') // 'Немецкий'
 */
export function displayName(type: 'language' | 'currency', code: string, inLanguage: string): string | undefined {
  try {
    const name = new Intl.DisplayNames([inLanguage], { type, fallback: 'none' }).of(code);
    // CLDR writes names for running text ('английский'); a menu item starts with a capital.
    return name && name.charAt(0).toLocaleUpperCase(inLanguage) + name.slice(1);
  } catch {
    return undefined;
  }
}
