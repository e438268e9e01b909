/** A language as the site config lists it. */
export interface AvailableLanguage {
  code: string;
  isHiddenForGuests?: boolean;
}

/** The two-letter lowercase language prefix (spec: S1 §5). */
export const LANGUAGE_PREFIX = /^[a-z]{2}$/;

/** English is the last resort of the choice order (S2 §2). */
export const FALLBACK_LANGUAGE = 'en';

export interface LanguageInputs {
  /** First path segment, if any. */
  pathLanguage?: string | undefined;
  /** The `lng` cookie. */
  cookieLanguage?: string | undefined;
  /** The Accept-Language header (or navigator.languages joined). */
  acceptLanguage?: string | undefined;
  /** Site config's default language. */
  defaultLanguage?: string | undefined;
  languages: readonly AvailableLanguage[];
  /** Hidden languages count only for signed-in users or when a `ua` cookie exists (S2 §2). */
  isSignedIn?: boolean;
  hasUaCookie?: boolean;
}

/** Languages this visitor may use: unknown ones never listed, hidden ones only when allowed (S2 §2). */
export function allowedLanguages(inputs: Pick<LanguageInputs, 'languages' | 'isSignedIn' | 'hasUaCookie'>): string[] {
  const showHidden = Boolean(inputs.isSignedIn || inputs.hasUaCookie);
  return inputs.languages.filter((l) => LANGUAGE_PREFIX.test(l.code) && (showHidden || !l.isHiddenForGuests)).map((l) => l.code);
}

/** Parses Accept-Language into two-letter codes by descending quality; malformed parts are skipped. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 1000)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      const quality = q ? Number(q[1]) : 1;
      // Only the primary subtag counts, and only when it is two letters ("ru-RU" → ru; "xyz" is skipped).
      const primary = /^([a-z]{2})(?:-|$)/i.exec(tag.trim());
      return { code: primary ? primary[1]!.toLowerCase() : '', quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((l) => LANGUAGE_PREFIX.test(l.code) && l.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((l) => l.code);
}

/**
 * The language to use: path, then `lng` cookie, then browser languages, then the configured default,
 * then English (spec: S1 §2, S2 §2). Only allowed languages count at each step.
 */
export function resolveLanguage(inputs: LanguageInputs): string {
  const allowed = allowedLanguages(inputs);
  const candidates = [inputs.pathLanguage, inputs.cookieLanguage, ...parseAcceptLanguage(inputs.acceptLanguage), inputs.defaultLanguage, FALLBACK_LANGUAGE];
  for (const candidate of candidates) {
    if (candidate && allowed.includes(candidate)) return candidate;
  }
  // English is the spec's last resort even if the operator forgot to list it.
  return allowed[0] ?? FALLBACK_LANGUAGE;
}

export type LanguagePathDecision = { kind: 'ok'; lng: string } | { kind: 'redirect'; location: string; lng: string };

/**
 * Checks the language prefix of a path: a missing prefix gets the current language added, an unknown or
 * not-allowed one is replaced (spec: S2 §2). The query string is kept.
 */
export function checkLanguagePath(pathname: string, search: string, inputs: Omit<LanguageInputs, 'pathLanguage'>): LanguagePathDecision {
  const segments = pathname.split('/');
  const first = segments[1] ?? '';
  const hasPrefix = LANGUAGE_PREFIX.test(first);
  const lng = resolveLanguage({ ...inputs, pathLanguage: hasPrefix ? first : undefined });
  if (hasPrefix && first === lng) return { kind: 'ok', lng };
  const rest = hasPrefix ? segments.slice(2).join('/') : segments.slice(1).join('/');
  // The language root has no trailing slash: the renderer treats `/en/` and `/en` as one page.
  return { kind: 'redirect', lng, location: `/${lng}${rest ? `/${rest}` : ''}${search}` };
}
