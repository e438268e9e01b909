import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { isSiteHost, SITE_DOMAINS_MAX } from '@bf/api-client/web-api/site-domains';
import { ApiError } from '../http/api-error.ts';
import { parseJsonBody } from '../http/validate.ts';

export interface SiteRoutesOptions {
  /** The operator's working addresses, the primary first (env `SITE_DOMAINS`); unset, the request's own host. */
  domains?: readonly string[];
  /** Mounts `POST /web-api/test/domains`, a browser's own answer of the domains call, for e2e only (env `API_TEST_HOOKS=1`). */
  testHooks: boolean;
}

/** How the test hook makes one browser's domains call answer: a list, a server error, or a body that is not one. */
const domainsScenario = z.discriminatedUnion('answer', [
  z.object({ answer: z.literal('list'), domains: z.array(z.string().max(260).refine(isSiteHost, 'Expected hostname[:port]')).max(SITE_DOMAINS_MAX) }),
  z.object({ answer: z.literal('error') }),
  z.object({ answer: z.literal('garbage') }),
]);
type DomainsScenario = z.infer<typeof domainsScenario>;

/** The test hook's cookie: an id of this browser's scenario (kept per browser, so tests beside it are not touched). */
export const TEST_DOMAINS_COOKIE = 'test_domains';
/** Scenarios kept at once; the oldest goes first (a test run sets a few dozen). */
const SCENARIOS_KEPT = 500;

/** The answer for a list of hosts: the first is the primary. */
const listOf = (hosts: readonly string[]) => ({ domains: hosts.map((host, index) => ({ host, primary: index === 0 })) });

/** The request's own host, when it is a hostname[:port] (anything else: no address at all). */
function ownHost(c: Context): string[] {
  const host = (c.req.header('host') ?? new URL(c.req.url).host).toLowerCase();
  return isSiteHost(host) ? [host] : [];
}

/**
 * The site's own service calls: `GET /web-api/site/v1/domains`, the operator's working addresses for the domains
 * checker (ERR-015; docs/decisions.md "The domains checker").
 */
export function siteRoutes(options: SiteRoutesOptions): Hono {
  const { domains, testHooks } = options;
  const scenarios = new Map<string, DomainsScenario>();
  const app = new Hono();

  app.get('/web-api/site/v1/domains', (c) => {
    const id = testHooks ? getCookie(c, TEST_DOMAINS_COOKIE) : undefined;
    const scenario = id === undefined ? undefined : scenarios.get(id);
    // With test hooks a browser may have its own answer: never kept by a cache.
    c.header('Cache-Control', testHooks ? 'no-store' : 'public, max-age=300');
    if (scenario?.answer === 'error') throw new ApiError(500, [{ code: 'internal_error', detail: 'Refused by a test hook' }]);
    // Not a list of hostnames: a URL where a host goes, and an entry without its flag.
    if (scenario?.answer === 'garbage') return c.json({ domains: [{ host: 'https://evil.example/phish?', primary: true }, { host: 42 }] });
    if (scenario?.answer === 'list') return c.json(listOf(scenario.domains));
    return c.json(listOf(domains ?? ownHost(c)));
  });

  if (testHooks) {
    app.post('/web-api/test/domains', async (c) => {
      const scenario = await parseJsonBody(c, domainsScenario);
      const id = randomBytes(12).toString('base64url');
      scenarios.set(id, scenario);
      if (scenarios.size > SCENARIOS_KEPT) scenarios.delete(scenarios.keys().next().value!);
      setCookie(c, TEST_DOMAINS_COOKIE, id, { path: '/', httpOnly: true, sameSite: 'Lax' });
      c.header('Cache-Control', 'no-store');
      return c.json(scenario);
    });
  }

  return app;
}
