import type { RenderResponse } from './renderer-pool.ts';

/**
 * A micro-cache of pages rendered for visitors (no session cookie): a burst of visitors landing on the same
 * page shares one render for `ttlMs`. The key holds everything a visitor's page depends on; each response
 * still gets its own CSP nonce, swapped into the cached HTML.
 */
export class RenderCache {
  private readonly entries = new Map<string, { expiresAt: number; response: RenderResponse; nonce: string }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 500,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** The cached page for `key` with `nonce` in place of the one it was rendered with, or undefined. */
  get(key: string, nonce: string): RenderResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return { ...entry.response, body: entry.response.body.replaceAll(entry.nonce, nonce) };
  }

  /** Keeps a successful or redirect response; errors are never cached. */
  set(key: string, response: RenderResponse, nonce: string): void {
    if (!this.enabled || response.status >= 400) return;
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { expiresAt: this.now() + this.ttlMs, response, nonce });
  }
}

/** Cookies that change what a visitor's page looks like; a request with any other session state is not cached. */
const PAGE_COOKIES = ['lng', 'ua', 'app_theme', 'maintenance', 'platform_type'] as const;

/** The cache key of a visitor's page request, or undefined when the request must always be rendered. */
export function visitorCacheKey(platform: string, pathAndQuery: string, cookies: Record<string, string>, acceptLanguage: string | undefined): string | undefined {
  if (cookies.user_token) return undefined;
  const cookiePart = PAGE_COOKIES.map((name) => `${name}=${cookies[name] ?? ''}`).join(';');
  return `${platform}|${pathAndQuery}|${cookiePart}|${(acceptLanguage ?? '').slice(0, 200)}`;
}
