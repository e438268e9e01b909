import { apiErrorBodySchema } from '@bf/api-client/schemas/site-config';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Api } from './create-api.ts';
import { createTestApi } from './test/create-test-api.ts';
import { siteConfigSchema } from '@bf/api-client/schemas/site-config';

let api: Api;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('createApi', () => {
  it('reports health', async () => {
    const res = await api.app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('answers unknown paths with 404 in the error shape', async () => {
    for (const path of ['/bff-api/nope', '/web-api/', '/elsewhere']) {
      const res = await api.app.request(path);
      expect(res.status, path).toBe(404);
      expect(apiErrorBodySchema.parse(await res.json()).errors[0]?.code).toBe('not_found');
    }
  });

  it('mounts into a host at / and leaves the host its own paths', async () => {
    const host = new Hono();
    host.route('/', api.app);
    host.get('/ru/home', (c) => c.text('page'));
    host.notFound((c) => c.text('site 404', 404));

    expect((await host.request('/bff-api/config/all.json?lang=ru')).status).toBe(200);
    expect(await (await host.request('/ru/home')).text()).toBe('page');
    expect(await (await host.request('/ru/missing')).text()).toBe('site 404');
    const apiMiss = await host.request('/web-api/missing');
    expect(apiMiss.status).toBe(404);
    expect(apiErrorBodySchema.safeParse(await apiMiss.json()).success).toBe(true);
    const badInput = await host.request('/bff-api/config/group/get?groups=nope');
    expect(badInput.status).toBe(400);
    expect(apiErrorBodySchema.safeParse(await badInput.json()).success).toBe(true);
  });
});

describe('API_SITE_CONFIG', () => {
  it('is off by default: the seeded operator is not in account-middleware mode and uses no recharge modal', async () => {
    const config = siteConfigSchema.parse(await (await api.app.request('/bff-api/config/all.json?lang=en')).json());
    expect(config.isAccountMiddleware).toBe(false);
    expect(config.isRechargeModal).toBeUndefined();
    expect(config.externalBlockPageUrl).toBeUndefined();
  });

  it('writes its fields over the seeded config at startup', async () => {
    const overrides = { isAccountMiddleware: true, isRechargeModal: true, externalBlockPageUrl: 'https://block.betfront.test/', externalHosts: ['block.betfront.test'] };
    const configured = await createTestApi({ API_SITE_CONFIG: JSON.stringify(overrides) });
    try {
      const config = siteConfigSchema.parse(await (await configured.app.request('/bff-api/config/all.json?lang=en')).json());
      expect(config).toMatchObject(overrides);
      expect(config.companyName).toBe('BetFront');
    } finally {
      await configured.close();
    }
  });

  it('stops startup on a field the config schema refuses, or one it cannot store', async () => {
    await expect(createTestApi({ API_SITE_CONFIG: '{"isAccountMiddleware":"yes"}' })).rejects.toThrow(/API_SITE_CONFIG/);
    await expect(createTestApi({ API_SITE_CONFIG: '{"accountApp":{"loginPath":"//evil.example/{lng}","accountPath":"/a/{lng}"}}' })).rejects.toThrow(/API_SITE_CONFIG/);
    await expect(createTestApi({ API_SITE_CONFIG: '{"languages":[]}' })).rejects.toThrow(/API_SITE_CONFIG cannot set languages/);
  });
});
