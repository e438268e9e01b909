// zod/mini: these schemas run in the browser too.
import * as z from 'zod/mini';
import { webApiPath } from '../http/api-paths.ts';
import type { HttpClient } from '../http/http-client.ts';

/** Information pages (docs/decisions.md, "Information pages"): blocks, never HTML. */
export const CONTENT_PAGES_PATH = webApiPath('/content/v1/pages');

/** Links a page may carry: a path on this site, https, e-mail and telephone; any other link is refused. */
export const SAFE_CONTENT_HREF = /^(?:\/(?!\/)\S*|https:\/\/\S+|mailto:\S+|tel:\+?[\d\s-]+)$/u;

const text = z.string().check(z.maxLength(20_000));
const inlineSchema = z.object({
  text,
  href: z.optional(z.string().check(z.maxLength(2048), z.regex(SAFE_CONTENT_HREF, 'a link must be a site path, https, mailto or tel'))),
  strong: z.optional(z.boolean()),
});
export type ContentInline = z.infer<typeof inlineSchema>;

/** One block of a text: a heading, a paragraph or a list of runs (also the SEO content's shape). */
export const contentBlockSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), text, id: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,64}$/u))) }),
  z.object({ type: z.literal('paragraph'), content: z.array(inlineSchema).check(z.maxLength(500)) }),
  z.object({ type: z.literal('list'), items: z.array(z.array(inlineSchema).check(z.maxLength(500))).check(z.maxLength(500)) }),
]);
export type ContentBlock = z.infer<typeof contentBlockSchema>;

export const contentPageSchema = z.object({
  slug: z.string(),
  /** The language the page came in: the one asked for, or English when it has no translation. */
  lang: z.string(),
  title: text,
  blocks: z.array(contentBlockSchema).check(z.maxLength(1000)),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export const contentKeys = {
  page: (slug: string, lang: string) => ['content', 'page', slug, lang] as const,
};

export function createContentApi(http: HttpClient) {
  return {
    /** `GET …/content/v1/pages/{slug}?lang=`: one information page. */
    getPage(slug: string, lang: string, options: { signal?: AbortSignal } = {}): Promise<ContentPage> {
      return http.getJson(`${CONTENT_PAGES_PATH}/${encodeURIComponent(slug)}`, contentPageSchema, { lang }, { signal: options.signal });
    },
  };
}
export type ContentApi = ReturnType<typeof createContentApi>;
