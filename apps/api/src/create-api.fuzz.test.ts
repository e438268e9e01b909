import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from './create-api.ts';
import { createTestApi } from './test/create-test-api.ts';

let api: Api;
beforeAll(async () => {
  api = await createTestApi({ API_TEST_HOOKS: '1' });
});
afterAll(() => api.close());

/** Sends a request and checks the promise every answer keeps: no 5xx, and any error in the spec's shape. */
async function expectNoServerError(path: string, init?: RequestInit): Promise<void> {
  const res = await api.app.request(path, init);
  expect(res.status, `${init?.method ?? 'GET'} ${path}`).toBeLessThan(500);
  if (res.status >= 400 && init?.method !== 'HEAD') expect(apiErrorBodySchema.safeParse(await res.json()).success).toBe(true);
}

/** Text with the characters that break naive parsers: separators, percent signs, quotes, control and astral. */
const nastyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.stringMatching(/^[%&=,;?#+.\-_a-z0-9"'\\]{0,60}$/),
  fc.constantFrom('%', '%E0%A4%A', '%00', 'b.core,,', 'en\u0000', '__proto__', 'constructor', 'x'.repeat(20_000)),
);

/** Bytes written after `?`, unencoded, as a careless or hostile client would. */
const rawQuery = fc.oneof(
  fc.array(fc.tuple(fc.constantFrom('lang', 'groups', 'lang[]', '', 'x'), nastyText), { maxLength: 4 }).map((pairs) =>
    pairs.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&'),
  ),
  fc.stringMatching(/^[ -~]{0,80}$/).map((text) => text.replace(/[#\s]/g, '')),
);

describe('the API under random input', () => {
  it('never answers 5xx to random query strings', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/bff-api/config/all.json', '/bff-api/config/group/get', '/web-api/maintenance'), rawQuery, (path, query) =>
        expectNoServerError(`${path}?${query}`),
      ),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx to random paths and headers', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/bff-api/', '/web-api/', '/', '/bff-api/config/', '/health/'),
        fc.webPath(),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH'),
        fc.stringMatching(/^[ -~]{0,40}$/),
        async (prefix, path, method, geoCountry) => {
          await expectNoServerError(`${prefix}${path.replace(/^\//, '')}`, { method, headers: { 'geo-country': geoCountry } });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('never answers 5xx to random bodies and content types', async () => {
    const body = fc.oneof(
      fc.json(),
      nastyText,
      fc.record({ isActive: fc.anything() }).map((value) => JSON.stringify(value) ?? ''),
    );
    const contentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'text/plain', 'multipart/form-data', '', 'application/vnd.api+json');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/web-api/test/maintenance', '/bff-api/config/all.json', '/web-api/nope'), body, contentType, (path, text, type) =>
        expectNoServerError(path, { method: 'POST', body: text, headers: type ? { 'content-type': type } : {} }),
      ),
      { numRuns: 300 },
    );
  });
});
