import { describe, expect, it } from 'vitest';
import { createHttpClient, WEB_API_BASE_PATH, webApiPath } from '@bf/api-client/http';
import * as z from 'zod/mini';
import * as session from '@bf/api-client/web-api/session';
import * as auth from '@bf/api-client/web-api/auth';
import * as userConfig from '@bf/api-client/web-api/user-config';
import * as secureData from '@bf/api-client/web-api/secure-data';
import * as betting from '@bf/api-client/betting';
import * as coupon from '@bf/api-client/coupon';
import { fakeFetch, json } from '../testing/fake-api.ts';

describe('API base path (HOOK-001)', () => {
  it('is /web-api', () => {
    expect(WEB_API_BASE_PATH).toBe('/web-api');
    expect(webApiPath('/session')).toBe('/web-api/session');
  });

  it('holds every path of the site-own services', () => {
    const paths = [session, auth, userConfig, secureData, betting, coupon].flatMap((module) =>
      Object.entries(module)
        .filter(([name, value]) => /_PATH$/.test(name) && typeof value === 'string')
        .map(([, value]) => value as string),
    );
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const path of paths) expect(path.startsWith(`${WEB_API_BASE_PATH}/`), path).toBe(true);
  });

  it('is called on the same origin in the browser and under the internal origin on the server', async () => {
    const browser = fakeFetch(() => json({}));
    await createHttpClient({ baseUrl: '', fetch: browser.fetch }).request({ path: userConfig.USER_CONFIG_PATH, schema: z.unknown() });
    expect(browser.calls[0]?.url).toBe('/web-api/user/v1/config');
    const server = fakeFetch(() => json({}));
    await createHttpClient({ baseUrl: 'http://api.internal:3001', fetch: server.fetch }).request({ path: userConfig.USER_CONFIG_PATH, schema: z.unknown() });
    expect(server.calls[0]?.url).toBe('http://api.internal:3001/web-api/user/v1/config');
  });
});
