import { describe, expect, it } from 'vitest';
import { createHttpClient } from '@bf/api-client/http';
import { createSiteDomainsApi, isSiteHost, SITE_DOMAINS_PATH } from '@bf/api-client/web-api/site-domains';
import { fakeFetch, json } from '../testing/fake-api.ts';

const setup = (answer: () => Response) => {
  const fake = fakeFetch(answer);
  return { api: createSiteDomainsApi(createHttpClient({ baseUrl: '', fetch: fake.fetch })), ...fake };
};

describe('the domains call (ERR-015 domains checker)', () => {
  it('asks GET /web-api/site/v1/domains without a token and reads each host and whether it is primary', async () => {
    const { api, calls } = setup(() => json({ domains: [{ host: 'bf.example', primary: true }, { host: 'mirror-2.bf.example:8443', primary: false }] }));
    await expect(api.getDomains()).resolves.toEqual({ domains: [{ host: 'bf.example', primary: true }, { host: 'mirror-2.bf.example:8443', primary: false }] });
    expect(SITE_DOMAINS_PATH).toBe('/web-api/site/v1/domains');
    expect(calls[0]).toMatchObject({ url: SITE_DOMAINS_PATH, method: 'GET' });
    expect(calls[0]!.headers.authorization).toBeUndefined();
  });

  it('refuses an answer whose host is a URL or not a hostname, rather than pass it on (no open redirect)', async () => {
    for (const host of ['https://evil.example', 'evil.example/phish', 'user@evil.example', '//evil.example', 'evil.example:0', 'evil.example:65536', '-bad.example', 'a b.example', '']) {
      await expect(setup(() => json({ domains: [{ host, primary: true }] })).api.getDomains(), host).rejects.toMatchObject({ statusCode: 502 });
    }
    await expect(setup(() => json({ domains: 'bf.example' })).api.getDomains()).rejects.toMatchObject({ statusCode: 502 });
    await expect(setup(() => json({ domains: [{ host: 'bf.example' }] })).api.getDomains()).rejects.toMatchObject({ statusCode: 502 });
    await expect(setup(() => json({ domains: Array.from({ length: 51 }, (_, i) => ({ host: `m${i}.example`, primary: false })) })).api.getDomains()).rejects.toMatchObject({ statusCode: 502 });
  });

  it('rejects a server error with its status', async () => {
    await expect(setup(() => json({ errors: [{ code: 'internal', detail: 'down' }] }, 500)).api.getDomains()).rejects.toMatchObject({ statusCode: 500 });
  });
});

describe('isSiteHost', () => {
  it('takes hostnames, IPv4 addresses and ports from 1 to 65535, at most 253 characters of name', () => {
    expect(['bf.example', 'BF.Example', 'localhost:3411', '127.0.0.1:3411', 'xn--80ak6aa92e.example', 'a.b-c.example:65535'].every(isSiteHost)).toBe(true);
    expect(isSiteHost(`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(61)}`)).toBe(true);
    expect(isSiteHost(`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(62)}`)).toBe(false);
    expect(isSiteHost(`${'a'.repeat(64)}.example`)).toBe(false);
    expect(['bf.example.', 'bf..example', 'bf.example:', 'bf.example:123456', 'bf-.example', '[::1]:3000'].some(isSiteHost)).toBe(false);
  });
});
