import { webApiPath } from '../http/api-paths.ts';
import type { HttpClient } from '../http/http-client.ts';
import type { SeoContent, SeoPage, SeoSport, SeoSportsMapAnswer } from './seo.schema.ts';

// The schemas load with the calls (LazySchema in http/http-client.ts): the SEO block, which a page runs before it
// hydrates, does not bring zod with it.
const schemas = () => import('./seo.schema.ts');
export type { CustomCanonical, SeoContent, SeoPage, SeoSport, SeoSportsMapAnswer } from './seo.schema.ts';

/**
 * The SEO service (CALL-031, SEO-001 to SEO-004; docs/decisions.md "SEO data and the SEO block"): page SEO data,
 * the bottom-of-page SEO text and the sports map, all public GETs by path and language.
 */
export const SEO_PAGE_PATH = webApiPath('/seo/v1/page');
export const SEO_CONTENT_PATH = webApiPath('/seo/v1/content');
export const SEO_SPORTS_MAP_PATH = webApiPath('/seo/v1/sports-map');

/** A page path as the SEO service keys it: the site path without the language prefix (`/`, `/home/live`). */
export const SEO_PATH_PATTERN = /^\/(?:[A-Za-z0-9._~-]+(?:\/[A-Za-z0-9._~-]+)*)?$/u;
export const SEO_PATH_MAX = 512;

/** An extra meta's name: letters first, then letters, digits and `: . _ -` (never `http-equiv`, which is not a name). */
export const SEO_META_NAME = /^[A-Za-z][A-Za-z0-9:._-]{0,63}$/u;

/** SEO-003 presentation choices: `plain` one column, `columns` two on a wide screen. Anything else is drawn as `plain`. */
export const SEO_STYLES = ['plain', 'columns'] as const;
export type SeoStyle = (typeof SEO_STYLES)[number];
export const seoStyleOf = (style: string): SeoStyle => ((SEO_STYLES as readonly string[]).includes(style) ? (style as SeoStyle) : 'plain');

/** SEO-004: the fixed long-term (outrights) entry the sports map adds: id 0, which no feed sport has. */
export const LONG_TERM_SPORT = { id: 0, slug: 'long-term' } as const;

/**
 * SEO-004: the sports map by id, with the fixed long-term entry added (named `longTermName` in the page's language).
 * An answer that already has id 0 or the slug `long-term` keeps its own entry.
 */
export function seoSportsMap(sports: readonly SeoSport[], longTermName: string): ReadonlyMap<number, SeoSport> {
  const map = new Map<number, SeoSport>(sports.map((sport) => [sport.id, sport]));
  if (!map.has(LONG_TERM_SPORT.id) && !sports.some((sport) => sport.slug === LONG_TERM_SPORT.slug)) {
    map.set(LONG_TERM_SPORT.id, { ...LONG_TERM_SPORT, name: longTermName });
  }
  return map;
}

export const seoKeys = {
  content: (path: string, lang: string) => ['seo', 'content', path, lang] as const,
};

export function createSeoApi(http: HttpClient) {
  const call = { intercept: false } as const;
  return {
    /** `GET …/seo/v1/page?path=&lang=`: the page's SEO data (SEO-001, SEO-002). */
    getPage(path: string, lang: string, signal?: AbortSignal): Promise<SeoPage> {
      return http.request({ path: SEO_PAGE_PATH, schema: () => schemas().then((m) => m.seoPageSchema), query: { path, lang }, signal, ...call });
    },
    /** `GET …/seo/v1/content?path=&lang=`: the page's SEO text (SEO-003). */
    getContent(path: string, lang: string, signal?: AbortSignal): Promise<SeoContent> {
      return http.request({ path: SEO_CONTENT_PATH, schema: () => schemas().then((m) => m.seoContentSchema), query: { path, lang }, signal, ...call });
    },
    /** `GET …/seo/v1/sports-map?lang=`: sports by id for SEO titles (SEO-004). */
    getSportsMap(lang: string, signal?: AbortSignal): Promise<SeoSportsMapAnswer> {
      return http.request({ path: SEO_SPORTS_MAP_PATH, schema: () => schemas().then((m) => m.seoSportsMapSchema), query: { lang }, signal, ...call });
    },
  };
}
export type SeoApi = ReturnType<typeof createSeoApi>;
