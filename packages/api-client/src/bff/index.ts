import type { HttpClient } from '../http/http-client.ts';
import { withRetry, type RetryOptions } from '../http/retry.ts';
import type { ConfigGroupsResponse, SiteConfig } from './site-config.schema.ts';
import type { ConfigGroup } from './config-groups.ts';

export type { SiteConfig, ConfigGroupsResponse, Language, Maintenance, Currency } from './site-config.schema.ts';
export { CONFIG_GROUPS, type ConfigGroup } from './config-groups.ts';

// The schemas load with the calls (LazySchema in http/http-client.ts), so zod is not in the first-load JS.
const schemas = () => import('./site-config.schema.ts');

/** BFF config is retried 5 times at 1 s (spec: S2 §8). */
export const CONFIG_RETRY: RetryOptions = { tries: 5, delayMs: 1000 };

/** SWR/cache keys of the BFF calls, built next to the calls. */
export const bffKeys = {
  siteConfig: (lang: string) => ['bff', 'config', 'all', lang] as const,
  configGroups: (groups: readonly ConfigGroup[], lang: string) => ['bff', 'config', 'group', groups.join(','), lang] as const,
};

/** The BFF service: site configuration (spec: S2 §7). */
export function createBffApi(http: HttpClient, retry: RetryOptions = CONFIG_RETRY) {
  return {
    /** `GET /bff-api/config/all.json` with `lang`; the geo-country header defaults to ru. */
    getSiteConfig(lang: string, geoCountry = 'ru'): Promise<SiteConfig> {
      return withRetry(() => http.getJson('/bff-api/config/all.json', () => schemas().then((m) => m.siteConfigSchema), { lang }, { headers: { 'geo-country': geoCountry } }), retry);
    },
    /** `GET /bff-api/config/group/get` with comma-joined groups and `lang`. */
    getConfigGroups(groups: readonly ConfigGroup[], lang: string): Promise<ConfigGroupsResponse> {
      return withRetry(() => http.getJson('/bff-api/config/group/get', () => schemas().then((m) => m.configGroupsResponseSchema), { groups: groups.join(','), lang }), retry);
    },
  };
}
export type BffApi = ReturnType<typeof createBffApi>;
