export { allowedLanguages, checkLanguagePath, parseAcceptLanguage, resolveLanguage, LANGUAGE_PREFIX, FALLBACK_LANGUAGE } from './resolve-language.ts';
export type { AvailableLanguage, LanguageInputs, LanguagePathDecision } from './resolve-language.ts';
