// The schemas of seo.ts; loaded with its calls, so zod is not in the chunks a page runs before it hydrates.
import * as z from 'zod/mini';
import { contentBlockSchema } from '../content/content-pages.ts';
import { SEO_META_NAME, SEO_PATH_MAX } from './seo.ts';

const shortText = (max: number) => z.string().check(z.maxLength(max));

/** SEO-002: a custom canonical. `url`: `targetUrl` is the canonical; `mirror`: the same path on `domain`. */
export const customCanonicalSchema = z.object({
  mode: z.enum(['url', 'mirror']),
  targetUrl: z.optional(shortText(2048)),
  domain: z.optional(shortText(260)),
});
export type CustomCanonical = z.infer<typeof customCanonicalSchema>;

/** SEO-001: a page's SEO data. Values are checked again where they go into the page (`@bf/headless/seo`). */
export const seoPageSchema = z.object({
  path: shortText(SEO_PATH_MAX),
  lang: shortText(35),
  title: shortText(300),
  description: shortText(1000),
  metaRobots: shortText(200),
  hierarchyMetaRobots: shortText(200),
  metas: z.array(z.object({ name: z.string().check(z.regex(SEO_META_NAME)), content: shortText(1000) })).check(z.maxLength(30)),
  customCanonical: z.nullable(customCanonicalSchema),
});
export type SeoPage = z.infer<typeof seoPageSchema>;

/** SEO-003: the bottom-of-page text: `style` and the content, as blocks (never HTML). Empty blocks: no SEO text. */
export const seoContentSchema = z.object({
  path: shortText(SEO_PATH_MAX),
  lang: shortText(35),
  style: shortText(32),
  blocks: z.array(contentBlockSchema).check(z.maxLength(200)),
});
export type SeoContent = z.infer<typeof seoContentSchema>;

export const seoSportSchema = z.object({
  id: z.number().check(z.int(), z.minimum(0)),
  slug: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{0,63}$/u)),
  name: shortText(100),
});
export type SeoSport = z.infer<typeof seoSportSchema>;
export const seoSportsMapSchema = z.object({ sports: z.array(seoSportSchema).check(z.maxLength(500)) });
export type SeoSportsMapAnswer = z.infer<typeof seoSportsMapSchema>;
