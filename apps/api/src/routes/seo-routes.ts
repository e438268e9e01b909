import { Hono } from 'hono';
import { z } from 'zod';
import { SEO_PATH_MAX, SEO_PATH_PATTERN } from '@bf/api-client/web-api/seo';
import { parseInput } from '../http/validate.ts';
import { feedLang } from '../sports/i18n.ts';
import { findSeoContent, findSeoPage, sportsMap } from '../seo/seo-library.ts';

const lang = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().max(35).regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Expected a language code such as en or pt-BR').optional().transform(feedLang),
);
const pageQuery = z.object({
  path: z.string().max(SEO_PATH_MAX).regex(SEO_PATH_PATTERN, 'Expected a site path without the language prefix, such as / or /home/live'),
  lang,
});

/**
 * The SEO service (CALL-031; docs/decisions.md "SEO data and the SEO block"): `GET /web-api/seo/v1/page?path=&lang=`
 * (SEO-001, SEO-002), `GET /web-api/seo/v1/content?path=&lang=` (SEO-003) and `GET /web-api/seo/v1/sports-map?lang=`
 * (SEO-004). Public and cacheable; a bad query is a 400.
 */
export function seoRoutes(): Hono {
  const app = new Hono();
  app.get('/web-api/seo/v1/page', (c) => {
    const query = parseInput(pageQuery, c.req.query(), 'query');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(findSeoPage(query.path, query.lang));
  });
  app.get('/web-api/seo/v1/content', (c) => {
    const query = parseInput(pageQuery, c.req.query(), 'query');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(findSeoContent(query.path, query.lang));
  });
  app.get('/web-api/seo/v1/sports-map', (c) => {
    const query = parseInput(z.object({ lang }), c.req.query(), 'query');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ sports: [...sportsMap(query.lang).values()] });
  });
  return app;
}
