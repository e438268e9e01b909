/** The query parameter that carries where to go after signing in (S2 §2 "Return URL query parameter"). */
export const RETURN_URL_PARAM = 'returnUrl';

/**
 * Accepts a return URL only if it is a path on this site: one leading slash, no scheme, no
 * protocol-relative or backslash tricks, no control characters (spec: S2 §2; no open redirect).
 * Returns the path, or undefined when it must not be followed.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2048) return undefined;
  let decoded = value;
  // Decode a few rounds so %2F%2F and friends cannot hide a second slash.
  for (let i = 0; i < 3; i++) {
    try {
      const next = decodeURIComponent(decoded);
      if (next === decoded) break;
      decoded = next;
    } catch {
      return undefined;
    }
  }
  // Browsers strip tabs/newlines in URLs, so they must not sneak a scheme through either.
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return undefined;
  if (!decoded.startsWith('/') || decoded.startsWith('//')) return undefined;
  try {
    const url = new URL(decoded, 'http://site.invalid');
    if (url.origin !== 'http://site.invalid') return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
