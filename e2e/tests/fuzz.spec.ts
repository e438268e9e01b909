import http from 'node:http';
import fc from 'fast-check';
import { expect, test } from '@playwright/test';
import { ROUTES } from '@bf/headless/routes';
import { mapLimit } from '../support/concurrency.ts';
import { DESKTOP_CHROME_UA, IPHONE_SAFARI_UA } from '../support/devices.ts';
import { SAMPLE_ROUTES } from '../support/routes.ts';

/**
 * Throws a few thousand odd requests at the server: random paths, query strings, cookies and languages.
 * Nothing may answer 5xx (only route 500 does, on purpose) and no redirect may leave the site.
 *
 * Requests go through `node:http` rather than Playwright's `request`: it sends the path byte for byte
 * (`..`, `//`, broken percent escapes and non-UTF-8 bytes are not normalised away by a URL parser), keeps
 * no cookie jar between requests and never follows a redirect (the `maxRedirects: 0` of this test).
 */

const SEED = 20_261_122;
const RUNS = 2500;
const CONCURRENCY = 8;

const PORT = Number(process.env.E2E_PORT ?? 3100);
const HOST = '127.0.0.1';
const SITE_ORIGIN = `http://${HOST}:${PORT}`;

// ---- generators ----------------------------------------------------------------------------------------

/** Literal segments of the route table, and values its param rules accept or reject. */
const TABLE_SEGMENTS = [...new Set(ROUTES.flatMap((r) => r.path.split('/')).filter((s) => s && !s.startsWith(':')))];
const PARAM_VALUES = ['42', '0', '999999999999999999999', 'sample', 'landing-x', 'live', 'line', 'home', 'real', 'virtual', 'rules', 'games', 'success', 'draw', 'game', '-1', '1e3'];
const LANGUAGES = ['en', 'de', 'ru', 'it', 'fr', 'xx', 'EN', 'e', 'eng', 'zz', ''];
const PERCENT_GARBAGE = ['%', '%%', '%E0%A4%A', '%ZZ', '%0', '%00', '%2e%2e', '%2E', '%2F', '%2f%2f', '%5C', '%C0%AF', '%FF', '%ED%A0%80', '%F0%9F%98%80', '%u2215', '%252F'];
const TRICKS = ['..', '.', '', '...', '\\', '\\\\evil.example', '@evil.example', 'evil.example', 'http:', 'https:%2F%2Fevil.example', 'javascript:alert(1)', ';', ',', '~', '*', "'", '"', '<script>', '{}', '[]'];

const encodeLatin1 = (s: string) =>
  // node:http sends a path as latin1; anything above U+00FF is percent-encoded as UTF-8 like a browser would.
  [...s].map((ch) => (ch.codePointAt(0)! > 0xff || ch.codePointAt(0)! < 0x21 ? encodeURIComponent(ch) : ch)).join('');

const unicodeSegment = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 12 }).map(encodeLatin1);
const latin1Segment = fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)), minLength: 1, maxLength: 6 });
const longSegment = fc.integer({ min: 300, max: 5000 }).chain((n) => fc.constantFrom('a', 'é', '%41', '-', '1').map((c) => c.repeat(Math.ceil(n / c.length)).slice(0, n)));

const segment = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(...TABLE_SEGMENTS) },
  { weight: 4, arbitrary: fc.constantFrom(...PARAM_VALUES) },
  { weight: 2, arbitrary: fc.constantFrom(...PERCENT_GARBAGE) },
  { weight: 2, arbitrary: fc.constantFrom(...TRICKS).map(encodeLatin1) },
  { weight: 2, arbitrary: unicodeSegment },
  { weight: 1, arbitrary: latin1Segment },
  { weight: 1, arbitrary: fc.webSegment() },
  { weight: 1, arbitrary: longSegment },
);

const randomPath = fc
  .tuple(
    fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...LANGUAGES) }, { weight: 1, arbitrary: segment }),
    fc.array(segment, { maxLength: 7 }),
    fc.constantFrom('/', '/', '/', '/', '/', '/', '//', '///'),
    fc.constantFrom('/', '/', '/', '/', '/', '//', '/\\'),
    fc.nat(5),
  )
  .map(([first, rest, joiner, lead, trailing]) => `${lead}${[first, ...rest].join(joiner)}${trailing === 0 ? '/' : ''}`);

/** A real page of the table, sometimes bent: another language, an extra segment, upper case, a trailing slash. */
const tablePath = fc
  .tuple(fc.constantFrom(...SAMPLE_ROUTES.map((s) => s.href)), fc.constantFrom(...LANGUAGES), fc.option(segment, { freq: 2 }), fc.nat(9))
  .map(([href, lng, extra, bend]) => {
    if (bend === 0) return `/${lng}${href.slice(3)}`;
    if (bend === 1) return href.toUpperCase();
    if (bend === 2) return `${href}/`;
    if (bend === 3) return href.slice(3) || '/';
    return extra === null ? href : `${href}/${extra}`;
  });

/**
 * Browsers percent-encode what a URL may not hold; Node's HTTP parser answers 400 to the rest before the site
 * sees it. Most paths are sent as a browser would, some raw, to check both.
 */
const browserEncode = (p: string) => p.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/%]/g, (ch) => [...new TextEncoder().encode(ch)].map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`).join(''));
const path = fc
  .tuple(fc.oneof({ weight: 3, arbitrary: randomPath }, { weight: 2, arbitrary: tablePath }), fc.nat(9))
  .map(([p, raw]) => (raw === 0 ? p : browserEncode(p)));

const queryValue = fc.oneof(
  fc.constantFrom('mobile', 'desktop', 'xx', '', 'de', 'it', '1', '%', '%E0%A4%A', '%ZZ', '%00', 'a%20b', '+', '&', '=', '#'),
  fc.constantFrom('//evil.example', 'https://evil.example', '/\\evil.example', '%2F%2Fevil.example', '/%2F/evil.example', 'http:evil.example', '\\\\evil.example', '/en/office/account', 'javascript:alert(1)'),
  unicodeSegment,
  longSegment,
);
const queryPair = fc.tuple(
  fc.constantFrom('platform_type', 'lng', 'returnUrl', 'showForgotPasswordModal', 'x', 'q', '', '%', '%E0%A4%A', 'a[b]', 'platform_type'),
  queryValue,
  fc.constantFrom('=', '=', '=', '', '=='),
);
const query = fc.oneof(
  { weight: 1, arbitrary: fc.constant('') },
  { weight: 1, arbitrary: fc.constantFrom('?', '??', '?&', '?=', '?&&=&') },
  { weight: 4, arbitrary: fc.array(queryPair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.map(([k, v, eq]) => `${k}${eq}${eq ? v : ''}`).join('&')}`) },
);

const huge = fc.integer({ min: 3000, max: 4500 }).map((n) => 'x'.repeat(n));
const cookiePart = fc.oneof(
  fc.constantFrom('lng=de', 'lng=it', 'lng=xx', 'lng=', 'lng=%E0%A4%A', 'lng=EN', 'lng="de"', 'lng=d e', 'lng=../../etc'),
  fc.constantFrom('user_token=garbage', 'user_token=a.b.c', 'user_token=eyJhbGciOiJub25lIn0.eyJleHAiOjF9.', 'user_token=%FF%FE', 'user_token=e30.e30.e30'),
  fc.constantFrom('platform_type=xx', 'platform_type=mobile', 'platform_type=desktop', 'platform_type='),
  fc.constantFrom('ua=1', 'maintenance=1', 'maintenance=0', 'app_theme=1', 'app_theme=x', 'redirect_url=//evil.example', 'from_url=https://evil.example'),
  fc.constantFrom(';', ';;', '=', '=x', 'a', '"', 'a=b=c', ' ; ', 'lng'),
  huge.map((v) => `lng=${v}`),
  huge.map((v) => `user_token=${v}`),
  latin1Segment.map((v) => `lng=${v}`),
);
const cookie = fc.option(fc.array(cookiePart, { minLength: 1, maxLength: 5 }).map((parts) => parts.join('; ')), { freq: 3 });

const acceptLanguage = fc.option(
  fc.oneof(
    fc.constantFrom('de-DE,de;q=0.9', 'it', 'ru-RU', '*', 'xx', 'de;q=abc', 'de;q=-1, fr;q=2', ',,,', ';q=1', 'en-US,en;q=0.9,de;q=0.8', 'zh-Hant-TW', 'DE'),
    huge,
    unicodeSegment,
  ),
  { freq: 2 },
);
const userAgent = fc.option(fc.constantFrom(DESKTOP_CHROME_UA, IPHONE_SAFARI_UA, 'curl/8.0', '', 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'x'.repeat(3000)), { freq: 4 });

interface FuzzRequest {
  path: string;
  query: string;
  cookie: string | null;
  acceptLanguage: string | null;
  userAgent: string | null;
}
const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.record({ path, query, cookie, acceptLanguage, userAgent });

// ---- sending --------------------------------------------------------------------------------------------

interface Answer {
  status: number;
  location: string | undefined;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

function send(target: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: HOST, port: PORT, method: 'GET', path: target, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }));
      res.on('error', reject);
    });
    req.setTimeout(30_000, () => req.destroy(new Error(`timeout: ${target.slice(0, 200)}`)));
    req.on('error', reject);
    req.end();
  });
}

/** A location that stays on this site: a path (one slash, no backslash tricks) or this very origin. */
function staysOnSite(location: string): boolean {
  if (/^[\t\n\r ]*[/\\]{2}/.test(location)) return false;
  if (/^[\t\n\r ]*\/\\/.test(location)) return false;
  if (/^[a-z][a-z0-9+.-]*:/i.test(location.trim())) return location.startsWith(`${SITE_ORIGIN}/`);
  return new URL(location, SITE_ORIGIN).origin === SITE_ORIGIN;
}

/** Route 500, the one page meant to answer 500 (S2 §2), in any language. */
function isRoute500(target: string): boolean {
  const pathname = target.split('?')[0]!;
  return /^\/[a-z]{2}\/500$/.test(pathname);
}

const describeRequest = (r: FuzzRequest) =>
  JSON.stringify({ ...r, path: r.path.slice(0, 300), query: r.query.slice(0, 300), cookie: r.cookie?.slice(0, 300), acceptLanguage: r.acceptLanguage?.slice(0, 100), userAgent: r.userAgent?.slice(0, 100) });

// The server is the same for both projects: playwright.config.ts runs this file in the desktop project only.
test.describe('fuzz', () => {
  test.afterAll(() => agent.destroy());

  test(`${RUNS} random requests: no 5xx, no redirect off the site`, async () => {
    test.setTimeout(150_000);
    const requests = fc.sample(fuzzRequest, { seed: SEED, numRuns: RUNS });
    // The literal route 500 must be among them and answer 500.
    requests.push({ path: '/en/500', query: '', cookie: null, acceptLanguage: null, userAgent: null });

    const failures: string[] = [];
    const statuses = new Map<number, number>();
    await mapLimit(requests, CONCURRENCY, async (r) => {
      const headers: Record<string, string> = {};
      if (r.cookie !== null) headers.cookie = r.cookie;
      if (r.acceptLanguage !== null) headers['accept-language'] = r.acceptLanguage;
      if (r.userAgent !== null) headers['user-agent'] = r.userAgent;
      const target = `${r.path}${r.query}`;
      let answer: Answer;
      try {
        answer = await send(target, headers);
      } catch (error) {
        failures.push(`no answer (${(error as Error).message}) for ${describeRequest(r)}`);
        return;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      const plain500 = r.path === '/en/500' && r.query === '' && r.cookie === null;
      if (plain500 && answer.status !== 500) failures.push(`route 500 answered ${answer.status}`);
      if (answer.status >= 500 && !(answer.status === 500 && isRoute500(target))) failures.push(`${answer.status} for ${describeRequest(r)}`);
      if (answer.location !== undefined && !staysOnSite(answer.location)) failures.push(`redirect off the site to ${answer.location.slice(0, 200)} for ${describeRequest(r)}`);
    });

    console.log(`fuzz statuses: ${JSON.stringify(Object.fromEntries(statuses))}`);
    test.info().annotations.push({ type: 'statuses', description: JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b))) });
    expect(failures.slice(0, 25), `${failures.length} of ${requests.length} requests went wrong`).toEqual([]);
    // The run should reach real pages and redirects, not only 404s.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(50);
    expect((statuses.get(302) ?? 0) + (statuses.get(301) ?? 0)).toBeGreaterThan(50);
  });
});
