import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { siteDomainsSchema } from '@bf/api-client/schemas/site-domains';
import type { Api } from '../create-api.ts';
import { handleError, handleNotFound } from '../http/error-handlers.ts';
import { createTestApi } from '../test/create-test-api.ts';
import { siteRoutes, type SiteRoutesOptions } from './site-routes.ts';

function appOf(options: SiteRoutesOptions): Hono {
  const app = new Hono();
  app.route('/', siteRoutes(options));
  app.notFound(handleNotFound);
  app.onError(handleError);
  return app;
}

const DOMAINS = '/web-api/site/v1/domains';
const setScenario = (app: Hono, body: unknown) => app.request('/web-api/test/domains', { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
/** The cookie the hook set, as the browser sends it back. */
const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

describe('the domains call (ERR-015 domains checker)', () => {
  it('answers the configured addresses, the first primary, cacheable for 300 s', async () => {
    const app = appOf({ domains: ['bf.example', 'mirror-1.bf.example:8443'], testHooks: false });
    const res = await app.request(DOMAINS, { headers: { host: 'mirror-7.bf.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(siteDomainsSchema.parse(await res.json())).toEqual({ domains: [{ host: 'bf.example', primary: true }, { host: 'mirror-1.bf.example:8443', primary: false }] });
  });

  it('without SITE_DOMAINS answers the request\'s own host as the primary, so a demo never asks anyone to move', async () => {
    const app = appOf({ testHooks: false });
    expect(await (await app.request(DOMAINS, { headers: { host: '127.0.0.1:3411' } })).json()).toEqual({ domains: [{ host: '127.0.0.1:3411', primary: true }] });
    expect(await (await app.request(DOMAINS, { headers: { host: 'BF.Example' } })).json()).toEqual({ domains: [{ host: 'bf.example', primary: true }] });
  });

  it('reads SITE_DOMAINS when the API starts', async () => {
    let api: Api | undefined;
    try {
      api = await createTestApi({ SITE_DOMAINS: 'bf.example,mirror-1.bf.example' });
      expect(await (await api.app.request(DOMAINS)).json()).toEqual({ domains: [{ host: 'bf.example', primary: true }, { host: 'mirror-1.bf.example', primary: false }] });
    } finally {
      await api?.close();
    }
  });
});

describe('the domains test hook', () => {
  it('is not mounted without API_TEST_HOOKS=1, and its cookie changes nothing then', async () => {
    const app = appOf({ domains: ['bf.example'], testHooks: false });
    const res = await setScenario(app, { answer: 'error' });
    expect(res.status).toBe(404);
    expect(apiErrorBodySchema.safeParse(await res.json()).success).toBe(true);
    expect((await app.request(DOMAINS, { headers: { cookie: 'test_domains=anything' } })).status).toBe(200);
  });

  it('gives one browser its own list, error or garbage; other browsers get the configured list', async () => {
    const app = appOf({ domains: ['bf.example'], testHooks: true });
    const list = cookieOf(await setScenario(app, { answer: 'list', domains: ['localhost:3411', 'mirror.example'] }));
    const failing = cookieOf(await setScenario(app, { answer: 'error' }));
    const garbage = cookieOf(await setScenario(app, { answer: 'garbage' }));

    const listed = await app.request(DOMAINS, { headers: { cookie: list } });
    expect(listed.headers.get('cache-control')).toBe('no-store');
    expect(await listed.json()).toEqual({ domains: [{ host: 'localhost:3411', primary: true }, { host: 'mirror.example', primary: false }] });
    const failed = await app.request(DOMAINS, { headers: { cookie: failing } });
    expect(failed.status).toBe(500);
    expect(apiErrorBodySchema.safeParse(await failed.json()).success).toBe(true);
    expect(siteDomainsSchema.safeParse(await (await app.request(DOMAINS, { headers: { cookie: garbage } })).json()).success).toBe(false);
    expect(await (await app.request(DOMAINS)).json()).toEqual({ domains: [{ host: 'bf.example', primary: true }] });
  });

  it('refuses a list that holds anything but hostnames with 400', async () => {
    const app = appOf({ testHooks: true });
    for (const body of [{ answer: 'list', domains: ['https://evil.example'] }, { answer: 'list' }, { answer: 'maybe' }]) {
      const res = await setScenario(app, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(apiErrorBodySchema.parse(await res.json()).errors[0]?.code).toBe('invalid_body');
    }
  });
});
