import { CONFIG_GROUPS } from '@bf/api-client/schemas/site-config';
import { Hono } from 'hono';
import { z } from 'zod';
import { pickConfigGroups } from '../config/config-groups.ts';
import { loadSiteConfig } from '../config/site-config-store.ts';
import type { Db } from '../db/db.ts';
import { configCacheControl } from '../http/config-cache.ts';
import { parseInput } from '../http/validate.ts';

/** A language tag such as `en` or `pt-BR`; a well-formed but unknown one falls back to the default language. */
const langParam = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z
    .string()
    .max(35)
    .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, 'Expected a language code such as en or pt-BR')
    .optional(),
);

/** spec §7: the BFF accepts a `geo-country` header, `ru` when absent. */
const configHeaders = z.object({
  'geo-country': z
    .string()
    .regex(/^[A-Za-z0-9]{2}$/, 'Expected a two-letter country code')
    .default('ru'),
});

const allQuery = z.object({ lang: langParam });

const groupsQuery = z.object({
  lang: langParam,
  groups: z
    .string()
    .max(1000)
    .transform((value) => [...new Set(value.split(',').map((group) => group.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.enum(CONFIG_GROUPS, { error: (issue) => `Unknown config group "${String(issue.input).slice(0, 50)}"` }))
        .min(1, 'Name at least one config group'),
    ),
});

/** The BFF config calls (spec §7): the whole SiteConfig, or some of its groups. */
export function configRoutes(db: Db): Hono {
  const app = new Hono();

  app.get('/bff-api/config/all.json', async (c) => {
    const { lang } = parseInput(allQuery, c.req.query(), 'query');
    parseInput(configHeaders, c.req.header(), 'header');
    const { config, language } = await loadSiteConfig(db, lang);
    c.header('Cache-Control', configCacheControl());
    c.header('Content-Language', language);
    return c.json(config);
  });

  app.get('/bff-api/config/group/get', async (c) => {
    const { lang, groups } = parseInput(groupsQuery, c.req.query(), 'query');
    parseInput(configHeaders, c.req.header(), 'header');
    const { config, language } = await loadSiteConfig(db, lang);
    c.header('Cache-Control', configCacheControl());
    c.header('Content-Language', language);
    return c.json(pickConfigGroups(config, groups));
  });

  return app;
}
