import type { RenderResponse } from './renderer-pool.ts';

/** A cached page, kept as bytes cut at each place its nonce appeared, so serving it encodes nothing. */
interface Entry {
  expiresAt: number;
  status: number;
  headers: [string, string][];
  /** The page's bytes between nonces: `parts[0] nonce parts[1] nonce …`. */
  parts: Buffer[];
}

/** A cached page as served: the bytes with this response's nonce in place. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/**
 * A micro-cache of pages rendered for visitors (no session cookie): a burst of visitors landing on the same
 * page shares one render for `ttlMs`. The key holds everything a visitor's page depends on; each response
 * still gets its own CSP nonce, written into the cached bytes.
 */
export class RenderCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached page for `key` with `nonce` in place of the one it was rendered with, or undefined. */
  get(key: string, nonce: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    const nonceBytes = Buffer.from(nonce, 'latin1');
    const pieces: Buffer[] = [];
    entry.parts.forEach((part, index) => {
      if (index > 0) pieces.push(nonceBytes);
      pieces.push(part);
    });
    return { status: entry.status, headers: entry.headers, body: Buffer.concat(pieces) };
  }

  /** Keeps a successful or redirect response; errors are never cached. */
  set(key: string, response: RenderResponse, nonce: string): void {
    if (!this.enabled || response.status >= 400) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const parts = response.body.split(nonce).map((part) => Buffer.from(part, 'utf8'));
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, status: response.status, headers: response.headers, parts });
  }
}

/** Cookies that change what a visitor's page looks like; a request with any other session state is not cached. */
// force_geo_off changes what the block check's answer means (docs/decisions.md, ban and block). A visitor's block and
// redirect checks are asked with the path only, so every visitor with the same key gets the same answer.
// tzo sets the time zone start times are written in; hide_right hides the right column. is12h, app_font_size,
// app_compact_view, visually_impaired and icons_version are the display settings written into the page (CFG-019, CONST-010).
// cookies_agree_type decides whether the consent sheet is in the page.
const PAGE_COOKIES = ['lng', 'ua', 'app_theme', 'maintenance', 'platform_type', 'force_geo_off', 'tzo', 'hide_right', 'is12h', 'app_font_size', 'app_compact_view', 'visually_impaired', 'icons_version', 'cookies_agree_type'] as const;

/** The cache key of a visitor's page request, or undefined when the request must always be rendered. */
export function visitorCacheKey(platform: string, pathAndQuery: string, cookies: Record<string, string>, acceptLanguage: string | undefined): string | undefined {
  if (cookies.user_token) return undefined;
  const cookiePart = PAGE_COOKIES.map((name) => `${name}=${cookies[name] ?? ''}`).join(';');
  return `${platform}|${pathAndQuery}|${cookiePart}|${(acceptLanguage ?? '').slice(0, 200)}`;
}
