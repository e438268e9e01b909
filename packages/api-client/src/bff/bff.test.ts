import { describe, expect, it } from 'vitest';
import { createBffApi } from '@bf/api-client/bff';
import { createHttpClient } from '../http/http-client.ts';
import { fakeFetch, json } from '../testing/fake-api.ts';

describe('GET /bff-api/config/all.json (CALL-023)', () => {
  it('sends the language as `lang` and the geo-country header, ru unless given', async () => {
    const fetch = fakeFetch(() => json({}));
    const bff = createBffApi(createHttpClient({ baseUrl: '', fetch: fetch.fetch }), { tries: 1, delayMs: 0 });
    await bff.getSiteConfig('de').catch(() => undefined);
    await bff.getSiteConfig('en', 'kz').catch(() => undefined);
    expect(fetch.calls.map((call) => [call.url, call.headers['geo-country']])).toEqual([
      ['/bff-api/config/all.json?lang=de', 'ru'],
      ['/bff-api/config/all.json?lang=en', 'kz'],
    ]);
  });
});
