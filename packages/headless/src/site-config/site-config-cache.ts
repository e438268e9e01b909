import type { BffApi, SiteConfig } from '@bf/api-client/bff';
import { FALLBACK_SITE_CONFIG } from './fallback-site-config.ts';

/** Config is cached a random 600–900 s so a fleet of servers does not refetch at once (spec: S2 §7). */
export const configTtlMs = (random: () => number = Math.random): number => Math.floor(600_000 + random() * 300_000);

export interface SiteConfigCache {
  /** The site config for a language: cached, fetched once for concurrent callers, the fallback on failure. */
  get(lang: string): Promise<SiteConfig>;
  /** Forget cached configs (after login the config is reloaded: spec S1 §4). */
  clear(): void;
}

export interface SiteConfigCacheOptions {
  bff: Pick<BffApi, 'getSiteConfig'>;
  now?: () => number;
  random?: () => number;
  onError?: (error: unknown) => void;
  /** Told each time the built-in fallback config is served instead (spec: S2 §8, the fallback is logged). */
  onFallback?: (lang: string) => void;
}

/**
 * A shared cache of the operator's site config. It holds no per-user data, so one instance per
 * server process is safe; the browser keeps its own.
 */
export function createSiteConfigCache({
  bff,
  now = Date.now,
  random,
  onError = (e) => console.error('no site config', e),
  onFallback = (lang) => console.warn(`site config: serving the built-in fallback for ${lang}`),
}: SiteConfigCacheOptions): SiteConfigCache {
  const entries = new Map<string, { expiresAt: number; value: Promise<SiteConfig> }>();
  return {
    get(lang) {
      const hit = entries.get(lang);
      if (hit && hit.expiresAt > now()) return hit.value;
      const value = bff.getSiteConfig(lang).catch((error: unknown) => {
        onError(error);
        entries.delete(lang);
        onFallback(lang);
        return FALLBACK_SITE_CONFIG;
      });
      entries.set(lang, { expiresAt: now() + configTtlMs(random), value });
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}
