import { Hono } from 'hono';
import { z } from 'zod';
import { findPage, loadPageLibrary, type PageLibrary } from '../content/content-pages.ts';
import { ApiError } from '../http/api-error.ts';
import { parseInput } from '../http/validate.ts';
import { feedLang } from '../sports/i18n.ts';

/** Where the site asks for an information page (docs/decisions.md, "Information pages"). */
export const CONTENT_PAGES_PATH = '/web-api/content/v1/pages';

const slugParam = z.object({ slug: z.string().max(64).regex(/^[a-z][a-z0-9-]*$/, 'slug must be lower-case letters, digits and dashes') });
const pageQuery = z.object({
  lang: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.string().max(35).regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Expected a language code such as en or pt-BR').optional().transform(feedLang),
  ),
});

/** `GET …/pages/{slug}?lang=`: an information page as blocks, in the language or else English; 404 for an unknown one. */
export function contentRoutes(library: PageLibrary = loadPageLibrary()): Hono {
  const app = new Hono();
  app.get(`${CONTENT_PAGES_PATH}/:slug`, (c) => {
    const { slug } = parseInput(slugParam, c.req.param(), 'path');
    const { lang } = parseInput(pageQuery, c.req.query(), 'query');
    const page = findPage(library, slug, lang);
    if (!page) throw new ApiError(404, [{ code: 'not_found', detail: `No page "${slug}"` }]);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(page);
  });
  return app;
}
